#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Every work-item and sub-group query clang's OpenCL header declares, and
# OpenCL 2.0's barriers and fence, are defined for nvptx64: a kernel calling each one (the list read from
# opencl-c.h and opencl-c-base.h, so that a newly declared query is called
# too) compiles through wgc-cc for sm_80 at -cl-std=CL2.0, CL3.0 and CL3.1,
# its PTX names no external function, and ptxas, where given, assembles it
# (skipped, and said so, without it: CI has no CUDA toolkit).
# A query is a get_* function of no argument or a dimension index (uint)
# returning size_t, uint or uint4.
# usage: check_workitem_queries.sh WGC_CC CLANG [PTXAS]
set -u
cc=$1 clang=$2 ptxas=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"

headers=$("$clang" -print-resource-dir)/include
# "TYPE __ovld [__cnfn] NAME(ARG)" -> "TYPE NAME ARG"
sed -nE 's/^[[:space:]]*(size_t|uint|uint4)[[:space:]]+__ovld[[:space:]]+(__cnfn[[:space:]]+)?(get_[a-z0-9_]+)[[:space:]]*\([[:space:]]*(void|uint)[[:space:]]*\).*/\1 \3 \4/p' \
  "$headers/opencl-c.h" "$headers/opencl-c-base.h" | sort -u >"$tmp/queries"
count=$(wc -l <"$tmp/queries")
check "opencl-c.h declares the queries ($count found)" \
  bash -c "grep -q '^size_t get_local_size uint$' '$tmp/queries' &&
    grep -q '^uint get_sub_group_size void$' '$tmp/queries'"

{
  echo 'kernel void queries(global ulong *out, uint d) {'
  i=0
  while read -r type name arg; do
    call="$name()"
    [ "$arg" = uint ] && call="$name(d)"
    if [ "$type" = uint4 ]; then
      echo "  { uint4 m = $call; out[$i] = m.x ^ m.y ^ m.z ^ m.w; }"
    else
      echo "  out[$i] = $call;"
    fi
    i=$((i + 1))
  done <"$tmp/queries"
  echo '  work_group_barrier(CLK_LOCAL_MEM_FENCE);'
  echo '  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);'
  echo '  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);'
  echo '  sub_group_barrier(CLK_LOCAL_MEM_FENCE);'
  echo '  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);'
  echo '  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel,'
  echo '                         memory_scope_device);'
  echo '}'
} >"$tmp/queries.cl"

for std in CL2.0 CL3.0 CL3.1; do
  ptx=$tmp/queries-$std.ptx
  check "nvptx64 -cl-std=$std compiles" "$cc" --target=nvptx64 \
    --mcpu=sm_80 --cl-options="-cl-std=$std" "$tmp/queries.cl" -o "$ptx"
  check "nvptx64 -cl-std=$std: no external function" \
    bash -c "grep -q '^\.entry queries(' '$ptx' && ! grep -n '\.extern' '$ptx'"
  if [ -n "$ptxas" ]; then
    check "nvptx64 -cl-std=$std: ptxas assembles the PTX" \
      "$ptxas" -arch=sm_80 "$ptx" -o "$tmp/queries.cubin"
  else
    echo "SKIP nvptx64 -cl-std=$std: ptxas (no ptxas found)"
  fi
done
check_summary
