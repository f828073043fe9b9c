// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* User kernel of the SPIR-V recipe test: every work-item gets the number of
 * work-items of its work-group whose row of four ints has a positive sum.
 * clang-15 -O2 turns the row sum into llvm.vector.reduce.add, which
 * llvm-spirv-15 rejects, unless -fno-slp-vectorize. */
__kernel void row_count(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  int v = 0;
  for (uint j = 0; j < 4; ++j)
    v += in[4 * i + j];
  out[i] = work_group_reduce_add(v > 0);
}
