; SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
; A kernel that calls a collective no wgc library defines (char).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @uses_char(i8 addrspace(1)* %p) {
  %x = load i8, i8 addrspace(1)* %p
  %r = call spir_func i8 @_Z21work_group_reduce_addc(i8 %x)
  store i8 %r, i8 addrspace(1)* %p
  ret void
}

declare spir_func i8 @_Z21work_group_reduce_addc(i8)
