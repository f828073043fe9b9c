; SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 64, i32 1, i32 1}
