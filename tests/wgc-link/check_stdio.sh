#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-link with stdout closed when it starts: -o - and /dev/stdout are
# status 3 (the output cannot be written), never linked into /dev/null and
# reported done.
# usage: check_stdio.sh WGC_LINK KERNEL.bc LIBRARY.bc
set -u
link=$1 kernel=$2 lib=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
for out in - /dev/stdout; do
  "$link" --library "$lib" -o $out "$kernel" >&- 2>"$tmp/log"
  rc=$?
  if [ $rc = 3 ] && grep -q "descriptor 1 is not open" "$tmp/log"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL -o $out with stdout closed: status $rc, want 3"
    sed 's/^/  | /' "$tmp/log"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
