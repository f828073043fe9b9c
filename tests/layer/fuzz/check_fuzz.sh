#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A short run of a fuzz target: seeds from the replay driver, then the
# libFuzzer binary for RUNS inputs (or, without libFuzzer, the seeds and
# their truncations and bit flips replayed).
# Usage: check_fuzz.sh REPLAY FUZZER|- RUNS WORKDIR
set -uo pipefail
replay=$1 fuzzer=$2 runs=$3 work=$4
rm -rf "$work" && mkdir -p "$work/corpus"
if ! "$replay" --seeds "$work/corpus"; then
  echo "FAIL: no seeds written"
  echo "0 passed, 1 failed"
  exit 1
fi
if [ "$fuzzer" != - ]; then
  "$fuzzer" -runs="$runs" -seed=1 -max_len=4096 "$work/corpus" \
    >"$work/fuzz.log" 2>&1
  rc=$?
  tail -3 "$work/fuzz.log"
else
  for seed in "$work/corpus"/*; do
    size=$(stat -c %s "$seed")
    for ((i = 0; i < size; i += 7)); do
      head -c "$i" "$seed" >"$work/corpus/$(basename "$seed")-cut$i"
      cp "$seed" "$work/corpus/$(basename "$seed")-flip$i"
      printf '\xff' | dd of="$work/corpus/$(basename "$seed")-flip$i" bs=1 \
        seek="$i" conv=notrunc status=none
    done
  done
  "$replay" "$work/corpus"/* >"$work/fuzz.log" 2>&1
  rc=$?
  tail -1 "$work/fuzz.log"
fi
if [ "$rc" -eq 0 ]; then echo "1 passed, 0 failed"; else
  echo "FAIL: the target failed (status $rc), see $work/fuzz.log"
  echo "0 passed, 1 failed"
fi
[ "$rc" -eq 0 ]
