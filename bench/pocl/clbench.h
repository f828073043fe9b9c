// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* PoCL benchmark hosts: error check, device set-up and SPIR program loading. */
#ifndef WGC_CLBENCH_H
#define WGC_CLBENCH_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>

#define CK(x)                                                                  \
  do {                                                                         \
    cl_int e_ = (x);                                                           \
    if (e_ != CL_SUCCESS) {                                                    \
      fprintf(stderr, "%s:%d %s: %d\n", __FILE__, __LINE__, #x, e_);           \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

/* The first device of the first platform, a context and a profiling queue. */
static void clbench_open(cl_device_id *dev, cl_context *ctx,
                         cl_command_queue *q) {
  cl_platform_id plat;
  cl_int err;
  CK(clGetPlatformIDs(1, &plat, NULL));
  CK(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, dev, NULL));
  *ctx = clCreateContext(NULL, 1, dev, NULL, NULL, &err);
  CK(err);
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE,
                                 0};
  *q = clCreateCommandQueueWithProperties(*ctx, *dev, props, &err);
  CK(err);
}

/* Builds the linked SPIR bitcode at `path`; exits with a message on error. */
static cl_program clbench_load(cl_context ctx, cl_device_id dev,
                               const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  size_t n = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buf = malloc(n);
  if (!buf || fread(buf, 1, n, f) != n) {
    fprintf(stderr, "%s: cannot read\n", path);
    exit(1);
  }
  fclose(f);
  cl_int err, st;
  cl_program p = clCreateProgramWithBinary(
      ctx, 1, &dev, &n, (const unsigned char **)&buf, &st, &err);
  CK(err);
  CK(clBuildProgram(p, 1, &dev, "-x spir -spir-std=1.2", NULL, NULL));
  free(buf);
  return p;
}

#endif
