// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Kernels calling the non-uniform sub-group functions in divergent code. */

/*
 * act[gid] says whether the work-item takes the non-uniform section. On
 * the GPUs the section is a branch on it. The emulated targets run
 * sub-group functions as work-group steps (generic/include/wgc/sg_mask.h):
 * every work-item declares its activity and then enters the section, and
 * only the active ones store their results.
 */
#ifdef WGC_TEST_EMU
void __wgc_emu_set_active(int active);
#define NU_ENTER(a) (__wgc_emu_set_active(a), 1)
#else
#define NU_ENTER(a) (a)
#endif

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* Output slot k of work-item gid: every work-item of the section computes
 * v (on the emulated targets all of them call), active ones store it. */
#define PUT(buf, k, v)                                                         \
  do {                                                                         \
    __auto_type value_ = (v);                                                  \
    if (a)                                                                     \
      buf[(k)*n + gid] = value_;                                               \
  } while (0)

#define ARITH(T, C, OP, k) PUT(out, k, sub_group_non_uniform_##C##_##OP(v))
#define ARITH3(T, OP, k)                                                       \
  ARITH(T, reduce, OP, k);                                                     \
  ARITH(T, scan_inclusive, OP, k + 1);                                         \
  ARITH(T, scan_exclusive, OP, k + 2)

/*
 * Slots of out: 0 broadcast_first, 1 non_uniform_broadcast, 2-4 the same
 * of a 3-vector, then reduce, scan_inclusive, scan_exclusive of add, mul,
 * min, max (5-16) and, for integers, and, or, xor (17-25). iout slot 0:
 * all_equal of e.
 */
#define COMMON(T)                                                              \
  size_t gid = get_global_id(0);                                               \
  size_t n = get_global_size(0);                                               \
  int a = act[gid];                                                            \
  T v = x[gid];                                                                \
  if (NU_ENTER(a)) {                                                           \
    uint lane = lanes[gid];                                                    \
    PUT(out, 0, sub_group_broadcast_first(v));                                 \
    PUT(out, 1, sub_group_non_uniform_broadcast(v, lane));                     \
    T##3 w = (T##3)(v, x[(gid + 1) % n], x[(gid + 2) % n]);                    \
    T##3 b = sub_group_non_uniform_broadcast(w, lane);                         \
    PUT(out, 2, b.s0);                                                         \
    PUT(out, 3, b.s1);                                                         \
    PUT(out, 4, b.s2);                                                         \
    PUT(iout, 0, sub_group_non_uniform_all_equal(e[gid]));                     \
    ARITH3(T, add, 5);                                                         \
    ARITH3(T, mul, 8);                                                         \
    ARITH3(T, min, 11);                                                        \
    ARITH3(T, max, 14);

#define ARGS(T)                                                                \
  __global const T *x, __global const T *e, __global const int *act,           \
      __global const uint *lanes, __global T *out, __global int *iout

#define INT_KERNEL(T)                                                          \
  __kernel void k_##T(ARGS(T)) {                                               \
    COMMON(T)                                                                  \
    ARITH3(T, and, 17);                                                        \
    ARITH3(T, or, 20);                                                         \
    ARITH3(T, xor, 23);                                                        \
  }                                                                            \
  }
#define FP_KERNEL(T)                                                           \
  __kernel void k_##T(ARGS(T)) { COMMON(T) }                                   \
  }

INT_KERNEL(char)
INT_KERNEL(uchar)
INT_KERNEL(short)
INT_KERNEL(ushort)
INT_KERNEL(int)
INT_KERNEL(uint)
INT_KERNEL(long)
INT_KERNEL(ulong)
FP_KERNEL(float)
FP_KERNEL(double)
#ifdef cl_khr_fp16
FP_KERNEL(half)
#endif

/* The logical operators of int: reduce, scan_inclusive, scan_exclusive of
 * logical_and (slots 0-2), logical_or (3-5), logical_xor (6-8). */
__kernel void k_logical(__global const int *x, __global const int *act,
                        __global int *out) {
  size_t gid = get_global_id(0);
  size_t n = get_global_size(0);
  int a = act[gid];
  int v = x[gid];
  if (NU_ENTER(a)) {
    ARITH3(int, logical_and, 0);
    ARITH3(int, logical_or, 3);
    ARITH3(int, logical_xor, 6);
  }
}

/*
 * The vote and ballot functions. Slots of out: 0 elect, 1 all(p), 2 any(p),
 * 3-6 ballot(p), 7 inverse_ballot(v), 8 bit_extract(v, idx), 9 bit_count(v),
 * 10 inclusive_scan(v), 11 exclusive_scan(v), 12 find_lsb(v), 13
 * find_msb(v), 14-23 the eq, ge, gt, le, lt masks (.x, .y), 24
 * inclusive_scan(ballot(p)), 25 the .z and .w of the ge mask or-ed.
 */
__kernel void k_ballot(__global const int *p, __global const uint4 *vs,
                       __global const uint *idx, __global const int *act,
                       __global uint *out) {
  size_t gid = get_global_id(0);
  size_t n = get_global_size(0);
  int a = act[gid];
  uint4 v = vs[gid];
  if (NU_ENTER(a)) {
    PUT(out, 0, sub_group_elect());
    PUT(out, 1, sub_group_non_uniform_all(p[gid]));
    PUT(out, 2, sub_group_non_uniform_any(p[gid]));
    uint4 b = sub_group_ballot(p[gid]);
    PUT(out, 3, b.x);
    PUT(out, 4, b.y);
    PUT(out, 5, b.z);
    PUT(out, 6, b.w);
    PUT(out, 7, sub_group_inverse_ballot(v));
    PUT(out, 8, sub_group_ballot_bit_extract(v, idx[gid]));
    PUT(out, 9, sub_group_ballot_bit_count(v));
    PUT(out, 10, sub_group_ballot_inclusive_scan(v));
    PUT(out, 11, sub_group_ballot_exclusive_scan(v));
    PUT(out, 12, sub_group_ballot_find_lsb(v));
    PUT(out, 13, sub_group_ballot_find_msb(v));
    uint4 m[5] = {get_sub_group_eq_mask(), get_sub_group_ge_mask(),
                  get_sub_group_gt_mask(), get_sub_group_le_mask(),
                  get_sub_group_lt_mask()};
    for (int i = 0; i < 5; ++i) {
      PUT(out, 14 + 2 * i, m[i].x);
      PUT(out, 15 + 2 * i, m[i].y);
    }
    PUT(out, 24, sub_group_ballot_inclusive_scan(b));
    PUT(out, 25, m[1].z | m[1].w);
  }
}
