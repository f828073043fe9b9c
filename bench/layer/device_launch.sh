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
. "$dir/nvidia_layer_env.sh"
nvidia_layer_env "$dir" || exit 2
"$WGC_CLANG" --version | head -1 >>"$out/device.txt"
cat "$out/device.txt"
nvidia_layer_host "$dir/launch-bench" "$dir/launch_bench.c" || exit 2
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
