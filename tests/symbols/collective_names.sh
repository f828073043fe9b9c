#!/usr/bin/env bash
# Prints the mangled names of the public work-group collectives, one per
# line, for every type of generic/include/wgc/types.def (all but half when
# given 'no-half').
set -eu
table=$(dirname "$0")/../../generic/include/wgc/types.def
codes=$(sed -n 's/.*ROW(ARG, \([a-z][a-z0-9_]*\), \([A-Za-z0-9_]*\),.*/\1 \2/p' "$table")
[ -n "$codes" ] || { echo "$table: no type rows found" >&2; exit 1; }
[ "${1:-half}" = half ] || codes=$(grep -v '^half ' <<<"$codes")
for fn in reduce scan_inclusive scan_exclusive; do
  for op in add min max; do
    name=work_group_${fn}_${op}
    while read -r _ code; do
      echo "_Z${#name}${name}${code}"
    done <<<"$codes"
  done
done
