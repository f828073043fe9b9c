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

/* The width of the sub-groups the layer claims cl_khr_subgroups with for
 * device (the extensions of wgc/subgroup_extensions.def, on targets with
 * sub-groups); 0 where it claims none. */
unsigned wgc_layer_sub_group_width(cl_device_id device);

#endif
