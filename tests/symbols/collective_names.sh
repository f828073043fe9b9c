#!/usr/bin/env bash
# Prints the mangled names of the 63 work-group collectives, one per line
# (54 without half when given 'no-half').
types="i j l m f d"
[ "${1:-half}" = half ] && types="$types Dh"
for fn in reduce scan_inclusive scan_exclusive; do
  for op in add min max; do
    name=work_group_${fn}_${op}
    for t in $types; do
      echo "_Z${#name}${name}${t}"
    done
  done
done
