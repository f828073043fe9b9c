// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL 2.0's work-item functions of every work-item, for
 * workitem_probe.c. */
__kernel void workitem(__global uint *out) {
  __global uint *o = out + 4 * get_global_linear_id();
  o[0] = get_enqueued_local_size(0) * 100 + get_enqueued_local_size(1);
  o[1] = get_local_linear_id();
  o[2] = get_global_id(0) * 1000 + get_global_id(1);
  o[3] = get_enqueued_num_sub_groups() * 100 + get_num_sub_groups();
}
