// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The attributes of the OpenCL C names (opencl.h). */
#ifndef WGC_OPENCL_ATTRS_H
#define WGC_OPENCL_ATTRS_H

/*
 * _WGC_OPENCL_ATTRS: here _WGC_DEF, inlining left to the compiler; a target
 * that needs the names inlined into every caller replaces this file with
 * one giving _WGC_DEF_INLINE.
 */
#define _WGC_OPENCL_ATTRS _WGC_DEF

#endif
