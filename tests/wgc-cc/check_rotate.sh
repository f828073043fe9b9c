#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-cc enables cl_khr_subgroup_rotate on every target with sub-groups
# (clang defines its macro for SPIR alone, and opencl-c.h declares its
# functions only under the macro): rotate.cl compiles and links for emu32
# and emu64 (OpenCL C 2.0 and 3.0), nvptx64 (a kernel per type, no call or
# external function left) and amdgcn (wave64 and wave32, nothing
# undefined).
# usage: check_rotate.sh WGC_CC ROTATE_CL LLVM_NM
set -u
cc=$1 kernel=$2 nm=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"
types="char uchar short ushort int uint long ulong float double half"

for cfg in "emu32 CL2.0" "emu64 CL3.0"; do
  read -r target std <<<"$cfg"
  bc=$tmp/$target.bc
  check "$target -cl-std=$std compiles" "$cc" --target="$target" \
    --cl-options="-cl-std=$std" "$kernel" -o "$bc"
  check "$target: the rotations defined, every kernel there" bash -c "
    syms=\$('$nm' '$bc') &&
    ! grep -E ' U .*sub_group_(clustered_)?rotate' <<<\"\$syms\" &&
    for t in $types; do
      grep -Eq ' T rotate_'\$t'\$' <<<\"\$syms\" || exit 1
    done"
done
ptx=$tmp/k.ptx
check "nvptx64 compiles" "$cc" --target=nvptx64 --mcpu=sm_80 "$kernel" \
  -o "$ptx"
check "nvptx64: a kernel per type, no call, no external function" bash -c "
  for t in $types; do
    grep -q '^\.entry rotate_'\$t'(' '$ptx' || exit 1
  done
  ! grep -Eq 'call|\\.extern|_Z[0-9]+[a-z_]*sub_group' '$ptx'"
for mcpu in gfx900 gfx1030; do
  obj=$tmp/$mcpu.hsaco
  check "amdgcn $mcpu compiles" "$cc" --target=amdgcn --mcpu=$mcpu \
    "$kernel" -o "$obj"
  check "amdgcn $mcpu: nothing undefined" \
    bash -c "llvm-readelf-15 --dyn-syms --syms '$obj' >'$tmp/elf' &&
      grep -q rotate_half '$tmp/elf' && ! grep -E ' UND [^ ]' '$tmp/elf'"
done
check_summary
