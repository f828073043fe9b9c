#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A short libFuzzer run (CI): FUZZER on the seed corpus for SECONDS, new
# inputs kept in a temporary folder and dropped. A crash, leak or
# sanitizer report fails it; the input is kept in the build folder
# (crash-*). The long run, by hand:
#   FUZZER -max_total_time=3600 -jobs=2 CORPUS_COPY SEEDS
# usage: run_fuzz.sh FUZZER SEEDS SECONDS
set -u
fuzzer=$1 seeds=$2 seconds=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if "$fuzzer" -max_total_time="$seconds" -seed=1 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 "$work" "$seeds" >"$work/log" 2>&1; then
  grep -E '^stat::number_of_executed_units' "$work/log"
  echo "1 passed, 0 failed"
else
  tail -40 "$work/log"
  echo "0 passed, 1 failed"
  exit 1
fi
