// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Floating-point min and max by compares, for every type (ops.h). */
#ifndef WGC_FP_MINMAX_H
#define WGC_FP_MINMAX_H

/*
 * __WGC_FP_MINMAX(T, U): the min and max of floating-point type T (U its
 * unsigned twin), with ops.h's rules. A target replaces this file to take
 * its own instructions for some types, __WGC_FP_MINMAX_COMPARE(T, U) for
 * the others.
 */
#define __WGC_FP_MINMAX __WGC_FP_MINMAX_COMPARE

#endif
