#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The PTX of a kernel that reads get_global_id and get_global_offset takes
# the launch's offset from NVIDIA's environment registers, and the OpenCL
# 2.0 linear ids are defined (workitem_nvcl.cl).
# Usage: check_global_offset.sh CLANG LIBRARY LIBCLC KERNEL
set -euo pipefail
[ $# -eq 4 ] || { echo "usage: $0 CLANG LIBRARY LIBCLC KERNEL" >&2; exit 2; }
ptx=$(mktemp)
trap 'rm -f "$ptx"' EXIT
"$1" -target nvptx64-nvidia-nvcl -march=sm_80 -cl-std=CL2.0 \
  -Xclang -finclude-default-header -O2 -Wno-linker-warnings \
  -Xclang -mlink-builtin-bitcode -Xclang "$2" \
  -Xclang -mlink-builtin-bitcode -Xclang "$3" -S "$4" -o "$ptx"
passed=0 failed=0
for reg in '%envreg3' '%envreg0'; do
  if grep -q "mov\.b32.*$reg;" "$ptx"; then
    echo "PASS: the PTX reads $reg"
    passed=$((passed + 1))
  else
    echo "FAIL: the PTX does not read $reg (the global offset is ignored)"
    failed=$((failed + 1))
  fi
done
# A function left undefined stays a call (ptxas: "Unresolved extern
# function"); the library's are all inlined.
if grep -qE "^[[:space:]]*call" "$ptx"; then
  echo "FAIL: the PTX calls functions:" $(grep -E "^\.(extern )?\.?func" "$ptx")
  failed=$((failed + 1))
else
  echo "PASS: no call"
  passed=$((passed + 1))
fi
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
