#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the NVIDIA benchmark on the GPU machine: builds the host, checks and times, writes into OUT.
#
#   bash device.sh DIR OUT [K1|K2|K3...] [--types T,T...]   (DIR from prepare.sh)
# Types: int,uint,long,ulong,float,double,half (default all 7; about 3 minutes
# on an H100 with a cold JIT cache). To split a run over two device calls,
# give each its own OUT, e.g. --types int,uint,long,ulong then
# --types float,double,half, and summarize both bench.csv files together
# (bench/summarize.py takes several, or their concatenation).
# WGC_DIR=D takes the wgc PTX modules from D instead of DIR/mod; K1 times the
# variant wgc_reqd (kernels declaring their size) where the folder holds its
# wgc_reqd_TYPE_SIZE.ptx modules.
# LIMIT=S stops the benchmark after S seconds (default 440).
set -uo pipefail
dir=$1
out=$2
shift 2
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem \
  --format=csv >"$out/device.txt" 2>&1
cat "$dir/nvcc_version.txt" "$dir/clang_version.txt" >>"$out/device.txt"
nvcc --version | tail -1 >>"$out/device.txt" 2>&1
echo "args: $*" >>"$out/device.txt"
cat "$out/device.txt"
cuda=${CUDA_HOME:-/usr/local/cuda}
gcc -std=c11 -O2 -Wall -D_POSIX_C_SOURCE=200809L -I"$cuda/include" \
  "$dir/host.c" -o "$dir/wgcbench" -L"$cuda/lib64/stubs" -lcuda -lm || exit 2
start=$(date +%s)
timeout "${LIMIT:-440}" "$dir/wgcbench" "$dir/mod" "$out" "$@" >"$out/log.txt" 2>&1
rc=$?
echo "benchmark wall time: $(($(date +%s) - start)) s" | tee -a "$out/log.txt"
tail -5 "$out/log.txt"
gzip -f "$out/samples.csv"
exit $rc
