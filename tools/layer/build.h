// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A driver program built from wgc-cc's output for a program's devices. */
#ifndef WGC_LAYER_BUILD_H
#define WGC_LAYER_BUILD_H

#include "next.h"
#include "run_cc.h"

/* Compiles src for each device's target through the compile cache
 * (compile.h), then creates and builds the driver program from the results
 * into *bin (NULL on failure). Records no argument descriptions. Returns
 * CL_SUCCESS or the error clBuildProgram would report; *log (malloc'd)
 * gets the compilers' and the driver's messages. When stop is given and
 * answers nonzero once the compiles have ended, the driver is not called:
 * CL_SUCCESS with *bin NULL. */
cl_int wgc_build_binary(cl_context context, const struct wgc_source *src,
                        const cl_device_id *devices, cl_uint n, cl_program *bin,
                        char **log, int (*stop)(void));

#endif
