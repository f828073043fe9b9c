#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that wgc-link leaves no cheap value (address, integer arithmetic,
# cast, work-item id) live across a barrier: each is recomputed after it, so
# PoCL need not keep it in a per-work-item context array; and that with
# --no-remat such values do cross (the check can see them).
# usage: check_remat.sh WGC_LINK KERNELS.bc LIBRARY.bc LLVM_DIS
set -u
link=$1 kernels=$2 lib=$3 dis=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$link" --library "$lib" -o "$tmp/linked.bc" "$kernels" ||
  { echo "FAIL: wgc-link failed"; exit 1; }
"$dis" "$tmp/linked.bc" -o "$tmp/linked.ll" || exit 1
"$link" --no-remat --library "$lib" -o "$tmp/kept.bc" "$kernels" ||
  { echo "FAIL: wgc-link --no-remat failed"; exit 1; }
"$dis" "$tmp/kept.bc" -o "$tmp/kept.ll" || exit 1
# In each kernel (straight-line user code around the inlined collectives,
# so text order is program order): every operand of an instruction after a
# barrier that is a cheap value defined before that barrier is a failure.
# Counts the uses after the last barrier so the check cannot pass vacuously.
crossings() {
  awk '
/^define .*spir_kernel/ { kern = $0; sub(/\(.*/, "", kern); sub(/.*@/, "", kern)
  delete def; delete cheap; bar = 0; line = 0; next }
/^}/ { if (kern != "") print "kernel", kern, "uses after the last barrier:", late
  kern = ""; late = 0; next }
kern == "" { next }
{ ++line }
/call spir_func void @_Z7barrierj/ { bar = line; late = 0; next }
{
  lhs = ""
  if (match($0, /^  %[A-Za-z0-9_.]+ = /)) {
    lhs = substr($0, 3, RLENGTH - 5)
    rest = substr($0, RLENGTH + 1)
  } else rest = $0
  if (bar)
    for (s = rest; match(s, /%[A-Za-z0-9_.]+/); s = substr(s, RSTART + RLENGTH)) {
      v = substr(s, RSTART, RLENGTH)
      if (v in def && def[v] < bar && cheap[v]) {
        print "FAIL " kern ": " v " (line " def[v] ") is used after the barrier at line " bar ": " $0
        bad = 1
      }
      if (v in def) ++late
    }
  if (lhs != "") {
    def[lhs] = line
    cheap[lhs] = rest ~ /^(getelementptr|add|sub|mul|shl|lshr|ashr|and|or|xor|trunc|zext|sext|bitcast|addrspacecast|ptrtoint|inttoptr|icmp) / ||
      rest ~ /^(tail )?call spir_func i64 @_Z[0-9]+get_(global|local|group)_(id|size)j/
  }
}
END { exit bad }
' "$1"
}
if crossings "$tmp/kept.ll" >"$tmp/kept.report"; then
  echo "FAIL: with --no-remat no cheap value crosses a barrier"
  exit 1
fi
echo "with --no-remat, $(grep -c '^FAIL' "$tmp/kept.report") uses cross a barrier"
crossings "$tmp/linked.ll" >"$tmp/report"
rc=$?
cat "$tmp/report"
n=$(grep -c '^kernel ' "$tmp/report")
if [ "$n" != 2 ] || grep -q 'uses after the last barrier: 0$' "$tmp/report"; then
  echo "FAIL: expected 2 kernels, each using values after its last barrier"
  exit 1
fi
[ $rc = 0 ] && echo "no cheap value crosses a barrier"
# get_global_id after a barrier is recomputed as its sum of parts (which
# PoCL's GVN cannot merge with the call before the barrier): no call of it
# follows a barrier in a kernel, and the kernels' copies call
# get_enqueued_local_size.
late_gid=$(awk '/^define .*spir_kernel/ { k = 1; bar = 0; next }
  /^}/ { k = 0; next }
  k && /call spir_func void @_Z7barrierj/ { bar = 1; next }
  k && bar && /@_Z13get_global_idj/ { ++n }
  END { print n + 0 }' "$tmp/linked.ll")
if [ "$late_gid" != 0 ] ||
  ! grep -q 'call spir_func i64 @_Z23get_enqueued_local_sizej' "$tmp/linked.ll"; then
  echo "FAIL: $late_gid get_global_id calls after a barrier, or no sum of parts"
  rc=1
else
  echo "get_global_id after a barrier: recomputed from its parts"
fi
exit $rc
