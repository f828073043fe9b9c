#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Links calls.cl (compiled with -target spir64) with wgc-link and runs its
# kernels on the OpenCL device against host sums.
# usage: run_calls.sh WGC_LINK LIBRARY.bc RUN_CALLS KERNELS.bc
set -u
link=$1 lib=$2 run=$3 kernels=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$link" --library "$lib" -o "$tmp/linked.bc" "$kernels" ||
  { echo "FAIL: wgc-link failed"; echo "0 passed, 1 failed"; exit 1; }
"$run" "$tmp/linked.bc"
