// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs the linked calls.cl kernels on an OpenCL device against host sums. */
#include "clhost.h"

#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define GROUPS 16
#define POISON 0x5a5aa5a5u

static uint64_t rng_state;

static uint32_t next_random(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state >> 16);
}

/* Full-range values with the edges mixed in. */
static int32_t random_int(void) {
  static const int32_t edges[] = {INT32_MIN, INT32_MAX, 0, -1, 1};
  uint32_t r = next_random();
  if (r % 8 == 0)
    return edges[(r >> 3) % (sizeof edges / sizeof *edges)];
  return (int32_t)next_random();
}

/* Two's complement wrapping, as OpenCL's integer add. */
static int32_t wrap(uint32_t x) {
  return x <= INT32_MAX ? (int32_t)x : (int32_t)(x - 0x80000000u) + INT32_MIN;
}

/* The expected outputs of one work-group [0, n) of each kernel. */
static void expect(const char *kernel, const int32_t *in, int32_t *out,
                   size_t n) {
  uint32_t sum = 0, sum_scaled = 0, prefix = 0;
  int32_t max_before = INT32_MIN;
  for (size_t i = 0; i < n; ++i) {
    sum += (uint32_t)in[i];
    sum_scaled += (uint32_t)in[i] * 3u + 1u;
  }
  for (size_t i = 0; i < n; ++i) {
    prefix += (uint32_t)in[i];
    if (!strcmp(kernel, "k_sum"))
      out[i] = wrap(sum);
    else if (!strcmp(kernel, "k_both"))
      out[i] = wrap((sum + prefix) ^ sum_scaled);
    else
      out[i] = wrap(sum + (uint32_t)max_before);
    if (in[i] > max_before)
      max_before = in[i];
  }
}

/* Runs `kernel` over GROUPS work-groups of `local` items; returns the number
 * of wrong outputs (all reported) or -1 if it could not run. */
static int run_kernel(struct cl_env *env, cl_program prog, const char *name,
                      size_t local, uint64_t seed) {
  size_t n = GROUPS * local, bytes = n * sizeof(int32_t);
  int32_t *in = malloc(bytes), *out = malloc(bytes), *want = malloc(bytes);
  cl_int err;
  cl_kernel k = clCreateKernel(prog, name, &err);
  cl_mem din = NULL, dout = NULL;
  int wrong = -1;
  if (!in || !out || !want || err != CL_SUCCESS) {
    fprintf(stderr, "%s: cannot set up: %s\n", name, cl_error_name(err));
    goto out;
  }
  for (size_t i = 0; i < n; ++i) {
    in[i] = random_int();
    out[i] = (int32_t)POISON;
  }
  din = clCreateBuffer(env->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                       bytes, in, &err);
  if (err == CL_SUCCESS)
    dout =
        clCreateBuffer(env->context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                       bytes, out, &err);
  if (err == CL_SUCCESS)
    err = clSetKernelArg(k, 0, sizeof din, &din);
  if (err == CL_SUCCESS)
    err = clSetKernelArg(k, 1, sizeof dout, &dout);
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &n, &local, 0, NULL,
                                 NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(env->queue, dout, CL_TRUE, 0, bytes, out, 0, NULL,
                              NULL);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s: cannot run: %s\n", name, cl_error_name(err));
    goto out;
  }
  wrong = 0;
  for (size_t g = 0; g < GROUPS; ++g)
    expect(name, in + g * local, want + g * local, local);
  for (size_t i = 0; i < n; ++i)
    if (out[i] != want[i] && wrong++ < 5)
      printf("FAIL %s local %zu item %zu: got %" PRId32 ", want %" PRId32
             " (seed 0x%016" PRIx64 ")\n",
             name, local, i, out[i], want[i], seed);
out:
  if (din)
    clReleaseMemObject(din);
  if (dout)
    clReleaseMemObject(dout);
  if (k)
    clReleaseKernel(k);
  free(in);
  free(out);
  free(want);
  return wrong;
}

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    fputs("usage: wgc-link-run-calls LINKED.bc [SEED]\n", stderr);
    return 2;
  }
  uint64_t seed = argc == 3 ? strtoull(argv[2], NULL, 0)
                            : (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
  rng_state = seed | 1;
  struct cl_env env;
  if (cl_env_open(&env, NULL))
    return 1;
  cl_program prog =
      cl_load_program(&env, argv[1], "-x spir -spir-std=1.2", PROGRAM_BINARY);
  if (!prog) {
    cl_env_close(&env);
    return 1;
  }
  static const char *const kernels[] = {"k_sum", "k_both", "k_calls_kernel"};
  static const size_t locals[] = {1, 37, 64, 256};
  int passed = 0, failed = 0;
  for (size_t k = 0; k < sizeof kernels / sizeof *kernels; ++k)
    for (size_t l = 0; l < sizeof locals / sizeof *locals; ++l) {
      int wrong = run_kernel(&env, prog, kernels[k], locals[l], seed);
      if (wrong == 0) {
        ++passed;
        continue;
      }
      ++failed;
      if (wrong > 0)
        printf("FAIL %s local %zu: %d wrong outputs (seed 0x%016" PRIx64 ")\n",
               kernels[k], locals[l], wrong, seed);
      else
        printf("FAIL %s local %zu: could not run\n", kernels[k], locals[l]);
    }
  clReleaseProgram(prog);
  cl_env_close(&env);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
