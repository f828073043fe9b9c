#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# -o and --arg-info naming one file (the same name, a link to it): each
# would replace the other, so the command line is refused (status 2) and
# the file left as it was.
# usage: check_two_outputs.sh WGC_CC
set -u
cc=$1
good=$(cd "$(dirname "$0")" && pwd)/scan.cl
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TMPDIR=$tmp/tmpdir
mkdir -p "$TMPDIR"
passed=0 failed=0
echo old >"$tmp/out"
ln -s out "$tmp/link"
for args in "-o $tmp/out --arg-info=$tmp/out" "-o $tmp/out --arg-info=$tmp/link" \
    "-o $tmp/link --arg-info=$tmp/out"; do
  # shellcheck disable=SC2086
  "$cc" --target=spir64 "$good" $args 2>"$tmp/log"
  rc=$?
  if [ $rc = 2 ] && [ "$(cat "$tmp/out")" = old ] &&
      grep -q "names the output" "$tmp/log" && [ -z "$(ls -A "$TMPDIR")" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $args: status $rc, want 2 and the file as it was"
    sed 's/^/  | /' "$tmp/log"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
