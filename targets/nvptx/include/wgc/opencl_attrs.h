// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the OpenCL C names are always inlined (opencl.h). */
#ifndef WGC_OPENCL_ATTRS_H
#define WGC_OPENCL_ATTRS_H

/*
 * An out-of-line call costs more than the collective on NVIDIA GPUs, and a
 * raked collective holds both compositions, too large for the inliner's own
 * choice.
 */
#define _WGC_OPENCL_ATTRS _WGC_DEF_INLINE

#endif
