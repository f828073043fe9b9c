// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The next implementation of each OpenCL call: the loader's target dispatch
 * table when loaded as a layer, else the definitions after this library
 * (dlsym RTLD_NEXT) when preloaded. */
#ifndef WGC_LAYER_NEXT_H
#define WGC_LAYER_NEXT_H

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#include <CL/cl_icd.h>

/* The table the layer's own logic calls through. */
const struct _cl_icd_dispatch *wgc_next(void);
/* Called by clInitLayer: from then on the layer mode owns every
 * interception and the preloaded entry points only forward. */
void wgc_next_set_layer(const struct _cl_icd_dispatch *target);
/* For the preloaded entry points: the definitions after this library, and
 * whether they should intercept (not when the loader also loaded this
 * library as a layer, nor with WGC_LAYER=0). Resolving them first makes an
 * OpenCL call so the loader initializes, and loads its layers, before the
 * decision is taken. */
const struct _cl_icd_dispatch *wgc_preload_next(void);
int wgc_preload_intercepts(void);

#endif
