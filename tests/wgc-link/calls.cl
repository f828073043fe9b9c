// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Kernels that reach collectives through helpers and through other kernels.
 * noinline keeps the calls for wgc-link to resolve, as clang leaves them in
 * larger programs. */
#define NOINLINE __attribute__((noinline))

/* External linkage, as a helper is usually written. */
NOINLINE int sum_of(int x) { return work_group_reduce_add(x); }

NOINLINE static int prefix_of(int x) {
  return work_group_scan_inclusive_add(x);
}

/* A helper calling helpers (unsigned: full-range data wraps). */
NOINLINE int sum_plus_prefix(int x) {
  return (int)((uint)sum_of(x) + (uint)prefix_of(x));
}

/* Reaches no collective: wgc-link leaves it as it is. */
NOINLINE int scaled(int x) { return (int)((uint)x * 3u + 1u); }

NOINLINE kernel void k_sum(global const int *in, global int *out) {
  size_t g = get_global_id(0);
  out[g] = sum_of(in[g]);
}

/* sum_of from a second kernel, and through sum_plus_prefix. */
kernel void k_both(global const int *in, global int *out) {
  size_t g = get_global_id(0);
  out[g] = sum_plus_prefix(in[g]) ^ sum_of(scaled(in[g]));
}

/* Runs k_sum's body on the same data, then a collective of its own. */
kernel void k_calls_kernel(global const int *in, global int *out) {
  k_sum(in, out);
  size_t g = get_global_id(0);
  out[g] = (int)((uint)out[g] + (uint)work_group_scan_exclusive_max(in[g]));
}
