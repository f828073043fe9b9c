#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-cc's command-line contract: every bad input fails with its documented
# exit status and a message naming what and where, leaves an existing
# output untouched and no temporary file behind; the good cases (options
# as an application passes them, stdin, stdout) work.
# usage: check_errors.sh WGC_CC
set -u
cc=$1
here=$(cd "$(dirname "$0")" && pwd)
good=$here/scan.cl
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# wgc-cc's temporary folders go here, so that leftovers can be seen.
export TMPDIR=$tmp/tmpdir
mkdir -p "$TMPDIR" "$tmp/out"
. "$(dirname "$0")/../lib/check.sh"
check_log=$tmp/log
leftovers() { ls -A "$TMPDIR"; ls -A "$tmp/out" | grep -v '^out\.bin$'; }

# expect NAME STATUS PATTERN ARGS...: wgc-cc ARGS -o out/out.bin exits with
# STATUS, says PATTERN on stderr, keeps out.bin as it was, leaves nothing.
expect() {
  local name=$1 want=$2 pattern=$3
  shift 3
  echo old >"$tmp/out/out.bin"
  "$cc" "$@" >"$tmp/stdout" 2>"$tmp/log"
  local rc=$?
  if [ $rc -ne "$want" ]; then
    fail "$name: exit status $rc, want $want"
  elif ! grep -qF -- "$pattern" "$tmp/log"; then
    fail "$name: stderr lacks '$pattern'"
  elif [ "$(cat "$tmp/out/out.bin")" != old ]; then
    fail "$name: the existing output was changed"
  elif [ -s "$tmp/stdout" ]; then
    fail "$name: wrote to stdout"
  elif [ -n "$(leftovers)" ]; then
    fail "$name: left $(leftovers | tr '\n' ' ')"
  else
    pass
  fi
}
out=$tmp/out/out.bin

# Status 2: the command line and build options.
expect "unknown target" 2 "unknown target 'nosuch'" \
  --target=nosuch "$good" -o "$out"
expect "missing target" 2 "missing --target" "$good" -o "$out"
expect "missing -o" 2 "missing -o OUTPUT" --target=spir64 "$good"
expect "unknown option" 2 "unknown option '-fancy'" \
  --target=spir64 -fancy "$good" -o "$out"
expect "two inputs" 2 "one input file only" \
  --target=spir64 "$good" "$good" -o "$out"
expect "unknown build option" 2 \
  "--cl-options: unknown OpenCL build option '-cl-nosuch'" \
  --target=spir64 --cl-options="-DT=int -cl-nosuch" "$good" -o "$out"
expect "unterminated quote" 2 "unterminated \" quote" \
  --target=spir64 --cl-options='-D "X=1' "$good" -o "$out"
expect "-D without a value" 2 "'-D' needs a value" \
  --target=spir64 --cl-options="-DT=int -D" "$good" -o "$out"
expect "bad -cl-std" 2 "'-cl-std=CL9.9'" \
  --target=spir64 -cl-std=CL9.9 "$good" -o "$out"
expect "sm_60" 2 "--mcpu=sm_60: wgc needs sm_70 or newer" \
  --target=nvptx64 --mcpu=sm_60 "$good" -o "$out"
expect "not an NVIDIA target" 2 "--mcpu=gfx900: an NVIDIA target is sm_XX" \
  --target=nvptx64 --mcpu=gfx900 "$good" -o "$out"
expect "amdgcn without --mcpu" 2 "--target=amdgcn needs --mcpu=gfxNNN" \
  --target=amdgcn "$good" -o "$out"
expect "gfx600" 2 "--mcpu=gfx600: not an AMD GPU wgc supports" \
  --target=amdgcn --mcpu=gfx600 "$good" -o "$out"
expect "spirv64 with OpenCL C 3.0" 2 \
  "--target=spirv64 compiles OpenCL C 2.0 only, not -cl-std=CL3.0" \
  --target=spirv64 -cl-std=CL3.0 "$good" -o "$out"
expect "--mcpu on spir64" 2 "--mcpu does not apply to --target=spir64" \
  --target=spir64 --mcpu=sm_70 "$good" -o "$out"

# Status 3: the input.
expect "missing input" 3 "cannot read input '$tmp/missing.cl'" \
  --target=spir64 "$tmp/missing.cl" -o "$out"
expect "input is a folder" 3 "input '$tmp' is a folder" \
  --target=spir64 "$tmp" -o "$out"

# Status 4: the toolchain and libraries.
expect "--clang missing" 4 "clang '$tmp/noclang' (from --clang)" \
  --target=spir64 --clang="$tmp/noclang" "$good" -o "$out"
WGC_CLANG=$tmp/noclang expect "\$WGC_CLANG missing" 4 \
  "clang '$tmp/noclang' (from \$WGC_CLANG)" --target=spir64 "$good" -o "$out"
mkdir -p "$tmp/empty"
expect "library missing" 4 "cannot find the wgc library wgc-nvptx64.bc in:" \
  --target=nvptx64 --wgc-lib-dir="$tmp/empty" "$good" -o "$out"
expect "libclc missing" 4 "cannot find libclc's nvptx64--nvidiacl.bc in:" \
  --target=nvptx64 --libclc="$tmp/empty" "$good" -o "$out"
