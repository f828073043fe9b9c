// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* get_work_dim() on NVIDIA's OpenCL: launches of 1, 2 and 3 dimensions. */
#include "clhost.h"

#include <stdio.h>
#include <string.h>

/*
 * usage: work_dim_probe BINARY SOURCE [PLATFORM]
 * Runs kernel work_dim (work_dim.cl) of BINARY (the PTX built with
 * wgc-nvptx64.bc), and of SOURCE built by the driver's own compiler, on the
 * first platform whose name holds PLATFORM (NVIDIA by default), with 1, 2 and 3
 * dimensions of 64 work-items each; every work-item must write the launch's
 * dimension count into its poisoned slot. Prints a line per launch and
 * 'N passed, N failed'; exits 1 on a failure, 2 when it cannot run.
 */
#define ITEMS 64

static int launch(struct cl_env *env, cl_kernel k, cl_mem buf, cl_uint dims,
                  const char *what) {
  static const size_t global[3][3] = {{64, 1, 1}, {8, 8, 1}, {4, 4, 4}};
  static const size_t local[3][3] = {{32, 1, 1}, {4, 8, 1}, {2, 2, 4}};
  cl_uint out[ITEMS];
  memset(out, 0xa5, sizeof out);
  cl_int err = clEnqueueWriteBuffer(env->queue, buf, CL_TRUE, 0, sizeof out,
                                    out, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(env->queue, k, dims, NULL, global[dims - 1],
                                 local[dims - 1], 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(env->queue, buf, CL_TRUE, 0, sizeof out, out, 0,
                              NULL, NULL);
  if (err != CL_SUCCESS) {
    printf("FAIL %s, %u dimensions: %s\n", what, dims, cl_error_name(err));
    return 1;
  }
  for (int i = 0; i < ITEMS; ++i) {
    if (out[i] != dims) {
      printf("FAIL %s, %u dimensions: work-item %d got %u (0x%08x)\n", what,
             dims, i, out[i], out[i]);
      return 1;
    }
  }
  printf("PASS %s, %u dimensions\n", what, dims);
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    fputs("usage: work_dim_probe BINARY SOURCE [PLATFORM]\n", stderr);
    return 2;
  }
  struct cl_env env;
  if (cl_env_open(&env, argc == 4 ? argv[3] : "NVIDIA"))
    return 2;
  static const enum program_kind kinds[2] = {PROGRAM_BINARY, PROGRAM_SOURCE};
  int passed = 0, failed = 0;
  cl_int err;
  cl_mem buf = clCreateBuffer(env.context, CL_MEM_READ_WRITE,
                              ITEMS * sizeof(cl_uint), NULL, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "clCreateBuffer: %s\n", cl_error_name(err));
    return 2;
  }
  for (int p = 0; p < 2; ++p) {
    cl_program prog = cl_load_program(&env, argv[1 + p], "", kinds[p]);
    cl_kernel k = prog ? clCreateKernel(prog, "work_dim", &err) : NULL;
    if (!k || clSetKernelArg(k, 0, sizeof buf, &buf) != CL_SUCCESS) {
      printf("FAIL %s: no kernel work_dim\n", argv[1 + p]);
      failed += 3;
    } else {
      for (cl_uint d = 1; d <= 3; ++d) {
        if (launch(&env, k, buf, d, argv[1 + p]))
          ++failed;
        else
          ++passed;
      }
    }
    if (k)
      clReleaseKernel(k);
    if (prog)
      clReleaseProgram(prog);
  }
  clReleaseMemObject(buf);
  cl_env_close(&env);
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
