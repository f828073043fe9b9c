#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints the mangled names of the OpenCL sub-group functions a library with
# sub-groups defines (generic/subgroup/lib/SOURCES), one per line, as
# clang-15's opencl-c.h declares them: the cl_khr_subgroups work-item functions,
# sub_group_barrier (with and without a memory scope), sub_group_any/all;
# for every type of generic/include/wgc/types.def and char, uchar, short,
# ushort (cl_khr_subgroup_extended_types): reduce/scan_inclusive/
# scan_exclusive of add, min and max, sub_group_broadcast of the scalar and
# its vectors of 2, 3, 4, 8 and 16, sub_group_shuffle, _xor, _up and _down,
# sub_group_clustered_reduce of add, min, max, mul (and of and, or, xor
# for the integers), and of logical_and/or/xor for int: 290 names, 267 with
# 'no-half', as clang-15's opencl-c.h declares them.
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
table=$(dirname "$0")/../../generic/include/wgc/types.def
# Rows: MANGLED.
all=$(sed -n 's/.*ROW(ARG, [a-z][a-z0-9_]*, \([A-Za-z0-9_]*\), [a-z0-9_]*, [0-9]*, [01],.*/\1/p' "$table")
if [ -z "$all" ]; then
  echo "$table: no type rows found" >&2
  exit 1
fi
[ "${1:-half}" = half ] || all=$(grep -vx 'Dh' <<<"$all")
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
integer="c h s t $(grep -Ev '^(f|d|Dh)$' <<<"$all")"
for t in c h s t $all; do
  mangle sub_group_broadcast "${t}j"
  for n in 2 3 4 8 16; do
    mangle sub_group_broadcast "Dv${n}_${t}j"
  done
  for fn in reduce scan_inclusive scan_exclusive; do
    for op in add min max; do
      mangle "sub_group_${fn}_${op}" "$t"
    done
  done
  for fn in shuffle shuffle_xor shuffle_up shuffle_down; do
    mangle "sub_group_$fn" "${t}j"
  done
  for op in add min max mul; do
    mangle "sub_group_clustered_reduce_$op" "${t}j"
  done
done
for t in $integer; do
  for op in and or xor; do
    mangle "sub_group_clustered_reduce_$op" "${t}j"
  done
done
for op in logical_and logical_or logical_xor; do
  mangle "sub_group_clustered_reduce_$op" ij
done
