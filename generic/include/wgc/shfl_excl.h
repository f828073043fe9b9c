// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A sub-group's exclusive scan from its inclusive one, by an up-shuffle. */
#ifndef WGC_SHFL_EXCL_H
#define WGC_SHFL_EXCL_H

#include <wgc/ops.h>
#include <wgc/sg.h>
#include <wgc/shfl.h>

/*
 * __wgc_shfl_excl_<op>(s, x, id): the inclusive scan s moved up one lane,
 * lane 0 taking id; x, the input, is unused (the signature of sg_excl.h,
 * where a target may rather invert the operator). The calling rule of the
 * shuffles (shfl.h) applies.
 */
#define __WGC_BODY <wgc/shfl_excl.inc>
#include <wgc/gentype.inc>

#endif
