#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints the mangled names of the work-group functions wgc provides, one per
# line, from the table cmake/wgc_types.txt: reduce/scan_inclusive/
# scan_exclusive of every operator (those of TYPES all for every collective
# type, integer for its integer types, logical for int), any, all, and the
# 1D, 2D and 3D work_group_broadcast (every collective type), whose size_t
# is ulong (m) for ADDRESS_BITS 64 and uint (j) for 32. 152 names, 137 with
# 'no-half' (without the types of cl_khr_fp16).
# usage: collective_names.sh ADDRESS_BITS [half|no-half]
# Exit status 2 on a bad argument, 1 on an unreadable type table.
set -u
case ${1:-} in
64) size_t=m ;;
32) size_t=j ;;
*)
  echo "collective_names.sh: ADDRESS_BITS must be 32 or 64, not '${1:-}'" >&2
  exit 2
  ;;
esac
case ${2:-half} in
half | no-half) ;;
*)
  echo "collective_names.sh: expected 'half' or 'no-half', not '$2'" >&2
  exit 2
  ;;
esac
table=$(dirname "$0")/../../cmake/wgc_types.txt
# The collective types: MANGLED CLASS EXTENSION.
rows=$(awk '$1 == "type" && $10 == "collective" { print $3, $6, $7 }' "$table")
ops=$(awk '$1 == "op" { print $2, $3 }' "$table")
if [ -z "$rows" ] || [ -z "$ops" ]; then
  echo "$table: no types or no operators found" >&2
  exit 1
fi
[ "${2:-half}" = half ] || rows=$(awk '$3 != "cl_khr_fp16"' <<<"$rows")
all=$(awk '{ print $1 }' <<<"$rows")
integer=$(awk '$2 == "int" { print $1 }' <<<"$rows")
mangle() { # NAME PARAMETER-CODES
  echo "_Z${#1}$1$2"
}
for fn in reduce scan_inclusive scan_exclusive; do
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
      mangle "work_group_${fn}_${op}" "$t"
    done
  done <<<"$ops"
done
mangle work_group_any i
mangle work_group_all i
for t in $all; do
  for ids in $size_t $size_t$size_t $size_t$size_t$size_t; do
    mangle work_group_broadcast "$t$ids"
  done
done
