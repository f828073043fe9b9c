#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that wgc-link resolves collectives reached through user functions of
# any linkage and through kernels called by kernels: the helpers are inlined
# and gone, no call to a kernel is left, each kernel uses only its own scratch
# (the called kernel keeps its own), and a function that reaches no
# collective is left as it was.
# usage: check_calls.sh WGC_LINK LIBRARY.bc LLVM_DIS KERNELS.bc...
set -u
link=$1 lib=$2 dis=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"

# own_scratch KERNEL FILE: the kernel has scratch and names no other's.
own_scratch() {
  awk -v k="$1" '
    /^define / { inside = index($0, "@" k "(") > 0 }
    inside {
      for (s = $0; match(s, /@[A-Za-z0-9_.]+\.__wgc_[A-Za-z0-9_]+/);
           s = substr(s, RSTART + RLENGTH)) {
        ref = substr(s, RSTART + 1, RLENGTH - 1)
        if (index(ref, k ".__wgc_") == 1) ++own
        else { print "  " k " uses " ref; bad = 1 }
      }
    }
    /^}/ { inside = 0 }
    END { if (!own) print "  " k " uses no scratch of its own"
          exit bad || !own }' "$2"
}

for input in "$@"; do
  name=$(basename "$input" .bc)
  "$dis" "$input" -o "$tmp/$name.in.ll" || exit 1
  if ! "$link" --library "$lib" -o "$tmp/$name.bc" "$input" \
      >"$tmp/log" 2>&1; then
    echo "FAIL $name: wgc-link failed:"
    cat "$tmp/log"
    failed=$((failed + 1))
    continue
  fi
  passed=$((passed + 1))
  out=$tmp/$name.ll
  "$dis" "$tmp/$name.bc" -o "$out" || exit 1
  check "$name: a call to a kernel is left" \
    eval "! grep -n 'call spir_kernel' '$out'"
  check "$name: a helper that reaches a collective is left" \
    eval "! grep -nE '@(sum_of|prefix_of|sum_plus_prefix)\(' '$out'"
  check "$name: a scratch accessor is left" \
    eval "! grep -n '@__wgc_local_' '$out'"
  for k in k_sum k_both k_calls_kernel; do
    check "$name: $k does not use its own scratch only" own_scratch "$k" "$out"
  done
  check "$name: scaled (no collective) was changed" cmp -s \
    <(awk -v name=scaled -f "$here/function_text.awk" "$tmp/$name.in.ll" \
      "$tmp/$name.in.ll") \
    <(awk -v name=scaled -f "$here/function_text.awk" "$out" "$out")
done
check_summary
