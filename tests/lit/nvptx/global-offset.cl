// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// get_global_id and get_global_offset follow NVIDIA's OpenCL ABI: the PTX
// takes the launch's global offset from the environment registers
// (%envreg3 for dimension 0, with the block offset in %envreg0), which
// libclc-15's nvptx functions ignore; the OpenCL 2.0 linear ids are defined
// (workitem_nvcl.cl), so no call is left (ptxas would find it unresolved).
// RUN: clang -target nvptx64-nvidia-nvcl -march=sm_80 -cl-std=CL2.0 \
// RUN:   -Xclang -finclude-default-header -O2 %nvptx_link -S %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx '--implicit-check-not={{^[[:blank:]]*call}}'

// CHECK-LABEL: .entry offset_ids(
// CHECK-DAG: mov.b32 {{%r[0-9]+}}, %envreg3;
// CHECK-DAG: mov.b32 {{%r[0-9]+}}, %envreg0;
__kernel void offset_ids(__global ulong *o) {
  size_t i = get_global_id(0) - get_global_offset(0);
  o[i] = get_global_id(0) + work_group_reduce_add(1) + get_local_linear_id() +
         get_global_linear_id();
}
