#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Writes SPIR-V assembly of a 64-bit user module that imports every
# work-group function of NAMES (the mangled names with a 64-bit size_t, one
# a line: work-group-64.names of tests/lit/symbols/names.cmake) with Import
# LinkageAttributes and calls each from one kernel. llvm-spirv cannot
# produce such a module from OpenCL C: it turns calls to the work_group_*
# builtins into OpGroup* instructions of Workgroup scope.
# usage: import_user.sh NAMES > user.spvasm
set -eu
names=$(cat "$1")
if [ -z "$names" ]; then
  echo "import_user.sh: no names in $1" >&2
  exit 1
fi
cat <<'HEAD'
OpCapability Addresses
OpCapability Linkage
OpCapability Kernel
OpCapability Int64
OpCapability Float64
OpCapability Float16Buffer
OpCapability Float16
OpMemoryModel Physical64 OpenCL
OpEntryPoint Kernel %k "k"
HEAD
decls= calls=
n=0
for m in $names; do
  # _Z<length><name><value type><size_t (m) per local id>
  rest=${m#_Z}
  len=${rest%%[!0-9]*}
  params=${rest:${#len}+len}
  case $params in
  Dh*) code=Dh ids=${params#Dh} ;;
  *) code=${params:0:1} ids=${params:1} ;;
  esac
  case $code in
  i | j) ty=int ;;
  l | m) ty=long ;;
  f) ty=float ;;
  d) ty=double ;;
  Dh) ty=half ;;
  esac
  echo "OpDecorate %$m LinkageAttributes \"$m\" Import"
  decls="$decls%$m = OpFunction %$ty None %fn_${ty}_${#ids}
%p$n = OpFunctionParameter %$ty
"
  args="%c_$ty"
  for ((j = 0; j < ${#ids}; ++j)); do
    decls="$decls%p${n}_$j = OpFunctionParameter %long
"
    args="$args %c_long"
  done
  decls="${decls}OpFunctionEnd
"
  calls="$calls%r$n = OpFunctionCall %$ty %$m $args
"
  n=$((n + 1))
done
cat <<'TYPES'
%void = OpTypeVoid
%int = OpTypeInt 32 0
%long = OpTypeInt 64 0
%float = OpTypeFloat 32
%double = OpTypeFloat 64
%half = OpTypeFloat 16
%c_int = OpConstant %int 1
%c_long = OpConstant %long 1
%c_float = OpConstant %float 1
%c_double = OpConstant %double 1
%c_half = OpConstant %half 1
%fn_void = OpTypeFunction %void
TYPES
for ty in int long float double half; do
  echo "%fn_${ty}_0 = OpTypeFunction %$ty %$ty"
  echo "%fn_${ty}_1 = OpTypeFunction %$ty %$ty %long"
  echo "%fn_${ty}_2 = OpTypeFunction %$ty %$ty %long %long"
  echo "%fn_${ty}_3 = OpTypeFunction %$ty %$ty %long %long %long"
done
printf '%s' "$decls"
echo "%k = OpFunction %void None %fn_void"
echo "%entry = OpLabel"
printf '%s' "$calls"
echo "OpReturn"
echo "OpFunctionEnd"
