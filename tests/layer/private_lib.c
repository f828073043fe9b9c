// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A library that brings its own OpenCL: linked with libOpenCL and loaded by
 * private_app.c with RTLD_LOCAL, so its loader is not in the global scope
 * (as pyopencl's extension with its bundled loader). It builds a program
 * calling a collective and runs it. */
#include "harness.h"

__attribute__((visibility("default"))) int run_private(void) {
  if (!open_device())
    return finish();
  char name[256] = "";
  cl_int err = clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name, name, NULL);
  check(err == CL_SUCCESS, "clGetDeviceInfo: %d", err);
  const char *source =
      "kernel void k(global int *o) { o[0] = work_group_reduce_add(2); }";
  cl_program p = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  check(err == CL_SUCCESS, "clCreateProgramWithSource: %d", err);
  err = clBuildProgram(p, 1, &device, "", NULL, NULL);
  check(err == CL_SUCCESS, "clBuildProgram: %d", err);
  cl_kernel k = clCreateKernel(p, "k", &err);
  check(err == CL_SUCCESS, "clCreateKernel: %d", err);
  cl_mem out =
      clCreateBuffer(context, CL_MEM_READ_WRITE, sizeof(cl_int), NULL, &err);
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  cl_int value = -1;
  size_t n = 4;
  err = clSetKernelArg(k, 0, sizeof out, &out);
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(q, k, 1, NULL, &n, &n, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof value, &value, 0, NULL,
                              NULL);
  check(err == CL_SUCCESS && value == 8, "the kernel: error %d, value %d", err,
        value);
  clReleaseCommandQueue(q);
  clReleaseMemObject(out);
  clReleaseKernel(k);
  clReleaseProgram(p);
  return finish();
}
