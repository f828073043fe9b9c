// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The work-group functions of double in wgc-nvptx64.bc, compiled to PTX for
// sm_70 and sm_80 as a user compiles them (clang, the library and libclc).
// The module holds no local memory, stack frame, call or bfe (LLVM 15 turned
// a masked arithmetic shift of the floating-point keys into a bfe.u64 that
// drops the mask); each kernel holds exactly the work-group barriers,
// shfl.sync and redux.sync counted below (redux.sync on sm_80 only, in the
// 32-bit integer collectives of an operator it has and the float and half
// min/max, which reduce integer keys). Lines of prefix L15 or L19 hold for
// that LLVM version only (%llvm), SM70 or SM80 for that architecture only.
// %check_wg_ptx_<arch> (lit.cfg.py) compiles the file for <arch> to
// %t.<arch>.ptx and runs the MOD, BAR, SHFL and REDUX checks on it.

// RUN: %check_wg_ptx_sm_70
// RUN: FileCheck %s --input-file=%t.sm_70.ptx --check-prefixes=K,MINMAX
// RUN: %check_wg_ptx_sm_80
// RUN: FileCheck %s --input-file=%t.sm_80.ptx --check-prefixes=K,MINMAX

// L15: {{^}}.version 7.5{{$}}
// L19: {{^}}.version 8.5{{$}}
// SM70: {{^}}.target sm_70{{(,|$)}}
// SM80: {{^}}.target sm_80{{(,|$)}}
// MOD-NOT: .local
// MOD-NOT: __local_depot
// MOD-NOT: %SP
// MOD-NOT: {{^[[:blank:]]*(@%p[0-9]+[[:blank:]]+)?call}}
// MOD-NOT: {{^[[:blank:]]*(@%p[0-9]+[[:blank:]]+)?bfe\.}}

#include <wgc/work_group_uniform_arithmetic.h>

// K-LABEL: .entry t_reduce_add(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-30: shfl.sync.
kernel void t_reduce_add(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_reduce_add(x);
}

// K-LABEL: .entry t_reduce_min(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-30: shfl.sync.
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
// MINMAX: {{^[[:blank:]]*}}min.f64{{[[:blank:]]}}
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
kernel void t_reduce_min(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_reduce_min(x);
}

// K-LABEL: .entry t_reduce_max(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-30: shfl.sync.
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
// MINMAX: {{^[[:blank:]]*}}max.f64{{[[:blank:]]}}
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
kernel void t_reduce_max(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_reduce_max(x);
}

// K-LABEL: .entry t_reduce_mul(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-30: shfl.sync.
kernel void t_reduce_mul(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_reduce_mul(x);
}

// K-LABEL: .entry t_scan_inclusive_add(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-34: shfl.sync.
kernel void t_scan_inclusive_add(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_scan_inclusive_add(x);
}

// K-LABEL: .entry t_scan_inclusive_min(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-34: shfl.sync.
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
// MINMAX: {{^[[:blank:]]*}}min.f64{{[[:blank:]]}}
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
kernel void t_scan_inclusive_min(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_scan_inclusive_min(x);
}

// K-LABEL: .entry t_scan_inclusive_max(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-34: shfl.sync.
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
// MINMAX: {{^[[:blank:]]*}}max.f64{{[[:blank:]]}}
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
kernel void t_scan_inclusive_max(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_scan_inclusive_max(x);
}

// K-LABEL: .entry t_scan_inclusive_mul(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-34: shfl.sync.
kernel void t_scan_inclusive_mul(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_scan_inclusive_mul(x);
}

// K-LABEL: .entry t_scan_exclusive_add(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-36: shfl.sync.
kernel void t_scan_exclusive_add(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_scan_exclusive_add(x);
}

// K-LABEL: .entry t_scan_exclusive_min(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-36: shfl.sync.
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
// MINMAX: {{^[[:blank:]]*}}min.f64{{[[:blank:]]}}
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
kernel void t_scan_exclusive_min(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_scan_exclusive_min(x);
}

// K-LABEL: .entry t_scan_exclusive_max(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-36: shfl.sync.
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
// MINMAX: {{^[[:blank:]]*}}max.f64{{[[:blank:]]}}
// MINMAX-NOT: setp.{{[a-z0-9]+}}.f64
kernel void t_scan_exclusive_max(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_scan_exclusive_max(x);
}

// K-LABEL: .entry t_scan_exclusive_mul(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-36: shfl.sync.
kernel void t_scan_exclusive_mul(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_scan_exclusive_mul(x);
}

// K-LABEL: .entry t_broadcast_1d(
// BAR-COUNT-2: {{(bar|barrier)\.sync}}
kernel void t_broadcast_1d(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_broadcast(x, 3);
}

// K-LABEL: .entry t_broadcast_2d(
// BAR-COUNT-2: {{(bar|barrier)\.sync}}
kernel void t_broadcast_2d(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_broadcast(x, 3, 1);
}

// K-LABEL: .entry t_broadcast_3d(
// BAR-COUNT-2: {{(bar|barrier)\.sync}}
kernel void t_broadcast_3d(global const double *in, global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = work_group_broadcast(x, 3, 1, 0);
}
