#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# --arg-info compiles what the build compiles: arg_info_build.cl, which
# needs its -D and -I options, the OpenCL 2.0 atomics and sub-group
# functions, builds and has its arguments described, as below, on every
# target at OpenCL C 2.0, 3.0 and 3.1 (spirv64 takes 2.0 only, 3.1 wants a
# target with sub-groups).
# usage: check_arg_info_build.sh WGC_CC
set -u
cc=$1
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"
printf '%s\n' 'wgc-cc-arg-info 1' 'kernel	counted	5' \
  'arg	1	none		atomic_int*	count' 'arg	1	none		ushort*	out' \
  'arg	3	none		uint*	scratch' 'arg	2	none	const	float*	table' \
  'arg	0	none		uint	n' >"$tmp/expected"

for target in spir64 spirv64 nvptx64 amdgcn:gfx1030 amdgcn:gfx900 emu32 emu64; do
  mcpu=
  case $target in
  amdgcn:*) mcpu=--mcpu=${target#*:} target=amdgcn ;;
  esac
  for std in CL2.0 CL3.0 CL3.1; do
    case $target:$std in
    spirv64:CL3.* | spir64:CL3.1) continue ;;
    esac
    name="$target${mcpu:+ $mcpu} -cl-std=$std"
    rm -f "$tmp/args.txt"
    check "$name: builds and describes its arguments" "$cc" \
      --target="$target" $mcpu --arg-info="$tmp/args.txt" \
      --cl-options="-cl-std=$std -DKERNEL=counted -D ELEMENT=ushort
        -DSCALE=2 -I $here/arg_info_include" \
      "$here/arg_info_build.cl" -o "$tmp/out"
    check "$name: the description" diff "$tmp/expected" "$tmp/args.txt"
  done
done
check_summary
