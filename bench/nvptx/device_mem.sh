#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the NVIDIA tile or device-scan benchmark on the GPU machine: checks,
# times, and writes bench.csv, log.txt, summary.md and ratios.png into OUT.
#
#   bash device_mem.sh DIR OUT tile|scan   (DIR from prepare_mem.sh)
# The host built by prepare_mem.sh is used if it runs here, else it is
# rebuilt from DIR/src with this machine's nvcc. Exit status: membench's
# (0 all checks passed, 1 a check or CUDA call failed), 2 usage or build.
set -uo pipefail
[ $# -eq 3 ] || { echo "usage: device_mem.sh DIR OUT tile|scan" >&2; exit 2; }
dir=$1
out=$2
bench=$3
mkdir -p "$out"
{
  date -u '+%Y-%m-%d %H:%M UTC'
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem \
    --format=csv,noheader
  echo "wgc commit $(cat "$dir/commit.txt"); $(cat "$dir/clang_version.txt")"
  echo "host and CUB: $(cat "$dir/nvcc_version.txt")"
  echo "command: membench $bench"
} >"$out/log.txt" 2>&1
bin=$dir/membench
if ! "$bin" --selftest >/dev/null 2>&1; then
  echo "prebuilt host does not run here; rebuilding" >>"$out/log.txt"
  bin=/tmp/membench
  nvcc -std=c++17 -O3 -arch=sm_90 "$dir/src/membench.cu" -o "$bin" -lcuda \
    >>"$out/log.txt" 2>&1 || exit 2
fi
start=$(date +%s)
"$bin" "$bench" "$dir/mod" "$out" >>"$out/log.txt" 2>&1
rc=$?
echo "benchmark wall time: $(($(date +%s) - start)) s, status $rc" \
  >>"$out/log.txt"
python3 "$dir/summarize_mem.py" "$out/bench.csv" "$out/summary.md" \
  "$out/ratios.png" >>"$out/log.txt" 2>&1
grep -E "CHECK FAILED|checks:|wall time|device " "$out/log.txt"
exit $rc
