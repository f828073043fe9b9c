// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A valid kernel calling a collective, for wgc-cc's error checks. */
kernel void scan(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  out[i] = work_group_scan_inclusive_add(in[i]);
}
