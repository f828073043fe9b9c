// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Conformance kernels: every collective over type T, alone and combined. */
#include <wgc/work_group_uniform_arithmetic.h>

#ifdef WGC_TEST_HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* TYPE_CLASS(T): 2 for int, 1 for the other integer types, 0 (undefined)
 * for the floating-point ones. and/or/xor exist for the integer types, the
 * logical operators and work_group_any/all for int only (the harness runs a
 * kernel for the types that have its functions: collective_exists). */
#define TYPE_CLASS_int 2
#define TYPE_CLASS_uint 1
#define TYPE_CLASS_long 1
#define TYPE_CLASS_ulong 1
#define TYPE_CLASS_(t) TYPE_CLASS_##t
#define TYPE_CLASS(t) TYPE_CLASS_(t)
#define HAS_BITWISE (TYPE_CLASS(T) >= 1)
#define HAS_LOGICAL (TYPE_CLASS(T) == 2)

/* KERNEL_ATTR: attributes of every kernel, such as the required work-group
 * size of one harness shape (tests/nvptx/run_gpu_reqd.sh, given as a -D so
 * that this file does not name it: wgc-cc then takes no fold step). */
#ifndef KERNEL_ATTR
#define KERNEL_ATTR
#endif
#define KERNEL __kernel KERNEL_ATTR

/* BROADCAST_POSITIONS of cases.h: the local ids broadcast kernels read. */
#define POSITIONS 10

/* Element of this work-item: work-groups are contiguous, in group order. */
static size_t item(void) {
  size_t groups_x = get_num_groups(0), groups_y = get_num_groups(1);
  size_t group = (get_group_id(2) * groups_y + get_group_id(1)) * groups_x +
                 get_group_id(0);
  size_t lsize = get_local_size(0) * get_local_size(1) * get_local_size(2);
  size_t lid = (get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                   get_local_size(0) +
               get_local_id(0);
  return group * lsize + lid;
}

#define ONE(FN)                                                                \
  KERNEL void k_##FN(__global const T *in, __global T *out) {                  \
    size_t i = item();                                                         \
    out[i] = work_group_##FN(in[i]);                                           \
  }
ONE(reduce_add)
ONE(reduce_min)
ONE(reduce_max)
ONE(scan_inclusive_add)
ONE(scan_inclusive_min)
ONE(scan_inclusive_max)
ONE(scan_exclusive_add)
ONE(scan_exclusive_min)
ONE(scan_exclusive_max)

/* The three collectives of one operator; output planes reduce, inclusive
 * scan, exclusive scan. */
#define OPERATOR(OP)                                                           \
  KERNEL void k_##OP(__global const T *in, __global T *out, uint n) {          \
    size_t i = item();                                                         \
    T x = in[i];                                                               \
    out[i] = work_group_reduce_##OP(x);                                        \
    out[n + i] = work_group_scan_inclusive_##OP(x);                            \
    out[2 * n + i] = work_group_scan_exclusive_##OP(x);                        \
  }
OPERATOR(mul)
#if HAS_BITWISE
OPERATOR(and)
OPERATOR(or)
OPERATOR(xor)
#endif
#if HAS_LOGICAL
OPERATOR(logical_and)
OPERATOR(logical_or)
OPERATOR(logical_xor)

/* work_group_any and work_group_all; output planes any, all. */
KERNEL void k_vote(__global const T *in, __global T *out, uint n) {
  size_t i = item();
  T x = in[i];
  out[i] = work_group_any(x);
  out[n + i] = work_group_all(x);
}
#endif

/* x of the work-item at local id (id[0], id[1], id[2]), by the form of
 * work_group_broadcast that matches the launch's dimensions, as the
 * specification requires. */
static T broadcast(T x, __global const uint *id) {
  switch (get_work_dim()) {
  case 1:
    return work_group_broadcast(x, (size_t)id[0]);
  case 2:
    return work_group_broadcast(x, (size_t)id[0], (size_t)id[1]);
  default:
    return work_group_broadcast(x, (size_t)id[0], (size_t)id[1], (size_t)id[2]);
  }
}

/* A broadcast from each position in ids (POSITIONS x, y, z triples), in a
 * loop; output plane p holds position p. */
KERNEL void k_broadcast(__global const T *in, __global T *out, uint n,
                        __global const uint *ids) {
  size_t i = item();
  T x = in[i];
  for (uint p = 0; p < POSITIONS; ++p)
    out[p * n + i] = broadcast(x, ids + 3 * p);
}

/* All nine collectives back to back on the same value; output plane p holds
 * collective p in the order reduce, inclusive scan, exclusive scan, each as
 * add, min, max. */
KERNEL void k_all(__global const T *in, __global T *out, uint n) {
  size_t i = item();
  T x = in[i];
  out[i] = work_group_reduce_add(x);
  out[n + i] = work_group_reduce_min(x);
  out[2 * n + i] = work_group_reduce_max(x);
  out[3 * n + i] = work_group_scan_inclusive_add(x);
  out[4 * n + i] = work_group_scan_inclusive_min(x);
  out[5 * n + i] = work_group_scan_inclusive_max(x);
  out[6 * n + i] = work_group_scan_exclusive_add(x);
  out[7 * n + i] = work_group_scan_exclusive_min(x);
  out[8 * n + i] = work_group_scan_exclusive_max(x);
}

/* Functions beyond add, min and max back to back with add and max: a mul, a
 * broadcast from each position, a bitwise and a logical operator, any and
 * all; output planes as the checks of k_extended in cases.c, those of
 * functions T lacks unwritten. The kernels of one operator cover the rest,
 * on fewer shapes: PoCL compiles this one for every shape. */
KERNEL void k_extended(__global const T *in, __global T *out, uint n,
                       __global const uint *ids) {
  size_t i = item();
  T x = in[i];
  out[i] = work_group_reduce_add(x);
  out[n + i] = work_group_scan_inclusive_mul(x);
  for (uint p = 0; p < POSITIONS; ++p)
    out[(2 + p) * n + i] = broadcast(x, ids + 3 * p);
#if HAS_BITWISE
  out[12 * n + i] = work_group_scan_exclusive_xor(x);
#endif
#if HAS_LOGICAL
  out[13 * n + i] = work_group_reduce_logical_xor(x);
  out[14 * n + i] = work_group_any(x);
  out[15 * n + i] = work_group_all(x);
#endif
  out[16 * n + i] = work_group_scan_exclusive_max(x);
}

/* Four different collectives back to back on the same value; outputs are
 * four planes of n elements. */
KERNEL void k_mixed(__global const T *in, __global T *out, uint n) {
  size_t i = item();
  T x = in[i];
  out[i] = work_group_reduce_add(x);
  out[n + i] = work_group_scan_inclusive_max(x);
  out[2 * n + i] = work_group_scan_exclusive_add(x);
  out[3 * n + i] = work_group_reduce_min(x);
}

/* The same collective twice in a row on the same value. */
KERNEL void k_twice(__global const T *in, __global T *out, uint n) {
  size_t i = item();
  T x = in[i];
  T a = work_group_scan_exclusive_min(x);
  T b = work_group_scan_exclusive_min(x);
  out[i] = a;
  out[n + i] = b;
}

/* A loop of reductions and scans over `rounds` planes of input. */
KERNEL void k_loop(__global const T *in, __global T *out, uint n, uint rounds) {
  size_t i = item();
  for (uint r = 0; r < rounds; ++r) {
    out[2 * r * n + i] = work_group_reduce_max(in[r * n + i]);
    out[(2 * r + 1) * n + i] = work_group_scan_inclusive_add(in[r * n + i]);
  }
}
