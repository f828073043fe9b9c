#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The conformance harness on the layer's specialized path on NVIDIA's
# OpenCL (not in CI: needs the GPU machine): specialized_conformance.sh
# with the carried harness, kernels' source, layer and wgc-cc, through
# OPENCL_LAYERS under Debian's ocl-icd with NVIDIA's ICD alone:
#   CARRY=carry tests/layer/gpu/pack.sh build      (on the build machine)
#   tests/layer/gpu/run_specialized.sh carry       (on the GPU machine)
# Every type, its kernels in four groups, in parallel (JOBS harness
# processes, default 16), WGC_LAYER_SPECIALIZE=wait:
# k_all on every shape the device allows (1-D, 2-D and 3-D, partial
# sub-groups), the other kernels on the subset shapes, each launch through
# the variant compiled for its size (the nine single-function kernels are
# left out: k_all runs their functions on every shape); then int with
# launches that never wait and a kernel object released while its variant
# compiles. The GPU machine's clang-16 runs wgc-cc (WGC_CLANG to change
# it), with the carried wgc-link built for its LLVM. SEED=N fixes the
# harness's data; TYPES=T,T... runs those types only (a run split over two
# calls), the async part on the first. Logs: CARRY/specialized-TYPES/. Prints "N passed, N failed"; exits non-zero on failure.
set -uo pipefail
carry=$(cd "${1:?usage: run_specialized.sh CARRY_DIR}" && pwd)
export WGC_CLANG=${WGC_CLANG:-$(command -v clang-16)}
export WGC_CC=$carry/bin/wgc-cc WGC_LIBRARY_PATH=$carry/share/wgc
export WGC_LIBCLC=$carry/lib/clc/nvptx64--nvidiacl.bc
export WGC_LAYER_CACHE_MAX_MB=4096
[ -x "$WGC_CLANG" ] || { echo "no clang-16 (set WGC_CLANG)"; exit 1; }
[ -f "$carry/bin/wgc-link.gz" ] && gunzip -f "$carry/bin/wgc-link.gz"
# wgc-cc folds a variant's size with wgc-link in the bitcode of WGC_CLANG:
# that wgc-link must read it, or no variant builds.
printf 'kernel void k(global int *p) { p[0] = 1; }\n' >"$carry/fold.cl"
"$WGC_CLANG" -target nvptx64-nvidia-nvcl -O2 -flto=thin -emit-llvm -c \
  "$carry/fold.cl" -o "$carry/fold.bc" &&
  "$carry/bin/wgc-link" --fold-work-group-size --work-group-size k=64,1,1 \
    -o "$carry/folded.bc" "$carry/fold.bc" ||
  { echo "FAIL: wgc-link cannot fold $WGC_CLANG's bitcode"; exit 1; }
mkdir -p "$carry/ocl-icd" "$carry/vendors"
ln -sf /lib/x86_64-linux-gnu/libOpenCL.so.1 "$carry/ocl-icd/libOpenCL.so.1"
echo libnvidia-opencl.so.1 >"$carry/vendors/nvidia.icd"
export OCL_ICD_FILENAMES=libnvidia-opencl.so.1 OCL_ICD_VENDORS=$carry/vendors
export LD_LIBRARY_PATH=$carry/ocl-icd:$carry/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
types=${TYPES:-int,uint,long,ulong,float,double,half}
start=$(date +%s)
"$carry/bin/specialized_conformance.sh" "$carry/bin/wgc-conformance" \
  "$carry/bin/collectives.cl" "$carry/lib/libwgc-layer.so" \
  "$carry/specialized-${types//,/-}" --types "$types" \
  --jobs "${JOBS:-16}" \
  --kernel-groups k_all:k_extended,k_broadcast:k_vote,k_mixed:k_twice,k_loop \
  -- --platform NVIDIA \
  --target nvptx64-layer --skip k_reduce_ --skip k_scan_ \
  ${SEED:+--seed "$SEED"}
status=$?
echo "specialized conformance: $(($(date +%s) - start)) s"
exit $status
