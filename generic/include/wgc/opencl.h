// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The OpenCL C names of the work-group functions, over the internal layer. */
#ifndef WGC_OPENCL_H
#define WGC_OPENCL_H

#include <wgc/work_group.h>

/*
 * A file of generic/lib/opencl/collective/ defines the OpenCL C names of one
 * kind of work-group function, each returning its __wgc_work_group_ twin, with
 * the attributes _WGC_OPENCL_ATTRS; the collectives by defining
 * __WGC_COLLECTIVE (reduce, scan_inclusive or scan_exclusive) and including
 * <wgc/opencl_names.inc> through gentype.inc. opencl_attrs.h chooses the
 * attributes: _WGC_DEF or _WGC_DEF_INLINE.
 */
#define _WGC_DEF_INLINE __attribute__((always_inline, convergent))
#include <wgc/opencl_attrs.h>

#endif
