#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The host halves of the GPU scripts build from what their prepare steps
# copy: run_gpu_reqd.sh prepare (one type, one shape), then the harness
# compiled from DEST/src alone, as its device step compiles it on the GPU
# machine; bench/layer/prepare_launch.sh, then launch-bench built from its
# DEST as device_launch.sh builds it (nvidia_layer_env.sh, on this
# machine's ocl-icd; needs llvm-config-16 and clang-16, as the prepare
# does); the benchmarks' other OpenCL hosts, with tests/lib/clhost.c.
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
if command -v "${LLVM_CONFIG:-llvm-config-16}" >/dev/null &&
  command -v clang-16 >/dev/null; then
  check "prepare_launch.sh" \
    "$here/../../bench/layer/prepare_launch.sh" "$build" "$work/launch"
  check "launch-bench builds from DEST with nvidia_layer_env.sh" bash -c \
    '. "$1/nvidia_layer_env.sh" && nvidia_layer_env "$1" &&
      nvidia_layer_host "$1/launch-bench" "$1/launch_bench.c"' _ "$work/launch"
else
  echo "prepare_launch.sh not run: no llvm-config-16 or clang-16"
fi
bench=$here/../../bench lib=$here/../lib
for host in nvptx/cl_host.c nvptx/cl_tile.c layer/launch_bench.c pocl/host.c \
  pocl/one.c; do
  check "bench/$host builds with clhost.c" \
    gcc -std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L \
    -I"$lib" "$bench/$host" "$lib/clhost.c" -o "$work/host" -lOpenCL -lm
done
check_summary
