; SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
; ModuleID = 'tests/wgc-cc/arg_info.cl'
source_filename = "tests/wgc-cc/arg_info.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @args(i32 addrspace(1)* noalias noundef align 4 %0, float addrspace(3)* noundef align 4 %1, i32 addrspace(2)* noundef align 4 %2, <4 x float> noundef %3, i64 noundef %4, i16 addrspace(1)* noundef align 2 %5) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %7 = alloca i32 addrspace(1)*, align 8
  %8 = alloca float addrspace(3)*, align 8
  %9 = alloca i32 addrspace(2)*, align 8
  %10 = alloca <4 x float>, align 16
  %11 = alloca i64, align 8
  %12 = alloca i16 addrspace(1)*, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %7, align 8
  store float addrspace(3)* %1, float addrspace(3)** %8, align 8
  store i32 addrspace(2)* %2, i32 addrspace(2)** %9, align 8
  store <4 x float> %3, <4 x float>* %10, align 16
  store i64 %4, i64* %11, align 8
  store i16 addrspace(1)* %5, i16 addrspace(1)** %12, align 8
  %13 = load i32 addrspace(1)*, i32 addrspace(1)** %7, align 8
  %14 = getelementptr inbounds i32, i32 addrspace(1)* %13, i64 0
  %15 = load i32, i32 addrspace(1)* %14, align 4
  %16 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %15) #4
  %17 = sitofp i32 %16 to float
  %18 = load <4 x float>, <4 x float>* %10, align 16
  %19 = extractelement <4 x float> %18, i64 0
  %20 = fadd float %17, %19
  %21 = load i32 addrspace(2)*, i32 addrspace(2)** %9, align 8
  %22 = getelementptr inbounds i32, i32 addrspace(2)* %21, i64 0
  %23 = load i32, i32 addrspace(2)* %22, align 4
  %24 = uitofp i32 %23 to float
  %25 = fadd float %20, %24
  %26 = load i64, i64* %11, align 8
  %27 = uitofp i64 %26 to float
  %28 = fadd float %25, %27
  %29 = load i16 addrspace(1)*, i16 addrspace(1)** %12, align 8
  %30 = getelementptr inbounds i16, i16 addrspace(1)* %29, i64 0
  %31 = load volatile i16, i16 addrspace(1)* %30, align 2
  %32 = sext i16 %31 to i32
  %33 = sitofp i32 %32 to float
  %34 = fadd float %28, %33
  %35 = load float addrspace(3)*, float addrspace(3)** %8, align 8
  %36 = getelementptr inbounds float, float addrspace(3)* %35, i64 0
  store volatile float %34, float addrspace(3)* %36, align 4
  ret void
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @none() #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !10 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !10 !kernel_arg_name !10 {
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @helper(i32 addrspace(1)* noundef %0) #3 {
  %2 = alloca i32 addrspace(1)*, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %2, align 8
  %3 = load i32 addrspace(1)*, i32 addrspace(1)** %2, align 8
  %4 = getelementptr inbounds i32, i32 addrspace(1)* %3, i64 0
  store i32 1, i32 addrspace(1)* %4, align 4
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
!4 = !{i32 1, i32 3, i32 2, i32 0, i32 0, i32 1}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"float*", !"uint*", !"vec_t", !"ulong", !"short*"}
!7 = !{!"int*", !"float*", !"uint*", !"float __attribute__((ext_vector_type(4)))", !"ulong", !"short*"}
!8 = !{!"restrict const", !"volatile", !"const", !"", !"", !"const volatile"}
!9 = !{!"in", !"tmp", !"table", !"scale", !"n", !"flags"}
!10 = !{}
