// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Program and kernel calls on the app's source program handle, redirected
 * to the driver program wgc-cc's binary was built into, and the lifetime
 * of the two. */
#include <string.h>

#include "answer.h"
#include "arg_info.h"
#include "intercept.h"
#include "nv_limits.h"
#include "programs.h"
#include "specialize.h"

/* The driver program that answers for the app's program: the built binary
 * program when the layer built it, else the program itself. Called with
 * the records locked. */
static cl_program executable(cl_program program) {
  struct wgc_program *p = wgc_program_by_src(program);
  return p && p->via_wgc && p->bin ? p->bin : program;
}

/* Records kernels made of target, the binary the layer built for the app's
 * program, for specialization at launch. Called with the records locked. */
static void specialize_created(cl_program program, cl_program target,
                               const cl_kernel *kernels, cl_uint n) {
  struct wgc_program *p = wgc_program_by_src(program);
  if (p && target != program)
    wgc_specialize_kernels_created(p, kernels, n);
}

cl_kernel wgc_clCreateKernel(cl_program program, const char *name,
                             cl_int *errcode_ret) {
  wgc_programs_lock();
  cl_program target = executable(program);
  cl_uint before = wgc_arg_info_has(target) ? wgc_refcount(target) : 0;
  cl_kernel k = wgc_next()->clCreateKernel(target, name, errcode_ret);
  if (k) {
    wgc_program_kernels_created(target, 1);
    if (before)
      wgc_arg_info_kernels_created(target, 1, wgc_refcount(target) > before);
    specialize_created(program, target, &k, 1);
  }
  wgc_programs_unlock();
  return k;
}

cl_int wgc_clCreateKernelsInProgram(cl_program program, cl_uint num_kernels,
                                    cl_kernel *kernels,
                                    cl_uint *num_kernels_ret) {
  wgc_programs_lock();
  cl_program target = executable(program);
  cl_uint before = wgc_arg_info_has(target) ? wgc_refcount(target) : 0;
  cl_uint created = 0;
  cl_int err = wgc_next()->clCreateKernelsInProgram(target, num_kernels,
                                                    kernels, &created);
  if (err == CL_SUCCESS && kernels) {
    wgc_program_kernels_created(target, created);
    if (before)
      wgc_arg_info_kernels_created(target, created,
                                   wgc_refcount(target) > before);
    specialize_created(program, target, kernels, created);
  }
  if (num_kernels_ret)
    *num_kernels_ret = created;
  wgc_programs_unlock();
  return err;
}

/* Queries the source program answers itself: what the app created. */
static int asks_source_program(cl_program_info param) {
  switch (param) {
  case CL_PROGRAM_REFERENCE_COUNT:
  case CL_PROGRAM_CONTEXT:
  case CL_PROGRAM_NUM_DEVICES:
  case CL_PROGRAM_DEVICES:
  case CL_PROGRAM_SOURCE:
  case CL_PROGRAM_IL:
    return 1;
  default:
    return 0;
  }
}

cl_int wgc_clGetProgramInfo(cl_program program, cl_program_info param,
                            size_t size, void *value, size_t *size_ret) {
  wgc_programs_lock();
  struct wgc_program *p = wgc_program_by_src(program);
  cl_program target = program;
  cl_int err = CL_SUCCESS;
  if (p && p->via_wgc && !asks_source_program(param)) {
    if (p->bin)
      target = p->bin;
    else if (param == CL_PROGRAM_NUM_KERNELS ||
             param == CL_PROGRAM_KERNEL_NAMES)
      err = CL_INVALID_PROGRAM_EXECUTABLE;
  }
  if (err == CL_SUCCESS)
    err = wgc_next()->clGetProgramInfo(target, param, size, value, size_ret);
  wgc_programs_unlock();
  return err;
}

cl_int wgc_clGetProgramBuildInfo(cl_program program, cl_device_id device,
                                 cl_program_build_info param, size_t size,
                                 void *value, size_t *size_ret) {
  wgc_programs_lock();
  struct wgc_program *p = wgc_program_by_src(program);
  cl_int err;
  if (!p || !p->via_wgc || !wgc_program_has_device(p, device)) {
    err = wgc_next()->clGetProgramBuildInfo(program, device, param, size, value,
                                            size_ret);
  } else if (param == CL_PROGRAM_BUILD_STATUS) {
    err = wgc_answer(&p->status, sizeof p->status, size, value, size_ret);
  } else if (param == CL_PROGRAM_BUILD_OPTIONS) {
    err = wgc_answer(p->options, strlen(p->options) + 1, size, value, size_ret);
  } else if (param == CL_PROGRAM_BUILD_LOG) {
    err = wgc_answer(p->log, strlen(p->log) + 1, size, value, size_ret);
  } else if (param == CL_PROGRAM_BINARY_TYPE) {
    err = wgc_answer(&p->binary_type, sizeof p->binary_type, size, value,
                     size_ret);
  } else {
    err = wgc_next()->clGetProgramBuildInfo(p->bin ? p->bin : program, device,
                                            param, size, value, size_ret);
  }
  wgc_programs_unlock();
  return err;
}

