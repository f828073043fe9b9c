#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The host halves of the GPU scripts build from what their prepare steps
# copy: run_gpu_reqd.sh prepare (one type, one shape), then the harness
# compiled from DEST/src alone, as its device step compiles it on the GPU
# machine.
# Usage: check_gpu_hosts.sh BUILD WORKDIR
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib/check.sh"
build=$1 work=$2
rm -rf "$work" && mkdir -p "$work"
check "run_gpu_reqd.sh prepare" \
  env TYPES=int SHAPES=0 "$here/run_gpu_reqd.sh" prepare "$build" "$work/reqd"
check "run_gpu_reqd.sh's harness builds from DEST/src" \
  gcc -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L "$work"/reqd/src/*.c \
  -o "$work/wgc-conformance" -lOpenCL -lm
check_summary
