#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Launch times on PoCL while the layer compiles a variant, against
# WGC_LAYER_SPECIALIZE=0 (run_launch.sh), on this machine: a check that
# the benchmark runs end to end; a shared CPU's times are no result.
#
#   bench/layer/pocl_launch.sh BUILD OUT
# 2 rounds of k1_scan_inclusive_add over int, 64 work-items per work-group,
# 16 work-groups, at least 1 s of launches and 200 on the variant.
set -euo pipefail
build=$(realpath "$1")
out=$2
here=$(cd "$(dirname "$0")" && pwd)
work=$build/bench-pocl-launch
mkdir -p "$work" "$out"
gcc -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L \
  -I"$here/../../tests/lib" "$here/launch_bench.c" \
  "$here/../../tests/lib/clhost.c" -o "$work/launch-bench" -lOpenCL
export WGC_CC=$build/tools/wgc-cc/wgc-cc POCL_CACHE_DIR=$work/pocl-cache
{ date -u; nproc; uptime; clinfo -l 2>/dev/null || true; } >"$out/machine.txt"
"$here/run_launch.sh" "$work/launch-bench" "$here/../nvptx/wgc_kernels.cl" \
  "$build/tools/layer/libwgc-layer.so" "$out" --rounds 2 -- \
  --kernel k1_scan_inclusive_add --local 64 --groups 16 --seconds 1 \
  --after 200
