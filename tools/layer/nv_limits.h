// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CL_KERNEL_WORK_GROUP_SIZE on NVIDIA's OpenCL from the CUDA driver. */
#ifndef WGC_LAYER_NV_LIMITS_H
#define WGC_LAYER_NV_LIMITS_H

#include "next.h"

/* The CUDA driver's thread limit for the kernel's PTX on an NVIDIA device,
 * or 0 where it cannot be had (another vendor, no CUDA driver, no PTX). */
size_t wgc_nv_kernel_limit(cl_kernel kernel, cl_device_id device);

#endif
