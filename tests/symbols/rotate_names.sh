#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints the mangled names of the functions of cl_khr_subgroup_rotate that a
# library with sub-groups defines, one per line: sub_group_rotate(T, int) and
# sub_group_clustered_rotate(T, int, uint) for each scalar type the
# extension names, char to double and half: 22 names, 20 with 'no-half'.
# usage: rotate_names.sh [half|no-half]
set -u
case ${1:-half} in
half) types="c h s t i j l m f d Dh" ;;
no-half) types="c h s t i j l m f d" ;;
*)
  echo "rotate_names.sh: expected 'half' or 'no-half', not '$1'" >&2
  exit 2
  ;;
esac
mangle() { # NAME PARAMETER-CODES
  echo "_Z${#1}$1$2"
}
for t in $types; do
  mangle sub_group_rotate "${t}i"
  mangle sub_group_clustered_rotate "${t}ij"
done
