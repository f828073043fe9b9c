// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* What the layer's small test apps share: the first device of the first
 * platform, its context, and pass/fail counting. */
#ifndef WGC_TESTS_LAYER_HARNESS_H
#define WGC_TESTS_LAYER_HARNESS_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdarg.h>
#include <stdio.h>

static int passed, failed;
static cl_device_id device;
static cl_context context;

static void check(int ok, const char *fmt, ...) {
  if (ok) {
    passed++;
    return;
  }
  failed++;
  va_list ap;
  va_start(ap, fmt);
  printf("FAIL: ");
  vprintf(fmt, ap);
  printf("\n");
  va_end(ap);
}

/* Opens the first device; 0 when there is none (reported as a failure). */
static int open_device(void) {
  cl_platform_id platform;
  cl_int err = clGetPlatformIDs(1, &platform, NULL);
  if (err == CL_SUCCESS)
    err = clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL);
  if (err == CL_SUCCESS)
    context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  check(err == CL_SUCCESS, "no OpenCL device (error %d)", err);
  return err == CL_SUCCESS;
}

static int finish(void) {
  if (context)
    clReleaseContext(context);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}

#endif
