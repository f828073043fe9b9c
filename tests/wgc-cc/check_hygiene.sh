#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-cc under hostile conditions: outputs that are devices, FIFOs, links to
# descriptors or the input itself; closed standard descriptors; --help and
# --version anywhere; inputs that can be read only once; SIGCHLD ignored;
# huge build options; long and non-ASCII names in --arg-info; signals
# mid-step; a file size limit. Nothing may be lost or left behind.
# usage: check_hygiene.sh WGC_CC CHECK_SPAWN
set -u
cc=$1 spawn_check=$2
here=$(cd "$(dirname "$0")" && pwd)
good=$here/scan.cl
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TMPDIR=$tmp/tmpdir
mkdir -p "$TMPDIR" "$tmp/out"
. "$(dirname "$0")/../lib/check.sh"
check_log=$tmp/log
# What wgc-cc left: work folders, temporary twins beside outputs.
leftovers() { ls -A "$TMPDIR"; ls -A "$tmp/out" | grep '\.tmp\.'; }
is_bitcode() { [ "$(head -c 2 "$1" 2>/dev/null)" = BC ]; }

# 1. Outputs that are not regular files are written through, never
# replaced. A character device: /dev/null's twin where one can be made
# (root), else /dev/null itself (which only root could replace).
null=/dev/null
if [ "$(id -u)" = 0 ]; then
  # Root without the right to make a device: a FIFO case follows.
  null=
  mknod "$tmp/out/null" c 1 3 2>/dev/null && null=$tmp/out/null
fi
if [ -z "$null" ]; then
  echo "note: no character device to write to (root without mknod)"
elif "$cc" --target=spir64 "$good" -o "$null" 2>"$tmp/log" &&
    [ -c "$null" ] && [ -z "$(leftovers)" ]; then
  pass
else
  fail "-o $null: status or device replaced ($(stat -c %F "$null"))"
fi
# A link to the standard output's descriptor, as /dev/stdout is.
ln -s /proc/self/fd/1 "$tmp/out/stdout"
if "$cc" --target=spir64 "$good" -o "$tmp/out/stdout" >"$tmp/stdout.bc" \
    2>"$tmp/log" && is_bitcode "$tmp/stdout.bc" && [ -L "$tmp/out/stdout" ]; then
  pass
else
  fail "-o a link to /proc/self/fd/1: no bitcode on stdout or link replaced"
fi
if "$cc" --target=spir64 "$good" -o /dev/fd/1 >"$tmp/fd1.bc" 2>"$tmp/log" &&
    is_bitcode "$tmp/fd1.bc"; then
  pass
else
  fail "-o /dev/fd/1: no bitcode on stdout"
fi
# The descriptor is written at its offset: what came before stays (a
# private link to /proc/self/fd/1, not /dev/stdout itself, which a wgc-cc
# running as root without this guarantee would replace).
if { echo header; "$cc" --target=spir64 "$good" -o "$tmp/out/stdout"; } \
    >"$tmp/offset.out" 2>"$tmp/log" &&
    [ "$(head -n 1 "$tmp/offset.out")" = header ] &&
    [ "$(tail -c +8 "$tmp/offset.out" | head -c 2)" = BC ]; then
  pass
else
  fail "-o /dev/stdout after other output: not appended at the offset"
fi
# A FIFO: its reader gets the whole output (what a regular file gets), the
# FIFO stays. wgc-cc's close is the reader's end of file, after which the
# reader may still be draining the FIFO: it is waited for until it exits on
# its own (at most 120 s, then it counts as hung). It is killed only where
# the check has failed already: wgc-cc's failure, or the FIFO replaced (the
# reader then waits forever on the old one).
"$cc" --target=spir64 "$good" -o "$tmp/fifo-ref.bc" 2>"$tmp/log"
mkfifo "$tmp/out/fifo"
timeout 120 cat "$tmp/out/fifo" >"$tmp/fifo.bc" &
reader=$!
"$cc" --target=spir64 "$good" -o "$tmp/out/fifo" 2>"$tmp/log"
rc=$?
if [ $rc = 0 ] && [ -p "$tmp/out/fifo" ]; then
  wait $reader
  reader_rc=$?
else
  kill $reader 2>/dev/null
  wait $reader 2>/dev/null
  reader_rc=killed
