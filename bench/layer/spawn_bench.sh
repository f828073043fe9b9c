#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# What starting a tool through tools/common/child.h costs a process with a
# large address space (spawn_bench.c), on this machine, for the helper
# that shares the caller's memory (child.c's default on x86-64) and the
# one that copies it (WGC_SPAWN_COPY, the other targets'), writing into OUT: bench.csv (spawn_bench's rows, the helper
# first) and machine.txt.
#
#   bench/layer/spawn_bench.sh OUT [SPAWN_BENCH_ARGS...]
# Default: 0, 1 and 4 GiB written, 21 repeats, 256 MiB rewritten. The
# benchmark is built here from the sources of this checkout.
set -euo pipefail
out=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
mkdir -p "$out"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
for helper in shared copy; do
  flags=()
  [ $helper = copy ] && flags=(-DWGC_SPAWN_COPY)
  gcc -std=c11 -O2 -Wall -Wextra -Werror -D_GNU_SOURCE "${flags[@]}" \
    -I"$src/tools/common" "$here/spawn_bench.c" "$src/tools/common/child.c" \
    -o "$bin/spawn-bench-$helper"
done
{
  date -u
  nproc
  grep -m1 'model name' /proc/cpuinfo || true
  uname -r
  uptime
  echo "commit: $(git -C "$src" rev-parse HEAD 2>/dev/null || echo unknown)"
  echo "args: $*"
} >"$out/machine.txt"
{
  echo "helper,gib,measure,repeats,median_us,p10_us,p90_us,min_us,max_us"
  for helper in shared copy; do
    "$bin/spawn-bench-$helper" "$@" | tail -n +2 | sed "s/^/$helper,/"
  done
} | tee "$out/bench.csv"
uptime >>"$out/machine.txt"
