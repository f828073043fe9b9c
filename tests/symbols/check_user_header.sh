#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that the user header declares every work-group function of
# cl_khr_work_group_uniform_arithmetic, the work-group names of
# collective_names.sh whose operator cmake/wgc_types.txt does not mark
# SUB_GROUP (clang's opencl-c.h declares those of add, min and max): a
# kernel calls each of them on a value of its type, and the module clang
# makes of it must call each by its exact mangled name (a missing overload
# would be an error, or a call of another type's through a conversion).
# usage: check_user_header.sh CLANG HEADER
set -u
clang=$1 header=$2
dir=$(dirname "$0")
table=$dir/../../cmake/wgc_types.txt
passed=0 failed=0
types=$(awk '$1 == "type" && $10 == "collective" { print $2, $6 }' "$table")
ops=$(awk '$1 == "op" && $7 != 1 { print $2, $3 }' "$table")
if [ -z "$types" ] || [ -z "$ops" ]; then
  echo "FAIL $table: no types or no operators found"
  echo "0 passed, 1 failed"
  exit 1
fi
kernel="kernel void k(global int *out) {"
while read -r op applies; do
  while read -r t class; do
    case $applies in
    all) ;;
    integer) [ "$class" = int ] || continue ;;
    logical) [ "$t" = int ] || continue ;;
    esac
    for c in reduce scan_inclusive scan_exclusive; do
      kernel+=$'\n'"  out[0] += (int)work_group_${c}_${op}((${t})out[1]);"
    done
  done <<<"$types"
done <<<"$ops"
kernel+=$'\n}'
ir=$("$clang" -target spir64-unknown-unknown -cl-std=CL2.0 \
  -Xclang -finclude-default-header -include "$header" -emit-llvm -S -O0 \
  -x cl - -o - <<<"$kernel" 2>&1) || {
  echo "FAIL $header: the calls do not compile:"
  echo "$ir" | head -20
  echo "$passed passed, 1 failed"
  exit 1
}
called=$(sed -n 's/.* @\(_Z[0-9]*work_group_[a-z_]*[A-Za-z]*\)(.*/\1/p' <<<"$ir" | sort -u)
expected=$("$dir/collective_names.sh" 64 half | grep -E \
  "^_Z[0-9]+work_group_(reduce|scan_inclusive|scan_exclusive)_($(awk '{ print $1 }' <<<"$ops" | paste -sd'|'))[A-Za-z]+\$")
for name in $expected; do
  if grep -qx "$name" <<<"$called"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $header: no declaration of $name"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
