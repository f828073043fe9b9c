// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs row_count.cl, built by the SPIR-V recipe, from SPIR-V on an OpenCL
 * device and checks every output against the host.
 * usage: wgc-recipe-host MODULE.spv PLATFORM_SUBSTRING [SEED]
 * Prints 'N passed, N failed'; exit status 0 if all passed, 1 if not, 2 on
 * bad arguments. */
#include "clhost.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROW 4

static uint64_t splitmix(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* One launch of local x groups work-items; returns 1 if every output is the
 * host's count. */
static int run_shape(struct cl_env *env, cl_kernel k, size_t local,
                     size_t groups, uint64_t seed) {
  size_t n = local * groups;
  cl_int *in = malloc(n * ROW * sizeof *in), *out = malloc(n * sizeof *out);
  int ok = in && out;
  uint64_t s = seed;
  for (size_t i = 0; ok && i < n * ROW; ++i)
    in[i] = (cl_int)(splitmix(&s) % 2001) - 1000;
  cl_int err = CL_SUCCESS;
  cl_mem bin = NULL, bout = NULL;
  if (ok) {
    memset(out, 0xA5, n * sizeof *out);
    bin = clCreateBuffer(env->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                         n * ROW * sizeof *in, in, &err);
    if (err == CL_SUCCESS)
      bout =
          clCreateBuffer(env->context, CL_MEM_WRITE_ONLY | CL_MEM_COPY_HOST_PTR,
                         n * sizeof *out, out, &err);
    if (err == CL_SUCCESS)
      err = clSetKernelArg(k, 0, sizeof bin, &bin);
    if (err == CL_SUCCESS)
      err = clSetKernelArg(k, 1, sizeof bout, &bout);
    if (err == CL_SUCCESS)
      err = clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &n, &local, 0, NULL,
                                   NULL);
    if (err == CL_SUCCESS)
      err = clEnqueueReadBuffer(env->queue, bout, CL_TRUE, 0, n * sizeof *out,
                                out, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
      fprintf(stderr, "FAIL local=%zu: OpenCL error %d (%s)\n", local, err,
              cl_error_name(err));
      ok = 0;
    }
  }
  for (size_t g = 0; ok && g < groups; ++g) {
    cl_int count = 0;
    for (size_t i = g * local; i < (g + 1) * local; ++i) {
      cl_int v = 0;
      for (int j = 0; j < ROW; ++j)
        v += in[i * ROW + j];
      count += v > 0;
    }
    for (size_t i = g * local; i < (g + 1) * local && ok; ++i)
      if (out[i] != count) {
        fprintf(stderr, "FAIL local=%zu item %zu: expected %d, got %d\n", local,
                i, count, out[i]);
        ok = 0;
      }
  }
  if (bin)
    clReleaseMemObject(bin);
  if (bout)
    clReleaseMemObject(bout);
  free(in);
  free(out);
  return ok;
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4) {
    fputs("usage: wgc-recipe-host MODULE.spv PLATFORM_SUBSTRING [SEED]\n",
          stderr);
    return 2;
  }
  uint64_t seed = argc == 4 ? strtoull(argv[3], NULL, 0)
                            : (uint64_t)time(NULL) ^ (uint64_t)clock() << 32;
  struct cl_env env;
  if (cl_env_open(&env, argv[2]))
    return 1;
  int passed = 0, failed = 0;
  cl_program p = cl_load_program(&env, argv[1], "", PROGRAM_IL);
  cl_int err = CL_INVALID_PROGRAM;
  cl_kernel k = p ? clCreateKernel(p, "row_count", &err) : NULL;
  if (!k) {
    fprintf(stderr, "FAIL %s: no kernel row_count (%s)\n", argv[1],
            cl_error_name(err));
    ++failed;
  } else {
    /* Full and partial sub-groups, one and many work-groups. */
    static const size_t shapes[][2] = {{1, 8}, {64, 16}, {100, 5}, {1024, 2}};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; ++i)
      run_shape(&env, k, shapes[i][0], shapes[i][1], seed + i) ? ++passed
                                                               : ++failed;
    clReleaseKernel(k);
  }
  if (p)
    clReleaseProgram(p);
  cl_env_close(&env);
  if (failed)
    printf("seed 0x%016" PRIx64 "\n", seed);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
