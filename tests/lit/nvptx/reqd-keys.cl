// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The double min and max collectives of a declared work-group size run on
// 64-bit integer keys (nvptx_algorithm.h): no min.f64 or max.f64 is left in
// their kernels, where those of a run-time size keep them. The 64-bit integer min and max reduces of a declared 64 items (two
// warps) rake, those of double's keys included; the add reduce and a
// run-time size take the composition, in the partials scratch.

// RUN: %wgc-cc --target=nvptx64 --mcpu=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define SIZED(N) __attribute__((reqd_work_group_size(N, 1, 1)))

// CHECK-LABEL: .entry dmin512(
// CHECK-NOT: {{(min|max)\.f64}}
// CHECK: ret;
SIZED(512) kernel void dmin512(global double *io) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_min(io[g]);
}

// CHECK-LABEL: .entry dscans256(
// CHECK-NOT: {{(min|max)\.f64}}
// CHECK: ret;
SIZED(256) kernel void dscans256(global double *io) {
  size_t g = get_global_id(0);
  io[g] = work_group_scan_inclusive_max(io[g]) +
          work_group_scan_exclusive_min(io[g]);
}

// CHECK-LABEL: .entry dmin_any(
// CHECK: min.f64
// CHECK: ret;
kernel void dmin_any(global double *io) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_min(io[g]);
}

// CHECK-LABEL: .entry lmax64(
// CHECK: {{__wgc_rake[^_[:alnum:]]}}
// CHECK: ret;
SIZED(64) kernel void lmax64(global long *io) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_max(io[g]);
}

// CHECK-LABEL: .entry dmax64(
// CHECK-NOT: {{(min|max)\.f64}}
// CHECK: {{__wgc_rake[^_[:alnum:]]}}
// CHECK: ret;
SIZED(64) kernel void dmax64(global double *io) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_max(io[g]);
}

// CHECK-LABEL: .entry ladd64(
// CHECK-NOT: {{__wgc_rake[^_[:alnum:]]}}
// CHECK: ret;
SIZED(64) kernel void ladd64(global long *io) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_add(io[g]);
}
