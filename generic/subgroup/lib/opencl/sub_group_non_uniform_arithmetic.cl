// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* cl_khr_subgroup_non_uniform_arithmetic over the active-lane contract. */
#include <wgc/opencl.h>
#include <wgc/ops.h>
#include <wgc/sg_mask.h>
#include <wgc/sub_group.h>

/*
 * Every function folds the active lanes' values in lane order, from the
 * lowest active lane's value: one read per active lane, the same order on
 * every target, so that floating-point sums and products are the serial
 * ones. MODE: 0 reduce, 1 inclusive scan, 2 exclusive scan, which gives the
 * lowest active lane the identity ID. NORM maps a value to what is folded
 * (logical operators: 0 or 1), STEP combines the fold so far with the next
 * value.
 */
#define __WGC_NU_FOLD(NAME, T, NORM, STEP, ID)                                 \
  static _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T NAME(T x, uint mode) {         \
    ulong active = __wgc_sg_active();                                          \
    uint me = __wgc_sg_lane();                                                 \
    T acc = (T)(ID), mine = (T)(ID);                                           \
    __wgc_sg_share(x);                                                         \
    for (ulong rest = active; rest != 0ul; rest &= rest - 1ul) {               \
      uint lane = (uint)__builtin_ctzl(rest);                                  \
      T v = NORM(__wgc_sg_read(x, lane, active));                              \
      if (mode == 2u && lane == me)                                            \
        mine = acc;                                                            \
      acc = rest == active ? v : STEP(acc, v);                                 \
      if (mode == 1u && lane == me)                                            \
        mine = acc;                                                            \
    }                                                                          \
    return mode == 0u ? acc : mine;                                            \
  }

#define __WGC_NU_NAMES(OP, T, FOLD)                                            \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_non_uniform_reduce_##OP(T x) {   \
    return FOLD(x, 0u);                                                        \
  }                                                                            \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_non_uniform_scan_inclusive_##OP( \
      T x) {                                                                   \
    return FOLD(x, 1u);                                                        \
  }                                                                            \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS T sub_group_non_uniform_scan_exclusive_##OP( \
      T x) {                                                                   \
    return FOLD(x, 2u);                                                        \
  }

#define __WGC_NU_OP(OP, T, NORM, STEP, ID)                                     \
  __WGC_NU_FOLD(__wgc_nu_##OP, T, NORM, STEP, ID)                              \
  __WGC_NU_NAMES(OP, T, __wgc_nu_##OP)

#define __WGC_NU_SAME(v) (v)
#define __WGC_NU_BOOL(v) ((v) != 0)

/* Integer add and mul wrap, on the unsigned twin. */
#define __WGC_NU_INT(T, U, LOWEST, HIGHEST)                                    \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_add_op(T a, T b) {               \
    return _WGC_XCAT(as_,                                                      \
                     T)((U)(_WGC_XCAT(as_, U)(a) + _WGC_XCAT(as_, U)(b)));     \
  }                                                                            \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_mul_op(T a, T b) {               \
    return _WGC_XCAT(as_,                                                      \
                     T)((U)(_WGC_XCAT(as_, U)(a) * _WGC_XCAT(as_, U)(b)));     \
  }                                                                            \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_min_op(T a, T b) {               \
    return b < a ? b : a;                                                      \
  }                                                                            \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_max_op(T a, T b) {               \
    return b > a ? b : a;                                                      \
  }                                                                            \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_and_op(T a, T b) {               \
    return a & b;                                                              \
  }                                                                            \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_or_op(T a, T b) {                \
    return a | b;                                                              \
  }                                                                            \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_xor_op(T a, T b) {               \
    return a ^ b;                                                              \
  }                                                                            \
  __WGC_NU_OP(add, T, __WGC_NU_SAME, __wgc_nu_add_op, 0)                       \
  __WGC_NU_OP(mul, T, __WGC_NU_SAME, __wgc_nu_mul_op, 1)                       \
  __WGC_NU_OP(min, T, __WGC_NU_SAME, __wgc_nu_min_op, HIGHEST)                 \
  __WGC_NU_OP(max, T, __WGC_NU_SAME, __wgc_nu_max_op, LOWEST)                  \
  __WGC_NU_OP(and, T, __WGC_NU_SAME, __wgc_nu_and_op, ~(U)0)                   \
  __WGC_NU_OP(or, T, __WGC_NU_SAME, __wgc_nu_or_op, 0)                         \
  __WGC_NU_OP(xor, T, __WGC_NU_SAME, __wgc_nu_xor_op, 0)

/* Floating-point add and mul are IEEE; min and max follow ops.h (NaN
 * ignored, -0.0 below +0.0), as the work-group functions. */
#define __WGC_NU_FP(T, U, LOWEST, HIGHEST)                                     \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_add_op(T a, T b) {               \
    return a + b;                                                              \
  }                                                                            \
  static _WGC_OVERLOAD _WGC_INLINE T __wgc_nu_mul_op(T a, T b) {               \
    return a * b;                                                              \
  }                                                                            \
  __WGC_NU_OP(add, T, __WGC_NU_SAME, __wgc_nu_add_op, 0)                       \
  __WGC_NU_OP(mul, T, __WGC_NU_SAME, __wgc_nu_mul_op, 1)                       \
  __WGC_NU_OP(min, T, __WGC_NU_SAME, __wgc_min, HIGHEST)                       \
  __WGC_NU_OP(max, T, __WGC_NU_SAME, __wgc_max, LOWEST)

#define __WGC_NU_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)        \
  _WGC_XCAT(__WGC_NU_ROW_, IS_FP)(T, U, LOWEST, HIGHEST)
#define __WGC_NU_ROW_0 __WGC_NU_INT
#define __WGC_NU_ROW_1 __WGC_NU_FP
__WGC_SG_TYPES(__WGC_NU_ROW, ~)

/* The logical operators of int: 0 or 1, any non-zero value being true. */
static _WGC_OVERLOAD _WGC_INLINE int __wgc_nu_land_op(int a, int b) {
  return a & b;
}
static _WGC_OVERLOAD _WGC_INLINE int __wgc_nu_lor_op(int a, int b) {
  return a | b;
}
static _WGC_OVERLOAD _WGC_INLINE int __wgc_nu_lxor_op(int a, int b) {
  return a ^ b;
}
__WGC_NU_OP(logical_and, int, __WGC_NU_BOOL, __wgc_nu_land_op, 1)
__WGC_NU_OP(logical_or, int, __WGC_NU_BOOL, __wgc_nu_lor_op, 0)
__WGC_NU_OP(logical_xor, int, __WGC_NU_BOOL, __wgc_nu_lxor_op, 0)
