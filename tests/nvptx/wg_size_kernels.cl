// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Kernels for wg_size_probe.c: each stores get_local_id(0) at get_global_id(0). */
__kernel void probe(__global int *o) { o[get_global_id(0)] = get_local_id(0); }

__kernel void probe_collective(__global int *o) {
  int ones = work_group_reduce_add(1);
  o[get_global_id(0)] = get_local_id(0) + ones - (int)get_local_size(0);
}
