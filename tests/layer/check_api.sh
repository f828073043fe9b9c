#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The build calls' error paths (api_app.c): with the layer, as a layer and
# preloaded, every answer and callback count is the driver's own for the
# same calls; builds through wgc-cc call back once on every path and keep
# every log; a missing toolchain is CL_COMPILER_NOT_AVAILABLE.
# Usage: check_api.sh APP LAYER_SO WGC_CC WORKDIR
set -uo pipefail
app=$1 layer=$2 cc=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
export POCL_CACHE_DIR=$work/pocl-cache WGC_CC=$cc
export WGC_LAYER_CACHE_DIR=$work/wgc-cache
unset OPENCL_LAYERS LD_PRELOAD WGC_LAYER WGC_LAYER_LOG
. "$(dirname "$0")/../lib/check.sh"
check_prefix="api: "
"$app" >"$work/driver.out" 2>"$work/driver.err"
expect "grep -q ' 0 failed' $work/driver.out" "the app fails without the layer"
for mode in OPENCL_LAYERS LD_PRELOAD; do
  env $mode="$layer" "$app" >"$work/$mode.out" 2>"$work/$mode.err"
  diff -u "$work/driver.out" "$work/$mode.out" >"$work/$mode.diff"
  expect "[ ! -s $work/$mode.diff ]" \
    "$mode: answers other than the driver's: $(grep '^[-+][a-z]' "$work/$mode.diff" | tr '\n' ' ')"
  env $mode="$layer" "$app" --layer >"$work/$mode-paths.out" 2>&1
  expect "grep -q ' 0 failed' $work/$mode-paths.out" \
    "$mode: $(grep -m3 FAIL "$work/$mode-paths.out" | tr '\n' ' ')"
  env $mode="$layer" WGC_CLANG=/nonexistent/clang "$app" --unavailable \
    >"$work/$mode-unavailable.out" 2>&1
  expect "grep -q ' 0 failed' $work/$mode-unavailable.out" \
    "$mode: $(grep -m3 FAIL "$work/$mode-unavailable.out" | tr '\n' ' ')"
done
check_summary
