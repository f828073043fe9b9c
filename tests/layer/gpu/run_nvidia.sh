#!/usr/bin/env bash
# Runs the layer's app on NVIDIA's OpenCL (not in CI: needs the GPU
# machine). The machine has clang-16 but no clang-15 and no libclc, so the
# layer, wgc-cc, the app, wgc-nvptx64.bc and libclc's
# nvptx64--nvidiacl.bc are carried from the build machine in $CARRY
# (libclc through WGC_LIBCLC):
#   CARRY=carry tests/layer/gpu/pack.sh build    (on the build machine)
#   tests/layer/gpu/run_nvidia.sh carry          (on the GPU machine)
# Prints the app's "N passed, N failed"; exits non-zero on any failure,
# and checks the app fails without the layer first.
set -uo pipefail
carry=$(cd "${1:?usage: run_nvidia.sh CARRY_DIR}" && pwd)
export WGC_CLANG=${WGC_CLANG:-$(command -v clang-16)}
export WGC_CC=$carry/bin/wgc-cc WGC_LIBRARY_PATH=$carry/share/wgc
export LD_LIBRARY_PATH=$carry/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export WGC_LIBCLC=$carry/lib/clc/nvptx64--nvidiacl.bc
export WGC_LAYER_CACHE_DIR=$carry/wgc-cache WGC_LAYER_LOG=1
[ -x "$WGC_CLANG" ] || { echo "no clang-16 (set WGC_CLANG)"; exit 1; }
# The app takes the first platform: NVIDIA's alone (the machine also has
# PoCL, and names both ICDs in OCL_ICD_FILENAMES).
export OCL_ICD_FILENAMES=libnvidia-opencl.so.1
status=0
if "$carry/bin/wgc-layer-app" >"$carry/without.log" 2>&1; then
  echo "FAIL: the app passed on NVIDIA without the layer"
  status=1
fi
OPENCL_LAYERS=$carry/lib/libwgc-layer.so "$carry/bin/wgc-layer-app" \
  >"$carry/layer.log" 2>&1 || status=1
grep -E "FAIL|target|passed" "$carry/layer.log"
LD_PRELOAD=$carry/lib/libwgc-layer.so "$carry/bin/wgc-layer-app" \
  >"$carry/preload.log" 2>&1 || status=1
grep -E "FAIL|passed" "$carry/preload.log"
exit $status
