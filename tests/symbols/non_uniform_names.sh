#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints the mangled names of the functions of cl_khr_subgroup_ballot,
# cl_khr_subgroup_non_uniform_vote and cl_khr_subgroup_non_uniform_arithmetic
# that a library with sub-groups defines, one per line, as clang-15's
# opencl-c.h declares them, for every type of the table cmake/wgc_types.txt
# (and for the broadcast its 2-, 3-, 4-, 8- and 16-vectors): reduce/
# scan_inclusive/scan_exclusive of every operator (those of TYPES all for
# every type, integer for the integer ones, logical for int). 317 names, 297
# with 'no-half' (without the types of cl_khr_fp16).
# usage: non_uniform_names.sh [half|no-half]
# Exit status 2 on a bad argument, 1 on an unreadable type table.
set -u
case ${1:-half} in
half | no-half) ;;
*)
  echo "non_uniform_names.sh: expected 'half' or 'no-half', not '$1'" >&2
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
mangle() { # NAME PARAMETER-CODES
  echo "_Z${#1}$1$2"
}
mangle sub_group_elect v
mangle sub_group_non_uniform_all i
mangle sub_group_non_uniform_any i
mangle sub_group_ballot i
for fn in inverse_ballot ballot_bit_count ballot_inclusive_scan \
  ballot_exclusive_scan ballot_find_lsb ballot_find_msb; do
  mangle "sub_group_$fn" Dv4_j
done
mangle sub_group_ballot_bit_extract Dv4_jj
for m in eq ge gt le lt; do
  mangle "get_sub_group_${m}_mask" v
done
for t in $all; do
  mangle sub_group_non_uniform_all_equal "$t"
  mangle sub_group_broadcast_first "$t"
  mangle sub_group_non_uniform_broadcast "${t}j"
  for n in 2 3 4 8 16; do
    mangle sub_group_non_uniform_broadcast "Dv${n}_${t}j"
  done
done
for c in reduce scan_inclusive scan_exclusive; do
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
      mangle "sub_group_non_uniform_${c}_${op}" "$t"
    done
  done <<<"$ops"
done
