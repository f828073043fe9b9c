#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-cc's spir64 output runs on PoCL: the conformance kernels of one type,
# compiled by wgc-cc with the build options as an application passes them
# and without their include of wgc's header (wgc-cc declares the uniform
# arithmetic functions itself), pass the conformance harness: kernel k_all
# (all nine add/min/max collectives), then k_extended (mul, broadcast,
# bitwise and logical operators, any, all).
# usage: check_spir64.sh WGC_CC WGC_CONFORMANCE COLLECTIVES_CL TYPE
set -u
cc=$1 harness=$2 kernels=$3 type=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
extra=
[ "$type" = half ] && extra=-DWGC_TEST_HALF
grep -v '^#include <wgc/work_group_uniform_arithmetic.h>' "$kernels" \
  >"$tmp/collectives.cl"
if ! "$cc" --target=spir64 --cl-options="-D T=$type $extra -cl-std=CL2.0" \
    "$tmp/collectives.cl" -o "$tmp/collectives.bc"; then
  echo "FAIL wgc-cc --target=spir64 (exit status $?)"
  echo "0 passed, 1 failed"
  exit 1
fi
# One work-group function per kernel rather than one per work-group size:
# the size specialization is PoCL's business, run by conformance.spir64.*.
passed=0 failed=0
for kernel in k_all k_extended; do
  out=$(POCL_WORK_GROUP_SPECIALIZATION=0 POCL_MAX_PTHREAD_COUNT=8 \
    POCL_CACHE_DIR="$tmp/pocl-cache" \
    "$harness" --program "$tmp/collectives.bc" --type "$type" \
    --target wgc-cc-spir64 --kernel $kernel)
  status=$?
  echo "$out" | grep -v '^[0-9]* passed, [0-9]* failed'
  counts=$(echo "$out" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/p')
  if [ -z "$counts" ]; then
    echo "FAIL $kernel: the harness printed no summary (exit status $status)"
    failed=$((failed + 1))
    continue
  fi
  set -- $counts
  passed=$((passed + $1)) failed=$((failed + $2))
  [ "$status" = 0 ] || [ "$2" != 0 ] || failed=$((failed + 1))
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
