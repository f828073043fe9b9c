// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* clGetKernelSubGroupInfo and clGetKernelSubGroupInfoKHR: kernels of
 * programs the layer built for devices it claims cl_khr_subgroups for are
 * answered from wgc's sub-group geometry (a work-group's items in linear
 * order, width at a time); on devices where it compiles sub-groups without
 * claiming them (emulated ones) such kernels get CL_INVALID_OPERATION, the
 * answer of a device without sub-groups (the driver's geometry is not the
 * kernel's); others go to the driver. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "answer.h"
#include "arg_info.h"
#include "claims.h"
#include "intercept.h"
#include "programs.h"

#define MAX_DEVICES 64

/* Whether bin is a driver program the layer built. */
static int layer_built(cl_program bin) {
  wgc_programs_lock();
  int ours = wgc_program_by_bin(bin) != NULL;
  wgc_programs_unlock();
  return ours || wgc_arg_info_has(bin);
}

/* The kernel's device: device when the program has it, the program's one
 * device when device is NULL, else NULL (CL_INVALID_DEVICE). */
static cl_device_id program_device(cl_program bin, cl_device_id device) {
  cl_device_id devices[MAX_DEVICES];
  size_t bytes = 0;
  if (wgc_next()->clGetProgramInfo(bin, CL_PROGRAM_DEVICES, sizeof devices,
                                   devices, &bytes) != CL_SUCCESS)
    return NULL;
  size_t n = bytes / sizeof *devices;
  if (!device)
    return n == 1 ? devices[0] : NULL;
  for (size_t i = 0; i < n; i++)
    if (devices[i] == device)
      return device;
  return NULL;
}

/* The items of a local size given as 1 to 3 size_t; 0 when malformed. */
static size_t local_items(size_t in_size, const void *in) {
  if (!in || in_size == 0 || in_size % sizeof(size_t) ||
      in_size > 3 * sizeof(size_t))
    return 0;
  const size_t *local = in;
  size_t items = 1;
  for (size_t i = 0; i < in_size / sizeof(size_t); i++)
    items *= local[i];
  return items;
}

/* CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT: a 1D local size in as many
 * dimensions as size holds, the widest with count sub-groups that the
 * kernel can run, else zeros. */
static cl_int local_size_for(size_t count, unsigned width, size_t kernel_max,
                             size_t size, void *value, size_t *size_ret) {
  size_t dims = size / sizeof(size_t);
  if (value && (size % sizeof(size_t) || dims < 1 || dims > 3))
    return CL_INVALID_VALUE;
  size_t local[3] = {0, 0, 0};
  if (count > 0 && count <= kernel_max) {
    size_t most = count * width < kernel_max ? count * width : kernel_max;
    if (most > (count - 1) * width)
      local[0] = most, local[1] = local[2] = 1;
  }
  if (!value)
    dims = dims >= 1 && dims <= 3 ? dims : 3;
  return wgc_answer(local, dims * sizeof(size_t), size, value, size_ret);
}

/* Answers for a kernel of a layer-built program on a device with width-wide
 * sub-groups. */
static cl_int answer(cl_kernel kernel, cl_device_id device, unsigned width,
                     cl_kernel_sub_group_info param, size_t in_size,
                     const void *in, size_t size, void *value,
                     size_t *size_ret) {
  size_t kernel_max = 0, result = 0, items;
  cl_int err =
      wgc_clGetKernelWorkGroupInfo(kernel, device, CL_KERNEL_WORK_GROUP_SIZE,
                                   sizeof kernel_max, &kernel_max, NULL);
  if (err != CL_SUCCESS)
    return err;
  switch (param) {
  case CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE:
  case CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE:
    if (!(items = local_items(in_size, in)))
      return CL_INVALID_VALUE;
    result = param == CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE
                 ? (items + width - 1) / width
             : items < width ? items
                             : width;
    break;
  case CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT:
    if (!in || in_size != sizeof(size_t))
      return CL_INVALID_VALUE;
    return local_size_for(*(const size_t *)in, width, kernel_max, size, value,
                          size_ret);
  case CL_KERNEL_MAX_NUM_SUB_GROUPS:
    result = (kernel_max + width - 1) / width;
    break;
  case CL_KERNEL_COMPILE_NUM_SUB_GROUPS:
    /* OpenCL C has no attribute that fixes it. */
    result = 0;
    break;
  default:
    return CL_INVALID_VALUE;
  }
  return wgc_answer(&result, sizeof result, size, value, size_ret);
}

/* Answers for the layer's kernels; returns 0 (answering nothing) for the
 * driver's. */
static int answered(cl_kernel kernel, cl_device_id device,
                    cl_kernel_sub_group_info param, size_t in_size,
                    const void *in, size_t size, void *value, size_t *size_ret,
                    cl_int *err) {
  cl_program bin = NULL;
  if (wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof bin, &bin,
                                  NULL) != CL_SUCCESS ||
      !layer_built(bin))
    return 0;
  cl_device_id dev = program_device(bin, device);
  unsigned width = dev ? wgc_layer_sub_group_width(dev) : 0;
  if (dev && !width)
    return 0;
  if (!dev)
    *err = CL_INVALID_DEVICE;
  else if (!wgc_layer_claims_sub_groups(dev))
    *err = CL_INVALID_OPERATION;
  else
    *err =
        answer(kernel, dev, width, param, in_size, in, size, value, size_ret);
  return 1;
}

