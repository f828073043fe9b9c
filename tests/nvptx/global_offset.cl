// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A kernel whose work-item ids must follow NVIDIA's OpenCL ABI. */
__kernel void offset_ids(__global ulong *o) {
  size_t i = get_global_id(0) - get_global_offset(0);
  o[i] = get_global_id(0) + work_group_reduce_add(1) + get_local_linear_id() +
         get_global_linear_id();
}