fi
if [ $rc = 0 ] && [ -p "$tmp/out/fifo" ] && [ "$reader_rc" = 0 ] &&
    is_bitcode "$tmp/fifo.bc" && cmp -s "$tmp/fifo-ref.bc" "$tmp/fifo.bc"
then
  pass
else
  fail "-o FIFO: status $rc, reader's $reader_rc (124: hung), now a \
$(stat -c %F "$tmp/out/fifo"), or the reader got other bytes than -o FILE"
fi
rm -f "$tmp/out/fifo"
# A link to a regular file: the file is replaced, the link kept.
echo old >"$tmp/out/target.bc"
ln -s target.bc "$tmp/out/link.bc"
if "$cc" --target=spir64 "$good" -o "$tmp/out/link.bc" 2>"$tmp/log" &&
    [ -L "$tmp/out/link.bc" ] && is_bitcode "$tmp/out/target.bc"; then
  pass
else
  fail "-o a link to a file: link replaced or its file not written"
fi
# The output is the input (by name, through a link, a hard link): refused,
# the source untouched.
cp "$good" "$tmp/out/in.cl"
ln -s in.cl "$tmp/out/in-link.cl"
ln "$tmp/out/in.cl" "$tmp/out/in-hard.cl"
for o in "$tmp/out/in.cl" "$tmp/out/in-link.cl" "$tmp/out/in-hard.cl"; do
  "$cc" --target=spir64 "$tmp/out/in.cl" -o "$o" 2>"$tmp/log"
  rc=$?
  if [ $rc = 6 ] && cmp -s "$good" "$tmp/out/in.cl" &&
      grep -q "cannot write '$o': it is the input" "$tmp/log" &&
      [ -z "$(leftovers)" ]; then
    pass
  else
    fail "-o $o (the input): status $rc, want 6, and the source kept"
  fi
done
"$cc" --target=spir64 "$tmp/out/in.cl" -o "$tmp/out/x.bc" \
  --arg-info="$tmp/out/in-link.cl" 2>"$tmp/log"
rc=$?
if [ $rc = 6 ] && cmp -s "$good" "$tmp/out/in.cl"; then
  pass
else
  fail "--arg-info naming the input: status $rc, want 6, and the source kept"
fi

# 4. Closed standard descriptors: no file wgc-cc opens may become one (the
# output's twin as fd 2 received clang's warnings).
printf 'kernel void k(global int *o) { int unused; o[0] = 1; }\n' \
  >"$tmp/warn.cl"
for closed in "2>&-" ">&- 2>&-" "<&- >&- 2>&-"; do
  rm -f "$tmp/out/closed.bc"
  eval "\"\$cc\" --target=spir64 -Wunused-variable \"\$tmp/warn.cl\" \
    -o \"\$tmp/out/closed.bc\" $closed"
  rc=$?
  if [ $rc = 0 ] && is_bitcode "$tmp/out/closed.bc" &&
      ! grep -q warning "$tmp/out/closed.bc"; then
    pass
  else
    fail "descriptors closed ($closed): status $rc or output not pure bitcode"
  fi
done

# 5. --help and --version anywhere: printed, status 0, nothing compiled.
h=$tmp/out/h.bc
for args in "$good --help -o $h" "--target=spir64 $good --version -o $h" \
    "--target=spir64 $good -o - --help" "--help --target=nosuch -o $h" \
    "-o $h --target=spir64 -h $good"; do
  rm -f "$h"
  # shellcheck disable=SC2086
  "$cc" $args >"$tmp/stdout" 2>"$tmp/log"
  rc=$?
  if [ $rc = 0 ] && [ ! -e "$h" ] && [ ! -s "$tmp/log" ] &&
      grep -Eq '^(usage: wgc-cc|wgc-cc \(wgc\))' "$tmp/stdout" &&
      ! LC_ALL=C grep -aq $'BC\xc0\xde' "$tmp/stdout" &&
      [ -z "$(leftovers)" ]; then
    pass
  else
    fail "wgc-cc $args: status $rc; want the text alone, status 0"
  fi
