/* Exact identities for combining with lanes that have no partner. */
#ifndef WGC_AMD_IDENT_H
#define WGC_AMD_IDENT_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * The value a DPP move leaves in a lane whose source does not exist (the
 * `old` operand), chosen so that op(id, x) and op(x, id) give x bit for bit:
 *  - integer add 0, min the largest value, max the smallest;
 *  - floating add -0.0 (x + +0.0 would turn -0.0 into +0.0);
 *  - floating min and max a NaN, which the rule of ops.h ignores (an
 *    infinity would replace a NaN input).
 * These are not the identities of the contract (__WGC_ID), which the
 * exclusive scan returns in lane 0.
 */
#define __WGC_AMD_INT_ID(T, LO, HI)                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_add(T tag) { return 0; }            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_min(T tag) { return HI; }           \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_max(T tag) { return LO; }
__WGC_AMD_INT_ID(int, INT_MIN, INT_MAX)
__WGC_AMD_INT_ID(uint, 0u, UINT_MAX)
__WGC_AMD_INT_ID(long, LONG_MIN, LONG_MAX)
__WGC_AMD_INT_ID(ulong, 0ul, ULONG_MAX)
#undef __WGC_AMD_INT_ID

#define __WGC_AMD_FP_ID(T, NEG_ZERO, QNAN)                                     \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_add(T tag) { return NEG_ZERO; }     \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_min(T tag) { return QNAN; }         \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_amd_id_max(T tag) { return QNAN; }
__WGC_AMD_FP_ID(float, as_float(0x80000000u), as_float(0x7fc00000u))
__WGC_AMD_FP_ID(double, as_double(0x8000000000000000ul),
                as_double(0x7ff8000000000000ul))
#ifdef cl_khr_fp16
__WGC_AMD_FP_ID(half, as_half((ushort)0x8000), as_half((ushort)0x7e00))
#endif
#undef __WGC_AMD_FP_ID

/*
 * Whether that identity is all zero bits, as a constant expression: then a
 * DPP move may use bound_ctrl (an invalid source reads 0) instead of `old`.
 * Integer add and unsigned max qualify.
 */
#define __WGC_AMD_ZERO_ID_add(T) _WGC_XCAT(__WGC_AMD_INTEGER_, T)
#define __WGC_AMD_ZERO_ID_min(T) 0
#define __WGC_AMD_ZERO_ID_max(T) _WGC_XCAT(__WGC_AMD_UNSIGNED_, T)
#define __WGC_AMD_INTEGER_int 1
#define __WGC_AMD_INTEGER_uint 1
#define __WGC_AMD_INTEGER_long 1
#define __WGC_AMD_INTEGER_ulong 1
#define __WGC_AMD_INTEGER_float 0
#define __WGC_AMD_INTEGER_double 0
#define __WGC_AMD_INTEGER_half 0
#define __WGC_AMD_UNSIGNED_int 0
#define __WGC_AMD_UNSIGNED_uint 1
#define __WGC_AMD_UNSIGNED_long 0
#define __WGC_AMD_UNSIGNED_ulong 1
#define __WGC_AMD_UNSIGNED_float 0
#define __WGC_AMD_UNSIGNED_double 0
#define __WGC_AMD_UNSIGNED_half 0

#endif
