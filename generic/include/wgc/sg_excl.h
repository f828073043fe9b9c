// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A sub-group's exclusive scan from its inclusive one. */
#ifndef WGC_SG_EXCL_H
#define WGC_SG_EXCL_H

#include <wgc/shfl_excl.h>

/*
 * __WGC_SG_EXCL(op): the function f(s, x, id) giving the sub-group's
 * exclusive scan of op from its inclusive scan s and input x, lane 0 taking
 * the identity id. Here s moved up one lane (shfl_excl.h); a target that
 * inverts some operators replaces this file.
 */
#define __WGC_SG_EXCL(op) _WGC_XCAT(__wgc_shfl_excl_, op)

#endif