WGC_LIBCLC=$tmp/empty expect "\$WGC_LIBCLC missing" 4 \
  "cannot find libclc's nvptx64--nvidiacl.bc in:" \
  --target=nvptx64 "$good" -o "$out"

# Status 1: the user's code; clang's diagnostics verbatim (file:line:col).
expect "compile error" 1 \
  "bad_syntax.cl:3:49: error: use of undeclared identifier 'undeclared_value'" \
  --target=spir64 "$here/bad_syntax.cl" -o "$out"
expect "compile error, nvptx64" 1 \
  "bad_syntax.cl:3:49: error: use of undeclared identifier" \
  --target=nvptx64 --mcpu=sm_90 "$here/bad_syntax.cl" -o "$out"
expect "-Werror in the build options" 1 "error: unused variable 'unused'" \
  --target=amdgcn --mcpu=gfx900 --cl-options="-Werror -Wunused-variable" - \
  -o "$out" <<<'kernel void k(global int *o) { int unused; }'
expect "OpenCL C 1.2 has no collectives" 1 \
  "use of undeclared identifier 'work_group_scan_inclusive_add'" \
  --target=spir64 -cl-std=CL1.2 "$good" -o "$out"

# Status 5: a step after the compile fails, or a tool crashes.
mkdir -p "$tmp/badlib"
echo "not bitcode" >"$tmp/badlib/wgc-spir64.bc"
expect "broken library" 5 "wgc-link failed (exit status 1)" \
  --target=spir64 --wgc-lib-dir="$tmp/badlib" "$good" -o "$out"
printf '#!/bin/sh\nkill -SEGV $$\n' >"$tmp/crash-clang"
chmod +x "$tmp/crash-clang"
expect "clang crashes" 5 "crash-clang was killed by signal 11" \
  --target=spir64 --clang="$tmp/crash-clang" "$good" -o "$out"

# Status 6: the output.
expect "output folder missing" 6 \
  "cannot write '$tmp/nodir/out.bin': No such file or directory (folder '$tmp/nodir')" \
  --target=spir64 "$good" -o "$tmp/nodir/out.bin"
expect "output is a folder" 6 "cannot write '$tmp/out': it is a folder" \
  --target=spir64 "$good" -o "$tmp/out"
expect "output on /proc" 6 "cannot write '/proc/wgc-cc-out.bin'" \
  --target=spir64 "$good" -o /proc/wgc-cc-out.bin

# A signal during a step removes the temporary folder and output twin.
printf '#!/bin/sh\nexec sleep 30\n' >"$tmp/slow-clang"
chmod +x "$tmp/slow-clang"
echo old >"$out"
"$cc" --target=spir64 --clang="$tmp/slow-clang" "$good" -o "$out" \
  2>"$tmp/log" &
pid=$!
for _ in $(seq 50); do
  [ -n "$(ls -A "$TMPDIR")" ] && break
  sleep 0.1
done
sleep 0.2
kill -TERM $pid
wait $pid
rc=$?
if [ $rc -ne 143 ] || [ -n "$(leftovers)" ] || [ "$(cat "$out")" != old ]; then
  fail "SIGTERM: status $rc (want 143), left: $(leftovers | tr '\n' ' ')"
else
  pass
fi

# A reader that stops early (grep -q on -v's commands) closes stderr's
# pipe: wgc-cc dies of SIGPIPE at its next line and must still remove its
# temporary folder and output twin.
echo old >"$out"
"$cc" -v --target=nvptx64 -DT=int "$good" -o "$out" 2>&1 >/dev/null |
  head -c 1 >/dev/null
if [ -n "$(leftovers)" ] || [ "$(cat "$out")" != old ]; then
  fail "SIGPIPE on stderr: left: $(leftovers | tr '\n' ' ')"
else
  pass
fi

# The good cases.
rm -f "$out"
if (umask 022 && "$cc" --target=spir64 \
    --cl-options="-D 'SUM=1 + 2' -DT=int -cl-fast-relaxed-math -cl-mad-enable -w -Werror -cl-std=CL2.0" \
    "$here/quoted_define.cl" -o "$out" 2>"$tmp/log") &&
    [ "$(head -c 2 "$out")" = BC ] && [ "$(stat -c %a "$out")" = 644 ] &&
    [ -z "$(leftovers)" ]; then
  pass
else
  fail "--cl-options with a quoted -D value: no bitcode of mode 644"
fi
if "$cc" --target=nvptx64 --mcpu=sm_90 -DT=int -DSUM="1 + 2" - -o - \
    <"$here/quoted_define.cl" >"$tmp/stdout.ptx" 2>"$tmp/log" &&
    grep -q '^\.entry sum(' "$tmp/stdout.ptx" && [ -z "$(leftovers)" ]; then
  pass
else
  fail "stdin to stdout: no PTX with the kernel on stdout"
fi
if "$cc" --help >"$tmp/help" 2>&1 && [ ! -s "$tmp/log" ] &&
    grep -q -- '--cl-options=STRING' "$tmp/help" &&
    [ "$(grep -Ec '^  [0-6]  ' "$tmp/help")" = 7 ]; then
  pass
else
  fail "--help: no usage with the seven exit statuses"
fi
if "$cc" --version | grep -Eq '^wgc-cc \(wgc\) [0-9]+\.[0-9]+\.[0-9]+$'; then
  pass
else
  fail "--version"
fi
check_summary