done
# An architecture that does not exist is a usage error.
for mcpu in sm_81 sm_85 sm_99 sm_80a; do
  "$cc" --target=nvptx64 --mcpu=$mcpu "$good" -o "$tmp/out/x.ptx" \
    2>"$tmp/log"
  rc=$?
  if [ $rc = 2 ] && grep -q -- "--mcpu=$mcpu" "$tmp/log"; then
    pass
  else
    fail "--mcpu=$mcpu: status $rc, want 2"
  fi
done

# 6. Inputs that can be read only once: a FIFO and a pipe (<(...)), with
# nvptx64 (which reads its source twice) and --arg-info; stdin too.
mkfifo "$tmp/in.fifo"
(cat "$good" >"$tmp/in.fifo" &)
timeout 120 "$cc" --target=nvptx64 --mcpu=sm_70 "$tmp/in.fifo" \
  -o "$tmp/out/fifo.ptx" --arg-info="$tmp/out/fifo.args" 2>"$tmp/log"
rc=$?
if [ $rc = 0 ] && grep -q '^\.entry' "$tmp/out/fifo.ptx" &&
    grep -q '^kernel	' "$tmp/out/fifo.args"; then
  pass
else
  fail "FIFO input, nvptx64 and --arg-info: status $rc, or no kernel"
fi
rm -f "$tmp/in.fifo"
timeout 120 "$cc" --target=spir64 <(cat "$good") -o "$tmp/out/pipe.bc" \
  --arg-info="$tmp/out/pipe.args" 2>"$tmp/log"
rc=$?
if [ $rc = 0 ] && is_bitcode "$tmp/out/pipe.bc" &&
    grep -q '^kernel	' "$tmp/out/pipe.args"; then
  pass
else
  fail "<(...) input with --arg-info: status $rc, or no kernel"
fi
timeout 120 "$cc" --target=spir64 - -o "$tmp/out/stdin.bc" \
  --arg-info="$tmp/out/stdin.args" <"$good" 2>"$tmp/log"
rc=$?
if [ $rc = 0 ] && is_bitcode "$tmp/out/stdin.bc" &&
    grep -q '^kernel	' "$tmp/out/stdin.args"; then
  pass
else
  fail "stdin input with --arg-info: status $rc, or no kernel"
fi
# Diagnostics still name the input.
printf 'kernel void k(global int *o) { o[0] = nope; }\n' |
  "$cc" --target=spir64 - -o "$tmp/out/x.bc" 2>"$tmp/log"
rc=$?
if [ $rc = 1 ] && grep -q "^<stdin>:1:39: error: use of undeclared" "$tmp/log"
then
  pass
else
  fail "a compile error from stdin: status $rc, want 1 at <stdin>:1:39"
fi

# 7. SIGCHLD ignored by whoever started wgc-cc (inherited).
if "$spawn_check" --ignore-sigchld "$cc" --target=spir64 "$good" \
    -o "$tmp/out/sigchld.bc" 2>"$tmp/log" && is_bitcode "$tmp/out/sigchld.bc"
then
  pass
else
  fail "SIGCHLD ignored: the build failed"
fi

# 10. Limits. Build options of 128 KiB and more (one -D value longer than
# the kernel takes as one argument) through --cl-options-file.
{
  printf -- '-DBIG='
  head -c 140000 /dev/zero | tr '\0' x
  printf ' -DT=int'
} >"$tmp/options"
printf 'kernel void k(global int *o) { o[0] = sizeof(STR(BIG)); }\n' \
  >"$tmp/big.cl"
if "$cc" --target=spir64 --cl-options-file="$tmp/options" \
    -include "$here/../wgc-cc/stringify.h" "$tmp/big.cl" \
    -o "$tmp/out/big.bc" 2>"$tmp/log" && is_bitcode "$tmp/out/big.bc"; then
  pass
else
  fail "140 KB of build options from --cl-options-file"
fi
# Argument names of 1024 characters and more, a non-ASCII kernel name.
long=$(head -c 1500 /dev/zero | tr '\0' a)
printf 'kernel void k(global int *%s) { %s[0] = 1; }\n' "$long" "$long" \
  >"$tmp/long.cl"
if "$cc" --target=spir64 "$tmp/long.cl" -o "$tmp/out/long.bc" \
    --arg-info="$tmp/out/long.args" 2>"$tmp/log" &&
    grep -q "^arg	1	none		int\\*	$long\$" "$tmp/out/long.args"; then
  pass
