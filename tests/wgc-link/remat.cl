// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Kernels whose cheap index arithmetic clang keeps across the collective. */
#define IPT 16

/* A tile scan with IPT consecutive items per work-item (the benchmark's K3):
 * clang computes the IPT store indices before the scan. */
kernel void tile_scan(global const float *in, global float *out) {
  size_t b = get_global_id(0) * IPT;
  float x[IPT];
  float t = 0;
  for (uint j = 0; j < IPT; ++j)
    t += x[j] = in[b + j];
  float e = work_group_scan_exclusive_add(t);
  for (uint j = 0; j < IPT; ++j) {
    out[b + j] = e;
    e += x[j];
  }
}

/* Two collectives in a row, with addresses used after both. */
kernel void two_scans(global const int *in, global int *out) {
  size_t g = get_global_id(0), n = get_global_size(0);
  int a = in[g], c = in[g + n];
  int s = work_group_scan_inclusive_add(a);
  int m = work_group_reduce_max(c);
  out[g] = s;
  out[g + n] = m;
  out[g + 2 * n] = s + m;
}
