// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The OpenCL 2.0 atomics of wgc-nvptx64.bc
// (targets/nvptx/lib/opencl/atomic/atomics.cl): per kernel one overload that
// clang-15's opencl-c.h declares for nvptx64 (OpenCL C 3.0 with every atomic
// feature and extension; the OpenCL 1.x names left out), called with one order and scope; for load,
// store, exchange, fetch_add, compare-exchange, the flag functions and the
// fence, one kernel per order (pair), scope and address space. Each compiles
// for sm_80 to exactly the PTX memory-model instructions (atom, fence, red,
// ld/st with .relaxed, .acquire, .release or .volatile) of its CHECK lines,
// and no call. The mapping is the PTX memory model's for C++ (libcu++): load
// acquire = ld.acquire, store release = st.release, read-modify-write =
// atom.<order>, seq_cst = fence.sc then the acquire (load, RMW) or relaxed
// (store) form, fences fence.acq_rel or fence.sc; scopes work_group .cta,
// device .gpu, all_svm_devices .sys. The same kernels compiled as
// a user's OpenCL C 2.0 kernel (clang's table of builtins, generic overloads
// only) leave no call either; ptxas assembles both where it is installed.

// RUN: clang -target nvptx64-nvidia-nvcl -march=sm_80 -O2 -cl-std=CL3.0 %nvptx_link \
// RUN:   -Xclang -cl-ext=+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,+cl_khr_fp64,+__opencl_c_fp64,+__opencl_c_generic_address_space,+__opencl_c_atomic_order_seq_cst,+__opencl_c_atomic_order_acq_rel \
// RUN:   -D__opencl_c_atomic_scope_device=1 -D__opencl_c_atomic_scope_all_devices=1 \
// RUN:   -Xclang -cl-ext=+__opencl_c_images,+__opencl_c_read_write_images,+__opencl_c_3d_image_writes,+cl_khr_3d_image_writes \
// RUN:   -cl-no-stdinc -Xclang -finclude-default-header -S %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx --implicit-check-not=call \
// RUN:   '--implicit-check-not={{^[[:blank:]]*((atom|fence|red)\.|(ld|st)\.([^[:blank:]]*\.)?(volatile|relaxed|acquire|release))}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o %t.cubin %}
// RUN: clang -target nvptx64-nvidia-nvcl -march=sm_80 -O2 -cl-std=CL2.0 %nvptx_link \
// RUN:   -Xclang -cl-ext=+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,+cl_khr_fp64,+__opencl_c_fp64,+__opencl_c_generic_address_space,+__opencl_c_atomic_order_seq_cst,+__opencl_c_atomic_order_acq_rel -S %s -o %t.cl20.ptx
// RUN: FileCheck %s --input-file=%t.cl20.ptx --check-prefix=CL20 --implicit-check-not=call
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.cl20.ptx -o %t.cl20.cubin %}

// CL20: .entry k0(