else
  fail "a 1500-character argument name in --arg-info"
fi
printf 'kernel void \xe6\xa0\xb8(global int *o) { o[0] = 1; }\n' >"$tmp/u.cl"
if "$cc" --target=spir64 "$tmp/u.cl" -o "$tmp/out/u.bc" \
    --arg-info="$tmp/out/u.args" 2>"$tmp/log" &&
    [ "$(sed -n 2p "$tmp/out/u.args")" = "$(printf 'kernel\t\xe6\xa0\xb8\t1')" ]
then
  pass
else
  fail "a non-ASCII kernel name in --arg-info: $(sed -n 2p "$tmp/out/u.args")"
fi

# A call to a function defined nowhere is the program's error, status 1,
# on every target (as a driver's link step reports it), naming it.
printf 'void helper(global int *o);\nkernel void k(global int *o) { helper(o); }\n' \
  >"$tmp/undefined.cl"
for target in spir64 emu32 nvptx64 "amdgcn --mcpu=gfx900"; do
  # shellcheck disable=SC2086
  "$cc" --target=$target "$tmp/undefined.cl" -o "$tmp/out/undefined.bin" \
    2>"$tmp/log"
  rc=$?
  if [ $rc = 1 ] && grep -q "helper" "$tmp/log" &&
      [ ! -e "$tmp/out/undefined.bin" ] && [ -z "$(leftovers)" ]; then
    pass
  else
    fail "an undefined function, --target=$target: status $rc, want 1"
  fi
done

# Signals mid-step: the step, like clang, has a file of its own in the
# work folder and takes a while to end. wgc-cc waits for it, then removes
# everything; the output stays as it was. The step ends its sleep first:
# a process left holding its stderr would keep wgc-cc reading it.
cat >"$tmp/slow-clang" <<'SH'
#!/bin/sh
for a; do [ "$prev" = -o ] && out=$a; prev=$a; done
: >"$out.partial"
trap 'kill $!; sleep 0.3; : >"$out.late"; exit 1' TERM INT HUP
sleep 30 &
wait
SH
chmod +x "$tmp/slow-clang"
for sig in TERM INT HUP XFSZ; do
  echo old >"$tmp/out/sig.bc"
  "$spawn_check" --default-sigint "$cc" --target=spir64 \
    --clang="$tmp/slow-clang" "$good" -o "$tmp/out/sig.bc" 2>"$tmp/log" &
  pid=$!
  for _ in $(seq 100); do
    [ -n "$(find "$TMPDIR" -name '*.partial')" ] && break
    sleep 0.05
  done
  kill -$sig $pid
  [ $sig = XFSZ ] && sleep 0.5 && pkill -TERM -P $pid 2>/dev/null
  wait $pid
  rc=$?
  sleep 0.5
  if [ -z "$(leftovers)" ] && [ "$(cat "$tmp/out/sig.bc")" = old ]; then
    pass
  else
    fail "SIG$sig mid-step (status $rc): left $(leftovers | tr '\n' ' ')"
  fi
  rm -rf "${TMPDIR:?}"/*
done

# A file size limit with SIGXFSZ ignored (so that clang's write fails, as on
# a full disk): a failure of the machine, status 5, never the source's 1.
(ulimit -f 1 && trap '' XFSZ && exec "$cc" --target=spir64 "$good" \
  -o "$tmp/out/limit.bc") 2>"$tmp/log"
rc=$?
if [ $rc = 5 ] && [ ! -e "$tmp/out/limit.bc" ] && [ -z "$(leftovers)" ]; then
  pass
else
  fail "file size limit, SIGXFSZ ignored: status $rc, want 5"
fi
# The same with SIGXFSZ at its default: a step killed, or wgc-cc's own
# write failing, each reported; nothing half-written.
(ulimit -f 1 && exec "$cc" --target=spir64 "$good" -o "$tmp/out/limit.bc") \
  2>"$tmp/log"
rc=$?
if { [ $rc = 5 ] || [ $rc = 6 ]; } && [ ! -e "$tmp/out/limit.bc" ] &&
    [ -z "$(leftovers)" ]; then
  pass
else
  fail "file size limit: status $rc, want 5 or 6 and nothing left"
fi
check_summary