cl_int wgc_clReleaseProgram(cl_program program) {
  wgc_programs_lock();
  struct wgc_program *p = wgc_program_by_src(program);
  cl_int err = CL_SUCCESS;
  if (p && wgc_refcount(program) == 1) {
    wgc_program_app_released(p);
  } else {
    /* A program clLinkProgram returned is the app's own. */
    if (!p && wgc_arg_info_has(program) &&
        wgc_arg_info_last_reference(program, wgc_refcount(program)))
      wgc_arg_info_released(program);
    err = wgc_next()->clReleaseProgram(program);
  }
  wgc_programs_sweep();
  wgc_programs_unlock();
  return err;
}

cl_int wgc_clGetKernelInfo(cl_kernel kernel, cl_kernel_info param, size_t size,
                           void *value, size_t *size_ret) {
  cl_int err =
      wgc_next()->clGetKernelInfo(kernel, param, size, value, size_ret);
  if (err == CL_SUCCESS && param == CL_KERNEL_PROGRAM && value) {
    wgc_programs_lock();
    struct wgc_program *p = wgc_program_by_bin(*(cl_program *)value);
    if (p)
      *(cl_program *)value = p->src;
    wgc_programs_unlock();
  }
  return err;
}

cl_int wgc_clRetainKernel(cl_kernel kernel) {
  if (!wgc_next()->clRetainKernel)
    return CL_INVALID_OPERATION;
  cl_int err = wgc_next()->clRetainKernel(kernel);
  if (err == CL_SUCCESS)
    wgc_specialize_kernel_retained(kernel);
  return err;
}

cl_int wgc_clReleaseKernel(cl_kernel kernel) {
  cl_uint count = 0;
  cl_program program = NULL;
  wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_REFERENCE_COUNT, sizeof count,
                              &count, NULL);
  wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof program,
                              &program, NULL);
  /* Before the handle can be reused by a kernel made meanwhile. */
  wgc_specialize_kernel_released(kernel);
  cl_int err = wgc_next()->clReleaseKernel(kernel);
  wgc_programs_lock();
  if (err == CL_SUCCESS && count == 1) {
    wgc_program_kernel_destroyed(program);
    wgc_arg_info_kernel_destroyed(program);
  }
  wgc_programs_sweep();
  wgc_programs_unlock();
  return err;
}

/* The kernel's one device, where the app may pass NULL for it. */
static cl_device_id kernel_device(cl_kernel kernel) {
  cl_program program;
  cl_uint n = 0;
  cl_device_id device = NULL;
  if (wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof program,
                                  &program, NULL) == CL_SUCCESS &&
      wgc_next()->clGetProgramInfo(program, CL_PROGRAM_NUM_DEVICES, sizeof n,
                                   &n, NULL) == CL_SUCCESS &&
      n == 1)
    wgc_next()->clGetProgramInfo(program, CL_PROGRAM_DEVICES, sizeof device,
                                 &device, NULL);
  return device;
}

/* CL_KERNEL_WORK_GROUP_SIZE on NVIDIA devices: the CUDA driver's limit for
 * the kernel (nv_limits.c), within the device's maximum. */
cl_int wgc_clGetKernelWorkGroupInfo(cl_kernel kernel, cl_device_id device,
                                    cl_kernel_work_group_info param,
                                    size_t size, void *value,
                                    size_t *size_ret) {
  cl_int err = wgc_next()->clGetKernelWorkGroupInfo(kernel, device, param, size,
                                                    value, size_ret);
  if (err != CL_SUCCESS || param != CL_KERNEL_WORK_GROUP_SIZE || !value)
    return err;
  cl_device_id dev = device ? device : kernel_device(kernel);
  size_t limit = dev ? wgc_nv_kernel_limit(kernel, dev) : 0, device_max = 0;
  if (limit && wgc_next()->clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE,
                                           sizeof device_max, &device_max,
                                           NULL) == CL_SUCCESS)
    *(size_t *)value = limit < device_max ? limit : device_max;
  return err;
}
