#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints the mangled names of the OpenCL sub-group functions a library with
# sub-groups defines (generic/subgroup/lib/SOURCES), one per line, as
# clang-15's opencl-c.h declares them: the cl_khr_subgroups work-item functions,
# sub_group_barrier (with and without a memory scope), sub_group_any/all;
# for every type of the table cmake/wgc_types.txt (the collective and the
# narrow ones, cl_khr_subgroup_extended_types): reduce/scan_inclusive/
# scan_exclusive of the operators with SUB_GROUP 1, sub_group_broadcast of
# the scalar and its vectors of 2, 3, 4, 8 and 16, sub_group_shuffle, _xor,
# _up and _down, and sub_group_clustered_reduce of every operator (those of
# TYPES all for every type, integer for the integer ones, logical for int):
# 290 names, 267 with 'no-half' (without the types of cl_khr_fp16), as
# clang-15's opencl-c.h declares them.
# usage: sub_group_names.sh [half|no-half]
# Exit status 2 on a bad argument, 1 on an unreadable type table.
set -u
case ${1:-half} in
half | no-half) ;;
*)
  echo "sub_group_names.sh: expected 'half' or 'no-half', not '$1'" >&2
  exit 2
  ;;
esac
table=$(dirname "$0")/../../cmake/wgc_types.txt
# Every type: MANGLED CLASS EXTENSION.
rows=$(awk '$1 == "type" { print $3, $6, $7 }' "$table")
ops=$(awk '$1 == "op" { print $2, $3 }' "$table")
if [ -z "$rows" ] || [ -z "$ops" ]; then
  echo "$table: no types or no operators found" >&2
  exit 1
fi
[ "${1:-half}" = half ] || rows=$(awk '$3 != "cl_khr_fp16"' <<<"$rows")
all=$(awk '{ print $1 }' <<<"$rows")
integer=$(awk '$2 == "int" { print $1 }' <<<"$rows")
sub_group_ops=$(awk '$1 == "op" && $7 == 1 { print $2 }' "$table")
mangle() { # NAME PARAMETER-CODES
  echo "_Z${#1}$1$2"
}
for fn in get_sub_group_size get_max_sub_group_size get_num_sub_groups \
  get_enqueued_num_sub_groups get_sub_group_id get_sub_group_local_id; do
  mangle "$fn" v
done
mangle sub_group_barrier j
mangle sub_group_barrier j12memory_scope
mangle sub_group_any i
mangle sub_group_all i
for t in $all; do
  mangle sub_group_broadcast "${t}j"
  for n in 2 3 4 8 16; do
    mangle sub_group_broadcast "Dv${n}_${t}j"
  done
  for fn in reduce scan_inclusive scan_exclusive; do
    for op in $sub_group_ops; do
      mangle "sub_group_${fn}_${op}" "$t"
    done
  done
  for fn in shuffle shuffle_xor shuffle_up shuffle_down; do
    mangle "sub_group_$fn" "${t}j"
  done
done
while read -r op types; do
  case $types in
  all) types=$all ;;
  integer) types=$integer ;;
  logical) types=i ;;
  *)
    echo "$table: operator $op: unknown TYPES '$types'" >&2
    exit 1
    ;;
  esac
  for t in $types; do
    mangle "sub_group_clustered_reduce_$op" "${t}j"
  done
done <<<"$ops"
