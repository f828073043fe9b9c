// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the partials hook, folded by warp shuffles. */
#ifndef WGC_PARTIALS_H
#define WGC_PARTIALS_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * __wgc_partials_reduce_<op> and __wgc_partials_prefix_<op> for every type
 * and operator, with the contract of generic/include/wgc/partials.h, defined
 * out of line in lib/collective/partials.cl.
 */
#define __WGC_BODY <wgc/nvptx_partials_decls.inc>
#include <wgc/gentype.inc>

#endif
