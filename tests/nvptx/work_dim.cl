// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* get_work_dim() of every work-item, for work_dim_probe.c. */
__kernel void work_dim(__global uint *out) {
  size_t i = (get_global_id(2) * get_global_size(1) + get_global_id(1)) *
                 get_global_size(0) +
             get_global_id(0);
  out[i] = get_work_dim();
}
