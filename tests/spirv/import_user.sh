#!/usr/bin/env bash
# Writes SPIR-V assembly of a user module that imports all 63 collectives
# (Import LinkageAttributes) and calls each from one kernel. llvm-spirv
# cannot produce such a module from OpenCL C: it turns calls to the
# work_group_* builtins into OpGroup* instructions of Workgroup scope.
# usage: import_user.sh > user.spvasm
set -eu
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
types="i:int j:int l:long m:long f:float d:double Dh:half"
decls= calls=
n=0
for fn in reduce scan_inclusive scan_exclusive; do
  for op in add min max; do
    name=work_group_${fn}_${op}
    for tt in $types; do
      code=${tt%%:*} ty=${tt#*:}
      m=_Z${#name}${name}${code}
      echo "OpDecorate %$m LinkageAttributes \"$m\" Import"
      decls="$decls%$m = OpFunction %$ty None %fn_$ty
%p$n = OpFunctionParameter %$ty
OpFunctionEnd
"
      calls="$calls%r$n = OpFunctionCall %$ty %$m %c_$ty
"
      n=$((n + 1))
    done
  done
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
%fn_int = OpTypeFunction %int %int
%fn_long = OpTypeFunction %long %long
%fn_float = OpTypeFunction %float %float
%fn_double = OpTypeFunction %double %double
%fn_half = OpTypeFunction %half %half
TYPES
printf '%s' "$decls"
echo "%k = OpFunction %void None %fn_void"
echo "%entry = OpLabel"
printf '%s' "$calls"
echo "OpReturn"
echo "OpFunctionEnd"
