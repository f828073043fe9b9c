#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the sub-group flavour on a machine with PoCL but no LLVM 15 tools:
# builds the harness, then runs every type twice, from SPIR-V through
# clCreateProgramWithIL (kernels linked with wgc-spirv64-subgroups.spv at the
# LLVM level, then translated) and from the SPIR-V library translated back
# and wgc-linked (binary path).
# usage: device_run.sh DIR OUT   (DIR holds what stage_device.sh made)
# OUT receives device.txt and all.log (every log, one after the other).
set -u
dir=$1 out=$2
logs=$(mktemp -d)
exe=$logs/wgc-conformance
types="int uint long ulong float double half"
{
  date -u
  command -v clinfo >/dev/null && clinfo 2>&1 |
    grep -iE "platform version|device version|driver version|IL version|built-in kernels|sub.?group|max work group size|extensions" | head -40
} >"$out/device.txt" 2>&1
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -I"$dir/include" -o "$exe" \
  "$dir"/harness/*.c -l:libOpenCL.so.1 -lm >"$logs/build.txt" 2>&1 ||
  { cat "$logs/build.txt"; exit 1; }
run() { # NAME ARGS...
  local name=$1; shift
  POCL_MAX_PTHREAD_COUNT=2 POCL_CACHE_DIR="/tmp/wgc-pocl-$name" timeout 200 \
    "$exe" --seed 0x5eed "$@" >"$logs/$name.log" 2>&1
  echo "rc=$?" >>"$logs/$name.log"
}
# Diagnostics first: one small case of the round trip, its log shown, and
# the same kernels over the sub-group bitcode library before translation
# and over the portable spir64 library.
run diag-rt-int --program "$dir/rt_int.bc" --type int --kernel k_reduce_add --shape 0
tail -n 25 "$logs/diag-rt-int.log"
run diag-bc-int --program "$dir/bc_int.bc" --type int --kernel k_reduce_add --shape 0
tail -n 25 "$logs/diag-bc-int.log"
run diag-spir64-int --program "$dir/spir64_int.bc" --type int --kernel k_reduce_add --shape 0
tail -n 25 "$logs/diag-spir64-int.log"
for t in $types; do
  run il-$t --il --program "$dir/linked_$t.spv" --type $t --target spirv64-subgroups &
  run rt-$t --program "$dir/rt_$t.bc" --type $t --target spirv64-subgroups-rt &
done
wait
for f in "$logs"/il-*.log "$logs"/rt-*.log; do
  echo "== $(basename "$f" .log): $(grep -E 'passed, .* failed' "$f" | tail -1) $(tail -1 "$f")"
done
for f in "$logs"/*.log; do echo "### $(basename "$f")"; cat "$f"; done >"$out/all.log"
