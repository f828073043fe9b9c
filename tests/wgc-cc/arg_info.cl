// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Kernels whose arguments wgc-cc --arg-info describes (arg_info.expected).
typedef float4 vec_t;
kernel void args(global const int *restrict in, local volatile float *tmp,
                 constant uint *table, vec_t scale, unsigned long n,
                 global const volatile short *flags) {
  tmp[0] = (float)work_group_reduce_add(in[0]) + scale.x + table[0] + n +
           flags[0];
}
kernel void none(void) {}
void helper(global int *x) { x[0] = 1; }
