#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# pyopencl (PyPI wheel, its own bundled ocl-icd loader, loaded privately)
# builds collectives from source: fails without the layer, passes with
# OPENCL_LAYERS and with LD_PRELOAD (the layer forwarding to that loader).
# Usage: check_pyopencl.sh VENV_PYTHON LAYER_SO WGC_CC WORKDIR
set -uo pipefail
python=$1 layer=$2 cc=$3 work=$4
script=$(dirname "$0")/collectives.py
. "$(dirname "$0")/../lib/check.sh"
check_prefix="pyopencl: "
if [ ! -x "$python" ]; then
  fail "no $python: run scripts/setup-pyopencl.sh"
  check_summary
  exit 1
fi
rm -rf "$work" && mkdir -p "$work"
export POCL_CACHE_DIR=$work/pocl-cache WGC_CC=$cc
export WGC_LAYER_CACHE_DIR=$work/wgc-cache
unset OPENCL_LAYERS LD_PRELOAD WGC_LAYER
"$python" "$script" >"$work/without.log" 2>&1
expect "[ $? -ne 0 ] && grep -q 'Cannot find symbol' $work/without.log" \
  "pyopencl built collectives without the layer"
OPENCL_LAYERS=$layer WGC_LAYER_LOG=1 "$python" "$script" >"$work/with.log" 2>&1
expect "[ $? -eq 0 ] && grep -q ' 0 failed' $work/with.log" \
  "pyopencl through the layer: $(grep -m2 -E 'FAIL|failed' "$work/with.log")"
# The wheel's own loader (pyopencl/.libs) honours OPENCL_LAYERS.
expect "grep -q 'libOpenCL:.*pyopencl/.libs/libOpenCL' $work/with.log" \
  "pyopencl did not use its bundled loader: $(grep libOpenCL: "$work/with.log")"
expect "grep -q 'loaded as a layer' $work/with.log" "layer not loaded"
LD_PRELOAD=$layer WGC_LAYER_LOG=1 "$python" "$script" >"$work/preload.log" 2>&1
expect "[ $? -eq 0 ] && grep -q ' 0 failed' $work/preload.log" \
  "pyopencl with LD_PRELOAD: $(grep -m2 -E 'FAIL|failed|preloaded' "$work/preload.log")"
expect "grep -q 'preloaded; intercepting, forwarding to .*pyopencl/.libs/libOpenCL' $work/preload.log" \
  "the preloaded layer did not find pyopencl's loader: $(grep -m1 preloaded "$work/preload.log")"
check_summary
