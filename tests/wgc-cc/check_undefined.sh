#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# A call to a function defined nowhere is the program's error on the SPIR
# targets too (status 1, the link step's message naming it), whether the
# function is mangled (overloadable) or not; the OpenCL C built-ins, which
# a SPIR module leaves to the runtime that loads it, are not.
# usage: check_undefined.sh WGC_CC [no-spirv64]
set -u
cc=$1 skip=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TMPDIR=$tmp/tmpdir
mkdir -p "$TMPDIR" "$tmp/out"
. "$(dirname "$0")/../lib/check.sh"
check_log=$tmp/log
targets="spir64 emu32"
[ "$skip" = no-spirv64 ] || targets="$targets spirv64"

cat >"$tmp/overloadable.cl" <<'CL'
__attribute__((overloadable)) int helper(int);
kernel void k(global int *o) { o[0] = helper(o[1]); }
CL
cat >"$tmp/plain.cl" <<'CL'
int helper(int);
kernel void k(global int *o) { o[0] = helper(o[1]); }
CL
# Built-ins of several kinds: work-item, math, vector load, conversion,
# atomics, integer, an extension's, and printf.
cat >"$tmp/builtins.cl" <<'CL'
kernel void k(global float *o, global int *p) {
  size_t i = get_global_id(0);
  o[i] = sin(o[i]) + vload4(0, o).y + native_exp(o[1]);
  p[i] = convert_int_rte(o[i]) + atomic_add(p, 1) + popcount(p[1]);
  printf("%d\n", p[0]);
}
CL
for target in $targets; do
  for kind in overloadable plain; do
    "$cc" --target=$target "$tmp/$kind.cl" -o "$tmp/out/$kind.bin" \
      2>"$tmp/log"
    rc=$?
    name=helper
    [ $kind = overloadable ] && name=_Z6helperi
    if [ $rc = 1 ] &&
        grep -q "'k' calls '$name', which is defined nowhere" "$tmp/log" &&
        [ ! -e "$tmp/out/$kind.bin" ] && [ -z "$(ls -A "$TMPDIR")" ]; then
      pass
    else
      fail "an undefined $kind function, --target=$target: status $rc, want 1"
    fi
  done
  if "$cc" --target=$target "$tmp/builtins.cl" -o "$tmp/out/builtins.bin" \
      2>"$tmp/log" && [ -s "$tmp/out/builtins.bin" ]; then
    pass
  else
    fail "the OpenCL C built-ins, --target=$target: not compiled"
  fi
done
check_summary
