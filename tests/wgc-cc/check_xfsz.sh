#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# SIGXFSZ and wgc-cc. wgc-cc's own write past the file size limit fails and
# is reported (status 6); a SIGXFSZ someone sends (kill) ends wgc-cc as
# SIGXFSZ's default action does, after the step running has ended and
# everything wgc-cc created is removed, the output left as it was.
# usage: check_xfsz.sh WGC_CC
set -u
cc=$1
good=$(cd "$(dirname "$0")" && pwd)/scan.cl
tmp=$(mktemp -d)
trap 'exec 3>&- 2>/dev/null; rm -rf "$tmp"' EXIT
export TMPDIR=$tmp/tmpdir
mkdir -p "$TMPDIR" "$tmp/out"
. "$(dirname "$0")/../lib/check.sh"
check_log=$tmp/log
leftovers() { ls -A "$TMPDIR"; ls -A "$tmp/out" | grep '\.tmp\.'; }
xfsz=$((128 + $(kill -l XFSZ)))
# Waits until process $1 has file $2 open.
wait_open() {
  for _ in $(seq 200); do
    ls -l "/proc/$1/fd" 2>/dev/null | grep -qF -- "$2" && return 0
    sleep 0.05
  done
  return 1
}

# 1. Sent while wgc-cc reads its input (a FIFO, held open here so that the
# read waits), its output's twin and work folder made: wgc-cc ends by the
# signal, leaving nothing. The source written afterwards would compile.
mkfifo "$tmp/in.cl"
exec 3<>"$tmp/in.cl"
echo old >"$tmp/out/a.bc"
"$cc" --target=spir64 "$tmp/in.cl" -o "$tmp/out/a.bc" 2>"$tmp/log" 3>&- &
pid=$!
wait_open $pid "$tmp/in.cl"
kill -XFSZ $pid
sleep 0.2
cat "$good" >&3
exec 3>&-
{ wait $pid; } 2>/dev/null
rc=$?
if [ $rc = $xfsz ] && [ "$(cat "$tmp/out/a.bc")" = old ] &&
    [ -z "$(leftovers)" ]; then
  pass
else
  fail "SIGXFSZ sent while reading the input: status $rc, want $xfsz; left $(leftovers | tr '\n' ' ')"
fi

# 2. Sent while a step runs: passed on to the step (which a SIGXFSZ ends),
# then wgc-cc ends by it, leaving nothing.
cat >"$tmp/slow-clang" <<'SH'
#!/bin/sh
for a; do [ "$prev" = -o ] && out=$a; prev=$a; done
: >"$out.partial"
exec sleep 3
SH
chmod +x "$tmp/slow-clang"
echo old >"$tmp/out/b.bc"
start=$(date +%s)
"$cc" --target=spir64 --clang="$tmp/slow-clang" "$good" -o "$tmp/out/b.bc" \
  2>"$tmp/log" &
pid=$!
for _ in $(seq 200); do
  [ -n "$(find "$TMPDIR" -name '*.partial')" ] && break
  sleep 0.05
done
kill -XFSZ $pid
{ wait $pid; } 2>/dev/null
rc=$?
if [ $rc = $xfsz ] && [ $(($(date +%s) - start)) -lt 3 ] &&
    [ "$(cat "$tmp/out/b.bc")" = old ] && [ -z "$(leftovers)" ]; then
  pass
else
  fail "SIGXFSZ sent mid-step: status $rc, want $xfsz at once; left $(leftovers | tr '\n' ' ')"
fi

# 3. wgc-cc's own write past the limit: stdout appended to a file already
# past it (the steps' files, written from offset 0, stay under it). The
# write fails and is reported, status 6; nothing is appended.
truncate -s 8M "$tmp/out/big"
(ulimit -f 4096 && exec "$cc" --target=spir64 "$good" -o - \
  >>"$tmp/out/big") 2>"$tmp/log"
rc=$?
if [ $rc = 6 ] && grep -q 'File too large' "$tmp/log" &&
    [ "$(stat -c %s "$tmp/out/big")" = 8388608 ] && [ -z "$(leftovers)" ]; then
  pass
else
  fail "wgc-cc's own write past the file size limit: status $rc, want 6"
fi
check_summary
