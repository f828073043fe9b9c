// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Demo kernel: an inclusive prefix sum over each work-group. */
__kernel void prefix_sum(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  out[i] = work_group_scan_inclusive_add(in[i]);
}