cl_int wgc_clGetKernelSubGroupInfo(cl_kernel kernel, cl_device_id device,
                                   cl_kernel_sub_group_info param,
                                   size_t in_size, const void *in, size_t size,
                                   void *value, size_t *size_ret) {
  cl_int err;
  if (answered(kernel, device, param, in_size, in, size, value, size_ret, &err))
    return err;
  if (!wgc_next()->clGetKernelSubGroupInfo)
    return CL_INVALID_OPERATION;
  return wgc_next()->clGetKernelSubGroupInfo(kernel, device, param, in_size, in,
                                             size, value, size_ret);
}

/* The kernel's first device. */
static cl_device_id first_device(cl_kernel kernel) {
  cl_context context;
  cl_device_id device = NULL;
  if (wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_CONTEXT, sizeof context,
                                  &context, NULL) != CL_SUCCESS ||
      wgc_next()->clGetContextInfo(context, CL_CONTEXT_DEVICES, sizeof device,
                                   &device, NULL) != CL_SUCCESS)
    return NULL;
  return device;
}

/* The driver's answer for a kernel the layer did not build. Drivers of
 * OpenCL 2.1 and later have the core query, the same as the extension's;
 * older ones have the extension's only where they list cl_khr_subgroups.
 * The loader's clGetKernelSubGroupInfoKHR leads to the driver's dispatch
 * table, where one without the function (PoCL 3.1) has a null entry. */
static cl_int driver_khr(cl_kernel kernel, cl_device_id device,
                         cl_kernel_sub_group_info param, size_t in_size,
                         const void *in, size_t size, void *value,
                         size_t *size_ret) {
  cl_device_id dev = device ? device : first_device(kernel);
  char version[64] = "", extensions[16384] = "";
  unsigned major = 0, minor = 0;
  cl_platform_id platform;
  if (!dev ||
      wgc_next()->clGetDeviceInfo(dev, CL_DEVICE_VERSION, sizeof version - 1,
                                  version, NULL) != CL_SUCCESS)
    return CL_INVALID_DEVICE;
  sscanf(version, "OpenCL %u.%u", &major, &minor);
  if ((major > 2 || (major == 2 && minor >= 1)) &&
      wgc_next()->clGetKernelSubGroupInfo)
    return wgc_next()->clGetKernelSubGroupInfo(kernel, device, param, in_size,
                                               in, size, value, size_ret);
  /* The next layer's entry (the loader's, as a layer), else the address
   * the loader gives (preloaded, where the table has no such entry). */
  cl_api_clGetKernelSubGroupInfoKHR next = NULL;
  if (wgc_next()->clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS,
                                  sizeof extensions - 1, extensions,
                                  NULL) == CL_SUCCESS &&
      strstr(extensions, "cl_khr_subgroups"))
    next = wgc_next()->clGetKernelSubGroupInfoKHR;
  if (!next &&
      wgc_next()->clGetDeviceInfo(dev, CL_DEVICE_PLATFORM, sizeof platform,
                                  &platform, NULL) == CL_SUCCESS &&
      wgc_next()->clGetExtensionFunctionAddressForPlatform &&
      strstr(extensions, "cl_khr_subgroups"))
    next = (cl_api_clGetKernelSubGroupInfoKHR)wgc_next()
               ->clGetExtensionFunctionAddressForPlatform(
                   platform, "clGetKernelSubGroupInfoKHR");
  return next ? next(kernel, device, param, in_size, in, size, value, size_ret)
              : CL_INVALID_OPERATION;
}

cl_int CL_API_CALL wgc_clGetKernelSubGroupInfoKHR(
    cl_kernel kernel, cl_device_id device, cl_kernel_sub_group_info param,
    size_t in_size, const void *in, size_t size, void *value,
    size_t *size_ret) {
  cl_int err;
  if (answered(kernel, device, param, in_size, in, size, value, size_ret, &err))
    return err;
  return driver_khr(kernel, device, param, in_size, in, size, value, size_ret);
}

void *wgc_clGetExtensionFunctionAddressForPlatform(cl_platform_id platform,
                                                   const char *name) {
  if (name && !strcmp(name, "clGetKernelSubGroupInfoKHR"))
    return (void *)wgc_clGetKernelSubGroupInfoKHR;
  return wgc_next()->clGetExtensionFunctionAddressForPlatform
             ? wgc_next()->clGetExtensionFunctionAddressForPlatform(platform,
                                                                    name)
             : NULL;
}
