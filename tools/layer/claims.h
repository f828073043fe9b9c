// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* What the layer tells apps about the collectives and sub-groups of the
 * devices it compiles for. */
#ifndef WGC_LAYER_CLAIMS_H
#define WGC_LAYER_CLAIMS_H

#include "next.h"

/* Whether target devices report CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_
 * SUPPORT, the __opencl_c_work_group_collective_functions feature and the
 * cl_khr_work_group_uniform_arithmetic extension. */
int wgc_layer_claims_collectives(void);

/* The width of the sub-groups wgc-cc compiles for on device, 0 where it
 * compiles none: the layer compiles programs that name sub-group functions
 * where it is not 0. */
unsigned wgc_layer_sub_group_width(cl_device_id device);

/* Whether device claims cl_khr_subgroups (and the other extensions of
 * wgc/subgroup_extensions.def): only where its sub-groups keep the
 * extension's rules, which emulated sub-groups do not. The layer answers
 * clGetKernelSubGroupInfo for the kernels it built where it claims them,
 * and CL_INVALID_OPERATION, as a driver without sub-groups does, where it
 * compiles sub-groups without claiming them. */
int wgc_layer_claims_sub_groups(cl_device_id device);

#endif
