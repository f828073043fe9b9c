// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Demo host: runs a wgc-linked kernel binary on the first OpenCL device and
 * prints its input and output. usage: wgc-demo KERNEL.bc */
#include "clhost.h"

#include <stdio.h>
#include <stdlib.h>

#define N 16
#define LOCAL 8

static int fail(const char *what, cl_int err) {
  fprintf(stderr, "wgc-demo: %s failed (OpenCL error %d)\n", what, err);
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: wgc-demo KERNEL.bc\n");
    return 2;
  }
  struct cl_env env;
  if (cl_env_open(&env, NULL))
    return 1;
  cl_context ctx = env.context;
  cl_command_queue q = env.queue;
  cl_program prog =
      cl_load_program(&env, argv[1], "-x spir -spir-std=1.2", PROGRAM_BINARY);
  if (!prog)
    return 1;
  cl_int err;
  cl_kernel k = clCreateKernel(prog, "prefix_sum", &err);
  if (err != CL_SUCCESS)
    return fail("clCreateKernel", err);

  int in[N], out[N];
  for (int i = 0; i < N; ++i)
    in[i] = i % 5 + 1;
  cl_mem bin_buf =
      clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof in, in, &err);
  cl_mem bout = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, sizeof out, NULL, &err);
  clSetKernelArg(k, 0, sizeof bin_buf, &bin_buf);
  clSetKernelArg(k, 1, sizeof bout, &bout);
  size_t global = N, local = LOCAL;
  err = clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(q, bout, CL_TRUE, 0, sizeof out, out, 0, NULL,
                              NULL);
  if (err != CL_SUCCESS)
    return fail("running prefix_sum", err);

  printf("work_group_scan_inclusive_add, work-groups of %d:\n", LOCAL);
  printf("input: ");
  for (int i = 0; i < N; ++i)
    printf(" %3d", in[i]);
  printf("\noutput:");
  for (int i = 0; i < N; ++i)
    printf(" %3d", out[i]);
  printf("\n");
  int expected = 0;
  for (int i = 0; i < N; ++i) {
    expected = (i % LOCAL ? expected : 0) + in[i];
    if (out[i] != expected) {
      fprintf(stderr, "wgc-demo: item %d is %d, expected %d\n", i, out[i],
              expected);
      return 1;
    }
  }
  return 0;
}
