#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that wgc-link reports a failure to write its output (file size
# limit, missing folder) with exit status 3 and a message naming the file,
# and leaves no output, no temporary file and any existing output untouched.
# usage: check_output.sh WGC_LINK KERNEL.bc LIBRARY.bc
set -u
link=$1 kernel=$2 lib=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

# expect_write_failure NAME PATTERN OUTPUT [OLD]: with OLD, OUTPUT holds it
# beforehand and must keep it; without, OUTPUT must not appear.
expect_write_failure() {
  local name=$1 pattern=$2 out=$3 old=${4-}
  rm -f "$out"
  [ -n "$old" ] && echo "$old" >"$out"
  (ulimit -f 16 && exec "$link" --library "$lib" -o "$out" "$kernel") \
    >"$tmp/log" 2>&1
  local rc=$?
  if [ $rc -ne 3 ]; then
    echo "FAIL $name: exit status $rc, want 3"
  elif ! grep -q -- "$pattern" "$tmp/log"; then
    echo "FAIL $name: message lacks '$pattern'"
  elif [ -n "$old" ] && [ "$(cat "$out")" != "$old" ]; then
    echo "FAIL $name: the existing output was changed"
  elif [ -z "$old" ] && [ -e "$out" ]; then
    echo "FAIL $name: an output was left"
  elif find "$tmp" -name '*.tmp.*' | grep -q .; then
    echo "FAIL $name: a temporary file was left"
  else
    passed=$((passed + 1))
    return
  fi
  cat "$tmp/log"
  failed=$((failed + 1))
}

# The linked output is far above the 16 KiB limit.
expect_write_failure "size limit" "cannot write '$tmp/out.bc': File too large" \
  "$tmp/out.bc"
expect_write_failure "size limit, existing output" \
  "cannot write '$tmp/out.bc': File too large" "$tmp/out.bc" "previous output"
expect_write_failure "missing folder" \
  "cannot write '$tmp/none/out.bc': No such file or directory" \
  "$tmp/none/out.bc"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
