#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# One command per benchmark: builds what it needs, runs it, and writes its
# results (CSV, summary.md, ratios.png, logs) into OUTDIR.
#
#   bench/run.sh NAME [OUTDIR]                 everything on one machine
#   bench/run.sh --prepare NAME DEST           the build half (no GPU needed)
#   bench/run.sh --device NAME DEST OUTDIR     the GPU half, on the GPU machine
#
# NAME          compares                                     default OUTDIR
# nvidia-k1     K1 against CUB's block collectives           bench/results/nvidia
# nvidia-k1-layer  K1 built from source through the layer, and
#               host.c's K1 and CUB in the same run         bench/results/nvidia-layer
# nvidia-tile   K2/K3 tiles against CUB, read/copy, memcpy   bench/results/nvidia-tile
# nvidia-tile-layer  the tile kernels built from source through the layer
#               at run-time sizes, and the tile benchmark in the same run
#                                                            bench/results/nvidia-tile-layer
# nvidia-scan   device-wide scans against CUB DeviceScan     bench/results/nvidia-scan
# nvidia-launch launches while the layer compiles a variant,
#               against WGC_LAYER_SPECIALIZE=0               bench/results/nvidia-launch
# pocl-launch   the same on PoCL, a check that it runs (a
#               shared CPU's times are no result)           build/bench-pocl-launch/out
# cpu           PoCL+wgc against Intel's native collectives  bench/results/cpu
# pocl          PoCL+wgc against __local tree kernels        bench/results/pocl
# spawn         starting a tool from a 0-4 GiB process, the helper
#               sharing its memory against the one copying it  bench/results/spawn
#
# The NVIDIA benchmarks need clang-15, libclc and the CUDA toolkit to build
# and an NVIDIA GPU with its driver to run; where the two are different
# machines, run --prepare on the first and --device (with DEST copied) on
# the second. WGC_BUILD_DIR is the wgc build tree (default build; it is
# configured and built here if missing). Exit status: the benchmark's (0 when
# every check passed), 2 on bad usage.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${WGC_BUILD_DIR:-$root/build}
usage() {
  sed -n '5,7p' "$0" | sed 's/^# //' >&2
  exit 2
}
mode=all
case ${1:-} in
--prepare) mode=prepare; shift; [ $# -eq 2 ] || usage ;;
--device) mode=device; shift; [ $# -eq 3 ] || usage ;;
-h | --help | "") usage ;;
esac
name=$1
declare -A outdirs=([nvidia-k1]=nvidia [nvidia-k1-layer]=nvidia-layer
  [nvidia-tile]=nvidia-tile
  [nvidia-scan]=nvidia-scan [cpu]=cpu [pocl]=pocl
  [nvidia-launch]=nvidia-launch [pocl-launch]=pocl-launch
  [nvidia-tile-layer]=nvidia-tile-layer [spawn]=spawn)
[ -n "${outdirs[$name]:-}" ] || { echo "bench/run.sh: unknown benchmark '$name'" >&2; usage; }
build_wgc() {
  [ -f "$build/CMakeCache.txt" ] ||
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$build" -j"$(nproc)" >/dev/null
}

case $mode in
all)
  out=${2:-$root/bench/results/${outdirs[$name]}}
  [ $name = pocl-launch ] && out=${2:-$build/bench-pocl-launch/out}
  dest=$build/bench-$name ;;
prepare) dest=$2 ;;
device) dest=$2; out=$3 ;;
esac

prepare() {
  build_wgc
  case $name in
  nvidia-k1) "$root/bench/nvptx/prepare.sh" "$build" "$dest" ;;
  nvidia-k1-layer) "$root/bench/nvptx/prepare_layer.sh" "$build" "$dest" ;;
  nvidia-tile | nvidia-scan) "$root/bench/nvptx/prepare_mem.sh" "$build" "$dest" ;;
  nvidia-launch) "$root/bench/layer/prepare_launch.sh" "$build" "$dest" ;;
  nvidia-tile-layer) "$root/bench/nvptx/prepare_tile_layer.sh" "$build" "$dest" ;;
  esac
}

device() {
  mkdir -p "$out"
  case $name in
  nvidia-k1)
    # K1 only: the tile benchmark measures K2/K3 (docs/benchmarks.md).
    local k1=$out/run-k1
    mkdir -p "$k1"
    bash "$dest/device.sh" "$dest" "$k1" K1
    cp "$k1/bench.csv" "$out/bench_k1.csv"
    cp "$k1/device.txt" "$out/device.txt"
    grep -v "^  K" "$k1/log.txt" >"$out/log_k1.txt"
    rm -rf "$k1"
    python3 "$root/bench/summarize.py" "$out/bench_k1.csv" \
      "$out/summary.md" "$out/ratios.png" ;;
  nvidia-k1-layer) bash "$dest/device_layer.sh" "$dest" "$out" ;;
  nvidia-launch) bash "$dest/device_launch.sh" "$dest" "$out" ;;
  nvidia-tile-layer) bash "$dest/device_tile_layer.sh" "$dest" "$out" ;;
  nvidia-tile | nvidia-scan)
    bash "$dest/device_mem.sh" "$dest" "$out" "${name#nvidia-}"
    # The per-configuration lines are bench.csv's rows.
    sed -i '/^  \(K[23]\|scan\) /d' "$out/log.txt" ;;
  esac
}

case $mode in
prepare) prepare ;;
device) device ;;
all)
  case $name in
  cpu) build_wgc; "$root/bench/cpu/run.sh" "$build" "$out" ;;
  pocl) build_wgc; "$root/bench/pocl/run.sh" "$build" "$out" ;;
  pocl-launch) build_wgc; "$root/bench/layer/pocl_launch.sh" "$build" "$out" ;;
  spawn) "$root/bench/layer/spawn_bench.sh" "$out" ;;
  *) prepare; device ;;
  esac ;;
esac
