#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-cc reading its source from stdin ('-'): an output (or --arg-info
# file) that is the file on stdin is the input, refused (status 6) and left
# as it was; stdin that is not a regular file (/dev/null) is no such file.
# usage: check_stdin.sh WGC_CC
set -u
cc=$1
good=$(cd "$(dirname "$0")" && pwd)/scan.cl
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TMPDIR=$tmp/tmpdir
mkdir -p "$TMPDIR"
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() {
  failed=$((failed + 1))
  echo "FAIL $1"
  sed 's/^/  | /' "$tmp/log" | head -20
}
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
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
