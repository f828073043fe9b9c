// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The OpenCL 2.0 atomics of wgc-nvptx64.bc with orders and scopes known only
// at run time compile to inline code (no call), which ptxas assembles where
// it is installed.
// RUN: clang -target nvptx64-nvidia-nvcl -march=sm_80 -O2 -cl-std=CL3.0 %nvptx_link \
// RUN:   -Xclang -cl-ext=+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,+cl_khr_fp64,+__opencl_c_fp64,+__opencl_c_generic_address_space,+__opencl_c_atomic_order_seq_cst,+__opencl_c_atomic_order_acq_rel \
// RUN:   -D__opencl_c_atomic_scope_device=1 -D__opencl_c_atomic_scope_all_devices=1 \
// RUN:   -Xclang -cl-ext=+__opencl_c_images,+__opencl_c_read_write_images,+__opencl_c_3d_image_writes,+cl_khr_3d_image_writes \
// RUN:   -cl-no-stdinc -Xclang -finclude-default-header -S %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx --implicit-check-not=call
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o %t.cubin %}

// CHECK: .entry k_runtime(
// CHECK: ld.acquire.cta.global.b32
kernel void k_runtime(global ulong *g, global int *o) {
  volatile global atomic_int *p = (volatile global atomic_int *)g;
  memory_order mo = (memory_order)o[0];
  memory_scope ms = (memory_scope)o[1];
  int e = o[2];
  o[3] = atomic_load_explicit(p, mo, ms);
  atomic_store_explicit(p, 1, mo, ms);
  o[4] = atomic_fetch_add_explicit(p, 2, mo, ms);
  o[5] = atomic_compare_exchange_strong_explicit(p, &e, 3, mo,
      (memory_order)o[6], ms);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, mo, ms);
}
