// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Compiles only if the build options gave SUM as "1 + 2" and T as int. */
#if SUM != 3
#error SUM is not 1 + 2
#endif
kernel void sum(global T *out) {
  out[get_global_id(0)] = work_group_reduce_add((T)SUM);
}
