// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Preloaded after libwgc-layer.so (LD_PRELOAD=layer:this), between the
 * layer and the OpenCL loader: the layer's device queries see a CPU device
 * without native work-group collectives on a platform named as PoCL's, so
 * that the layer compiles for it with wgc-cc (spir64) and specializes its
 * kernels at launch, while every other call, and the device itself, are
 * the runtime's: the layer's spir64 path on another CPU runtime (Intel's),
 * whose devices the layer otherwise leaves to their native collectives. */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <dlfcn.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

static const char pocl_name[] = "Portable Computing Language";

/* Answers a query with value (size bytes) as the specification says. */
static cl_int answer(const void *value, size_t size, size_t param_size,
                     void *param_value, size_t *param_size_ret) {
  if (param_value && param_size < size)
    return CL_INVALID_VALUE;
  if (param_value)
    memcpy(param_value, value, size);
  if (param_size_ret)
    *param_size_ret = size;
  return CL_SUCCESS;
}

EXPORT cl_int clGetPlatformInfo(cl_platform_id platform, cl_platform_info param,
                                size_t param_size, void *param_value,
                                size_t *param_size_ret) {
  cl_int (*next)(cl_platform_id, cl_platform_info, size_t, void *, size_t *) =
      (cl_int(*)(cl_platform_id, cl_platform_info, size_t, void *,
                 size_t *))dlsym(RTLD_NEXT, "clGetPlatformInfo");
  if (!next)
    return CL_INVALID_OPERATION;
  cl_int err = next(platform, param, param_size, param_value, param_size_ret);
  if (err != CL_SUCCESS || param != CL_PLATFORM_NAME)
    return err;
  return answer(pocl_name, sizeof pocl_name, param_size, param_value,
                param_size_ret);
}

EXPORT cl_int clGetDeviceInfo(cl_device_id device, cl_device_info param,
                              size_t param_size, void *param_value,
                              size_t *param_size_ret) {
  cl_int (*next)(cl_device_id, cl_device_info, size_t, void *, size_t *) =
      (cl_int(*)(cl_device_id, cl_device_info, size_t, void *, size_t *))dlsym(
          RTLD_NEXT, "clGetDeviceInfo");
  if (!next)
    return CL_INVALID_OPERATION;
  cl_int err = next(device, param, param_size, param_value, param_size_ret);
  if (err != CL_SUCCESS ||
      param != CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT)
    return err;
  cl_bool none = CL_FALSE;
  return answer(&none, sizeof none, param_size, param_value, param_size_ret);
}
