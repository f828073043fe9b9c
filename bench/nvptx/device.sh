#!/bin/bash
# Runs the NVIDIA benchmark on the GPU machine: builds the host, checks and times, writes into OUT.
#
#   bash device.sh DIR OUT [K1|K2|K3...]   (DIR from prepare.sh)
# WGC_DIR=D takes the wgc PTX modules from D instead of DIR/mod.
set -uo pipefail
dir=$1
out=$2
shift 2
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem \
  --format=csv >"$out/device.txt" 2>&1
cat "$dir/nvcc_version.txt" "$dir/clang_version.txt" >>"$out/device.txt"
nvcc --version | tail -1 >>"$out/device.txt" 2>&1
cat "$out/device.txt"
cuda=${CUDA_HOME:-/usr/local/cuda}
gcc -std=c11 -O2 -Wall -D_POSIX_C_SOURCE=200809L -I"$cuda/include" \
  "$dir/host.c" -o "$dir/wgcbench" -L"$cuda/lib64/stubs" -lcuda -lm || exit 2
timeout "${LIMIT:-440}" "$dir/wgcbench" "$dir/mod" "$out" "$@" >"$out/log.txt" 2>&1
rc=$?
tail -5 "$out/log.txt"
gzip -f "$out/samples.csv"
exit $rc
