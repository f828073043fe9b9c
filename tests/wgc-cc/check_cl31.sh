#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# -cl-std=CL3.1 on every target with sub-groups: cl31.cl (its version and
# feature macros, the sub-group functions 3.1 makes core) builds and has its
# arguments described; sub_group_rotate builds where
# wgc/subgroup_extensions.def lists cl_khr_subgroup_rotate, and not on
# nvptx64 and amdgcn where it does not; -cl-std=CL3.0
# stays 3.0; targets without sub-groups refuse CL3.1 (status 2).
# usage: check_cl31.sh WGC_CC SUBGROUP_EXTENSIONS_DEF
set -u
cc=$1 def=$2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"
fails() { ! "$@"; }
status() { # WANT COMMAND...: the command exits with status WANT
  local want=$1
  shift
  "$@"
  local rc=$?
  [ "$rc" = "$want" ] || { echo "status $rc, want $want"; return 1; }
}
printf '%s\n' 'wgc-cc-arg-info 1' 'kernel	cl31	3' \
  'arg	1	none		int*	out' 'arg	1	none		char*	bytes' \
  'arg	1	none		ushort4*	quads' >"$tmp/expected"
rotate=0
grep -q '^WGC_SUBGROUP_EXTENSION(cl_khr_subgroup_rotate,' "$def" && rotate=1

for target in nvptx64 amdgcn:gfx1030 amdgcn:gfx900 emu32 emu64; do
  mcpu=
  case $target in
  amdgcn:*) mcpu=--mcpu=${target#*:} target=amdgcn ;;
  esac
  name="$target${mcpu:+ $mcpu} -cl-std=CL3.1"
  rm -f "$tmp/args.txt"
  check "$name: builds and describes its arguments" "$cc" \
    --target="$target" $mcpu --cl-options=-cl-std=CL3.1 \
    --arg-info="$tmp/args.txt" "$here/cl31.cl" -o "$tmp/out"
  check "$name: the description" diff "$tmp/expected" "$tmp/args.txt"
  if [ "$rotate" = 1 ]; then
    check "$name: sub_group_rotate builds" "$cc" --target="$target" $mcpu \
      --cl-options="-cl-std=CL3.1 -DROTATE" "$here/cl31.cl" -o "$tmp/out"
  elif [ "${target#emu}" = "$target" ]; then
    # (clang declares every sub-group extension for SPIR, emu32's and
    # emu64's triple, and leaves what wgc lacks to the runtime.)
    check "$name: sub_group_rotate does not build (no cl_khr_subgroup_rotate)" \
      fails "$cc" --target="$target" $mcpu \
      --cl-options="-cl-std=CL3.1 -DROTATE" "$here/cl31.cl" -o "$tmp/out"
  fi
  check "$name: -cl-std=CL3.0 stays 3.0" fails "$cc" --target="$target" \
    $mcpu --cl-options=-cl-std=CL3.0 "$here/cl31.cl" -o "$tmp/out"
done
printf '%s\n' '#if __OPENCL_C_VERSION__ != 300 || defined(CL_VERSION_3_1)' \
  '#error' '#endif' 'kernel void k(global int *o) { o[0] = 1; }' >"$tmp/30.cl"
check "nvptx64 -cl-std=CL3.0: __OPENCL_C_VERSION__ 300, no CL_VERSION_3_1" \
  "$cc" --target=nvptx64 --cl-options=-cl-std=CL3.0 "$tmp/30.cl" -o "$tmp/out"
for target in spir64 spirv64; do
  check "$target refuses -cl-std=CL3.1" status 2 "$cc" --target=$target \
    --cl-options=-cl-std=CL3.1 "$here/cl31.cl" -o "$tmp/out"
done
check_summary
