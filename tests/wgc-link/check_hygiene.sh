#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-link's outputs and inputs under hostile conditions: '-' is stdout, a
# device, a FIFO or a link to a descriptor is written through and never
# replaced, an output that is an input is refused; an empty input and a
# module for another target than the library are input errors (status 1)
# that say so.
# usage: check_hygiene.sh WGC_LINK KERNEL.bc (spir64) LIB_DIR
set -u
link=$1 kernel=$2 libdir=$3
lib=$libdir/wgc-spir64.bc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"
check_log=$tmp/log
is_bitcode() { [ "$(head -c 2 "$1" 2>/dev/null)" = BC ]; }
twins() { find "$tmp" -name '*.tmp.*'; }
cd "$tmp" || exit 1

# '-' is stdout; no file named '-' appears.
if "$link" --library "$lib" -o - "$kernel" >"$tmp/stdout.bc" 2>"$tmp/log" &&
    is_bitcode "$tmp/stdout.bc" && [ ! -e "$tmp/-" ]; then
  pass
else
  fail "-o -: no bitcode on stdout, or a file named '-'"
fi
# A character device: /dev/null's twin where one can be made (root), else
# /dev/null itself (which only root could replace).
null=/dev/null
if [ "$(id -u)" = 0 ]; then
  null=
  mknod "$tmp/null" c 1 3 2>/dev/null && null=$tmp/null
fi
if [ -z "$null" ]; then
  echo "note: no character device to write to (root without mknod)"
elif "$link" --library "$lib" -o "$null" "$kernel" 2>"$tmp/log" &&
    [ -c "$null" ] && [ -z "$(twins)" ]; then
  pass
else
  fail "-o $null: the device was replaced ($(stat -c %F "$null"))"
fi
# A link to the standard output's descriptor, as /dev/stdout is (a private
# one: a wgc-link running as root without this guarantee would replace
# /dev/stdout itself).
ln -s /proc/self/fd/1 "$tmp/stdout"
if "$link" --library "$lib" -o "$tmp/stdout" "$kernel" >"$tmp/link.bc" \
    2>"$tmp/log" && is_bitcode "$tmp/link.bc" && [ -L "$tmp/stdout" ]; then
  pass
else
  fail "-o a link to /proc/self/fd/1: no bitcode on stdout or link replaced"
fi
# A FIFO: its reader gets the bitcode, the FIFO stays.
mkfifo "$tmp/fifo"
timeout 60 cat "$tmp/fifo" >"$tmp/fifo.bc" &
reader=$!
"$link" --library "$lib" -o "$tmp/fifo" "$kernel" 2>"$tmp/log"
rc=$?
kill $reader 2>/dev/null
wait $reader 2>/dev/null
if [ $rc = 0 ] && [ -p "$tmp/fifo" ] && is_bitcode "$tmp/fifo.bc"; then
  pass
else
  fail "-o FIFO: status $rc, FIFO replaced or its reader got no bitcode"
fi
# An output that is an input (the kernel, the library; by name or link):
# status 3, the input unchanged.
cp "$kernel" "$tmp/in.bc"
cp "$lib" "$tmp/lib.bc"
ln -s in.bc "$tmp/in-link.bc"
for case in "in.bc in.bc" "in.bc in-link.bc" "in.bc lib.bc"; do
  set -- $case
  cp "$tmp/$1" "$tmp/before"
  cp "$tmp/lib.bc" "$tmp/lib-before"
  "$link" --library "$tmp/lib.bc" -o "$tmp/$2" "$tmp/$1" 2>"$tmp/log"
  rc=$?
  if [ $rc = 3 ] && cmp -s "$tmp/$1" "$tmp/before" &&
      cmp -s "$tmp/lib.bc" "$tmp/lib-before" &&
      grep -q "cannot write '$tmp/$2': it is the input" "$tmp/log"; then
    pass
  else
    fail "-o $2 with input $1: status $rc, want 3 and the inputs unchanged"
  fi
done
# An empty input.
: >"$tmp/empty.bc"
"$link" --library "$lib" -o "$tmp/out.bc" "$tmp/empty.bc" 2>"$tmp/log"
rc=$?
if [ $rc = 1 ] && grep -q "$tmp/empty.bc: empty file" "$tmp/log" &&
    [ ! -e "$tmp/out.bc" ]; then
  pass
else
  fail "an empty input: status $rc, want 1 and a message"
fi
# A SPIR module with the NVPTX library: the input's target is named, the
# library is not called broken.
"$link" --target nvptx64 -L "$libdir" -o "$tmp/out.bc" "$kernel" \
  2>"$tmp/log"
rc=$?
if [ $rc = 1 ] && grep -q "$kernel is for target 'spir64" "$tmp/log" &&
    grep -q "is for 'nvptx64" "$tmp/log" &&
    ! grep -q "not LLVM bitcode" "$tmp/log"; then
  pass
else
  fail "a SPIR module with --target nvptx64: status $rc, want 1 naming both"
fi
# --no-undefined: a whole program calling a function defined nowhere is
# status 4, naming caller and callee; the runtime's built-ins are not.
cat >"$tmp/undefined.ll" <<'LL'
target triple = "spir64-unknown-unknown"
declare spir_func void @helper(i32 addrspace(1)*)
declare spir_func i64 @_Z13get_global_idj(i32)
define spir_kernel void @k(i32 addrspace(1)* %o) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  call spir_func void @helper(i32 addrspace(1)* %o)
  ret void
}
LL
"$link" --library "$lib" --no-undefined -o "$tmp/out.bc" "$tmp/undefined.ll" \
  2>"$tmp/log"
rc=$?
if [ $rc = 4 ] && grep -q "'k' calls 'helper', which is defined nowhere" \
    "$tmp/log" && ! grep -q get_global_id "$tmp/log" && [ ! -e "$tmp/out.bc" ]
then
  pass
else
  fail "--no-undefined with a function defined nowhere: status $rc, want 4"
fi
if "$link" --library "$lib" --no-undefined -o "$tmp/whole.bc" "$kernel" \
    2>"$tmp/log" && is_bitcode "$tmp/whole.bc"; then
  pass
else
  fail "--no-undefined on a whole program: not linked"
fi

# Closed standard descriptors: the output stays pure bitcode.
if "$link" --library "$lib" -o "$tmp/closed.bc" "$kernel" <&- >&- 2>&- &&
    is_bitcode "$tmp/closed.bc"; then
  pass
else
  fail "descriptors closed: no bitcode"
fi
check_summary
