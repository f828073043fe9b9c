#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-cc compiles code calling the cl_khr_subgroups functions for every
# target with sub-groups: emu32 and emu64 SPIR bitcode (OpenCL C 2.0 and
# 3.0) runs subgroups_app.c's kernel on PoCL against its host reference,
# with 32- and 64-wide sub-groups; nvptx64 PTX and an amdgcn code object
# compile with every sub-group function defined.
# usage: check_subgroups.sh WGC_CC SUBGROUPS_APP SUBGROUPS_CL
set -u
cc=$1 app=$2 kernel=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"

for cfg in "emu32 32 CL2.0" "emu64 64 CL3.0"; do
  read -r target width std <<<"$cfg"
  check "$target -cl-std=$std compiles" "$cc" --target="$target" \
    --cl-options="-cl-std=$std" "$kernel" -o "$tmp/$target.bc"
  # One work-group function for every shape (PoCL's specialization per
  # work-group size is its own business, and costs seconds a shape here).
  POCL_WORK_GROUP_SPECIALIZATION=0 POCL_CACHE_DIR="$tmp/pocl-cache" \
    "$app" "$kernel" --binary "$tmp/$target.bc" --width "$width" \
    >"$tmp/log" 2>&1
  status=$?
  counts=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$tmp/log")
  check "$target runs on PoCL: $(tail -1 "$tmp/log")" \
    bash -c "[ $status = 0 ] && [ -n '$counts' ] && [ '${counts#* }' = 0 ] ||
      { cat '$tmp/log'; exit 1; }"
  [ -n "$counts" ] && passed=$((passed + ${counts% *}))
done
check "nvptx64 -cl-std=CL3.0 compiles" "$cc" --target=nvptx64 \
  --cl-options=-cl-std=CL3.0 "$kernel" -o "$tmp/k.ptx"
check "nvptx64: an entry, no call, no external function" \
  bash -c "grep -q '^\.entry sub_groups(' '$tmp/k.ptx' &&
    ! grep -Eq 'call|\\.extern|_Z[0-9]+[a-z_]*sub_group' '$tmp/k.ptx'"
check "amdgcn gfx1030 compiles" "$cc" --target=amdgcn --mcpu=gfx1030 \
  "$kernel" -o "$tmp/k.hsaco"
check "amdgcn gfx1030: nothing undefined" \
  bash -c "llvm-readelf-15 --dyn-syms --syms '$tmp/k.hsaco' >'$tmp/elf' &&
    grep -q sub_groups '$tmp/elf' && ! grep -E ' UND [^ ]' '$tmp/elf'"
check_summary
