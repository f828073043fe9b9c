// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Exact identities for combining with lanes that have no partner. */
#ifndef WGC_AMD_IDENT_H
#define WGC_AMD_IDENT_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * The value a DPP move leaves in a lane whose source does not exist (the
 * `old` operand), chosen so that op(id, x) and op(x, id) give x bit for bit
 * (a NaN x giving a NaN):
 *  - integer: the operator's identity (__WGC_IDENTITY): add, or and xor 0,
 *    mul 1, and all ones, min the largest value, max the smallest;
 *  - floating add -0.0 (x + +0.0 would turn -0.0 into +0.0), mul 1.0;
 *  - floating min and max a NaN, which the rule of ops.h ignores (an
 *    infinity would replace a NaN input).
 * The floating ones are not the identities of the contract (__WGC_ID), which
 * the exclusive scan returns in lane 0.
 */
#define __WGC_AMD_ID_0(T, LOWEST, HIGHEST)                                     \
  __WGC_EACH_OP(__WGC_AMD_ID_INT, T, LOWEST, HIGHEST)                          \
  __WGC_EACH_INTEGER_OP(__WGC_AMD_ID_INT, T, LOWEST, HIGHEST)
#define __WGC_AMD_ID_INT(OP, IDENTITY, FN, T, LOWEST, HIGHEST)                 \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_##OP(T tag) {                       \
    return __WGC_IDENTITY(IDENTITY, T, LOWEST, HIGHEST);                       \
  }
#define __WGC_AMD_ID_1(T, LOWEST, HIGHEST)                                     \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_add(T tag) { return -(T)0; }        \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_min(T tag) {                        \
    return __WGC_AMD_QNAN(T);                                                  \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_max(T tag) {                        \
    return __WGC_AMD_QNAN(T);                                                  \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_mul(T tag) { return 1; }
/* The default quiet NaN of each width (0x7fc00000 for float): NAN itself
 * is 0x7fffffff in opencl-c-base.h. */
#define __WGC_AMD_QNAN(T) ((T)__builtin_nanf(""))
#define __WGC_AMD_ID_ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)    \
  _WGC_XCAT(__WGC_AMD_ID_, IS_FP)(T, LOWEST, HIGHEST)
__WGC_TYPES(__WGC_AMD_ID_ROW, ~)
#undef __WGC_AMD_ID_0
#undef __WGC_AMD_ID_INT
#undef __WGC_AMD_ID_1
#undef __WGC_AMD_ID_ROW

/*
 * Whether that identity is all zero bits, as an integer constant expression
 * for the type and operator that gentype.inc instantiates: then a DPP move
 * may use bound_ctrl (an invalid source reads 0) instead of `old`. Integer
 * add, or and xor and the max of an unsigned type (least value 0) qualify;
 * mul (1), and (all ones), min (the largest value) and every floating
 * identity (-0.0, 1.0, a NaN) do not. A 64-bit value moves as two 32-bit
 * halves with the same bound_ctrl: both read 0, and 0 is the identity.
 */
#define __WGC_AMD_ZERO_ID_add                                                  \
  __WGC_AMD_BY_FP(__WGC_AMD_ZERO_ADD_, __WGC_T_IS_FP)
#define __WGC_AMD_ZERO_ID_min 0
#define __WGC_AMD_ZERO_ID_max                                                  \
  __WGC_AMD_BY_FP(__WGC_AMD_ZERO_MAX_, __WGC_T_IS_FP)
#define __WGC_AMD_ZERO_ID_mul 0
#define __WGC_AMD_ZERO_ID_and 0
#define __WGC_AMD_ZERO_ID_or 1
#define __WGC_AMD_ZERO_ID_xor 1
/* Its own paste: the callers reach these through _WGC_XCAT. */
#define __WGC_AMD_BY_FP(P, FP) __WGC_AMD_PASTE(P, FP)
#define __WGC_AMD_PASTE(P, FP) P##FP
#define __WGC_AMD_ZERO_ADD_0 1
#define __WGC_AMD_ZERO_ADD_1 0
#define __WGC_AMD_ZERO_MAX_0 (__WGC_T_LOWEST == 0)
#define __WGC_AMD_ZERO_MAX_1 0

#endif
