#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Signals someone sends wgc-link (kill) end it as their default action
# does, SIGXFSZ too (only the kernel's SIGXFSZ of wgc-link's own write past
# the file size limit is taken as that write's failure, check_output.sh),
# with no output written and no temporary file left.
# usage: check_signals.sh WGC_LINK KERNEL.bc LIBRARY.bc
set -u
link=$1 kernel=$2 lib=$3
tmp=$(mktemp -d)
trap 'exec 3>&- 2>/dev/null; rm -rf "$tmp"' EXIT
passed=0 failed=0
mkdir -p "$tmp/out"
for sig in XFSZ TERM; do
  want=$((128 + $(kill -l $sig)))
  # The input is a FIFO held open here, so that wgc-link waits reading it;
  # the module written afterwards would link.
  rm -f "$tmp/in.bc" "$tmp/out"/*
  mkfifo "$tmp/in.bc"
  exec 3<>"$tmp/in.bc"
  "$link" --library "$lib" -o "$tmp/out/linked.bc" "$tmp/in.bc" \
    2>"$tmp/log" 3>&- &
  pid=$!
  for _ in $(seq 200); do
    ls -l "/proc/$pid/fd" 2>/dev/null | grep -qF "$tmp/in.bc" && break
    sleep 0.05
  done
  kill -$sig $pid
  sleep 0.2
  cat "$kernel" >&3
  exec 3>&-
  { wait $pid; } 2>/dev/null
  rc=$?
  if [ $rc = $want ] && [ -z "$(ls -A "$tmp/out")" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL SIG$sig sent while reading the input: status $rc, want $want;" \
      "left: $(ls -A "$tmp/out" | tr '\n' ' ')"
    sed 's/^/  | /' "$tmp/log"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
