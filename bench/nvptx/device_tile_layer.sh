#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The tile kernels as an unmodified OpenCL application builds them, against
# CUB, in one run on the GPU machine (DIR from prepare_tile_layer.sh),
# writing into OUT:
#   1. membench's tile benchmark (device_mem.sh): wgc from PTX with the
#      size declared, CUB's block load/reduce/scan/store, the copies and
#      memcpy, the same-run baseline (OUT/host/bench.csv);
#   2. cl_tile.c through the layer (OPENCL_LAYERS, Debian's ocl-icd,
#      NVIDIA's ICD): tile_kernels.cl without WG built by clBuildProgram,
#      the size given at launch, WGC_LAYER_SPECIALIZE=wait: variant
#      wgc_layer, each cell timed on the variant compiled for its size;
#      first every cell is checked by one process per type and items per
#      work-item at once (--reps 0), which fills the layer's cache with the
#      variants, so that the timed run finds them there;
#   3. cl_tile.c through the layer, WGC_LAYER_SPECIALIZE=0: variant
#      wgc_layer_generic, the program as built (run-time size).
# Then OUT/summary.md (summarize_tile_layer.py): best CUB median / each
# variant's median, per cell and over all.
#
#   bash device_tile_layer.sh DIR OUT
# The GPU machine's clang-16 runs wgc-cc (WGC_CLANG to change it). Exit
# status 0 when every step ran and every check passed.
set -uo pipefail
dir=$(cd "$1" && pwd)
out=$2
mkdir -p "$out/host"
status=0
start=$(date +%s)
bash "$dir/device_mem.sh" "$dir" "$out/host" tile || status=1
sed -i '/^  K[23] /d' "$out/host/log.txt"
echo "membench tile: $(($(date +%s) - start)) s"

carry=$dir/carry
. "$dir/nvidia_layer_env.sh"
nvidia_layer_env "$dir" || exit 2
nvidia_layer_host "$dir/cl_tile" "$dir/cl_tile.c" || exit 2
export WGC_LAYER_CACHE_DIR=$dir/wgc-cache WGC_LAYER_CACHE_MAX_MB=4096
# Each kernel runs at 5 sizes; the default bound is 4 variants.
export WGC_LAYER_SPECIALIZE_MAX=8
export OPENCL_LAYERS=$carry/lib/libwgc-layer.so
rm -rf "$WGC_LAYER_CACHE_DIR"

start=$(date +%s)
pids=()
for t in int float; do
  for ipt in 4 8 16; do
    c=$out/check-$t-$ipt
    mkdir -p "$c"
    WGC_LAYER_SPECIALIZE=wait WGC_LAYER_LOG=$c/layer.log "$dir/cl_tile" \
      "$dir/tile_kernels.cl" "$c/bench.csv" --types $t --ipts $ipt \
      --reps 0 >"$c/log.txt" 2>&1 &
    pids+=($!)
  done
done
for p in "${pids[@]}"; do
  wait "$p" || status=1
done
for c in "$out"/check-*; do
  echo "${c##*/} (variants compiled): $(tail -1 "$c/log.txt")," \
    "$(grep -c 'launched its variant' "$c/layer.log") variants launched"
  grep '^CHECK FAILED' "$c/log.txt" | head -5
done
echo "checks and variant compiles: $(($(date +%s) - start)) s"

for mode in wait 0; do
  start=$(date +%s)
  v=wgc_layer
  [ $mode = 0 ] && v=wgc_layer_generic
  mkdir -p "$out/$v"
  WGC_LAYER_SPECIALIZE=$mode WGC_LAYER_LOG=$out/$v/layer.log \
    "$dir/cl_tile" "$dir/tile_kernels.cl" "$out/$v/bench.csv" \
    --variant $v >"$out/$v/log.txt" 2>&1 || status=1
  rows=$(grep -c "^K[23]," "$out/$v/bench.csv")
  launched=$(grep -c "launched its variant" "$out/$v/layer.log")
  echo "$v: $(tail -1 "$out/$v/log.txt"), $rows cells, $launched variants" \
    "launched, $(grep -c 'cache: hit' "$out/$v/layer.log") cache hits," \
    "$(($(date +%s) - start)) s"
  grep '^CHECK FAILED' "$out/$v/log.txt" | head -5
  # Every cell of the specialized run is timed on its variant; none of the
  # generic run is.
  if [ $mode = wait ] && { [ "$rows" -eq 0 ] || [ "$launched" -ne "$rows" ]; }; then
    echo "FAIL $v: $rows cells but $launched variants launched"
    status=1
  elif [ $mode = 0 ] && [ "$launched" -ne 0 ]; then
    echo "FAIL $v: variants launched"
    status=1
  fi
  sed -i '/^  K[23] /d' "$out/$v/log.txt"
done
gzip -f "$out"/*/layer.log
python3 "$dir/summarize_tile_layer.py" "$out/host/bench.csv" \
  "$out/wgc_layer/bench.csv" "$out/wgc_layer_generic/bench.csv" \
  "$out/summary.md" && awk 'NR > 2 && /^$/ { exit } { print }' "$out/summary.md"
exit $status
