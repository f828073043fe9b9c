#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Launch times on NVIDIA while the layer compiles a variant, against
# WGC_LAYER_SPECIALIZE=0 (run_launch.sh), on the GPU machine (DIR from
# prepare_launch.sh), writing into OUT: bench.csv, summary.md, log.txt,
# device.txt and runs/ (each run's output and layer log; the per-launch
# CSVs too with KEEP_LAUNCHES=1).
#
#   bash device_launch.sh DIR OUT [--rounds N] [-- LAUNCH_BENCH_ARGS...]
# Default: 5 rounds of k1_scan_inclusive_add over int, 256 work-items per
# work-group, 2048 work-groups, K1's loop once, at least 2 s of launches
# and 2000 on the variant. Through OPENCL_LAYERS under Debian's ocl-icd
# with NVIDIA's ICD alone; the GPU machine's clang-16 runs wgc-cc
# (WGC_CLANG to change it) with the carried wgc-link built for its LLVM.
# Exit status 0 when every run passed its checks.
set -uo pipefail
dir=$(cd "$1" && pwd)
out=$2
shift 2
rounds=5
[ "${1:-}" = --rounds ] && { rounds=$2; shift 2; }
[ "${1:-}" = -- ] && shift
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--kernel k1_scan_inclusive_add --local 256
  --groups 2048 --rounds 1 --seconds 2 --after 2000)
mkdir -p "$out/runs"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem \
  --format=csv >"$out/device.txt" 2>&1
{ nproc; uptime; echo "args: --rounds $rounds ${args[*]}"; } >>"$out/device.txt"
carry=$dir/carry
[ -f "$carry/bin/wgc-link.gz" ] && gunzip -f "$carry/bin/wgc-link.gz"
mkdir -p "$carry/ocl-icd" "$carry/vendors"
ln -sf /lib/x86_64-linux-gnu/libOpenCL.so.1 "$carry/ocl-icd/libOpenCL.so.1"
ln -sf /lib/x86_64-linux-gnu/libOpenCL.so.1 "$carry/ocl-icd/libOpenCL.so"
echo libnvidia-opencl.so.1 >"$carry/vendors/nvidia.icd"
gcc -std=c11 -O2 -Wall -D_POSIX_C_SOURCE=200809L -I"$dir/include" \
  "$dir/launch_bench.c" -o "$dir/launch-bench" -L"$carry/ocl-icd" \
  -lOpenCL || exit 2
export WGC_CLANG=${WGC_CLANG:-$(command -v clang-16)}
export WGC_CC=$carry/bin/wgc-cc WGC_LIBRARY_PATH=$carry/share/wgc
export WGC_LIBCLC=$carry/lib/clc/nvptx64--nvidiacl.bc
export OCL_ICD_FILENAMES=libnvidia-opencl.so.1 OCL_ICD_VENDORS=$carry/vendors
export LD_LIBRARY_PATH=$carry/ocl-icd:$carry/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
[ -x "$WGC_CLANG" ] || { echo "no clang-16 (set WGC_CLANG)"; exit 2; }
"$WGC_CLANG" --version | head -1 >>"$out/device.txt"
cat "$out/device.txt"
# wgc-cc folds a variant's size with wgc-link in the bitcode of WGC_CLANG:
# that wgc-link must read it, or no variant builds.
printf 'kernel void k(global int *p) { p[0] = 1; }\n' >"$dir/fold.cl"
"$WGC_CLANG" -target nvptx64-nvidia-nvcl -O2 -flto=thin -emit-llvm -c \
  "$dir/fold.cl" -o "$dir/fold.bc" &&
  "$carry/bin/wgc-link" --fold-work-group-size --work-group-size k=64,1,1 \
    -o "$dir/folded.bc" "$dir/fold.bc" ||
  { echo "wgc-link cannot fold $WGC_CLANG's bitcode: no variant would build"; exit 2; }
start=$(date +%s)
bash "$dir/run_launch.sh" "$dir/launch-bench" "$dir/wgc_kernels.cl" \
  "$carry/lib/libwgc-layer.so" "$out/runs" --rounds "$rounds" -- \
  "${args[@]}" 2>&1 | tee "$out/log.txt"
status=${PIPESTATUS[0]}
echo "wall time: $(($(date +%s) - start)) s" | tee -a "$out/log.txt"
for f in bench.csv summary.md; do
  [ -f "$out/runs/$f" ] && mv "$out/runs/$f" "$out/"
done
[ "${KEEP_LAUNCHES:-0}" = 1 ] || rm -f "$out"/runs/*.csv.gz
gzip -f "$out"/runs/*.log
exit $status
