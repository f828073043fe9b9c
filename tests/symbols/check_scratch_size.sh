#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that a library's local-memory scratch (the sum of its addrspace(3)
# arrays) is at most BOUND bytes, so that kernels keep room for their own
# __local arrays within the 32 KiB minimum CL_DEVICE_LOCAL_MEM_SIZE.
# usage: check_scratch_size.sh LLVM_DIS BOUND LIBRARY.bc...
set -u
dis=$1 bound=$2
shift 2
passed=0 failed=0
for bc in "$@"; do
  ir=$("$dis" "$bc" -o -) || { echo "FAIL $bc: cannot disassemble"; failed=$((failed + 1)); continue; }
  sizes=$(sed -n 's/^@[^ ]* = .*addrspace(3) global \[\([0-9]*\) x i8\].*/\1/p' <<<"$ir")
  arrays=$(grep -c 'addrspace(3) global' <<<"$ir")
  counted=$(grep -c . <<<"$sizes")
  if [ "$arrays" = 0 ] || [ "$arrays" != "$counted" ]; then
    echo "FAIL $bc: $arrays local arrays, $counted of them [N x i8]"
    failed=$((failed + 1))
    continue
  fi
  total=$(($(paste -sd+ <<<"$sizes")))
  if [ "$total" -le "$bound" ]; then
    echo "ok   $bc: $total bytes of local scratch"
    passed=$((passed + 1))
  else
    echo "FAIL $bc: $total bytes of local scratch, over $bound"
    failed=$((failed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
