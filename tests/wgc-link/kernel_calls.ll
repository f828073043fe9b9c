; SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
; Kernels calling kernels for wgc-link --inline-kernel-calls: a chain of
; three (the innermost noinline), a kernel called through a helper, and a
; recursive kernel (@self, only with -DRECURSE: sed uncomments it).
target triple = "nvptx64-nvidia-nvcl"

declare void @llvm.nvvm.barrier0()

define spir_kernel void @leaf(ptr addrspace(1) %p, i32 %v) #0 {
  store i32 %v, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  ret void
}

define spir_kernel void @mid(ptr addrspace(1) %p, i32 %v) #0 {
  %w = add i32 %v, 1
  call spir_kernel void @leaf(ptr addrspace(1) %p, i32 %w)
  ret void
}

define spir_kernel void @top(ptr addrspace(1) %p, i32 %v) {
  %w = mul i32 %v, 3
  call spir_kernel void @mid(ptr addrspace(1) %p, i32 %w) #0
  ret void
}

define internal void @helper(ptr addrspace(1) %p) #0 {
  call spir_kernel void @leaf(ptr addrspace(1) %p, i32 7)
  ret void
}

define spir_kernel void @via_helper(ptr addrspace(1) %p) {
  call void @helper(ptr addrspace(1) %p)
  ret void
}

;RECURSE define spir_kernel void @self(ptr addrspace(1) %p, i32 %v) {
;RECURSE   call spir_kernel void @self(ptr addrspace(1) %p, i32 %v)
;RECURSE   ret void
;RECURSE }

attributes #0 = { noinline }

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @leaf, !"kernel", i32 1}
!1 = !{ptr @mid, !"kernel", i32 1}
!2 = !{ptr @top, !"kernel", i32 1}
!3 = !{ptr @via_helper, !"kernel", i32 1}
