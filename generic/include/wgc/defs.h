// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Function attribute macros shared by every wgc source file. */
#ifndef WGC_DEFS_H
#define WGC_DEFS_H

#define _WGC_OVERLOAD __attribute__((overloadable))
#define _WGC_DEF __attribute__((convergent))
#define _WGC_INLINE __attribute__((always_inline)) inline
#define _WGC_CONVERGENT_INLINE __attribute__((always_inline, convergent)) inline

#include <wgc/types.h>

/* Expands M(T) for every collective type (cmake/wgc_types.txt). */
#define __WGC_EACH_TYPE(M) __WGC_TYPES(__WGC_EACH_ROW, M)
#define __WGC_EACH_ROW(M, T, ...) M(T)
/* Expands M(T) for the integer ones among them. */
#define __WGC_EACH_INTEGER_TYPE(M) __WGC_TYPES(__WGC_EACH_INTEGER_ROW, M)
#define __WGC_EACH_INTEGER_ROW(M, T, MANGLED, U, BYTES, IS_FP, ...)            \
  _WGC_XCAT(__WGC_EACH_INTEGER_, IS_FP)(M, T)
#define __WGC_EACH_INTEGER_0(M, T) M(T)
#define __WGC_EACH_INTEGER_1(M, T)

/*
 * The identity named IDENTITY (an operator's, cmake/wgc_types.txt: 0, 1,
 * ones, lowest or highest) for type T of least and greatest values LOWEST
 * and HIGHEST.
 */
#define __WGC_IDENTITY(IDENTITY, T, LOWEST, HIGHEST)                           \
  _WGC_XCAT(__WGC_IDENTITY_, IDENTITY)(T, LOWEST, HIGHEST)
#define __WGC_IDENTITY_0(T, LOWEST, HIGHEST) 0
#define __WGC_IDENTITY_1(T, LOWEST, HIGHEST) 1
#define __WGC_IDENTITY_ones(T, LOWEST, HIGHEST) ~(T)0
#define __WGC_IDENTITY_lowest(T, LOWEST, HIGHEST) LOWEST
#define __WGC_IDENTITY_highest(T, LOWEST, HIGHEST) HIGHEST

#define _WGC_CAT(a, b) a##b
#define _WGC_XCAT(a, b) _WGC_CAT(a, b)

#endif
