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
 * and answers clGetKernelSubGroupInfo for them where it is not 0. The
 * device claims cl_khr_subgroups (and the other extensions of
 * wgc/subgroup_extensions.def) only where its sub-groups keep the
 * extension's rules, which emulated sub-groups do not. */
unsigned wgc_layer_sub_group_width(cl_device_id device);

#endif
