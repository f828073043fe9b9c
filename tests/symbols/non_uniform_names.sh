#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints the mangled names of the functions of cl_khr_subgroup_ballot,
# cl_khr_subgroup_non_uniform_vote and cl_khr_subgroup_non_uniform_arithmetic
# that a library with sub-groups defines, one per line, as clang-15's
# opencl-c.h declares them (char to double, half, and for the broadcast their
# 2-, 3-, 4-, 8- and 16-vectors).
# usage: non_uniform_names.sh [half|no-half]
set -u
case ${1:-half} in
half) fp="f d Dh" ;;
no-half) fp="f d" ;;
*)
  echo "non_uniform_names.sh: expected 'half' or 'no-half', not '$1'" >&2
  exit 2
  ;;
esac
integer="c h s t i j l m"
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
for t in $integer $fp; do
  mangle sub_group_non_uniform_all_equal "$t"
  mangle sub_group_broadcast_first "$t"
  mangle sub_group_non_uniform_broadcast "${t}j"
  for n in 2 3 4 8 16; do
    mangle sub_group_non_uniform_broadcast "Dv${n}_${t}j"
  done
done
for c in reduce scan_inclusive scan_exclusive; do
  for op in add mul min max; do
    for t in $integer $fp; do
      mangle "sub_group_non_uniform_${c}_${op}" "$t"
    done
  done
  for op in and or xor; do
    for t in $integer; do
      mangle "sub_group_non_uniform_${c}_${op}" "$t"
    done
  done
  for op in logical_and logical_or logical_xor; do
    mangle "sub_group_non_uniform_${c}_${op}" i
  done
done