// _Z11atomic_initPVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k0(
// CHECK: {{^[[:blank:]]*}}st.volatile.u32{{[;[:blank:]]}}
kernel void k0(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k1(
// CHECK: {{^[[:blank:]]*}}st.volatile.u32{{[;[:blank:]]}}
kernel void k1(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPVU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k2(
// CHECK: {{^[[:blank:]]*}}st.volatile.f32{{[;[:blank:]]}}
kernel void k2(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k3(
// CHECK: {{^[[:blank:]]*}}st.volatile.u64{{[;[:blank:]]}}
kernel void k3(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k4(
// CHECK: {{^[[:blank:]]*}}st.volatile.u64{{[;[:blank:]]}}
kernel void k4(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPVU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k5(
// CHECK: {{^[[:blank:]]*}}st.volatile.f64{{[;[:blank:]]}}
kernel void k5(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k6(
// CHECK: {{^[[:blank:]]*}}st.volatile.global.u32{{[;[:blank:]]}}
kernel void k6(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k7(
// CHECK: {{^[[:blank:]]*}}st.volatile.shared.u32{{[;[:blank:]]}}
kernel void k7(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k8(
// CHECK: {{^[[:blank:]]*}}st.volatile.global.u32{{[;[:blank:]]}}
kernel void k8(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k9(
// CHECK: {{^[[:blank:]]*}}st.volatile.shared.u32{{[;[:blank:]]}}
kernel void k9(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS1VU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k10(
// CHECK: {{^[[:blank:]]*}}st.volatile.global.f32{{[;[:blank:]]}}
kernel void k10(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __global atomic_float *)(g + 0), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS3VU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k11(
// CHECK: {{^[[:blank:]]*}}st.volatile.shared.f32{{[;[:blank:]]}}
kernel void k11(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __local atomic_float *)(lb + 0), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k12(
// CHECK: {{^[[:blank:]]*}}st.volatile.global.u64{{[;[:blank:]]}}
kernel void k12(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k13(
// CHECK: {{^[[:blank:]]*}}st.volatile.shared.u64{{[;[:blank:]]}}
kernel void k13(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k14(
// CHECK: {{^[[:blank:]]*}}st.volatile.global.u64{{[;[:blank:]]}}
kernel void k14(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k15(
// CHECK: {{^[[:blank:]]*}}st.volatile.shared.u64{{[;[:blank:]]}}
kernel void k15(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS1VU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k16(
// CHECK: {{^[[:blank:]]*}}st.volatile.global.f64{{[;[:blank:]]}}
kernel void k16(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __global atomic_double *)(g + 0), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_initPU3AS3VU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k17(
// CHECK: {{^[[:blank:]]*}}st.volatile.shared.f64{{[;[:blank:]]}}
kernel void k17(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_init((volatile __local atomic_double *)(lb + 0), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k18(
kernel void k18(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k19(
kernel void k19(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k20(
kernel void k20(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, relaxed, work_item
// CHECK-LABEL: .entry k21(
kernel void k21(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed, memory_scope_work_item);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k22(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.cta{{[;[:blank:]]}}
kernel void k22(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k23(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.gpu{{[;[:blank:]]}}
kernel void k23(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k24(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.sys{{[;[:blank:]]}}
kernel void k24(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, acquire, work_item
// CHECK-LABEL: .entry k25(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.cta{{[;[:blank:]]}}
kernel void k25(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_work_item);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k26(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.cta{{[;[:blank:]]}}
kernel void k26(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k27(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.gpu{{[;[:blank:]]}}
kernel void k27(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k28(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.sys{{[;[:blank:]]}}
kernel void k28(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, release, work_item
// CHECK-LABEL: .entry k29(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.cta{{[;[:blank:]]}}
kernel void k29(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_item);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k30(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.cta{{[;[:blank:]]}}
kernel void k30(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k31(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.gpu{{[;[:blank:]]}}
kernel void k31(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k32(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.sys{{[;[:blank:]]}}
kernel void k32(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, acq_rel, work_item
// CHECK-LABEL: .entry k33(
// CHECK: {{^[[:blank:]]*}}fence.acq_rel.cta{{[;[:blank:]]}}
kernel void k33(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k34(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
kernel void k34(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k35(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
kernel void k35(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k36(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
kernel void k36(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z22atomic_work_item_fencej12memory_order12memory_scope, seq_cst, work_item
// CHECK-LABEL: .entry k37(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
kernel void k37(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_item);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k38(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u32{{[;[:blank:]]}}
kernel void k38(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k39(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u32{{[;[:blank:]]}}
kernel void k39(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k40(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u32{{[;[:blank:]]}}
kernel void k40(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k41(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u32{{[;[:blank:]]}}
kernel void k41(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k42(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.or.b32{{[;[:blank:]]}}
kernel void k42(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k43(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.or.b32{{[;[:blank:]]}}
kernel void k43(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k44(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.xor.b32{{[;[:blank:]]}}
kernel void k44(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k45(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.xor.b32{{[;[:blank:]]}}
kernel void k45(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k46(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.and.b32{{[;[:blank:]]}}
kernel void k46(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k47(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.and.b32{{[;[:blank:]]}}
kernel void k47(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k48(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.min.s32{{[;[:blank:]]}}
kernel void k48(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k49(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.min.u32{{[;[:blank:]]}}
kernel void k49(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k50(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.max.s32{{[;[:blank:]]}}
kernel void k50(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k51(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.max.u32{{[;[:blank:]]}}
kernel void k51(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k52(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u64{{[;[:blank:]]}}
kernel void k52(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k53(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u64{{[;[:blank:]]}}
kernel void k53(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k54(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u64{{[;[:blank:]]}}
kernel void k54(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k55(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u64{{[;[:blank:]]}}
kernel void k55(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k56(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.or.b64{{[;[:blank:]]}}
kernel void k56(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k57(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.or.b64{{[;[:blank:]]}}
kernel void k57(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k58(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.xor.b64{{[;[:blank:]]}}
kernel void k58(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k59(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.xor.b64{{[;[:blank:]]}}
kernel void k59(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k60(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.and.b64{{[;[:blank:]]}}
kernel void k60(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k61(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.and.b64{{[;[:blank:]]}}
kernel void k61(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k62(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.min.s64{{[;[:blank:]]}}
kernel void k62(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k63(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.min.u64{{[;[:blank:]]}}
kernel void k63(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k64(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.max.s64{{[;[:blank:]]}}
kernel void k64(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k65(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.max.u64{{[;[:blank:]]}}
kernel void k65(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPVU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k66(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u64{{[;[:blank:]]}}
kernel void k66(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((g[3] ? (volatile atomic_uintptr_t *)(volatile __global atomic_uintptr_t *)(g + 0) : (volatile atomic_uintptr_t *)(volatile __local atomic_uintptr_t *)(lb + 0)), (ptrdiff_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPVU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k67(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u64{{[;[:blank:]]}}
kernel void k67(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((g[3] ? (volatile atomic_uintptr_t *)(volatile __global atomic_uintptr_t *)(g + 0) : (volatile atomic_uintptr_t *)(volatile __local atomic_uintptr_t *)(lb + 0)), (ptrdiff_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k68(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k68(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k69(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k69(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k70(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k70(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k71(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k71(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k72(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k72(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k73(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k73(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k74(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k74(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k75(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k75(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k76(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b32{{[;[:blank:]]}}
kernel void k76(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k77(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b32{{[;[:blank:]]}}
kernel void k77(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k78(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b32{{[;[:blank:]]}}
kernel void k78(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k79(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b32{{[;[:blank:]]}}
kernel void k79(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k80(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.xor.b32{{[;[:blank:]]}}
kernel void k80(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k81(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b32{{[;[:blank:]]}}
kernel void k81(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k82(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.xor.b32{{[;[:blank:]]}}
kernel void k82(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k83(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b32{{[;[:blank:]]}}
kernel void k83(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k84(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b32{{[;[:blank:]]}}
kernel void k84(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k85(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.and.b32{{[;[:blank:]]}}
kernel void k85(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k86(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b32{{[;[:blank:]]}}
kernel void k86(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k87(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.and.b32{{[;[:blank:]]}}
kernel void k87(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k88(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.s32{{[;[:blank:]]}}
kernel void k88(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k89(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.min.s32{{[;[:blank:]]}}
kernel void k89(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k90(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.u32{{[;[:blank:]]}}
kernel void k90(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k91(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.min.u32{{[;[:blank:]]}}
kernel void k91(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k92(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.max.s32{{[;[:blank:]]}}
kernel void k92(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k93(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.s32{{[;[:blank:]]}}
kernel void k93(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k94(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.max.u32{{[;[:blank:]]}}
kernel void k94(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k95(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.u32{{[;[:blank:]]}}
kernel void k95(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k96(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k96(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k97(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k97(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k98(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k98(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k99(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k99(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS1VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k100(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k100(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __global atomic_uintptr_t *)(g + 0), (ptrdiff_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_addPU3AS3VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k101(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k101(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add((volatile __local atomic_uintptr_t *)(lb + 0), (ptrdiff_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k102(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k102(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k103(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k103(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k104(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k104(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k105(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k105(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS1VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k106(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k106(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __global atomic_uintptr_t *)(g + 0), (ptrdiff_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_subPU3AS3VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k107(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k107(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub((volatile __local atomic_uintptr_t *)(lb + 0), (ptrdiff_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k108(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k108(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k109(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k109(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k110(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k110(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k111(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k111(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS1VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k112(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k112(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS3VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k113(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k113(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS1VU7_Atomiclm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k114(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k114(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_fetch_orPU3AS3VU7_Atomiclm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k115(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k115(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k116(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k116(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k117(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k117(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k118(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k118(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k119(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k119(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS1VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k120(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k120(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS3VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k121(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k121(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS1VU7_Atomiclm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k122(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k122(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_xorPU3AS3VU7_Atomiclm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k123(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k123(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k124(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k124(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k125(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k125(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k126(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k126(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k127(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k127(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS1VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k128(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k128(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS3VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k129(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k129(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS1VU7_Atomiclm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k130(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k130(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_andPU3AS3VU7_Atomiclm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k131(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k131(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k132(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.s64{{[;[:blank:]]}}
kernel void k132(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k133(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.min.s64{{[;[:blank:]]}}
kernel void k133(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k134(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.u64{{[;[:blank:]]}}
kernel void k134(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k135(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.min.u64{{[;[:blank:]]}}
kernel void k135(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS1VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k136(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.u64{{[;[:blank:]]}}
kernel void k136(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS3VU7_Atomicml, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k137(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.min.u64{{[;[:blank:]]}}
kernel void k137(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS1VU7_Atomiclm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k138(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.s64{{[;[:blank:]]}}
kernel void k138(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_minPU3AS3VU7_Atomiclm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k139(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.min.s64{{[;[:blank:]]}}
kernel void k139(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k140(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.max.s64{{[;[:blank:]]}}
kernel void k140(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k141(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.s64{{[;[:blank:]]}}
kernel void k141(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k142(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.max.u64{{[;[:blank:]]}}
kernel void k142(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k143(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.u64{{[;[:blank:]]}}
kernel void k143(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k144(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.max.u64{{[;[:blank:]]}}
kernel void k144(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __global atomic_uintptr_t *)(g + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z16atomic_fetch_maxPU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k145(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.u64{{[;[:blank:]]}}
kernel void k145(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max((volatile __local atomic_uintptr_t *)(lb + 0), (uintptr_t)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k146(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u32{{[;[:blank:]]}}
kernel void k146(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicjj12memory_order, release,release, device
// CHECK-LABEL: .entry k147(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.add.u32{{[;[:blank:]]}}
kernel void k147(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicii12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k148(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.add.u32{{[;[:blank:]]}}
kernel void k148(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicjj12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k149(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u32{{[;[:blank:]]}}
kernel void k149(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPVU7_Atomicii12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k150(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.or.b32{{[;[:blank:]]}}
kernel void k150(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPVU7_Atomicjj12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k151(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.or.b32{{[;[:blank:]]}}
kernel void k151(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPVU7_Atomicii12memory_order, release,release, device
// CHECK-LABEL: .entry k152(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.xor.b32{{[;[:blank:]]}}
kernel void k152(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPVU7_Atomicjj12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k153(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.xor.b32{{[;[:blank:]]}}
kernel void k153(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPVU7_Atomicii12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k154(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.and.b32{{[;[:blank:]]}}
kernel void k154(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPVU7_Atomicjj12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k155(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.and.b32{{[;[:blank:]]}}
kernel void k155(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPVU7_Atomicii12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k156(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.min.s32{{[;[:blank:]]}}
kernel void k156(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPVU7_Atomicjj12memory_order, release,release, device
// CHECK-LABEL: .entry k157(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.min.u32{{[;[:blank:]]}}
kernel void k157(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPVU7_Atomicii12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k158(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.max.s32{{[;[:blank:]]}}
kernel void k158(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPVU7_Atomicjj12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k159(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.max.u32{{[;[:blank:]]}}
kernel void k159(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicll12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k160(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.add.u64{{[;[:blank:]]}}
kernel void k160(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicmm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k161(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u64{{[;[:blank:]]}}
kernel void k161(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicll12memory_order, release,release, device
// CHECK-LABEL: .entry k162(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.add.u64{{[;[:blank:]]}}
kernel void k162(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicmm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k163(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.add.u64{{[;[:blank:]]}}
kernel void k163(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPVU7_Atomicll12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k164(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.or.b64{{[;[:blank:]]}}
kernel void k164(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPVU7_Atomicmm12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k165(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.or.b64{{[;[:blank:]]}}
kernel void k165(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPVU7_Atomicll12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k166(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.xor.b64{{[;[:blank:]]}}
kernel void k166(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPVU7_Atomicmm12memory_order, release,release, device
// CHECK-LABEL: .entry k167(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.xor.b64{{[;[:blank:]]}}
kernel void k167(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPVU7_Atomicll12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k168(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.and.b64{{[;[:blank:]]}}
kernel void k168(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPVU7_Atomicmm12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k169(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.and.b64{{[;[:blank:]]}}
kernel void k169(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPVU7_Atomicll12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k170(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.min.s64{{[;[:blank:]]}}
kernel void k170(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPVU7_Atomicmm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k171(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.min.u64{{[;[:blank:]]}}
kernel void k171(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPVU7_Atomicll12memory_order, release,release, device
// CHECK-LABEL: .entry k172(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.max.s64{{[;[:blank:]]}}
kernel void k172(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPVU7_Atomicmm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k173(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.max.u64{{[;[:blank:]]}}
kernel void k173(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicml12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k174(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u64{{[;[:blank:]]}}
kernel void k174(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_uintptr_t *)(volatile __global atomic_uintptr_t *)(g + 0) : (volatile atomic_uintptr_t *)(volatile __local atomic_uintptr_t *)(lb + 0)), (ptrdiff_t)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicml12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k175(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.add.u64{{[;[:blank:]]}}
kernel void k175(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_uintptr_t *)(volatile __global atomic_uintptr_t *)(g + 0) : (volatile atomic_uintptr_t *)(volatile __local atomic_uintptr_t *)(lb + 0)), (ptrdiff_t)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k176(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k176(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order, release,release, device
// CHECK-LABEL: .entry k177(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k177(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicjj12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k178(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k178(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicjj12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k179(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k179(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicii12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k180(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k180(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicii12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k181(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k181(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicjj12memory_order, release,release, device
// CHECK-LABEL: .entry k182(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k182(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicjj12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k183(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k183(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicii12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k184(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b32{{[;[:blank:]]}}
kernel void k184(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicii12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k185(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.or.b32{{[;[:blank:]]}}
kernel void k185(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicjj12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k186(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b32{{[;[:blank:]]}}
kernel void k186(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicjj12memory_order, release,release, device
// CHECK-LABEL: .entry k187(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.or.b32{{[;[:blank:]]}}
kernel void k187(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicii12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k188(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.xor.b32{{[;[:blank:]]}}
kernel void k188(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicii12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k189(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b32{{[;[:blank:]]}}
kernel void k189(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicjj12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k190(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.xor.b32{{[;[:blank:]]}}
kernel void k190(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicjj12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k191(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b32{{[;[:blank:]]}}
kernel void k191(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicii12memory_order, release,release, device
// CHECK-LABEL: .entry k192(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.and.b32{{[;[:blank:]]}}
kernel void k192(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicii12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k193(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.and.b32{{[;[:blank:]]}}
kernel void k193(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicjj12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k194(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b32{{[;[:blank:]]}}
kernel void k194(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicjj12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k195(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.and.b32{{[;[:blank:]]}}
kernel void k195(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicii12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k196(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.s32{{[;[:blank:]]}}
kernel void k196(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicii12memory_order, release,release, device
// CHECK-LABEL: .entry k197(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.min.s32{{[;[:blank:]]}}
kernel void k197(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicjj12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k198(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.min.u32{{[;[:blank:]]}}
kernel void k198(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicjj12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k199(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.min.u32{{[;[:blank:]]}}
kernel void k199(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicii12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k200(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.max.s32{{[;[:blank:]]}}
kernel void k200(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicii12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k201(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.s32{{[;[:blank:]]}}
kernel void k201(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicjj12memory_order, release,release, device
// CHECK-LABEL: .entry k202(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.max.u32{{[;[:blank:]]}}
kernel void k202(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicjj12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k203(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.max.u32{{[;[:blank:]]}}
kernel void k203(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicll12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k204(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k204(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicll12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k205(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k205(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicmm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k206(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k206(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicmm12memory_order, release,release, device
// CHECK-LABEL: .entry k207(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k207(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicml12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k208(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k208(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_uintptr_t *)(g + 0), (ptrdiff_t)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicml12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k209(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k209(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (ptrdiff_t)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicll12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k210(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k210(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicll12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k211(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k211(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicmm12memory_order, release,release, device
// CHECK-LABEL: .entry k212(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k212(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicmm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k213(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k213(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicml12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k214(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k214(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_uintptr_t *)(g + 0), (ptrdiff_t)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicml12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k215(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k215(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (ptrdiff_t)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicll12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k216(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k216(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicll12memory_order, release,release, device
// CHECK-LABEL: .entry k217(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k217(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicmm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k218(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k218(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicmm12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k219(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k219(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicml12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k220(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k220(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicml12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k221(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k221(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomiclm12memory_order, release,release, device
// CHECK-LABEL: .entry k222(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k222(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomiclm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k223(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k223(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicll12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k224(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k224(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicll12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k225(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k225(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicmm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k226(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k226(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicmm12memory_order, release,release, device
// CHECK-LABEL: .entry k227(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k227(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicml12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k228(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k228(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicml12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k229(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k229(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomiclm12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k230(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k230(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomiclm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k231(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k231(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicll12memory_order, release,release, device
// CHECK-LABEL: .entry k232(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k232(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicll12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k233(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k233(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicmm12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k234(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k234(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicmm12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k235(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k235(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicml12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k236(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k236(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicml12memory_order, release,release, device
// CHECK-LABEL: .entry k237(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k237(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomiclm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k238(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k238(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomiclm12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k239(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k239(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicll12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k240(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.min.s64{{[;[:blank:]]}}
kernel void k240(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicll12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k241(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.min.s64{{[;[:blank:]]}}
kernel void k241(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicmm12memory_order, release,release, device
// CHECK-LABEL: .entry k242(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.min.u64{{[;[:blank:]]}}
kernel void k242(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicmm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k243(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.min.u64{{[;[:blank:]]}}
kernel void k243(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicml12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k244(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.u64{{[;[:blank:]]}}
kernel void k244(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicml12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k245(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.min.u64{{[;[:blank:]]}}
kernel void k245(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomiclm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k246(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.s64{{[;[:blank:]]}}
kernel void k246(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomiclm12memory_order, release,release, device
// CHECK-LABEL: .entry k247(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.min.s64{{[;[:blank:]]}}
kernel void k247(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicll12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k248(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.max.s64{{[;[:blank:]]}}
kernel void k248(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicll12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k249(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.s64{{[;[:blank:]]}}
kernel void k249(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicmm12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k250(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.max.u64{{[;[:blank:]]}}
kernel void k250(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicmm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k251(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.u64{{[;[:blank:]]}}
kernel void k251(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicmm12memory_order, release,release, device
// CHECK-LABEL: .entry k252(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.max.u64{{[;[:blank:]]}}
kernel void k252(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_uintptr_t *)(g + 0), (uintptr_t)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicmm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k253(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.max.u64{{[;[:blank:]]}}
kernel void k253(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k254(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.add.u32{{[;[:blank:]]}}
kernel void k254(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k255(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.add.u32{{[;[:blank:]]}}
kernel void k255(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k256(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.add.u32{{[;[:blank:]]}}
kernel void k256(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k257(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.add.u32{{[;[:blank:]]}}
kernel void k257(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k258(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u32{{[;[:blank:]]}}
kernel void k258(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k259(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.add.u32{{[;[:blank:]]}}
kernel void k259(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k260(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.add.u32{{[;[:blank:]]}}
kernel void k260(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k261(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.add.u32{{[;[:blank:]]}}
kernel void k261(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k262(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.add.u32{{[;[:blank:]]}}
kernel void k262(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k263(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.add.u32{{[;[:blank:]]}}
kernel void k263(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k264(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.add.u32{{[;[:blank:]]}}
kernel void k264(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k265(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.add.u32{{[;[:blank:]]}}
kernel void k265(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k266(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.add.u32{{[;[:blank:]]}}
kernel void k266(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k267(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.add.u32{{[;[:blank:]]}}
kernel void k267(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k268(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.add.u32{{[;[:blank:]]}}
kernel void k268(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicjj12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k269(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.add.u32{{[;[:blank:]]}}
kernel void k269(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k270(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.add.u32{{[;[:blank:]]}}
kernel void k270(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicjj12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k271(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.add.u32{{[;[:blank:]]}}
kernel void k271(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPVU7_Atomicii12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k272(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.or.b32{{[;[:blank:]]}}
kernel void k272(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPVU7_Atomicjj12memory_order12memory_scope, acq_rel,acq_rel, work_group
// CHECK-LABEL: .entry k273(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.or.b32{{[;[:blank:]]}}
kernel void k273(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k274(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.xor.b32{{[;[:blank:]]}}
kernel void k274(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPVU7_Atomicjj12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k275(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.xor.b32{{[;[:blank:]]}}
kernel void k275(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPVU7_Atomicii12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k276(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.and.b32{{[;[:blank:]]}}
kernel void k276(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPVU7_Atomicjj12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k277(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.and.b32{{[;[:blank:]]}}
kernel void k277(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPVU7_Atomicii12memory_order12memory_scope, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k278(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.min.s32{{[;[:blank:]]}}
kernel void k278(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPVU7_Atomicjj12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k279(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.min.u32{{[;[:blank:]]}}
kernel void k279(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k280(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.max.s32{{[;[:blank:]]}}
kernel void k280(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPVU7_Atomicjj12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k281(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.max.u32{{[;[:blank:]]}}
kernel void k281(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicll12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k282(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.add.u64{{[;[:blank:]]}}
kernel void k282(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicmm12memory_order12memory_scope, acq_rel,acq_rel, all_svm_devices
// CHECK-LABEL: .entry k283(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.add.u64{{[;[:blank:]]}}
kernel void k283(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicll12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k284(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.add.u64{{[;[:blank:]]}}
kernel void k284(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicmm12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k285(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.add.u64{{[;[:blank:]]}}
kernel void k285(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPVU7_Atomicll12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k286(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.or.b64{{[;[:blank:]]}}
kernel void k286(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPVU7_Atomicmm12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k287(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.or.b64{{[;[:blank:]]}}
kernel void k287(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPVU7_Atomicll12memory_order12memory_scope, acq_rel,acq_rel, work_group
// CHECK-LABEL: .entry k288(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.xor.b64{{[;[:blank:]]}}
kernel void k288(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPVU7_Atomicmm12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k289(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.xor.b64{{[;[:blank:]]}}
kernel void k289(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPVU7_Atomicll12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k290(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.and.b64{{[;[:blank:]]}}
kernel void k290(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPVU7_Atomicmm12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k291(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.and.b64{{[;[:blank:]]}}
kernel void k291(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPVU7_Atomicll12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k292(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.min.s64{{[;[:blank:]]}}
kernel void k292(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPVU7_Atomicmm12memory_order12memory_scope, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k293(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.min.u64{{[;[:blank:]]}}
kernel void k293(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPVU7_Atomicll12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k294(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.max.s64{{[;[:blank:]]}}
kernel void k294(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPVU7_Atomicmm12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k295(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.max.u64{{[;[:blank:]]}}
kernel void k295(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPVU7_Atomicml12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k296(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.add.u64{{[;[:blank:]]}}
kernel void k296(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((g[3] ? (volatile atomic_uintptr_t *)(volatile __global atomic_uintptr_t *)(g + 0) : (volatile atomic_uintptr_t *)(volatile __local atomic_uintptr_t *)(lb + 0)), (ptrdiff_t)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPVU7_Atomicml12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k297(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.add.u64{{[;[:blank:]]}}
kernel void k297(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((g[3] ? (volatile atomic_uintptr_t *)(volatile __global atomic_uintptr_t *)(g + 0) : (volatile atomic_uintptr_t *)(volatile __local atomic_uintptr_t *)(lb + 0)), (ptrdiff_t)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k298(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.global.add.u32{{[;[:blank:]]}}
kernel void k298(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k299(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k299(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k300(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.global.add.u32{{[;[:blank:]]}}
kernel void k300(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k301(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.add.u32{{[;[:blank:]]}}
kernel void k301(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k302(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k302(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k303(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.add.u32{{[;[:blank:]]}}
kernel void k303(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k304(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.global.add.u32{{[;[:blank:]]}}
kernel void k304(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k305(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k305(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k306(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.global.add.u32{{[;[:blank:]]}}
kernel void k306(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k307(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.add.u32{{[;[:blank:]]}}
kernel void k307(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k308(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k308(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k309(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.add.u32{{[;[:blank:]]}}
kernel void k309(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k310(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.add.u32{{[;[:blank:]]}}
kernel void k310(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k311(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u32{{[;[:blank:]]}}
kernel void k311(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k312(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.add.u32{{[;[:blank:]]}}
kernel void k312(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k313(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.shared.add.u32{{[;[:blank:]]}}
kernel void k313(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k314(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k314(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k315(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.shared.add.u32{{[;[:blank:]]}}
kernel void k315(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k316(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.add.u32{{[;[:blank:]]}}
kernel void k316(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k317(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k317(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k318(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.add.u32{{[;[:blank:]]}}
kernel void k318(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k319(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.shared.add.u32{{[;[:blank:]]}}
kernel void k319(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k320(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k320(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k321(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.shared.add.u32{{[;[:blank:]]}}
kernel void k321(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k322(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.add.u32{{[;[:blank:]]}}
kernel void k322(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k323(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k323(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k324(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.add.u32{{[;[:blank:]]}}
kernel void k324(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k325(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.add.u32{{[;[:blank:]]}}
kernel void k325(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k326(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.add.u32{{[;[:blank:]]}}
kernel void k326(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k327(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.add.u32{{[;[:blank:]]}}
kernel void k327(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, acq_rel,acq_rel, all_svm_devices
// CHECK-LABEL: .entry k328(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.add.u32{{[;[:blank:]]}}
kernel void k328(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k329(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.add.u32{{[;[:blank:]]}}
kernel void k329(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k330(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.global.add.u32{{[;[:blank:]]}}
kernel void k330(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k331(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.add.u32{{[;[:blank:]]}}
kernel void k331(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k332(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.global.add.u32{{[;[:blank:]]}}
kernel void k332(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, acq_rel,acq_rel, work_group
// CHECK-LABEL: .entry k333(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.add.u32{{[;[:blank:]]}}
kernel void k333(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k334(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.or.b32{{[;[:blank:]]}}
kernel void k334(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k335(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.or.b32{{[;[:blank:]]}}
kernel void k335(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k336(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b32{{[;[:blank:]]}}
kernel void k336(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k337(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.or.b32{{[;[:blank:]]}}
kernel void k337(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k338(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.xor.b32{{[;[:blank:]]}}
kernel void k338(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k339(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b32{{[;[:blank:]]}}
kernel void k339(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k340(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.global.xor.b32{{[;[:blank:]]}}
kernel void k340(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k341(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.xor.b32{{[;[:blank:]]}}
kernel void k341(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k342(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.global.and.b32{{[;[:blank:]]}}
kernel void k342(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acq_rel,acq_rel, all_svm_devices
// CHECK-LABEL: .entry k343(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.and.b32{{[;[:blank:]]}}
kernel void k343(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k344(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.and.b32{{[;[:blank:]]}}
kernel void k344(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k345(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.shared.and.b32{{[;[:blank:]]}}
kernel void k345(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k346(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.min.s32{{[;[:blank:]]}}
kernel void k346(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k347(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.shared.min.s32{{[;[:blank:]]}}
kernel void k347(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, acq_rel,acq_rel, work_group
// CHECK-LABEL: .entry k348(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.min.u32{{[;[:blank:]]}}
kernel void k348(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k349(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.min.u32{{[;[:blank:]]}}
kernel void k349(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k350(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.max.s32{{[;[:blank:]]}}
kernel void k350(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k351(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.s32{{[;[:blank:]]}}
kernel void k351(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k352(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.max.u32{{[;[:blank:]]}}
kernel void k352(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k353(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.max.u32{{[;[:blank:]]}}
kernel void k353(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k354(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.add.u64{{[;[:blank:]]}}
kernel void k354(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k355(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.shared.add.u64{{[;[:blank:]]}}
kernel void k355(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicml12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k356(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.add.u64{{[;[:blank:]]}}
kernel void k356(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_uintptr_t *)(g + 0), (ptrdiff_t)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicml12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k357(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.shared.add.u64{{[;[:blank:]]}}
kernel void k357(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (ptrdiff_t)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, acq_rel,acq_rel, all_svm_devices
// CHECK-LABEL: .entry k358(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.add.u64{{[;[:blank:]]}}
kernel void k358(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_add_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k359(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.add.u64{{[;[:blank:]]}}
kernel void k359(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_add_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k360(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.global.add.u64{{[;[:blank:]]}}
kernel void k360(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k361(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.add.u64{{[;[:blank:]]}}
kernel void k361(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k362(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.global.add.u64{{[;[:blank:]]}}
kernel void k362(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, acq_rel,acq_rel, work_group
// CHECK-LABEL: .entry k363(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.add.u64{{[;[:blank:]]}}
kernel void k363(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicml12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k364(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.add.u64{{[;[:blank:]]}}
kernel void k364(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __global atomic_uintptr_t *)(g + 0), (ptrdiff_t)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_sub_explicitPU3AS3VU7_Atomicml12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k365(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.add.u64{{[;[:blank:]]}}
kernel void k365(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_sub_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (ptrdiff_t)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k366(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k366(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k367(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k367(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k368(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.or.b64{{[;[:blank:]]}}
kernel void k368(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k369(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.or.b64{{[;[:blank:]]}}
kernel void k369(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicml12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k370(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.global.or.b64{{[;[:blank:]]}}
kernel void k370(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomicml12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k371(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.or.b64{{[;[:blank:]]}}
kernel void k371(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS1VU7_Atomiclm12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k372(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.global.or.b64{{[;[:blank:]]}}
kernel void k372(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_fetch_or_explicitPU3AS3VU7_Atomiclm12memory_order12memory_scope, acq_rel,acq_rel, all_svm_devices
// CHECK-LABEL: .entry k373(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.or.b64{{[;[:blank:]]}}
kernel void k373(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_or_explicit((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k374(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.xor.b64{{[;[:blank:]]}}
kernel void k374(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k375(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.shared.xor.b64{{[;[:blank:]]}}
kernel void k375(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k376(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.xor.b64{{[;[:blank:]]}}
kernel void k376(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k377(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.shared.xor.b64{{[;[:blank:]]}}
kernel void k377(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomicml12memory_order12memory_scope, acq_rel,acq_rel, work_group
// CHECK-LABEL: .entry k378(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.xor.b64{{[;[:blank:]]}}
kernel void k378(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomicml12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k379(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.xor.b64{{[;[:blank:]]}}
kernel void k379(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS1VU7_Atomiclm12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k380(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.xor.b64{{[;[:blank:]]}}
kernel void k380(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_xor_explicitPU3AS3VU7_Atomiclm12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k381(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.xor.b64{{[;[:blank:]]}}
kernel void k381(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_xor_explicit((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k382(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k382(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k383(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.and.b64{{[;[:blank:]]}}
kernel void k383(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k384(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.and.b64{{[;[:blank:]]}}
kernel void k384(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k385(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.shared.and.b64{{[;[:blank:]]}}
kernel void k385(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomicml12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k386(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.and.b64{{[;[:blank:]]}}
kernel void k386(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomicml12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k387(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.shared.and.b64{{[;[:blank:]]}}
kernel void k387(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS1VU7_Atomiclm12memory_order12memory_scope, acq_rel,acq_rel, all_svm_devices
// CHECK-LABEL: .entry k388(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.and.b64{{[;[:blank:]]}}
kernel void k388(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_and_explicitPU3AS3VU7_Atomiclm12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k389(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.and.b64{{[;[:blank:]]}}
kernel void k389(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_and_explicit((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k390(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.global.min.s64{{[;[:blank:]]}}
kernel void k390(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k391(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.min.s64{{[;[:blank:]]}}
kernel void k391(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k392(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.global.min.u64{{[;[:blank:]]}}
kernel void k392(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, acq_rel,acq_rel, work_group
// CHECK-LABEL: .entry k393(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.min.u64{{[;[:blank:]]}}
kernel void k393(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicml12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k394(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.min.u64{{[;[:blank:]]}}
kernel void k394(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_uintptr_t *)(g + 0), (intptr_t)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomicml12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k395(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.min.u64{{[;[:blank:]]}}
kernel void k395(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (intptr_t)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS1VU7_Atomiclm12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k396(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.min.s64{{[;[:blank:]]}}
kernel void k396(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __global atomic_intptr_t *)(g + 0), (uintptr_t)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_min_explicitPU3AS3VU7_Atomiclm12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k397(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.min.s64{{[;[:blank:]]}}
kernel void k397(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_min_explicit((volatile __local atomic_intptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k398(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.max.s64{{[;[:blank:]]}}
kernel void k398(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k399(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.max.s64{{[;[:blank:]]}}
kernel void k399(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k400(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.global.max.u64{{[;[:blank:]]}}
kernel void k400(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k401(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.max.u64{{[;[:blank:]]}}
kernel void k401(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k402(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.global.max.u64{{[;[:blank:]]}}
kernel void k402(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __global atomic_uintptr_t *)(g + 0), (uintptr_t)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, acq_rel,acq_rel, all_svm_devices
// CHECK-LABEL: .entry k403(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.max.u64{{[;[:blank:]]}}
kernel void k403(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_fetch_max_explicit((volatile __local atomic_uintptr_t *)(lb + 0), (uintptr_t)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k404(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k404(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k405(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k405(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePVU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k406(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k406(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePVU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k407(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b64{{[;[:blank:]]}}
kernel void k407(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k408(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b64{{[;[:blank:]]}}
kernel void k408(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k409(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b64{{[;[:blank:]]}}
kernel void k409(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k410(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k410(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k411(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k411(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k412(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k412(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k413(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k413(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS1VU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k414(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k414(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __global atomic_float *)(g + 0), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS3VU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k415(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k415(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __local atomic_float *)(lb + 0), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS1VU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k416(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b64{{[;[:blank:]]}}
kernel void k416(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __global atomic_double *)(g + 0), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS3VU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k417(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b64{{[;[:blank:]]}}
kernel void k417(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __local atomic_double *)(lb + 0), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k418(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b64{{[;[:blank:]]}}
kernel void k418(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k419(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b64{{[;[:blank:]]}}
kernel void k419(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k420(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b64{{[;[:blank:]]}}
kernel void k420(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z12atomic_storePU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k421(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b64{{[;[:blank:]]}}
kernel void k421(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k422(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k422(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicjj12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k423(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k423(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicff12memory_order, release,release, device
// CHECK-LABEL: .entry k424(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.b32{{[;[:blank:]]}}
kernel void k424(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (float)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicdd12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k425(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b64{{[;[:blank:]]}}
kernel void k425(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (double)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicll12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k426(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b64{{[;[:blank:]]}}
kernel void k426(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicmm12memory_order, release,release, device
// CHECK-LABEL: .entry k427(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.b64{{[;[:blank:]]}}
kernel void k427(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k428(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k428(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k429(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k429(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicjj12memory_order, release,release, device
// CHECK-LABEL: .entry k430(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.global.b32{{[;[:blank:]]}}
kernel void k430(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicjj12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k431(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k431(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicff12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k432(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k432(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_float *)(g + 0), (float)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicff12memory_order, release,release, device
// CHECK-LABEL: .entry k433(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.shared.b32{{[;[:blank:]]}}
kernel void k433(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_float *)(lb + 0), (float)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicdd12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k434(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b64{{[;[:blank:]]}}
kernel void k434(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_double *)(g + 0), (double)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicdd12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k435(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b64{{[;[:blank:]]}}
kernel void k435(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_double *)(lb + 0), (double)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicll12memory_order, release,release, device
// CHECK-LABEL: .entry k436(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.global.b64{{[;[:blank:]]}}
kernel void k436(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicll12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k437(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b64{{[;[:blank:]]}}
kernel void k437(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicmm12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k438(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b64{{[;[:blank:]]}}
kernel void k438(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicmm12memory_order, release,release, device
// CHECK-LABEL: .entry k439(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.shared.b64{{[;[:blank:]]}}
kernel void k439(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k440(
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.b32{{[;[:blank:]]}}
kernel void k440(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k441(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k441(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k442(
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.b32{{[;[:blank:]]}}
kernel void k442(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k443(
// CHECK: {{^[[:blank:]]*}}st.release.cta.b32{{[;[:blank:]]}}
kernel void k443(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k444(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.b32{{[;[:blank:]]}}
kernel void k444(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k445(
// CHECK: {{^[[:blank:]]*}}st.release.sys.b32{{[;[:blank:]]}}
kernel void k445(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k446(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.b32{{[;[:blank:]]}}
kernel void k446(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k447(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k447(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k448(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.b32{{[;[:blank:]]}}
kernel void k448(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicjj12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k449(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.b32{{[;[:blank:]]}}
kernel void k449(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicff12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k450(
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.b32{{[;[:blank:]]}}
kernel void k450(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (float)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicdd12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k451(
// CHECK: {{^[[:blank:]]*}}st.release.cta.b64{{[;[:blank:]]}}
kernel void k451(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (double)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicll12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k452(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.b64{{[;[:blank:]]}}
kernel void k452(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPVU7_Atomicmm12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k453(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b64{{[;[:blank:]]}}
kernel void k453(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k454(
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.global.b32{{[;[:blank:]]}}
kernel void k454(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k455(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k455(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k456(
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.global.b32{{[;[:blank:]]}}
kernel void k456(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k457(
// CHECK: {{^[[:blank:]]*}}st.release.cta.global.b32{{[;[:blank:]]}}
kernel void k457(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k458(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.global.b32{{[;[:blank:]]}}
kernel void k458(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k459(
// CHECK: {{^[[:blank:]]*}}st.release.sys.global.b32{{[;[:blank:]]}}
kernel void k459(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k460(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.global.b32{{[;[:blank:]]}}
kernel void k460(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k461(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k461(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k462(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.global.b32{{[;[:blank:]]}}
kernel void k462(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k463(
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.shared.b32{{[;[:blank:]]}}
kernel void k463(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k464(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k464(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k465(
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.shared.b32{{[;[:blank:]]}}
kernel void k465(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k466(
// CHECK: {{^[[:blank:]]*}}st.release.cta.shared.b32{{[;[:blank:]]}}
kernel void k466(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k467(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.shared.b32{{[;[:blank:]]}}
kernel void k467(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k468(
// CHECK: {{^[[:blank:]]*}}st.release.sys.shared.b32{{[;[:blank:]]}}
kernel void k468(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k469(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.shared.b32{{[;[:blank:]]}}
kernel void k469(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k470(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k470(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k471(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.shared.b32{{[;[:blank:]]}}
kernel void k471(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k472(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.global.b32{{[;[:blank:]]}}
kernel void k472(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k473(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k473(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k474(
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.global.b32{{[;[:blank:]]}}
kernel void k474(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_float *)(g + 0), (float)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicff12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k475(
// CHECK: {{^[[:blank:]]*}}st.release.sys.shared.b32{{[;[:blank:]]}}
kernel void k475(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_float *)(lb + 0), (float)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicdd12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k476(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.global.b64{{[;[:blank:]]}}
kernel void k476(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_double *)(g + 0), (double)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicdd12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k477(
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.shared.b64{{[;[:blank:]]}}
kernel void k477(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_double *)(lb + 0), (double)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k478(
// CHECK: {{^[[:blank:]]*}}st.release.cta.global.b64{{[;[:blank:]]}}
kernel void k478(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k479(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.shared.b64{{[;[:blank:]]}}
kernel void k479(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k480(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b64{{[;[:blank:]]}}
kernel void k480(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z21atomic_store_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k481(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.shared.b64{{[;[:blank:]]}}
kernel void k481(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_store_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPVU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k482(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b32{{[;[:blank:]]}}
kernel void k482(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPVU7_Atomicj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k483(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b32{{[;[:blank:]]}}
kernel void k483(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPVU7_Atomicf, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k484(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b32{{[;[:blank:]]}}
kernel void k484(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPVU7_Atomicd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k485(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b64{{[;[:blank:]]}}
kernel void k485(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPVU7_Atomicl, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k486(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b64{{[;[:blank:]]}}
kernel void k486(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPVU7_Atomicm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k487(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b64{{[;[:blank:]]}}
kernel void k487(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS1VU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k488(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b32{{[;[:blank:]]}}
kernel void k488(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __global atomic_int *)(g + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS3VU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k489(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b32{{[;[:blank:]]}}
kernel void k489(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __local atomic_int *)(lb + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS1VU7_Atomicj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k490(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b32{{[;[:blank:]]}}
kernel void k490(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __global atomic_uint *)(g + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS3VU7_Atomicj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k491(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b32{{[;[:blank:]]}}
kernel void k491(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __local atomic_uint *)(lb + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS1VU7_Atomicf, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k492(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b32{{[;[:blank:]]}}
kernel void k492(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __global atomic_float *)(g + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS3VU7_Atomicf, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k493(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b32{{[;[:blank:]]}}
kernel void k493(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __local atomic_float *)(lb + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS1VU7_Atomicd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k494(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b64{{[;[:blank:]]}}
kernel void k494(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __global atomic_double *)(g + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS3VU7_Atomicd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k495(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b64{{[;[:blank:]]}}
kernel void k495(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __local atomic_double *)(lb + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS1VU7_Atomicl, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k496(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b64{{[;[:blank:]]}}
kernel void k496(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __global atomic_long *)(g + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS3VU7_Atomicl, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k497(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b64{{[;[:blank:]]}}
kernel void k497(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __local atomic_long *)(lb + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS1VU7_Atomicm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k498(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b64{{[;[:blank:]]}}
kernel void k498(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __global atomic_ulong *)(g + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z11atomic_loadPU3AS3VU7_Atomicm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k499(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b64{{[;[:blank:]]}}
kernel void k499(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load((volatile __local atomic_ulong *)(lb + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k500(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b32{{[;[:blank:]]}}
kernel void k500(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicj12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k501(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k501(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicf12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k502(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b32{{[;[:blank:]]}}
kernel void k502(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicd12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k503(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b64{{[;[:blank:]]}}
kernel void k503(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicl12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k504(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.b64{{[;[:blank:]]}}
kernel void k504(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k505(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b64{{[;[:blank:]]}}
kernel void k505(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k506(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b32{{[;[:blank:]]}}
kernel void k506(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k507(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k507(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicj12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k508(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b32{{[;[:blank:]]}}
kernel void k508(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_uint *)(g + 0), memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicj12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k509(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b32{{[;[:blank:]]}}
kernel void k509(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_uint *)(lb + 0), memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicf12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k510(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k510(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_float *)(g + 0), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicf12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k511(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b32{{[;[:blank:]]}}
kernel void k511(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_float *)(lb + 0), memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicd12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k512(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b64{{[;[:blank:]]}}
kernel void k512(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_double *)(g + 0), memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicd12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k513(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.shared.b64{{[;[:blank:]]}}
kernel void k513(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_double *)(lb + 0), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicl12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k514(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b64{{[;[:blank:]]}}
kernel void k514(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_long *)(g + 0), memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicl12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k515(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b64{{[;[:blank:]]}}
kernel void k515(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_long *)(lb + 0), memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicm12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k516(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.global.b64{{[;[:blank:]]}}
kernel void k516(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_ulong *)(g + 0), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicm12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k517(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b64{{[;[:blank:]]}}
kernel void k517(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_ulong *)(lb + 0), memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k518(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.cta.b32{{[;[:blank:]]}}
kernel void k518(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k519(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k519(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k520(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.sys.b32{{[;[:blank:]]}}
kernel void k520(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k521(
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.b32{{[;[:blank:]]}}
kernel void k521(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k522(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b32{{[;[:blank:]]}}
kernel void k522(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k523(
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.b32{{[;[:blank:]]}}
kernel void k523(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k524(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.b32{{[;[:blank:]]}}
kernel void k524(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k525(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b32{{[;[:blank:]]}}
kernel void k525(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k526(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.b32{{[;[:blank:]]}}
kernel void k526(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicj12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k527(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.b32{{[;[:blank:]]}}
kernel void k527(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicf12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k528(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.sys.b32{{[;[:blank:]]}}
kernel void k528(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicd12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k529(
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.b64{{[;[:blank:]]}}
kernel void k529(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicl12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k530(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.b64{{[;[:blank:]]}}
kernel void k530(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPVU7_Atomicm12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k531(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.cta.b64{{[;[:blank:]]}}
kernel void k531(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k532(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.cta.global.b32{{[;[:blank:]]}}
kernel void k532(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k533(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k533(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k534(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.sys.global.b32{{[;[:blank:]]}}
kernel void k534(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k535(
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.global.b32{{[;[:blank:]]}}
kernel void k535(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k536(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b32{{[;[:blank:]]}}
kernel void k536(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k537(
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.global.b32{{[;[:blank:]]}}
kernel void k537(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k538(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.global.b32{{[;[:blank:]]}}
kernel void k538(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k539(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b32{{[;[:blank:]]}}
kernel void k539(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k540(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.global.b32{{[;[:blank:]]}}
kernel void k540(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_int *)(g + 0), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k541(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.cta.shared.b32{{[;[:blank:]]}}
kernel void k541(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k542(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k542(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k543(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.sys.shared.b32{{[;[:blank:]]}}
kernel void k543(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k544(
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.shared.b32{{[;[:blank:]]}}
kernel void k544(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k545(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b32{{[;[:blank:]]}}
kernel void k545(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k546(
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.shared.b32{{[;[:blank:]]}}
kernel void k546(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k547(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.shared.b32{{[;[:blank:]]}}
kernel void k547(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k548(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b32{{[;[:blank:]]}}
kernel void k548(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k549(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.shared.b32{{[;[:blank:]]}}
kernel void k549(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_int *)(lb + 0), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicj12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k550(
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.global.b32{{[;[:blank:]]}}
kernel void k550(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_uint *)(g + 0), memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicj12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k551(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.shared.b32{{[;[:blank:]]}}
kernel void k551(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_uint *)(lb + 0), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicf12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k552(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k552(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_float *)(g + 0), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicf12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k553(
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.shared.b32{{[;[:blank:]]}}
kernel void k553(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_float *)(lb + 0), memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicd12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k554(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.gpu.global.b64{{[;[:blank:]]}}
kernel void k554(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_double *)(g + 0), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicd12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k555(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.sys.shared.b64{{[;[:blank:]]}}
kernel void k555(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_double *)(lb + 0), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicl12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k556(
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.global.b64{{[;[:blank:]]}}
kernel void k556(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_long *)(g + 0), memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicl12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k557(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}ld.acquire.sys.shared.b64{{[;[:blank:]]}}
kernel void k557(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_long *)(lb + 0), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS1VU7_Atomicm12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k558(
// CHECK: {{^[[:blank:]]*}}ld.relaxed.cta.global.b64{{[;[:blank:]]}}
kernel void k558(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __global atomic_ulong *)(g + 0), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z20atomic_load_explicitPU3AS3VU7_Atomicm12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k559(
// CHECK: {{^[[:blank:]]*}}ld.acquire.cta.shared.b64{{[;[:blank:]]}}
kernel void k559(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_load_explicit((volatile __local atomic_ulong *)(lb + 0), memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePVU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k560(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k560(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePVU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k561(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k561(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePVU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k562(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k562(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePVU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k563(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b64{{[;[:blank:]]}}
kernel void k563(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePVU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k564(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b64{{[;[:blank:]]}}
kernel void k564(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePVU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k565(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b64{{[;[:blank:]]}}
kernel void k565(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS1VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k566(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k566(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __global atomic_int *)(g + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS3VU7_Atomicii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k567(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k567(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __local atomic_int *)(lb + 0), (int)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS1VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k568(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k568(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __global atomic_uint *)(g + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS3VU7_Atomicjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k569(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k569(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __local atomic_uint *)(lb + 0), (uint)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS1VU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k570(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k570(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __global atomic_float *)(g + 0), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS3VU7_Atomicff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k571(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k571(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __local atomic_float *)(lb + 0), (float)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS1VU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k572(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k572(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __global atomic_double *)(g + 0), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS3VU7_Atomicdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k573(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b64{{[;[:blank:]]}}
kernel void k573(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __local atomic_double *)(lb + 0), (double)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS1VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k574(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k574(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __global atomic_long *)(g + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS3VU7_Atomicll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k575(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b64{{[;[:blank:]]}}
kernel void k575(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __local atomic_long *)(lb + 0), (long)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS1VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k576(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k576(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __global atomic_ulong *)(g + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z15atomic_exchangePU3AS3VU7_Atomicmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k577(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b64{{[;[:blank:]]}}
kernel void k577(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k578(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.exch.b32{{[;[:blank:]]}}
kernel void k578(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicjj12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k579(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k579(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicff12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k580(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.exch.b32{{[;[:blank:]]}}
kernel void k580(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (float)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicdd12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k581(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b64{{[;[:blank:]]}}
kernel void k581(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (double)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicll12memory_order, release,release, device
// CHECK-LABEL: .entry k582(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.exch.b64{{[;[:blank:]]}}
kernel void k582(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicmm12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k583(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.exch.b64{{[;[:blank:]]}}
kernel void k583(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k584(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k584(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k585(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k585(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicjj12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k586(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k586(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicjj12memory_order, release,release, device
// CHECK-LABEL: .entry k587(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k587(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicff12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k588(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k588(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_float *)(g + 0), (float)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicff12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k589(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k589(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_float *)(lb + 0), (float)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicdd12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k590(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k590(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_double *)(g + 0), (double)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicdd12memory_order, acquire,acquire, device
// CHECK-LABEL: .entry k591(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b64{{[;[:blank:]]}}
kernel void k591(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_double *)(lb + 0), (double)g[3], memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicll12memory_order, release,release, device
// CHECK-LABEL: .entry k592(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k592(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicll12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k593(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.exch.b64{{[;[:blank:]]}}
kernel void k593(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicmm12memory_order, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k594(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k594(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicmm12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k595(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.exch.b64{{[;[:blank:]]}}
kernel void k595(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k596(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.exch.b32{{[;[:blank:]]}}
kernel void k596(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k597(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.exch.b32{{[;[:blank:]]}}
kernel void k597(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k598(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.exch.b32{{[;[:blank:]]}}
kernel void k598(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k599(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.exch.b32{{[;[:blank:]]}}
kernel void k599(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k600(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k600(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k601(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.exch.b32{{[;[:blank:]]}}
kernel void k601(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k602(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.exch.b32{{[;[:blank:]]}}
kernel void k602(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k603(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.exch.b32{{[;[:blank:]]}}
kernel void k603(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k604(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.exch.b32{{[;[:blank:]]}}
kernel void k604(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k605(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.exch.b32{{[;[:blank:]]}}
kernel void k605(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k606(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.exch.b32{{[;[:blank:]]}}
kernel void k606(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k607(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.exch.b32{{[;[:blank:]]}}
kernel void k607(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k608(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.exch.b32{{[;[:blank:]]}}
kernel void k608(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k609(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k609(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k610(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.exch.b32{{[;[:blank:]]}}
kernel void k610(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicjj12memory_order12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k611(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.exch.b32{{[;[:blank:]]}}
kernel void k611(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (uint)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicff12memory_order12memory_scope, release,release, all_svm_devices
// CHECK-LABEL: .entry k612(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.exch.b32{{[;[:blank:]]}}
kernel void k612(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (float)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicdd12memory_order12memory_scope, acq_rel,acq_rel, all_svm_devices
// CHECK-LABEL: .entry k613(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.exch.b64{{[;[:blank:]]}}
kernel void k613(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (double)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicll12memory_order12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k614(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.exch.b64{{[;[:blank:]]}}
kernel void k614(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (long)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPVU7_Atomicmm12memory_order12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k615(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.exch.b64{{[;[:blank:]]}}
kernel void k615(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (ulong)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k616(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k616(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k617(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k617(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k618(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k618(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k619(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k619(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k620(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k620(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k621(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k621(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k622(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k622(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k623(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k623(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k624(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k624(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k625(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k625(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k626(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k626(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k627(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k627(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k628(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k628(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k629(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k629(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k630(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k630(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_int *)(g + 0), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k631(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k631(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k632(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k632(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k633(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k633(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k634(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k634(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k635(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k635(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k636(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k636(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k637(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k637(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k638(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k638(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k639(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k639(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k640(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k640(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k641(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k641(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k642(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k642(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k643(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k643(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k644(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k644(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicii12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k645(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k645(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_int *)(lb + 0), (int)g[3], memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k646(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k646(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_uint *)(g + 0), (uint)g[3], memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicjj12memory_order12memory_scope, release,release, work_group
// CHECK-LABEL: .entry k647(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k647(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_uint *)(lb + 0), (uint)g[3], memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope, acq_rel,acq_rel, work_group
// CHECK-LABEL: .entry k648(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k648(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_float *)(g + 0), (float)g[3], memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicff12memory_order12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k649(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k649(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_float *)(lb + 0), (float)g[3], memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicdd12memory_order12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k650(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k650(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_double *)(g + 0), (double)g[3], memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicdd12memory_order12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k651(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b64{{[;[:blank:]]}}
kernel void k651(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_double *)(lb + 0), (double)g[3], memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicll12memory_order12memory_scope, release,release, device
// CHECK-LABEL: .entry k652(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k652(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_long *)(g + 0), (long)g[3], memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicll12memory_order12memory_scope, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k653(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.exch.b64{{[;[:blank:]]}}
kernel void k653(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_long *)(lb + 0), (long)g[3], memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS1VU7_Atomicmm12memory_order12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k654(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b64{{[;[:blank:]]}}
kernel void k654(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __global atomic_ulong *)(g + 0), (ulong)g[3], memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_exchange_explicitPU3AS3VU7_Atomicmm12memory_order12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k655(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.shared.exch.b64{{[;[:blank:]]}}
kernel void k655(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_exchange_explicit((volatile __local atomic_ulong *)(lb + 0), (ulong)g[3], memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPVU7_AtomiciPii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k656(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k656(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPVU7_AtomicjPjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k657(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k657(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (g[3] ? (uint *)(__global uint *)(g + 1) : (uint *)(__local uint *)(lb + 1)), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPVU7_AtomiciPii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k658(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k658(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPVU7_AtomicjPjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k659(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k659(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (g[3] ? (uint *)(__global uint *)(g + 1) : (uint *)(__local uint *)(lb + 1)), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPVU7_AtomicfPff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k660(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k660(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (g[3] ? (float *)(__global float *)(g + 1) : (float *)(__local float *)(lb + 1)), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPVU7_AtomicfPff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k661(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k661(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (g[3] ? (float *)(__global float *)(g + 1) : (float *)(__local float *)(lb + 1)), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPVU7_AtomicdPdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k662(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k662(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (g[3] ? (double *)(__global double *)(g + 1) : (double *)(__local double *)(lb + 1)), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPVU7_AtomicdPdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k663(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k663(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (g[3] ? (double *)(__global double *)(g + 1) : (double *)(__local double *)(lb + 1)), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPVU7_AtomiclPll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k664(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k664(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (g[3] ? (long *)(__global long *)(g + 1) : (long *)(__local long *)(lb + 1)), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPVU7_AtomiclPll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k665(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k665(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (g[3] ? (long *)(__global long *)(g + 1) : (long *)(__local long *)(lb + 1)), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPVU7_AtomicmPmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k666(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k666(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (g[3] ? (ulong *)(__global ulong *)(g + 1) : (ulong *)(__local ulong *)(lb + 1)), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPVU7_AtomicmPmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k667(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k667(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (g[3] ? (ulong *)(__global ulong *)(g + 1) : (ulong *)(__local ulong *)(lb + 1)), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiciPU3AS1ii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k668(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k668(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiciPU3AS3ii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k669(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k669(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_int *)(g + 0), (__local int *)(lb + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiciPii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k670(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k670(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_int *)(g + 0), (__private int *)(pb + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomiciPU3AS1ii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k671(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k671(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_int *)(lb + 0), (__global int *)(g + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomiciPU3AS3ii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k672(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k672(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomiciPii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k673(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k673(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_int *)(lb + 0), (__private int *)(pb + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicjPU3AS1jj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k674(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k674(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_uint *)(g + 0), (__global uint *)(g + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicjPU3AS3jj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k675(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k675(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_uint *)(g + 0), (__local uint *)(lb + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicjPjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k676(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k676(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_uint *)(g + 0), (__private uint *)(pb + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicjPU3AS1jj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k677(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k677(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_uint *)(lb + 0), (__global uint *)(g + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicjPU3AS3jj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k678(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k678(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_uint *)(lb + 0), (__local uint *)(lb + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicjPjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k679(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k679(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_uint *)(lb + 0), (__private uint *)(pb + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicfPU3AS1ff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k680(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k680(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_float *)(g + 0), (__global float *)(g + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicfPU3AS3ff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k681(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k681(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_float *)(g + 0), (__local float *)(lb + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicfPff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k682(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k682(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_float *)(g + 0), (__private float *)(pb + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicfPU3AS1ff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k683(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k683(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_float *)(lb + 0), (__global float *)(g + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicfPU3AS3ff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k684(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k684(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_float *)(lb + 0), (__local float *)(lb + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicfPff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k685(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k685(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_float *)(lb + 0), (__private float *)(pb + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiciPU3AS1ii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k686(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k686(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiciPU3AS3ii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k687(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k687(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_int *)(g + 0), (__local int *)(lb + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiciPii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k688(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k688(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_int *)(g + 0), (__private int *)(pb + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomiciPU3AS1ii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k689(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k689(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_int *)(lb + 0), (__global int *)(g + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomiciPU3AS3ii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k690(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k690(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomiciPii, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k691(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k691(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_int *)(lb + 0), (__private int *)(pb + 1), (int)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicjPU3AS1jj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k692(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k692(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_uint *)(g + 0), (__global uint *)(g + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicjPU3AS3jj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k693(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k693(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_uint *)(g + 0), (__local uint *)(lb + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicjPjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k694(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k694(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_uint *)(g + 0), (__private uint *)(pb + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicjPU3AS1jj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k695(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k695(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_uint *)(lb + 0), (__global uint *)(g + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicjPU3AS3jj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k696(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k696(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_uint *)(lb + 0), (__local uint *)(lb + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicjPjj, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k697(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k697(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_uint *)(lb + 0), (__private uint *)(pb + 1), (uint)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicfPU3AS1ff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k698(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k698(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_float *)(g + 0), (__global float *)(g + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicfPU3AS3ff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k699(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k699(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_float *)(g + 0), (__local float *)(lb + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicfPff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k700(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k700(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_float *)(g + 0), (__private float *)(pb + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicfPU3AS1ff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k701(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k701(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_float *)(lb + 0), (__global float *)(g + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicfPU3AS3ff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k702(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k702(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_float *)(lb + 0), (__local float *)(lb + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicfPff, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k703(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k703(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_float *)(lb + 0), (__private float *)(pb + 1), (float)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicdPU3AS1dd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k704(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k704(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_double *)(g + 0), (__global double *)(g + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicdPU3AS3dd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k705(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k705(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_double *)(g + 0), (__local double *)(lb + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicdPdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k706(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k706(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_double *)(g + 0), (__private double *)(pb + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicdPU3AS1dd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k707(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k707(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_double *)(lb + 0), (__global double *)(g + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicdPU3AS3dd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k708(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k708(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_double *)(lb + 0), (__local double *)(lb + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicdPdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k709(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k709(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_double *)(lb + 0), (__private double *)(pb + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicdPU3AS1dd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k710(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k710(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_double *)(g + 0), (__global double *)(g + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicdPU3AS3dd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k711(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k711(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_double *)(g + 0), (__local double *)(lb + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicdPdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k712(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k712(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_double *)(g + 0), (__private double *)(pb + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicdPU3AS1dd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k713(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k713(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_double *)(lb + 0), (__global double *)(g + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicdPU3AS3dd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k714(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k714(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_double *)(lb + 0), (__local double *)(lb + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicdPdd, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k715(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k715(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_double *)(lb + 0), (__private double *)(pb + 1), (double)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiclPU3AS1ll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k716(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k716(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_long *)(g + 0), (__global long *)(g + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiclPU3AS3ll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k717(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k717(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_long *)(g + 0), (__local long *)(lb + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiclPll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k718(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k718(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_long *)(g + 0), (__private long *)(pb + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomiclPU3AS1ll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k719(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k719(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_long *)(lb + 0), (__global long *)(g + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomiclPU3AS3ll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k720(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k720(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_long *)(lb + 0), (__local long *)(lb + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomiclPll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k721(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k721(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_long *)(lb + 0), (__private long *)(pb + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicmPU3AS1mm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k722(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k722(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_ulong *)(g + 0), (__global ulong *)(g + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicmPU3AS3mm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k723(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k723(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_ulong *)(g + 0), (__local ulong *)(lb + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS1VU7_AtomicmPmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k724(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k724(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __global atomic_ulong *)(g + 0), (__private ulong *)(pb + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicmPU3AS1mm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k725(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k725(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_ulong *)(lb + 0), (__global ulong *)(g + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicmPU3AS3mm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k726(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k726(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_ulong *)(lb + 0), (__local ulong *)(lb + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z30atomic_compare_exchange_strongPU3AS3VU7_AtomicmPmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k727(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k727(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong((volatile __local atomic_ulong *)(lb + 0), (__private ulong *)(pb + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiclPU3AS1ll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k728(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k728(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_long *)(g + 0), (__global long *)(g + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiclPU3AS3ll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k729(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k729(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_long *)(g + 0), (__local long *)(lb + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiclPll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k730(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k730(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_long *)(g + 0), (__private long *)(pb + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomiclPU3AS1ll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k731(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k731(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_long *)(lb + 0), (__global long *)(g + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomiclPU3AS3ll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k732(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k732(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_long *)(lb + 0), (__local long *)(lb + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomiclPll, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k733(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k733(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_long *)(lb + 0), (__private long *)(pb + 1), (long)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicmPU3AS1mm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k734(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k734(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_ulong *)(g + 0), (__global ulong *)(g + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicmPU3AS3mm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k735(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k735(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_ulong *)(g + 0), (__local ulong *)(lb + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS1VU7_AtomicmPmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k736(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k736(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __global atomic_ulong *)(g + 0), (__private ulong *)(pb + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicmPU3AS1mm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k737(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k737(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_ulong *)(lb + 0), (__global ulong *)(g + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicmPU3AS3mm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k738(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k738(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_ulong *)(lb + 0), (__local ulong *)(lb + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z28atomic_compare_exchange_weakPU3AS3VU7_AtomicmPmm, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k739(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k739(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak((volatile __local atomic_ulong *)(lb + 0), (__private ulong *)(pb + 1), (ulong)g[4]);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_, acquire,acquire, device
// CHECK-LABEL: .entry k740(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k740(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acquire, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomicjPjj12memory_orderS4_, release,relaxed, device
// CHECK-LABEL: .entry k741(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.cas.b32{{[;[:blank:]]}}
kernel void k741(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (g[3] ? (uint *)(__global uint *)(g + 1) : (uint *)(__local uint *)(lb + 1)), (uint)g[4], memory_order_release, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomiciPii12memory_orderS4_, release,acquire, device
// CHECK-LABEL: .entry k742(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.cas.b32{{[;[:blank:]]}}
kernel void k742(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_release, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomicjPjj12memory_orderS4_, acq_rel,relaxed, device
// CHECK-LABEL: .entry k743(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.cas.b32{{[;[:blank:]]}}
kernel void k743(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (g[3] ? (uint *)(__global uint *)(g + 1) : (uint *)(__local uint *)(lb + 1)), (uint)g[4], memory_order_acq_rel, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomicfPff12memory_orderS4_, acq_rel,acquire, device
// CHECK-LABEL: .entry k744(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.cas.b32{{[;[:blank:]]}}
kernel void k744(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (g[3] ? (float *)(__global float *)(g + 1) : (float *)(__local float *)(lb + 1)), (float)g[4], memory_order_acq_rel, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomicfPff12memory_orderS4_, seq_cst,relaxed, device
// CHECK-LABEL: .entry k745(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k745(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (g[3] ? (float *)(__global float *)(g + 1) : (float *)(__local float *)(lb + 1)), (float)g[4], memory_order_seq_cst, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomicdPdd12memory_orderS4_, seq_cst,acquire, device
// CHECK-LABEL: .entry k746(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k746(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (g[3] ? (double *)(__global double *)(g + 1) : (double *)(__local double *)(lb + 1)), (double)g[4], memory_order_seq_cst, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomicdPdd12memory_orderS4_, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k747(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k747(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (g[3] ? (double *)(__global double *)(g + 1) : (double *)(__local double *)(lb + 1)), (double)g[4], memory_order_seq_cst, memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiclPll12memory_orderS4_, relaxed,relaxed, device
// CHECK-LABEL: .entry k748(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.cas.b64{{[;[:blank:]]}}
kernel void k748(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (g[3] ? (long *)(__global long *)(g + 1) : (long *)(__local long *)(lb + 1)), (long)g[4], memory_order_relaxed, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomiclPll12memory_orderS4_, relaxed,acquire, device
// CHECK-LABEL: .entry k749(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k749(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (g[3] ? (long *)(__global long *)(g + 1) : (long *)(__local long *)(lb + 1)), (long)g[4], memory_order_relaxed, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomicmPmm12memory_orderS4_, acquire,relaxed, device
// CHECK-LABEL: .entry k750(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k750(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (g[3] ? (ulong *)(__global ulong *)(g + 1) : (ulong *)(__local ulong *)(lb + 1)), (ulong)g[4], memory_order_acquire, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomicmPmm12memory_orderS4_, acquire,acquire, device
// CHECK-LABEL: .entry k751(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b64{{[;[:blank:]]}}
kernel void k751(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (g[3] ? (ulong *)(__global ulong *)(g + 1) : (ulong *)(__local ulong *)(lb + 1)), (ulong)g[4], memory_order_acquire, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_, release,relaxed, device
// CHECK-LABEL: .entry k752(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k752(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_release, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS3ii12memory_orderS4_, release,acquire, device
// CHECK-LABEL: .entry k753(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k753(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_, acq_rel,relaxed, device
// CHECK-LABEL: .entry k754(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k754(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__private int *)(pb + 1), (int)g[4], memory_order_acq_rel, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS1ii12memory_orderS4_, acq_rel,acquire, device
// CHECK-LABEL: .entry k755(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k755(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__global int *)(g + 1), (int)g[4], memory_order_acq_rel, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_, seq_cst,relaxed, device
// CHECK-LABEL: .entry k756(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k756(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_, seq_cst,acquire, device
// CHECK-LABEL: .entry k757(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k757(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__private int *)(pb + 1), (int)g[4], memory_order_seq_cst, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicjPU3AS1jj12memory_orderS4_, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k758(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k758(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_uint *)(g + 0), (__global uint *)(g + 1), (uint)g[4], memory_order_seq_cst, memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicjPU3AS3jj12memory_orderS4_, relaxed,relaxed, device
// CHECK-LABEL: .entry k759(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k759(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_uint *)(g + 0), (__local uint *)(lb + 1), (uint)g[4], memory_order_relaxed, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicjPjj12memory_orderS4_, relaxed,acquire, device
// CHECK-LABEL: .entry k760(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k760(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_uint *)(g + 0), (__private uint *)(pb + 1), (uint)g[4], memory_order_relaxed, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPU3AS1jj12memory_orderS4_, acquire,relaxed, device
// CHECK-LABEL: .entry k761(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k761(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_uint *)(lb + 0), (__global uint *)(g + 1), (uint)g[4], memory_order_acquire, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPU3AS3jj12memory_orderS4_, acquire,acquire, device
// CHECK-LABEL: .entry k762(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k762(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_uint *)(lb + 0), (__local uint *)(lb + 1), (uint)g[4], memory_order_acquire, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPjj12memory_orderS4_, release,relaxed, device
// CHECK-LABEL: .entry k763(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k763(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_uint *)(lb + 0), (__private uint *)(pb + 1), (uint)g[4], memory_order_release, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicfPU3AS1ff12memory_orderS4_, release,acquire, device
// CHECK-LABEL: .entry k764(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k764(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_float *)(g + 0), (__global float *)(g + 1), (float)g[4], memory_order_release, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicfPU3AS3ff12memory_orderS4_, acq_rel,relaxed, device
// CHECK-LABEL: .entry k765(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k765(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_float *)(g + 0), (__local float *)(lb + 1), (float)g[4], memory_order_acq_rel, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicfPff12memory_orderS4_, acq_rel,acquire, device
// CHECK-LABEL: .entry k766(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k766(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_float *)(g + 0), (__private float *)(pb + 1), (float)g[4], memory_order_acq_rel, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicfPU3AS1ff12memory_orderS4_, seq_cst,relaxed, device
// CHECK-LABEL: .entry k767(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k767(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_float *)(lb + 0), (__global float *)(g + 1), (float)g[4], memory_order_seq_cst, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicfPU3AS3ff12memory_orderS4_, seq_cst,acquire, device
// CHECK-LABEL: .entry k768(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k768(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_float *)(lb + 0), (__local float *)(lb + 1), (float)g[4], memory_order_seq_cst, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicfPff12memory_orderS4_, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k769(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k769(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_float *)(lb + 0), (__private float *)(pb + 1), (float)g[4], memory_order_seq_cst, memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_, relaxed,relaxed, device
// CHECK-LABEL: .entry k770(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k770(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_relaxed, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiciPU3AS3ii12memory_orderS4_, relaxed,acquire, device
// CHECK-LABEL: .entry k771(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k771(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_int *)(g + 0), (__local int *)(lb + 1), (int)g[4], memory_order_relaxed, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_, acquire,relaxed, device
// CHECK-LABEL: .entry k772(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k772(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_int *)(g + 0), (__private int *)(pb + 1), (int)g[4], memory_order_acquire, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPU3AS1ii12memory_orderS4_, acquire,acquire, device
// CHECK-LABEL: .entry k773(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k773(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_int *)(lb + 0), (__global int *)(g + 1), (int)g[4], memory_order_acquire, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_, release,relaxed, device
// CHECK-LABEL: .entry k774(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k774(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_, release,acquire, device
// CHECK-LABEL: .entry k775(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k775(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_int *)(lb + 0), (__private int *)(pb + 1), (int)g[4], memory_order_release, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicjPU3AS1jj12memory_orderS4_, acq_rel,relaxed, device
// CHECK-LABEL: .entry k776(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k776(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_uint *)(g + 0), (__global uint *)(g + 1), (uint)g[4], memory_order_acq_rel, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicjPU3AS3jj12memory_orderS4_, acq_rel,acquire, device
// CHECK-LABEL: .entry k777(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k777(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_uint *)(g + 0), (__local uint *)(lb + 1), (uint)g[4], memory_order_acq_rel, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicjPjj12memory_orderS4_, seq_cst,relaxed, device
// CHECK-LABEL: .entry k778(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k778(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_uint *)(g + 0), (__private uint *)(pb + 1), (uint)g[4], memory_order_seq_cst, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicjPU3AS1jj12memory_orderS4_, seq_cst,acquire, device
// CHECK-LABEL: .entry k779(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k779(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_uint *)(lb + 0), (__global uint *)(g + 1), (uint)g[4], memory_order_seq_cst, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicjPU3AS3jj12memory_orderS4_, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k780(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k780(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_uint *)(lb + 0), (__local uint *)(lb + 1), (uint)g[4], memory_order_seq_cst, memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicjPjj12memory_orderS4_, relaxed,relaxed, device
// CHECK-LABEL: .entry k781(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k781(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_uint *)(lb + 0), (__private uint *)(pb + 1), (uint)g[4], memory_order_relaxed, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicfPU3AS1ff12memory_orderS4_, relaxed,acquire, device
// CHECK-LABEL: .entry k782(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k782(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_float *)(g + 0), (__global float *)(g + 1), (float)g[4], memory_order_relaxed, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicfPU3AS3ff12memory_orderS4_, acquire,relaxed, device
// CHECK-LABEL: .entry k783(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k783(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_float *)(g + 0), (__local float *)(lb + 1), (float)g[4], memory_order_acquire, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicfPff12memory_orderS4_, acquire,acquire, device
// CHECK-LABEL: .entry k784(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k784(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_float *)(g + 0), (__private float *)(pb + 1), (float)g[4], memory_order_acquire, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicfPU3AS1ff12memory_orderS4_, release,relaxed, device
// CHECK-LABEL: .entry k785(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k785(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_float *)(lb + 0), (__global float *)(g + 1), (float)g[4], memory_order_release, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicfPU3AS3ff12memory_orderS4_, release,acquire, device
// CHECK-LABEL: .entry k786(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k786(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_float *)(lb + 0), (__local float *)(lb + 1), (float)g[4], memory_order_release, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicfPff12memory_orderS4_, acq_rel,relaxed, device
// CHECK-LABEL: .entry k787(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k787(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_float *)(lb + 0), (__private float *)(pb + 1), (float)g[4], memory_order_acq_rel, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicdPU3AS1dd12memory_orderS4_, acq_rel,acquire, device
// CHECK-LABEL: .entry k788(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k788(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_double *)(g + 0), (__global double *)(g + 1), (double)g[4], memory_order_acq_rel, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicdPU3AS3dd12memory_orderS4_, seq_cst,relaxed, device
// CHECK-LABEL: .entry k789(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k789(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_double *)(g + 0), (__local double *)(lb + 1), (double)g[4], memory_order_seq_cst, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicdPdd12memory_orderS4_, seq_cst,acquire, device
// CHECK-LABEL: .entry k790(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k790(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_double *)(g + 0), (__private double *)(pb + 1), (double)g[4], memory_order_seq_cst, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicdPU3AS1dd12memory_orderS4_, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k791(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k791(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_double *)(lb + 0), (__global double *)(g + 1), (double)g[4], memory_order_seq_cst, memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicdPU3AS3dd12memory_orderS4_, relaxed,relaxed, device
// CHECK-LABEL: .entry k792(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k792(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_double *)(lb + 0), (__local double *)(lb + 1), (double)g[4], memory_order_relaxed, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicdPdd12memory_orderS4_, relaxed,acquire, device
// CHECK-LABEL: .entry k793(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k793(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_double *)(lb + 0), (__private double *)(pb + 1), (double)g[4], memory_order_relaxed, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicdPU3AS1dd12memory_orderS4_, acquire,relaxed, device
// CHECK-LABEL: .entry k794(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k794(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_double *)(g + 0), (__global double *)(g + 1), (double)g[4], memory_order_acquire, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicdPU3AS3dd12memory_orderS4_, acquire,acquire, device
// CHECK-LABEL: .entry k795(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k795(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_double *)(g + 0), (__local double *)(lb + 1), (double)g[4], memory_order_acquire, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicdPdd12memory_orderS4_, release,relaxed, device
// CHECK-LABEL: .entry k796(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k796(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_double *)(g + 0), (__private double *)(pb + 1), (double)g[4], memory_order_release, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicdPU3AS1dd12memory_orderS4_, release,acquire, device
// CHECK-LABEL: .entry k797(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k797(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_double *)(lb + 0), (__global double *)(g + 1), (double)g[4], memory_order_release, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicdPU3AS3dd12memory_orderS4_, acq_rel,relaxed, device
// CHECK-LABEL: .entry k798(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k798(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_double *)(lb + 0), (__local double *)(lb + 1), (double)g[4], memory_order_acq_rel, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicdPdd12memory_orderS4_, acq_rel,acquire, device
// CHECK-LABEL: .entry k799(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k799(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_double *)(lb + 0), (__private double *)(pb + 1), (double)g[4], memory_order_acq_rel, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiclPU3AS1ll12memory_orderS4_, seq_cst,relaxed, device
// CHECK-LABEL: .entry k800(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k800(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_long *)(g + 0), (__global long *)(g + 1), (long)g[4], memory_order_seq_cst, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiclPU3AS3ll12memory_orderS4_, seq_cst,acquire, device
// CHECK-LABEL: .entry k801(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k801(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_long *)(g + 0), (__local long *)(lb + 1), (long)g[4], memory_order_seq_cst, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiclPll12memory_orderS4_, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k802(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k802(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_long *)(g + 0), (__private long *)(pb + 1), (long)g[4], memory_order_seq_cst, memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiclPU3AS1ll12memory_orderS4_, relaxed,relaxed, device
// CHECK-LABEL: .entry k803(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k803(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_long *)(lb + 0), (__global long *)(g + 1), (long)g[4], memory_order_relaxed, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiclPU3AS3ll12memory_orderS4_, relaxed,acquire, device
// CHECK-LABEL: .entry k804(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k804(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_long *)(lb + 0), (__local long *)(lb + 1), (long)g[4], memory_order_relaxed, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiclPll12memory_orderS4_, acquire,relaxed, device
// CHECK-LABEL: .entry k805(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k805(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_long *)(lb + 0), (__private long *)(pb + 1), (long)g[4], memory_order_acquire, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicmPU3AS1mm12memory_orderS4_, acquire,acquire, device
// CHECK-LABEL: .entry k806(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k806(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_ulong *)(g + 0), (__global ulong *)(g + 1), (ulong)g[4], memory_order_acquire, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicmPU3AS3mm12memory_orderS4_, release,relaxed, device
// CHECK-LABEL: .entry k807(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k807(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_ulong *)(g + 0), (__local ulong *)(lb + 1), (ulong)g[4], memory_order_release, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicmPmm12memory_orderS4_, release,acquire, device
// CHECK-LABEL: .entry k808(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k808(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_ulong *)(g + 0), (__private ulong *)(pb + 1), (ulong)g[4], memory_order_release, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicmPU3AS1mm12memory_orderS4_, acq_rel,relaxed, device
// CHECK-LABEL: .entry k809(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k809(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_ulong *)(lb + 0), (__global ulong *)(g + 1), (ulong)g[4], memory_order_acq_rel, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicmPU3AS3mm12memory_orderS4_, acq_rel,acquire, device
// CHECK-LABEL: .entry k810(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k810(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_ulong *)(lb + 0), (__local ulong *)(lb + 1), (ulong)g[4], memory_order_acq_rel, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicmPmm12memory_orderS4_, seq_cst,relaxed, device
// CHECK-LABEL: .entry k811(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k811(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_ulong *)(lb + 0), (__private ulong *)(pb + 1), (ulong)g[4], memory_order_seq_cst, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiclPU3AS1ll12memory_orderS4_, seq_cst,acquire, device
// CHECK-LABEL: .entry k812(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k812(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_long *)(g + 0), (__global long *)(g + 1), (long)g[4], memory_order_seq_cst, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiclPU3AS3ll12memory_orderS4_, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k813(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k813(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_long *)(g + 0), (__local long *)(lb + 1), (long)g[4], memory_order_seq_cst, memory_order_seq_cst);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiclPll12memory_orderS4_, relaxed,relaxed, device
// CHECK-LABEL: .entry k814(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k814(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_long *)(g + 0), (__private long *)(pb + 1), (long)g[4], memory_order_relaxed, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiclPU3AS1ll12memory_orderS4_, relaxed,acquire, device
// CHECK-LABEL: .entry k815(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k815(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_long *)(lb + 0), (__global long *)(g + 1), (long)g[4], memory_order_relaxed, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiclPU3AS3ll12memory_orderS4_, acquire,relaxed, device
// CHECK-LABEL: .entry k816(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k816(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_long *)(lb + 0), (__local long *)(lb + 1), (long)g[4], memory_order_acquire, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiclPll12memory_orderS4_, acquire,acquire, device
// CHECK-LABEL: .entry k817(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k817(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_long *)(lb + 0), (__private long *)(pb + 1), (long)g[4], memory_order_acquire, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicmPU3AS1mm12memory_orderS4_, release,relaxed, device
// CHECK-LABEL: .entry k818(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k818(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_ulong *)(g + 0), (__global ulong *)(g + 1), (ulong)g[4], memory_order_release, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicmPU3AS3mm12memory_orderS4_, release,acquire, device
// CHECK-LABEL: .entry k819(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k819(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_ulong *)(g + 0), (__local ulong *)(lb + 1), (ulong)g[4], memory_order_release, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicmPmm12memory_orderS4_, acq_rel,relaxed, device
// CHECK-LABEL: .entry k820(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k820(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_ulong *)(g + 0), (__private ulong *)(pb + 1), (ulong)g[4], memory_order_acq_rel, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicmPU3AS1mm12memory_orderS4_, acq_rel,acquire, device
// CHECK-LABEL: .entry k821(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k821(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_ulong *)(lb + 0), (__global ulong *)(g + 1), (ulong)g[4], memory_order_acq_rel, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicmPU3AS3mm12memory_orderS4_, seq_cst,relaxed, device
// CHECK-LABEL: .entry k822(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k822(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_ulong *)(lb + 0), (__local ulong *)(lb + 1), (ulong)g[4], memory_order_seq_cst, memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicmPmm12memory_orderS4_, seq_cst,acquire, device
// CHECK-LABEL: .entry k823(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k823(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_ulong *)(lb + 0), (__private ulong *)(pb + 1), (ulong)g[4], memory_order_seq_cst, memory_order_acquire);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k824(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.cas.b32{{[;[:blank:]]}}
kernel void k824(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k825(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.cas.b32{{[;[:blank:]]}}
kernel void k825(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k826(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.cas.b32{{[;[:blank:]]}}
kernel void k826(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, relaxed,acquire, work_group
// CHECK-LABEL: .entry k827(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k827(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, relaxed,acquire, device
// CHECK-LABEL: .entry k828(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k828(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, relaxed,acquire, all_svm_devices
// CHECK-LABEL: .entry k829(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.cas.b32{{[;[:blank:]]}}
kernel void k829(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acquire,relaxed, work_group
// CHECK-LABEL: .entry k830(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k830(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acquire,relaxed, device
// CHECK-LABEL: .entry k831(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k831(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acquire,relaxed, all_svm_devices
// CHECK-LABEL: .entry k832(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.cas.b32{{[;[:blank:]]}}
kernel void k832(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k833(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k833(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k834(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k834(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k835(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.cas.b32{{[;[:blank:]]}}
kernel void k835(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, release,relaxed, work_group
// CHECK-LABEL: .entry k836(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.cas.b32{{[;[:blank:]]}}
kernel void k836(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, release,relaxed, device
// CHECK-LABEL: .entry k837(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.cas.b32{{[;[:blank:]]}}
kernel void k837(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, release,relaxed, all_svm_devices
// CHECK-LABEL: .entry k838(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.cas.b32{{[;[:blank:]]}}
kernel void k838(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, release,acquire, work_group
// CHECK-LABEL: .entry k839(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.cas.b32{{[;[:blank:]]}}
kernel void k839(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, release,acquire, device
// CHECK-LABEL: .entry k840(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.cas.b32{{[;[:blank:]]}}
kernel void k840(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, release,acquire, all_svm_devices
// CHECK-LABEL: .entry k841(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.cas.b32{{[;[:blank:]]}}
kernel void k841(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acq_rel,relaxed, work_group
// CHECK-LABEL: .entry k842(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.cas.b32{{[;[:blank:]]}}
kernel void k842(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acq_rel,relaxed, device
// CHECK-LABEL: .entry k843(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.cas.b32{{[;[:blank:]]}}
kernel void k843(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acq_rel,relaxed, all_svm_devices
// CHECK-LABEL: .entry k844(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.cas.b32{{[;[:blank:]]}}
kernel void k844(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acq_rel,acquire, work_group
// CHECK-LABEL: .entry k845(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.cas.b32{{[;[:blank:]]}}
kernel void k845(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acq_rel,acquire, device
// CHECK-LABEL: .entry k846(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.cas.b32{{[;[:blank:]]}}
kernel void k846(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, acq_rel,acquire, all_svm_devices
// CHECK-LABEL: .entry k847(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.cas.b32{{[;[:blank:]]}}
kernel void k847(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,relaxed, work_group
// CHECK-LABEL: .entry k848(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k848(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,relaxed, device
// CHECK-LABEL: .entry k849(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k849(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,relaxed, all_svm_devices
// CHECK-LABEL: .entry k850(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.cas.b32{{[;[:blank:]]}}
kernel void k850(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,acquire, work_group
// CHECK-LABEL: .entry k851(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k851(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,acquire, device
// CHECK-LABEL: .entry k852(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k852(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,acquire, all_svm_devices
// CHECK-LABEL: .entry k853(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.cas.b32{{[;[:blank:]]}}
kernel void k853(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k854(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k854(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k855(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.cas.b32{{[;[:blank:]]}}
kernel void k855(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k856(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.cas.b32{{[;[:blank:]]}}
kernel void k856(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomicjPjj12memory_orderS4_12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k857(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.cas.b32{{[;[:blank:]]}}
kernel void k857(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (g[3] ? (uint *)(__global uint *)(g + 1) : (uint *)(__local uint *)(lb + 1)), (uint)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomiciPii12memory_orderS4_12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k858(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.cas.b32{{[;[:blank:]]}}
kernel void k858(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_int *)(volatile __global atomic_int *)(g + 0) : (volatile atomic_int *)(volatile __local atomic_int *)(lb + 0)), (g[3] ? (int *)(__global int *)(g + 1) : (int *)(__local int *)(lb + 1)), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomicjPjj12memory_orderS4_12memory_scope, relaxed,acquire, work_group
// CHECK-LABEL: .entry k859(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k859(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_uint *)(volatile __global atomic_uint *)(g + 0) : (volatile atomic_uint *)(volatile __local atomic_uint *)(lb + 0)), (g[3] ? (uint *)(__global uint *)(g + 1) : (uint *)(__local uint *)(lb + 1)), (uint)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomicfPff12memory_orderS4_12memory_scope, acquire,relaxed, work_group
// CHECK-LABEL: .entry k860(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k860(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (g[3] ? (float *)(__global float *)(g + 1) : (float *)(__local float *)(lb + 1)), (float)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomicfPff12memory_orderS4_12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k861(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b32{{[;[:blank:]]}}
kernel void k861(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_float *)(volatile __global atomic_float *)(g + 0) : (volatile atomic_float *)(volatile __local atomic_float *)(lb + 0)), (g[3] ? (float *)(__global float *)(g + 1) : (float *)(__local float *)(lb + 1)), (float)g[4], memory_order_acquire, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomicdPdd12memory_orderS4_12memory_scope, release,relaxed, work_group
// CHECK-LABEL: .entry k862(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.cas.b64{{[;[:blank:]]}}
kernel void k862(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (g[3] ? (double *)(__global double *)(g + 1) : (double *)(__local double *)(lb + 1)), (double)g[4], memory_order_release, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomicdPdd12memory_orderS4_12memory_scope, release,acquire, work_group
// CHECK-LABEL: .entry k863(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.cas.b64{{[;[:blank:]]}}
kernel void k863(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_double *)(volatile __global atomic_double *)(g + 0) : (volatile atomic_double *)(volatile __local atomic_double *)(lb + 0)), (g[3] ? (double *)(__global double *)(g + 1) : (double *)(__local double *)(lb + 1)), (double)g[4], memory_order_release, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomiclPll12memory_orderS4_12memory_scope, acq_rel,relaxed, work_group
// CHECK-LABEL: .entry k864(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.cas.b64{{[;[:blank:]]}}
kernel void k864(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (g[3] ? (long *)(__global long *)(g + 1) : (long *)(__local long *)(lb + 1)), (long)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomiclPll12memory_orderS4_12memory_scope, acq_rel,acquire, work_group
// CHECK-LABEL: .entry k865(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.cas.b64{{[;[:blank:]]}}
kernel void k865(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_long *)(volatile __global atomic_long *)(g + 0) : (volatile atomic_long *)(volatile __local atomic_long *)(lb + 0)), (g[3] ? (long *)(__global long *)(g + 1) : (long *)(__local long *)(lb + 1)), (long)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPVU7_AtomicmPmm12memory_orderS4_12memory_scope, seq_cst,relaxed, work_group
// CHECK-LABEL: .entry k866(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b64{{[;[:blank:]]}}
kernel void k866(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (g[3] ? (ulong *)(__global ulong *)(g + 1) : (ulong *)(__local ulong *)(lb + 1)), (ulong)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPVU7_AtomicmPmm12memory_orderS4_12memory_scope, seq_cst,acquire, work_group
// CHECK-LABEL: .entry k867(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.cas.b64{{[;[:blank:]]}}
kernel void k867(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((g[3] ? (volatile atomic_ulong *)(volatile __global atomic_ulong *)(g + 0) : (volatile atomic_ulong *)(volatile __local atomic_ulong *)(lb + 0)), (g[3] ? (ulong *)(__global ulong *)(g + 1) : (ulong *)(__local ulong *)(lb + 1)), (ulong)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k868(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k868(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k869(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k869(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k870(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k870(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, relaxed,acquire, work_group
// CHECK-LABEL: .entry k871(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k871(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, relaxed,acquire, device
// CHECK-LABEL: .entry k872(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k872(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, relaxed,acquire, all_svm_devices
// CHECK-LABEL: .entry k873(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k873(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acquire,relaxed, work_group
// CHECK-LABEL: .entry k874(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k874(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acquire,relaxed, device
// CHECK-LABEL: .entry k875(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k875(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acquire,relaxed, all_svm_devices
// CHECK-LABEL: .entry k876(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k876(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k877(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k877(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k878(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k878(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k879(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k879(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, release,relaxed, work_group
// CHECK-LABEL: .entry k880(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k880(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, release,relaxed, device
// CHECK-LABEL: .entry k881(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k881(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, release,relaxed, all_svm_devices
// CHECK-LABEL: .entry k882(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k882(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, release,acquire, work_group
// CHECK-LABEL: .entry k883(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k883(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, release,acquire, device
// CHECK-LABEL: .entry k884(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k884(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, release,acquire, all_svm_devices
// CHECK-LABEL: .entry k885(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k885(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acq_rel,relaxed, work_group
// CHECK-LABEL: .entry k886(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k886(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acq_rel,relaxed, device
// CHECK-LABEL: .entry k887(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k887(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acq_rel,relaxed, all_svm_devices
// CHECK-LABEL: .entry k888(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k888(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acq_rel,acquire, work_group
// CHECK-LABEL: .entry k889(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k889(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acq_rel,acquire, device
// CHECK-LABEL: .entry k890(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k890(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acq_rel,acquire, all_svm_devices
// CHECK-LABEL: .entry k891(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k891(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,relaxed, work_group
// CHECK-LABEL: .entry k892(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k892(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,relaxed, device
// CHECK-LABEL: .entry k893(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k893(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,relaxed, all_svm_devices
// CHECK-LABEL: .entry k894(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k894(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,acquire, work_group
// CHECK-LABEL: .entry k895(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k895(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,acquire, device
// CHECK-LABEL: .entry k896(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k896(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,acquire, all_svm_devices
// CHECK-LABEL: .entry k897(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k897(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k898(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k898(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k899(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k899(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k900(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k900(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k901(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k901(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k902(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k902(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_int *)(g + 0), (__private int *)(pb + 1), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, relaxed,acquire, device
// CHECK-LABEL: .entry k903(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k903(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__global int *)(g + 1), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k904(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k904(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k905(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k905(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k906(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k906(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, relaxed,acquire, work_group
// CHECK-LABEL: .entry k907(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k907(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, relaxed,acquire, device
// CHECK-LABEL: .entry k908(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k908(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, relaxed,acquire, all_svm_devices
// CHECK-LABEL: .entry k909(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k909(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acquire,relaxed, work_group
// CHECK-LABEL: .entry k910(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k910(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acquire,relaxed, device
// CHECK-LABEL: .entry k911(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k911(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acquire,relaxed, all_svm_devices
// CHECK-LABEL: .entry k912(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k912(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k913(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k913(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k914(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k914(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k915(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k915(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acquire, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, release,relaxed, work_group
// CHECK-LABEL: .entry k916(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k916(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, release,relaxed, device
// CHECK-LABEL: .entry k917(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k917(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, release,relaxed, all_svm_devices
// CHECK-LABEL: .entry k918(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k918(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, release,acquire, work_group
// CHECK-LABEL: .entry k919(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k919(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, release,acquire, device
// CHECK-LABEL: .entry k920(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k920(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, release,acquire, all_svm_devices
// CHECK-LABEL: .entry k921(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k921(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acq_rel,relaxed, work_group
// CHECK-LABEL: .entry k922(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k922(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acq_rel,relaxed, device
// CHECK-LABEL: .entry k923(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k923(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acq_rel,relaxed, all_svm_devices
// CHECK-LABEL: .entry k924(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k924(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acq_rel,acquire, work_group
// CHECK-LABEL: .entry k925(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k925(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acq_rel,acquire, device
// CHECK-LABEL: .entry k926(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k926(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, acq_rel,acquire, all_svm_devices
// CHECK-LABEL: .entry k927(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k927(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,relaxed, work_group
// CHECK-LABEL: .entry k928(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k928(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,relaxed, device
// CHECK-LABEL: .entry k929(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k929(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,relaxed, all_svm_devices
// CHECK-LABEL: .entry k930(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k930(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,acquire, work_group
// CHECK-LABEL: .entry k931(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k931(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,acquire, device
// CHECK-LABEL: .entry k932(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k932(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,acquire, all_svm_devices
// CHECK-LABEL: .entry k933(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k933(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k934(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k934(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k935(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k935(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k936(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k936(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_12memory_scope, acquire,relaxed, device
// CHECK-LABEL: .entry k937(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k937(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_int *)(lb + 0), (__private int *)(pb + 1), (int)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicjPU3AS1jj12memory_orderS4_12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k938(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k938(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_uint *)(g + 0), (__global uint *)(g + 1), (uint)g[4], memory_order_acquire, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicjPU3AS3jj12memory_orderS4_12memory_scope, release,relaxed, device
// CHECK-LABEL: .entry k939(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k939(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_uint *)(g + 0), (__local uint *)(lb + 1), (uint)g[4], memory_order_release, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicjPjj12memory_orderS4_12memory_scope, release,acquire, device
// CHECK-LABEL: .entry k940(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k940(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_uint *)(g + 0), (__private uint *)(pb + 1), (uint)g[4], memory_order_release, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPU3AS1jj12memory_orderS4_12memory_scope, acq_rel,relaxed, device
// CHECK-LABEL: .entry k941(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k941(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_uint *)(lb + 0), (__global uint *)(g + 1), (uint)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPU3AS3jj12memory_orderS4_12memory_scope, acq_rel,acquire, device
// CHECK-LABEL: .entry k942(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k942(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_uint *)(lb + 0), (__local uint *)(lb + 1), (uint)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPjj12memory_orderS4_12memory_scope, seq_cst,relaxed, device
// CHECK-LABEL: .entry k943(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b32{{[;[:blank:]]}}
kernel void k943(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_uint *)(lb + 0), (__private uint *)(pb + 1), (uint)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicfPU3AS1ff12memory_orderS4_12memory_scope, seq_cst,acquire, device
// CHECK-LABEL: .entry k944(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k944(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_float *)(g + 0), (__global float *)(g + 1), (float)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicfPU3AS3ff12memory_orderS4_12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k945(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b32{{[;[:blank:]]}}
kernel void k945(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_float *)(g + 0), (__local float *)(lb + 1), (float)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicfPff12memory_orderS4_12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k946(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k946(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_float *)(g + 0), (__private float *)(pb + 1), (float)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicfPU3AS1ff12memory_orderS4_12memory_scope, relaxed,acquire, all_svm_devices
// CHECK-LABEL: .entry k947(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k947(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_float *)(lb + 0), (__global float *)(g + 1), (float)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicfPU3AS3ff12memory_orderS4_12memory_scope, acquire,relaxed, all_svm_devices
// CHECK-LABEL: .entry k948(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k948(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_float *)(lb + 0), (__local float *)(lb + 1), (float)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicfPff12memory_orderS4_12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k949(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k949(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_float *)(lb + 0), (__private float *)(pb + 1), (float)g[4], memory_order_acquire, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, release,relaxed, all_svm_devices
// CHECK-LABEL: .entry k950(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k950(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_int *)(g + 0), (__global int *)(g + 1), (int)g[4], memory_order_release, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, release,acquire, all_svm_devices
// CHECK-LABEL: .entry k951(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k951(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_int *)(g + 0), (__local int *)(lb + 1), (int)g[4], memory_order_release, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_12memory_scope, acq_rel,relaxed, all_svm_devices
// CHECK-LABEL: .entry k952(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k952(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_int *)(g + 0), (__private int *)(pb + 1), (int)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPU3AS1ii12memory_orderS4_12memory_scope, acq_rel,acquire, all_svm_devices
// CHECK-LABEL: .entry k953(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k953(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_int *)(lb + 0), (__global int *)(g + 1), (int)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPU3AS3ii12memory_orderS4_12memory_scope, seq_cst,relaxed, all_svm_devices
// CHECK-LABEL: .entry k954(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k954(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_int *)(lb + 0), (__local int *)(lb + 1), (int)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_12memory_scope, seq_cst,acquire, all_svm_devices
// CHECK-LABEL: .entry k955(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b32{{[;[:blank:]]}}
kernel void k955(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_int *)(lb + 0), (__private int *)(pb + 1), (int)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicjPU3AS1jj12memory_orderS4_12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k956(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b32{{[;[:blank:]]}}
kernel void k956(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_uint *)(g + 0), (__global uint *)(g + 1), (uint)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicjPU3AS3jj12memory_orderS4_12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k957(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k957(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_uint *)(g + 0), (__local uint *)(lb + 1), (uint)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicjPjj12memory_orderS4_12memory_scope, relaxed,acquire, work_group
// CHECK-LABEL: .entry k958(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k958(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_uint *)(g + 0), (__private uint *)(pb + 1), (uint)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicjPU3AS1jj12memory_orderS4_12memory_scope, acquire,relaxed, work_group
// CHECK-LABEL: .entry k959(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k959(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_uint *)(lb + 0), (__global uint *)(g + 1), (uint)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicjPU3AS3jj12memory_orderS4_12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k960(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k960(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_uint *)(lb + 0), (__local uint *)(lb + 1), (uint)g[4], memory_order_acquire, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicjPjj12memory_orderS4_12memory_scope, release,relaxed, work_group
// CHECK-LABEL: .entry k961(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k961(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_uint *)(lb + 0), (__private uint *)(pb + 1), (uint)g[4], memory_order_release, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicfPU3AS1ff12memory_orderS4_12memory_scope, release,acquire, work_group
// CHECK-LABEL: .entry k962(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k962(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_float *)(g + 0), (__global float *)(g + 1), (float)g[4], memory_order_release, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicfPU3AS3ff12memory_orderS4_12memory_scope, acq_rel,relaxed, work_group
// CHECK-LABEL: .entry k963(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k963(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_float *)(g + 0), (__local float *)(lb + 1), (float)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicfPff12memory_orderS4_12memory_scope, acq_rel,acquire, work_group
// CHECK-LABEL: .entry k964(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.cas.b32{{[;[:blank:]]}}
kernel void k964(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_float *)(g + 0), (__private float *)(pb + 1), (float)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicfPU3AS1ff12memory_orderS4_12memory_scope, seq_cst,relaxed, work_group
// CHECK-LABEL: .entry k965(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k965(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_float *)(lb + 0), (__global float *)(g + 1), (float)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicfPU3AS3ff12memory_orderS4_12memory_scope, seq_cst,acquire, work_group
// CHECK-LABEL: .entry k966(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k966(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_float *)(lb + 0), (__local float *)(lb + 1), (float)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicfPff12memory_orderS4_12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k967(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b32{{[;[:blank:]]}}
kernel void k967(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_float *)(lb + 0), (__private float *)(pb + 1), (float)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicdPU3AS1dd12memory_orderS4_12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k968(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k968(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_double *)(g + 0), (__global double *)(g + 1), (double)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicdPU3AS3dd12memory_orderS4_12memory_scope, relaxed,acquire, device
// CHECK-LABEL: .entry k969(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k969(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_double *)(g + 0), (__local double *)(lb + 1), (double)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicdPdd12memory_orderS4_12memory_scope, acquire,relaxed, device
// CHECK-LABEL: .entry k970(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k970(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_double *)(g + 0), (__private double *)(pb + 1), (double)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicdPU3AS1dd12memory_orderS4_12memory_scope, acquire,acquire, device
// CHECK-LABEL: .entry k971(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k971(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_double *)(lb + 0), (__global double *)(g + 1), (double)g[4], memory_order_acquire, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicdPU3AS3dd12memory_orderS4_12memory_scope, release,relaxed, device
// CHECK-LABEL: .entry k972(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k972(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_double *)(lb + 0), (__local double *)(lb + 1), (double)g[4], memory_order_release, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicdPdd12memory_orderS4_12memory_scope, release,acquire, device
// CHECK-LABEL: .entry k973(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k973(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_double *)(lb + 0), (__private double *)(pb + 1), (double)g[4], memory_order_release, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicdPU3AS1dd12memory_orderS4_12memory_scope, acq_rel,relaxed, device
// CHECK-LABEL: .entry k974(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k974(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_double *)(g + 0), (__global double *)(g + 1), (double)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicdPU3AS3dd12memory_orderS4_12memory_scope, acq_rel,acquire, device
// CHECK-LABEL: .entry k975(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k975(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_double *)(g + 0), (__local double *)(lb + 1), (double)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicdPdd12memory_orderS4_12memory_scope, seq_cst,relaxed, device
// CHECK-LABEL: .entry k976(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.cas.b64{{[;[:blank:]]}}
kernel void k976(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_double *)(g + 0), (__private double *)(pb + 1), (double)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicdPU3AS1dd12memory_orderS4_12memory_scope, seq_cst,acquire, device
// CHECK-LABEL: .entry k977(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k977(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_double *)(lb + 0), (__global double *)(g + 1), (double)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicdPU3AS3dd12memory_orderS4_12memory_scope, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k978(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k978(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_double *)(lb + 0), (__local double *)(lb + 1), (double)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicdPdd12memory_orderS4_12memory_scope, relaxed,relaxed, all_svm_devices
// CHECK-LABEL: .entry k979(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.shared.cas.b64{{[;[:blank:]]}}
kernel void k979(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_double *)(lb + 0), (__private double *)(pb + 1), (double)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiclPU3AS1ll12memory_orderS4_12memory_scope, relaxed,acquire, all_svm_devices
// CHECK-LABEL: .entry k980(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b64{{[;[:blank:]]}}
kernel void k980(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_long *)(g + 0), (__global long *)(g + 1), (long)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiclPU3AS3ll12memory_orderS4_12memory_scope, acquire,relaxed, all_svm_devices
// CHECK-LABEL: .entry k981(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b64{{[;[:blank:]]}}
kernel void k981(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_long *)(g + 0), (__local long *)(lb + 1), (long)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiclPll12memory_orderS4_12memory_scope, acquire,acquire, all_svm_devices
// CHECK-LABEL: .entry k982(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b64{{[;[:blank:]]}}
kernel void k982(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_long *)(g + 0), (__private long *)(pb + 1), (long)g[4], memory_order_acquire, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiclPU3AS1ll12memory_orderS4_12memory_scope, release,relaxed, all_svm_devices
// CHECK-LABEL: .entry k983(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.shared.cas.b64{{[;[:blank:]]}}
kernel void k983(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_long *)(lb + 0), (__global long *)(g + 1), (long)g[4], memory_order_release, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiclPU3AS3ll12memory_orderS4_12memory_scope, release,acquire, all_svm_devices
// CHECK-LABEL: .entry k984(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.cas.b64{{[;[:blank:]]}}
kernel void k984(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_long *)(lb + 0), (__local long *)(lb + 1), (long)g[4], memory_order_release, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiclPll12memory_orderS4_12memory_scope, acq_rel,relaxed, all_svm_devices
// CHECK-LABEL: .entry k985(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.cas.b64{{[;[:blank:]]}}
kernel void k985(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_long *)(lb + 0), (__private long *)(pb + 1), (long)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicmPU3AS1mm12memory_orderS4_12memory_scope, acq_rel,acquire, all_svm_devices
// CHECK-LABEL: .entry k986(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.cas.b64{{[;[:blank:]]}}
kernel void k986(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_ulong *)(g + 0), (__global ulong *)(g + 1), (ulong)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicmPU3AS3mm12memory_orderS4_12memory_scope, seq_cst,relaxed, all_svm_devices
// CHECK-LABEL: .entry k987(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b64{{[;[:blank:]]}}
kernel void k987(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_ulong *)(g + 0), (__local ulong *)(lb + 1), (ulong)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomicmPmm12memory_orderS4_12memory_scope, seq_cst,acquire, all_svm_devices
// CHECK-LABEL: .entry k988(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.cas.b64{{[;[:blank:]]}}
kernel void k988(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __global atomic_ulong *)(g + 0), (__private ulong *)(pb + 1), (ulong)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicmPU3AS1mm12memory_orderS4_12memory_scope, seq_cst,seq_cst, all_svm_devices
// CHECK-LABEL: .entry k989(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.cas.b64{{[;[:blank:]]}}
kernel void k989(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_ulong *)(lb + 0), (__global ulong *)(g + 1), (ulong)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicmPU3AS3mm12memory_orderS4_12memory_scope, relaxed,relaxed, work_group
// CHECK-LABEL: .entry k990(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.shared.cas.b64{{[;[:blank:]]}}
kernel void k990(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_ulong *)(lb + 0), (__local ulong *)(lb + 1), (ulong)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicmPmm12memory_orderS4_12memory_scope, relaxed,acquire, work_group
// CHECK-LABEL: .entry k991(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.cas.b64{{[;[:blank:]]}}
kernel void k991(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_strong_explicit((volatile __local atomic_ulong *)(lb + 0), (__private ulong *)(pb + 1), (ulong)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiclPU3AS1ll12memory_orderS4_12memory_scope, acquire,relaxed, work_group
// CHECK-LABEL: .entry k992(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b64{{[;[:blank:]]}}
kernel void k992(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_long *)(g + 0), (__global long *)(g + 1), (long)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiclPU3AS3ll12memory_orderS4_12memory_scope, acquire,acquire, work_group
// CHECK-LABEL: .entry k993(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b64{{[;[:blank:]]}}
kernel void k993(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_long *)(g + 0), (__local long *)(lb + 1), (long)g[4], memory_order_acquire, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiclPll12memory_orderS4_12memory_scope, release,relaxed, work_group
// CHECK-LABEL: .entry k994(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.global.cas.b64{{[;[:blank:]]}}
kernel void k994(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_long *)(g + 0), (__private long *)(pb + 1), (long)g[4], memory_order_release, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiclPU3AS1ll12memory_orderS4_12memory_scope, release,acquire, work_group
// CHECK-LABEL: .entry k995(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.cas.b64{{[;[:blank:]]}}
kernel void k995(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_long *)(lb + 0), (__global long *)(g + 1), (long)g[4], memory_order_release, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiclPU3AS3ll12memory_orderS4_12memory_scope, acq_rel,relaxed, work_group
// CHECK-LABEL: .entry k996(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.cas.b64{{[;[:blank:]]}}
kernel void k996(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_long *)(lb + 0), (__local long *)(lb + 1), (long)g[4], memory_order_acq_rel, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiclPll12memory_orderS4_12memory_scope, acq_rel,acquire, work_group
// CHECK-LABEL: .entry k997(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.cas.b64{{[;[:blank:]]}}
kernel void k997(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_long *)(lb + 0), (__private long *)(pb + 1), (long)g[4], memory_order_acq_rel, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicmPU3AS1mm12memory_orderS4_12memory_scope, seq_cst,relaxed, work_group
// CHECK-LABEL: .entry k998(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b64{{[;[:blank:]]}}
kernel void k998(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_ulong *)(g + 0), (__global ulong *)(g + 1), (ulong)g[4], memory_order_seq_cst, memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicmPU3AS3mm12memory_orderS4_12memory_scope, seq_cst,acquire, work_group
// CHECK-LABEL: .entry k999(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b64{{[;[:blank:]]}}
kernel void k999(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_ulong *)(g + 0), (__local ulong *)(lb + 1), (ulong)g[4], memory_order_seq_cst, memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicmPmm12memory_orderS4_12memory_scope, seq_cst,seq_cst, work_group
// CHECK-LABEL: .entry k1000(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.cas.b64{{[;[:blank:]]}}
kernel void k1000(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __global atomic_ulong *)(g + 0), (__private ulong *)(pb + 1), (ulong)g[4], memory_order_seq_cst, memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicmPU3AS1mm12memory_orderS4_12memory_scope, relaxed,relaxed, device
// CHECK-LABEL: .entry k1001(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k1001(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_ulong *)(lb + 0), (__global ulong *)(g + 1), (ulong)g[4], memory_order_relaxed, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicmPU3AS3mm12memory_orderS4_12memory_scope, relaxed,acquire, device
// CHECK-LABEL: .entry k1002(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k1002(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_ulong *)(lb + 0), (__local ulong *)(lb + 1), (ulong)g[4], memory_order_relaxed, memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomicmPmm12memory_orderS4_12memory_scope, acquire,relaxed, device
// CHECK-LABEL: .entry k1003(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.cas.b64{{[;[:blank:]]}}
kernel void k1003(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_compare_exchange_weak_explicit((volatile __local atomic_ulong *)(lb + 0), (__private ulong *)(pb + 1), (ulong)g[4], memory_order_acquire, memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_flag_test_and_setPVU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k1004(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k1004(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z17atomic_flag_clearPVU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k1005(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k1005(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_flag_test_and_setPU3AS1VU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k1006(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k1006(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set((volatile __global atomic_flag *)(g + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z24atomic_flag_test_and_setPU3AS3VU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k1007(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k1007(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set((volatile __local atomic_flag *)(lb + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z17atomic_flag_clearPU3AS1VU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k1008(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k1008(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear((volatile __global atomic_flag *)(g + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z17atomic_flag_clearPU3AS3VU7_Atomici, seq_cst,seq_cst, device
// CHECK-LABEL: .entry k1009(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k1009(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear((volatile __local atomic_flag *)(lb + 0));
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k1010(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.exch.b32{{[;[:blank:]]}}
kernel void k1010(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k1011(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k1011(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order, release,release, device
// CHECK-LABEL: .entry k1012(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k1012(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order, acq_rel,acq_rel, device
// CHECK-LABEL: .entry k1013(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k1013(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_acq_rel);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order, relaxed,relaxed, device
// CHECK-LABEL: .entry k1014(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k1014(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_relaxed);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order, release,release, device
// CHECK-LABEL: .entry k1015(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.shared.b32{{[;[:blank:]]}}
kernel void k1015(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_release);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k1016(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.exch.b32{{[;[:blank:]]}}
kernel void k1016(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k1017(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.exch.b32{{[;[:blank:]]}}
kernel void k1017(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k1018(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.exch.b32{{[;[:blank:]]}}
kernel void k1018(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k1019(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.exch.b32{{[;[:blank:]]}}
kernel void k1019(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k1020(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k1020(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k1021(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.exch.b32{{[;[:blank:]]}}
kernel void k1021(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k1022(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.exch.b32{{[;[:blank:]]}}
kernel void k1022(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k1023(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.exch.b32{{[;[:blank:]]}}
kernel void k1023(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k1024(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.exch.b32{{[;[:blank:]]}}
kernel void k1024(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k1025(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.exch.b32{{[;[:blank:]]}}
kernel void k1025(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k1026(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.exch.b32{{[;[:blank:]]}}
kernel void k1026(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k1027(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.exch.b32{{[;[:blank:]]}}
kernel void k1027(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k1028(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.exch.b32{{[;[:blank:]]}}
kernel void k1028(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k1029(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.exch.b32{{[;[:blank:]]}}
kernel void k1029(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k1030(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.exch.b32{{[;[:blank:]]}}
kernel void k1030(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k1031(
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.b32{{[;[:blank:]]}}
kernel void k1031(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k1032(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k1032(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k1033(
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.b32{{[;[:blank:]]}}
kernel void k1033(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k1034(
// CHECK: {{^[[:blank:]]*}}st.release.cta.b32{{[;[:blank:]]}}
kernel void k1034(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k1035(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.b32{{[;[:blank:]]}}
kernel void k1035(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k1036(
// CHECK: {{^[[:blank:]]*}}st.release.sys.b32{{[;[:blank:]]}}
kernel void k1036(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k1037(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.b32{{[;[:blank:]]}}
kernel void k1037(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k1038(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.b32{{[;[:blank:]]}}
kernel void k1038(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPVU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k1039(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.b32{{[;[:blank:]]}}
kernel void k1039(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((g[3] ? (volatile atomic_flag *)(volatile __global atomic_flag *)(g + 0) : (volatile atomic_flag *)(volatile __local atomic_flag *)(lb + 0)), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k1040(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k1040(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k1041(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k1041(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k1042(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k1042(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k1043(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k1043(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k1044(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k1044(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k1045(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k1045(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k1046(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k1046(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k1047(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k1047(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k1048(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k1048(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k1049(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k1049(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k1050(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k1050(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k1051(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k1051(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k1052(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.global.exch.b32{{[;[:blank:]]}}
kernel void k1052(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k1053(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.global.exch.b32{{[;[:blank:]]}}
kernel void k1053(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k1054(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.global.exch.b32{{[;[:blank:]]}}
kernel void k1054(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __global atomic_flag *)(g + 0), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k1055(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k1055(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k1056(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k1056(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k1057(
// CHECK: {{^[[:blank:]]*}}atom.relaxed.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k1057(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acquire, work_group
// CHECK-LABEL: .entry k1058(
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k1058(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_acquire, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acquire, device
// CHECK-LABEL: .entry k1059(
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k1059(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_acquire, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acquire, all_svm_devices
// CHECK-LABEL: .entry k1060(
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k1060(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_acquire, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k1061(
// CHECK: {{^[[:blank:]]*}}atom.release.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k1061(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k1062(
// CHECK: {{^[[:blank:]]*}}atom.release.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k1062(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k1063(
// CHECK: {{^[[:blank:]]*}}atom.release.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k1063(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acq_rel, work_group
// CHECK-LABEL: .entry k1064(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k1064(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_acq_rel, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acq_rel, device
// CHECK-LABEL: .entry k1065(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k1065(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_acq_rel, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, acq_rel, all_svm_devices
// CHECK-LABEL: .entry k1066(
// CHECK: {{^[[:blank:]]*}}atom.acq_rel.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k1066(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_acq_rel, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k1067(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.cta.shared.exch.b32{{[;[:blank:]]}}
kernel void k1067(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k1068(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.gpu.shared.exch.b32{{[;[:blank:]]}}
kernel void k1068(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z33atomic_flag_test_and_set_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k1069(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}atom.acquire.sys.shared.exch.b32{{[;[:blank:]]}}
kernel void k1069(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  g[9] = (ulong)atomic_flag_test_and_set_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k1070(
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.global.b32{{[;[:blank:]]}}
kernel void k1070(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k1071(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k1071(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k1072(
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.global.b32{{[;[:blank:]]}}
kernel void k1072(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k1073(
// CHECK: {{^[[:blank:]]*}}st.release.cta.global.b32{{[;[:blank:]]}}
kernel void k1073(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k1074(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.global.b32{{[;[:blank:]]}}
kernel void k1074(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k1075(
// CHECK: {{^[[:blank:]]*}}st.release.sys.global.b32{{[;[:blank:]]}}
kernel void k1075(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k1076(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.global.b32{{[;[:blank:]]}}
kernel void k1076(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k1077(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.global.b32{{[;[:blank:]]}}
kernel void k1077(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k1078(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.global.b32{{[;[:blank:]]}}
kernel void k1078(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __global atomic_flag *)(g + 0), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, work_group
// CHECK-LABEL: .entry k1079(
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.shared.b32{{[;[:blank:]]}}
kernel void k1079(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_relaxed, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, device
// CHECK-LABEL: .entry k1080(
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k1080(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_relaxed, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, relaxed, all_svm_devices
// CHECK-LABEL: .entry k1081(
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.shared.b32{{[;[:blank:]]}}
kernel void k1081(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_relaxed, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, release, work_group
// CHECK-LABEL: .entry k1082(
// CHECK: {{^[[:blank:]]*}}st.release.cta.shared.b32{{[;[:blank:]]}}
kernel void k1082(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_release, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, release, device
// CHECK-LABEL: .entry k1083(
// CHECK: {{^[[:blank:]]*}}st.release.gpu.shared.b32{{[;[:blank:]]}}
kernel void k1083(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_release, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, release, all_svm_devices
// CHECK-LABEL: .entry k1084(
// CHECK: {{^[[:blank:]]*}}st.release.sys.shared.b32{{[;[:blank:]]}}
kernel void k1084(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_release, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, work_group
// CHECK-LABEL: .entry k1085(
// CHECK: {{^[[:blank:]]*}}fence.sc.cta{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.cta.shared.b32{{[;[:blank:]]}}
kernel void k1085(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_seq_cst, memory_scope_work_group);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, device
// CHECK-LABEL: .entry k1086(
// CHECK: {{^[[:blank:]]*}}fence.sc.gpu{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.gpu.shared.b32{{[;[:blank:]]}}
kernel void k1086(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_seq_cst, memory_scope_device);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}

// _Z26atomic_flag_clear_explicitPU3AS3VU7_Atomici12memory_order12memory_scope, seq_cst, all_svm_devices
// CHECK-LABEL: .entry k1087(
// CHECK: {{^[[:blank:]]*}}fence.sc.sys{{[;[:blank:]]}}
// CHECK: {{^[[:blank:]]*}}st.relaxed.sys.shared.b32{{[;[:blank:]]}}
kernel void k1087(global ulong *g) {
  local ulong lb[4];
  ulong pb[2];
  pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];
  atomic_flag_clear_explicit((volatile __local atomic_flag *)(lb + 0), memory_order_seq_cst, memory_scope_all_svm_devices);
  g[10] = pb[0] + pb[1] + lb[0] + lb[1];
}
