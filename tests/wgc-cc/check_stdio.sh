#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-cc's standard descriptors as its input and output. Reading the source
# from stdin ('-'): an output (or --arg-info file) that is the file on
# stdin is the input, refused (status 6) and left as it was; stdin that is
# not a regular file (/dev/null) is no such file. A descriptor closed when
# wgc-cc starts is neither read nor written: '-' with stdin closed is
# status 3, -o - or /dev/stdout with stdout closed status 6, never an
# empty program compiled or an output silently lost.
# usage: check_stdio.sh WGC_CC
set -u
cc=$1
good=$(cd "$(dirname "$0")" && pwd)/scan.cl
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TMPDIR=$tmp/tmpdir
mkdir -p "$TMPDIR"
. "$(dirname "$0")/../lib/check.sh"
check_log=$tmp/log
for flag in -o --arg-info; do
  cp "$good" "$tmp/k.cl"
  if [ $flag = -o ]; then
    args=(-o "$tmp/k.cl")
  else
    args=(-o "$tmp/out.bc" "--arg-info=$tmp/k.cl")
  fi
  "$cc" --target=spir64 - "${args[@]}" <"$tmp/k.cl" 2>"$tmp/log"
  rc=$?
  if [ $rc = 6 ] && cmp -s "$good" "$tmp/k.cl" &&
      grep -q "it is the input" "$tmp/log" && [ -z "$(ls -A "$TMPDIR")" ]; then
    pass
  else
    fail "$flag naming the file on stdin: status $rc, want 6 and the source kept"
  fi
done
# A device on stdin is no file: writing to one is not writing to the input.
"$cc" --target=spir64 - -o /dev/null </dev/null 2>"$tmp/log"
rc=$?
if [ $rc = 0 ]; then
  pass
else
  fail "stdin and the output both /dev/null: status $rc, want 0"
fi
# Closed descriptors.
"$cc" --target=spir64 - -o "$tmp/closed.bc" <&- 2>"$tmp/log"
rc=$?
if [ $rc = 3 ] && [ ! -e "$tmp/closed.bc" ] && grep -q "stdin is closed" "$tmp/log"; then
  pass
else
  fail "the input '-' with stdin closed: status $rc, want 3"
fi
for out in - /dev/stdout; do
  "$cc" --target=spir64 "$good" -o $out >&- 2>"$tmp/log"
  rc=$?
  if [ $rc = 6 ] && grep -q "descriptor 1 is not open" "$tmp/log" &&
      [ -z "$(ls -A "$TMPDIR")" ]; then
    pass
  else
    fail "-o $out with stdout closed: status $rc, want 6"
  fi
done
check_summary
