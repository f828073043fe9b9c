// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The internal layer: the work-group functions the OpenCL C names wrap. */
#ifndef WGC_WORK_GROUP_H
#define WGC_WORK_GROUP_H

#include <wgc/defs.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * __wgc_work_group_<collective>_<op>(x), for every type and operator of
 * gentype.inc, __wgc_work_group_<collective>_logical_{and,or,xor}(int),
 * __wgc_work_group_any(int), __wgc_work_group_all(int) and
 * __wgc_work_group_broadcast(x, src): the work-group functions with the
 * semantics of the OpenCL C built-in named without the prefix, under the
 * same calling rules; the broadcast's source is given by its local linear
 * id (sg.h). generic/lib/collective/ defines them over the sub-group
 * composition (compose.h) and the sub-group contract; a target that composes
 * them otherwise replaces those files (cmake/WgcLibrary.cmake).
 * generic/lib/opencl/collective/ defines the OpenCL C names over them
 * (opencl.h).
 *
 * _WGC_WG_IMPL marks their definitions: each is inlined into its OpenCL C
 * name when the library is linked, so that the two layers cost nothing.
 */
#define _WGC_WG_IMPL __attribute__((always_inline, convergent))

#define __WGC_BODY <wgc/work_group_decls.inc>
#include <wgc/gentype.inc>

#define __WGC_WG_BROADCAST_DECL(T)                                             \
  _WGC_OVERLOAD T __wgc_work_group_broadcast(T, uint);
__WGC_EACH_TYPE(__WGC_WG_BROADCAST_DECL)
#undef __WGC_WG_BROADCAST_DECL

int __wgc_work_group_any(int);
int __wgc_work_group_all(int);

#define __WGC_WG_LOGICAL_DECL(OP, IDENTITY, FN, C)                             \
  int __wgc_work_group_##C##_##OP(int);
#define __WGC_WG_LOGICAL_DECLS(C)                                              \
  __WGC_EACH_LOGICAL_OP(__WGC_WG_LOGICAL_DECL, C)
__WGC_WG_LOGICAL_DECLS(reduce)
__WGC_WG_LOGICAL_DECLS(scan_inclusive)
__WGC_WG_LOGICAL_DECLS(scan_exclusive)
#undef __WGC_WG_LOGICAL_DECLS
#undef __WGC_WG_LOGICAL_DECL

#endif
