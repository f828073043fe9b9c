// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
kernel void broken(global int *out) {
  out[get_global_id(0)] = work_group_reduce_add(undeclared_value);
}
