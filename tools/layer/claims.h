/* What the layer tells apps about the collectives of the devices it
 * compiles for. */
#ifndef WGC_LAYER_CLAIMS_H
#define WGC_LAYER_CLAIMS_H

/* Whether target devices report CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_
 * SUPPORT, the __opencl_c_work_group_collective_functions feature and the
 * cl_khr_work_group_uniform_arithmetic extension. */
int wgc_layer_claims_collectives(void);

#endif
