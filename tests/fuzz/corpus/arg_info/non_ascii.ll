; SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
; ModuleID = '/tmp/u2.cl'
source_filename = "/tmp/u2.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @"\E6\A0\B8"(i32 addrspace(1)* noundef align 4 %0, <4 x float> addrspace(3)* noundef align 16 %1, i32 noundef %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca i32 addrspace(1)*, align 8
  %5 = alloca <4 x float> addrspace(3)*, align 8
  %6 = alloca i32, align 4
  store i32 addrspace(1)* %0, i32 addrspace(1)** %4, align 8
  store <4 x float> addrspace(3)* %1, <4 x float> addrspace(3)** %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %6, align 4
  %8 = load i32 addrspace(1)*, i32 addrspace(1)** %4, align 8
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %8, i64 0
  store i32 %7, i32 addrspace(1)* %9, align 4
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
!4 = !{i32 1, i32 3, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"float4*", !"int"}
!7 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!8 = !{!"", !"", !""}
!9 = !{!"o", !"l", !"n"}
