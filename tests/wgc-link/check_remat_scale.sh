#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that wgc-link's rematerialization scales: a kernel with 300
# collectives whose inputs and outputs are addressed across all of them links
# in well under LIMIT seconds (default 3); and that functions reaching no
# collective, barriers or not, come out exactly as they went in.
# usage: check_remat_scale.sh WGC_LINK CLANG LIBRARY.bc LLVM_DIS [LIMIT]
set -u
link=$1 clang=$2 lib=$3 dis=$4 limit=${5:-3}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
n=300

{
  echo "kernel void many(global const int *in, global int *out) {"
  echo "  size_t g = get_global_id(0), n = get_global_size(0);"
  echo "  size_t l = get_local_id(0);"
  for i in $(seq $n); do
    case $((i % 4)) in
    0) echo "  int v$i = work_group_reduce_add(in[g * $i + l]);" ;;
    1) echo "  int v$i = work_group_scan_inclusive_max(in[g + $i * n]);" ;;
    2) echo "  int v$i = (int)work_group_scan_exclusive_add((long)in[(g ^ $i) + n]);" ;;
    3) echo "  int v$i = (int)work_group_reduce_min((double)in[g + $i * l]);" ;;
    esac
  done
  for i in $(seq $n); do
    echo "  out[g + $i * n] = v$i;"
    echo "  out[(g ^ $i) + l] += v$i;"
  done
  echo "}"
  cat <<'CL'
/* Barriers but no collective, with addresses computed before the barrier
 * and used after it. */
__attribute__((noinline)) void rotate(local int *tmp, global int *p) {
  size_t l = get_local_id(0), g = get_global_id(0);
  tmp[l] = p[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  p[g] = tmp[(l + 1) % get_local_size(0)];
}

kernel void rotate_kernel(local int *tmp, global int *p) {
  size_t l = get_local_id(0), g = get_global_id(0);
  tmp[l] = p[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  p[g] = tmp[(l + 1) % get_local_size(0)];
}
CL
} >"$tmp/many.cl"
"$clang" -target spir64-unknown-unknown -cl-std=CL2.0 \
  -Xclang -finclude-default-header -O2 -emit-llvm -c "$tmp/many.cl" \
  -o "$tmp/many.bc" || exit 1

start=$(date +%s%N)
"$link" --library "$lib" -o "$tmp/linked.bc" "$tmp/many.bc" ||
  { echo "FAIL: wgc-link failed"; exit 1; }
ms=$((($(date +%s%N) - start) / 1000000))
echo "$n collectives linked in $ms ms"
if [ "$ms" -lt $((limit * 1000)) ]; then
  passed=$((passed + 1))
else
  echo "FAIL: linking took $ms ms, want under $limit s"
  failed=$((failed + 1))
fi

"$dis" "$tmp/many.bc" -o "$tmp/in.ll" && "$dis" "$tmp/linked.bc" -o "$tmp/out.ll" ||
  exit 1
for fn in rotate rotate_kernel; do
  awk -v name=$fn -f "$here/function_text.awk" "$tmp/in.ll" "$tmp/in.ll" \
    >"$tmp/$fn.in"
  awk -v name=$fn -f "$here/function_text.awk" "$tmp/out.ll" "$tmp/out.ll" \
    >"$tmp/$fn.out"
  if [ -s "$tmp/$fn.in" ] && cmp -s "$tmp/$fn.in" "$tmp/$fn.out"; then
    passed=$((passed + 1))
  else
    echo "FAIL: $fn, which reaches no collective, was changed:"
    diff "$tmp/$fn.in" "$tmp/$fn.out" | head -20
    failed=$((failed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
