#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# K1 as an unmodified OpenCL application builds it, against CUB, in one run
# on the GPU machine (DIR from prepare_layer.sh), writing into OUT:
#   1. host.c's K1 (device.sh): wgc and wgc_reqd from PTX and CUB's block
#      algorithms, the same-run baseline (OUT/host/bench.csv);
#   2. cl_host through the layer (OPENCL_LAYERS, Debian's ocl-icd, NVIDIA's
#      ICD), WGC_LAYER_SPECIALIZE=wait: variant wgc_layer, each cell timed
#      on the variant with its size folded; first the cells are checked by
#      one process per type at once (--reps 0), which fills the layer's
#      cache with the variants, so that the timed run finds them there;
#   3. cl_host through the layer, WGC_LAYER_SPECIALIZE=0: variant
#      wgc_layer_generic, the program as built (run-time size).
#
#   bash device_layer.sh DIR OUT [--types T,T...]
# The GPU machine's clang-16 runs wgc-cc (WGC_CLANG to change it).
# HOST_LIMIT=S bounds step 1 (default 240 s). Exit status 0 when every
# step ran and every check passed.
set -uo pipefail
dir=$(cd "$1" && pwd)
out=$2
shift 2
mkdir -p "$out/host"
status=0
start=$(date +%s)
LIMIT=${HOST_LIMIT:-240} bash "$dir/device.sh" "$dir" "$out/host" K1 "$@" ||
  status=1
cp "$out/host/device.txt" "$out/device.txt"
echo "host.c K1: $(($(date +%s) - start)) s"

carry=$dir/carry
. "$dir/nvidia_layer_env.sh"
nvidia_layer_env "$dir" || exit 2
nvidia_layer_host "$dir/cl_host" "$dir/cl_host.c" || exit 2
export WGC_LAYER_CACHE_DIR=$dir/wgc-cache WGC_LAYER_CACHE_MAX_MB=4096
# K1 launches each kernel at 7 sizes; the default bound is 4 variants.
export WGC_LAYER_SPECIALIZE_MAX=8
export OPENCL_LAYERS=$carry/lib/libwgc-layer.so
types=int,uint,long,ulong,float,double,half
[ "${1:-}" = --types ] && types=$2
rm -rf "$WGC_LAYER_CACHE_DIR"

start=$(date +%s)
pids=()
for t in ${types//,/ }; do
  mkdir -p "$out/check-$t"
  WGC_LAYER_SPECIALIZE=wait WGC_LAYER_LOG=$out/check-$t/layer.log \
    "$dir/cl_host" "$dir/wgc_kernels.cl" "$out/check-$t" --types "$t" \
    --reps 0 >"$out/check-$t/log.txt" 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do
  wait "$p" || status=1
done
for t in ${types//,/ }; do
  echo "check $t (variants compiled): $(tail -1 "$out/check-$t/log.txt")," \
    "$(grep -c 'launched its variant' "$out/check-$t/layer.log") variants launched"
done
echo "checks and variant compiles: $(($(date +%s) - start)) s"

for mode in wait 0; do
  start=$(date +%s)
  v=wgc_layer
  [ $mode = 0 ] && v=wgc_layer_generic
  mkdir -p "$out/$v"
  WGC_LAYER_SPECIALIZE=$mode WGC_LAYER_LOG=$out/$v/layer.log \
    "$dir/cl_host" "$dir/wgc_kernels.cl" "$out/$v" --types "$types" \
    --variant $v >"$out/$v/log.txt" 2>&1 || status=1
  rows=$(grep -c "^K1," "$out/$v/bench.csv")
  launched=$(grep -c "launched its variant" "$out/$v/layer.log")
  echo "$v: $(tail -1 "$out/$v/log.txt"), $rows cells, $launched variants" \
    "launched, $(grep -c 'cache: hit' "$out/$v/layer.log") cache hits," \
    "$(($(date +%s) - start)) s"
  # Every cell of the specialized run is timed on its variant; none of the
  # generic run is.
  if [ $mode = wait ] && [ "$launched" -ne "$rows" ]; then
    echo "FAIL $v: $rows cells but $launched variants launched"
    status=1
  elif [ $mode = 0 ] && [ "$launched" -ne 0 ]; then
    echo "FAIL $v: variants launched"
    status=1
  fi
done
gzip -f "$out"/*/layer.log
python3 "$dir/summarize.py" "$out/host/bench.csv" "$out/wgc_layer/bench.csv" \
  "$out/wgc_layer_generic/bench.csv" "$out/summary.md" &&
  awk 'NR > 2 && /^$/ { exit } { print }' "$out/summary.md"
exit $status
