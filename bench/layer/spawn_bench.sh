#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# What starting a tool through tools/common/child.h costs a process with a
# large address space (spawn_bench.c), on this machine, writing into OUT:
# bench.csv (spawn_bench's rows) and machine.txt.
#
#   bench/layer/spawn_bench.sh OUT [SPAWN_BENCH_ARGS...]
# Default: 0, 1 and 4 GiB written, 21 repeats, 256 MiB rewritten. The
# benchmark is built here from the sources of this checkout.
set -euo pipefail
out=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
src=$here/../..
mkdir -p "$out"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
gcc -std=c11 -O2 -Wall -Wextra -Werror -D_GNU_SOURCE -I"$src/tools/common" \
  "$here/spawn_bench.c" "$src/tools/common/child.c" -o "$bin/spawn-bench"
{
  date -u
  nproc
  grep -m1 'model name' /proc/cpuinfo || true
  uname -r
  uptime
  echo "commit: $(git -C "$src" rev-parse HEAD 2>/dev/null || echo unknown)"
  echo "args: $*"
} >"$out/machine.txt"
"$bin/spawn-bench" "$@" | tee "$out/bench.csv"
uptime >>"$out/machine.txt"
