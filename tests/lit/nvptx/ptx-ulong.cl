// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The work-group functions of ulong in wgc-nvptx64.bc, compiled to PTX for
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
// RUN: %check_wg_ptx_sm_80

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
// SHFL-COUNT-66: shfl.sync.
kernel void t_reduce_add(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_reduce_add(x);
}

// K-LABEL: .entry t_reduce_min(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-66: shfl.sync.
kernel void t_reduce_min(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_reduce_min(x);
}

// K-LABEL: .entry t_reduce_max(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-66: shfl.sync.
kernel void t_reduce_max(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_reduce_max(x);
}

// K-LABEL: .entry t_reduce_mul(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-66: shfl.sync.
kernel void t_reduce_mul(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_reduce_mul(x);
}

// K-LABEL: .entry t_reduce_and(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-66: shfl.sync.
kernel void t_reduce_and(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_reduce_and(x);
}

// K-LABEL: .entry t_reduce_or(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-66: shfl.sync.
kernel void t_reduce_or(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_reduce_or(x);
}

// K-LABEL: .entry t_reduce_xor(
// BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-66: shfl.sync.
kernel void t_reduce_xor(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_reduce_xor(x);
}

// K-LABEL: .entry t_scan_inclusive_add(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-42: shfl.sync.
kernel void t_scan_inclusive_add(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_inclusive_add(x);
}

// K-LABEL: .entry t_scan_inclusive_min(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-44: shfl.sync.
kernel void t_scan_inclusive_min(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_inclusive_min(x);
}

// K-LABEL: .entry t_scan_inclusive_max(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-44: shfl.sync.
kernel void t_scan_inclusive_max(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_inclusive_max(x);
}

// K-LABEL: .entry t_scan_inclusive_mul(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-44: shfl.sync.
kernel void t_scan_inclusive_mul(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_inclusive_mul(x);
}

// K-LABEL: .entry t_scan_inclusive_and(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-44: shfl.sync.
kernel void t_scan_inclusive_and(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_inclusive_and(x);
}

// K-LABEL: .entry t_scan_inclusive_or(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-44: shfl.sync.
kernel void t_scan_inclusive_or(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_inclusive_or(x);
}

// K-LABEL: .entry t_scan_inclusive_xor(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-42: shfl.sync.
kernel void t_scan_inclusive_xor(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_inclusive_xor(x);
}

// K-LABEL: .entry t_scan_exclusive_add(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-42: shfl.sync.
kernel void t_scan_exclusive_add(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_exclusive_add(x);
}

// K-LABEL: .entry t_scan_exclusive_min(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-46: shfl.sync.
kernel void t_scan_exclusive_min(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_exclusive_min(x);
}

// K-LABEL: .entry t_scan_exclusive_max(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-46: shfl.sync.
kernel void t_scan_exclusive_max(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_exclusive_max(x);
}

// K-LABEL: .entry t_scan_exclusive_mul(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-46: shfl.sync.
kernel void t_scan_exclusive_mul(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_exclusive_mul(x);
}

// K-LABEL: .entry t_scan_exclusive_and(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-46: shfl.sync.
kernel void t_scan_exclusive_and(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_exclusive_and(x);
}

// K-LABEL: .entry t_scan_exclusive_or(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-46: shfl.sync.
kernel void t_scan_exclusive_or(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_exclusive_or(x);
}

// K-LABEL: .entry t_scan_exclusive_xor(
// L15-BAR-COUNT-4: {{(bar|barrier)\.sync}}
// L19-BAR-COUNT-5: {{(bar|barrier)\.sync}}
// SHFL-COUNT-42: shfl.sync.
kernel void t_scan_exclusive_xor(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_scan_exclusive_xor(x);
}

// K-LABEL: .entry t_broadcast_1d(
// BAR-COUNT-2: {{(bar|barrier)\.sync}}
kernel void t_broadcast_1d(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_broadcast(x, 3);
}

// K-LABEL: .entry t_broadcast_2d(
// BAR-COUNT-2: {{(bar|barrier)\.sync}}
kernel void t_broadcast_2d(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_broadcast(x, 3, 1);
}

// K-LABEL: .entry t_broadcast_3d(
// BAR-COUNT-2: {{(bar|barrier)\.sync}}
kernel void t_broadcast_3d(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[i] = work_group_broadcast(x, 3, 1, 0);
}
