#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints the mangled names of the work-group functions wgc provides, one per
# line: reduce/scan_inclusive/scan_exclusive of add, min, max, mul (every
# type of generic/include/wgc/types.def), and, or, xor (its integer types),
# logical_and/or/xor (int), any, all, and the 1D, 2D and 3D
# work_group_broadcast (every type), whose size_t is ulong (m) for
# ADDRESS_BITS 64 and uint (j) for 32. 152 names, 137 with 'no-half'.
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
table=$(dirname "$0")/../../generic/include/wgc/types.def
# Rows: T MANGLED IS_FP.
rows=$(sed -n 's/.*ROW(ARG, \([a-z][a-z0-9_]*\), \([A-Za-z0-9_]*\), [a-z0-9_]*, [0-9]*, \([01]\),.*/\1 \2 \3/p' "$table")
if [ -z "$rows" ]; then
  echo "$table: no type rows found" >&2
  exit 1
fi
[ "${2:-half}" = half ] || rows=$(grep -v '^half ' <<<"$rows")
all=$(awk '{ print $2 }' <<<"$rows")
integer=$(awk '$3 == 0 { print $2 }' <<<"$rows")
mangle() { # NAME PARAMETER-CODES
  echo "_Z${#1}$1$2"
}
for fn in reduce scan_inclusive scan_exclusive; do
  for op in add min max mul and or xor logical_and logical_or logical_xor; do
    case $op in
    and | or | xor) types=$integer ;;
    logical_*) types=i ;;
    *) types=$all ;;
    esac
    for t in $types; do
      mangle "work_group_${fn}_${op}" "$t"
    done
  done
done
mangle work_group_any i
mangle work_group_all i
for t in $all; do
  for ids in $size_t $size_t$size_t $size_t$size_t$size_t; do
    mangle work_group_broadcast "$t$ids"
  done
done
