#!/usr/bin/env bash
# Prints the mangled names of the work-group functions wgc provides, one per
# line: reduce/scan_inclusive/scan_exclusive of add, min, max, mul (every
# type), and, or, xor (integer types), logical_and/or/xor (int), any, all,
# and the 1D, 2D and 3D work_group_broadcast, whose size_t is ulong (m) for
# ADDRESS_BITS 64 and uint (j) for 32. 152 names, 137 with 'no-half'.
# usage: collective_names.sh ADDRESS_BITS [half|no-half]
# Exit status 2 on a bad argument.
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
half) fp="f d Dh" ;;
no-half) fp="f d" ;;
*)
  echo "collective_names.sh: expected 'half' or 'no-half', not '$2'" >&2
  exit 2
  ;;
esac
integer="i j l m"
mangle() { # NAME PARAMETER-CODES
  echo "_Z${#1}$1$2"
}
for fn in reduce scan_inclusive scan_exclusive; do
  for op in add min max mul and or xor logical_and logical_or logical_xor; do
    case $op in
    and | or | xor) types=$integer ;;
    logical_*) types=i ;;
    *) types="$integer $fp" ;;
    esac
    for t in $types; do
      mangle "work_group_${fn}_${op}" "$t"
    done
  done
done
mangle work_group_any i
mangle work_group_all i
for t in $integer $fp; do
  for ids in $size_t $size_t$size_t $size_t$size_t$size_t; do
    mangle work_group_broadcast "$t$ids"
  done
done
