#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the SPIR-V linking recipe of targets/spirv/README.md on row_count.cl,
# from OpenCL C and from the user's own SPIR-V module, and each result on an
# OpenCL device through clCreateProgramWithIL (recipe_host.c).
# usage: check_recipe.sh CLANG WGC_LINK LLVM_SPIRV SPIRV_VAL SPIRV_DIS LIB.spv
#          HOST PLATFORM WORKDIR
set -u
clang=$1 wgc_link=$2 llvm_spirv=$3 val=$4 dis=$5 lib=$6 host=$7 platform=$8
work=$9
here=$(dirname "$0")
mkdir -p "$work"
passed=0 failed=0
check() { # DESCRIPTION COMMAND...
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $what"; fi
}
# The library as bitcode, and the user's kernels as bitcode and as SPIR-V.
check "clang -O2 -fno-slp-vectorize" "$clang" -target spir64-unknown-unknown \
  -cl-std=CL2.0 -Xclang -finclude-default-header -O2 -fno-slp-vectorize \
  -emit-llvm -c "$here/row_count.cl" -o "$work/user.bc"
check "llvm-spirv -r of the library" "$llvm_spirv" -r "$lib" -o "$work/lib.bc"
check "llvm-spirv of the user's kernels" "$llvm_spirv" "$work/user.bc" \
  -o "$work/user.spv"
check "llvm-spirv -r of the user's SPIR-V" "$llvm_spirv" -r "$work/user.spv" \
  -o "$work/user-rt.bc"
for from in user user-rt; do
  linked=$work/$from.linked
  check "wgc-link ($from)" "$wgc_link" --library "$work/lib.bc" \
    -o "$linked.bc" "$work/$from.bc"
  check "llvm-spirv of the linked module ($from)" "$llvm_spirv" "$linked.bc" \
    -o "$linked.spv"
  check "spirv-val ($from)" "$val" "$linked.spv"
  check "no work-group instruction of the runtime ($from)" \
    "$here/check_no_workgroup_ops.sh" "$dis" "$linked.spv"
  check "row_count on the device ($from)" "$host" "$linked.spv" "$platform"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
