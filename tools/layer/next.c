// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The next implementation of each OpenCL call, for the layer and the
 * preload modes, and which of the two intercepts. */
#define _GNU_SOURCE
#include "next.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>

#include "settings.h"

static const struct _cl_icd_dispatch *layer_target;
static atomic_int layer_mode;
static struct _cl_icd_dispatch preload_table;
static pthread_once_t preload_once = PTHREAD_ONCE_INIT;

void wgc_next_set_layer(const struct _cl_icd_dispatch *target) {
  layer_target = target;
  atomic_store(&layer_mode, 1);
}

#define RESOLVE(name) preload_table.name = (void *)dlsym(RTLD_NEXT, #name);

static void resolve_preload(void) {
  RESOLVE(clGetPlatformIDs)
  RESOLVE(clGetPlatformInfo)
  RESOLVE(clGetDeviceInfo)
  RESOLVE(clCreateProgramWithSource)
  RESOLVE(clCreateProgramWithBinary)
  RESOLVE(clBuildProgram)
  RESOLVE(clCompileProgram)
  RESOLVE(clLinkProgram)
  RESOLVE(clGetProgramInfo)
  RESOLVE(clGetProgramBuildInfo)
  RESOLVE(clRetainProgram)
  RESOLVE(clReleaseProgram)
  RESOLVE(clCreateKernel)
  RESOLVE(clCreateKernelsInProgram)
  RESOLVE(clGetKernelInfo)
  RESOLVE(clReleaseKernel)
  RESOLVE(clGetKernelArgInfo)
  RESOLVE(clGetKernelWorkGroupInfo)
  RESOLVE(clGetKernelSubGroupInfo)
  RESOLVE(clGetExtensionFunctionAddressForPlatform)
  RESOLVE(clGetContextInfo)
  cl_uint n;
  if (preload_table.clGetPlatformIDs)
    preload_table.clGetPlatformIDs(0, NULL, &n);
  wgc_log("preloaded; %s", atomic_load(&layer_mode)
                               ? "also loaded as a layer, the layer intercepts"
                               : "intercepting");
}

const struct _cl_icd_dispatch *wgc_preload_next(void) {
  pthread_once(&preload_once, resolve_preload);
  return &preload_table;
}

int wgc_preload_intercepts(void) {
  pthread_once(&preload_once, resolve_preload);
  return !atomic_load(&layer_mode) && wgc_layer_enabled();
}

const struct _cl_icd_dispatch *wgc_next(void) {
  if (atomic_load(&layer_mode))
    return layer_target;
  return wgc_preload_next();
}
