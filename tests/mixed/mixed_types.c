// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-mixed-types: collectives of int, long, uint and double back to back
 * in one kernel, checked against a serial host reference. */
#include "clhost.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define POISON 0xA5
#define MAX_REPORTED 4

/* Work-group shapes: tiny, around 32 and 64, odd, one PoCL block and its
 * maximum, and a 3D shape. */
static const size_t shapes[][3] = {{2, 1, 1},    {33, 1, 1},  {64, 1, 1},
                                   {100, 1, 1},  {256, 1, 1}, {1000, 1, 1},
                                   {4096, 1, 1}, {7, 5, 3}};
#define N_SHAPES (sizeof shapes / sizeof shapes[0])
#define GROUPS 3

static uint64_t splitmix(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* The serial reference of one work-group of n items starting at `in`. */
static void reference(const int32_t *in, size_t n, int32_t *a, int64_t *b,
                      uint32_t *c, double *d, int32_t *e) {
  uint32_t run_a = 0;
  uint64_t sum_b = 0;
  uint32_t max_c = 0;
  double run_d = 0;
  for (size_t i = 0; i < n; ++i)
    sum_b += (uint64_t)((int64_t)in[i] * 3);
  for (size_t i = 0; i < n; ++i) {
    run_a += (uint32_t)in[i];
    a[i] = (int32_t)run_a;
    b[i] = (int64_t)sum_b;
    c[i] = max_c;
    uint32_t xc = (uint32_t)in[i] ^ 0x55u;
    max_c = xc > max_c ? xc : max_c;
    run_d += (double)(in[i] & 1023);
    d[i] = run_d;
  }
  int32_t min_e = a[0];
  for (size_t i = 1; i < n; ++i)
    min_e = a[i] < min_e ? a[i] : min_e;
  for (size_t i = 0; i < n; ++i)
    e[i] = min_e;
}

struct outputs {
  int32_t *a, *e;
  int64_t *b;
  uint32_t *c;
  double *d;
};

/* Compares one output array; prints the first mismatches. */
static int check(const char *name, const void *got, const void *want,
                 size_t elem, size_t n, const size_t *local, int *reported) {
  int bad = 0;
  for (size_t i = 0; i < n; ++i) {
    const unsigned char *g = (const unsigned char *)got + i * elem;
    const unsigned char *w = (const unsigned char *)want + i * elem;
    if (memcmp(g, w, elem) == 0)
      continue;
    bad = 1;
    if ((*reported)++ < MAX_REPORTED) {
      uint64_t gv = 0, wv = 0;
      memcpy(&gv, g, elem);
      memcpy(&wv, w, elem);
      printf("  %s item %zu (local %zux%zux%zu): expected 0x%" PRIx64
             ", got 0x%" PRIx64 "\n",
             name, i, local[0], local[1], local[2], wv, gv);
    }
  }
  return bad;
}

static int run_shape(struct cl_env *env, cl_kernel k, const size_t *local,
                     uint64_t seed) {
  size_t wg = local[0] * local[1] * local[2], n = wg * GROUPS;
  size_t global[3] = {local[0] * GROUPS, local[1], local[2]};
  int32_t *in = malloc(n * 4), *a = malloc(n * 4), *e = malloc(n * 4);
  int64_t *b = malloc(n * 8);
  uint32_t *c = malloc(n * 4);
  double *d = malloc(n * 8);
  struct outputs want = {malloc(n * 4), malloc(n * 4), malloc(n * 8),
                         malloc(n * 4), malloc(n * 8)};
  if (!in || !a || !b || !c || !d || !e || !want.a || !want.b || !want.c ||
      !want.d || !want.e) {
    fprintf(stderr, "out of host memory\n");
    exit(1);
  }
  uint64_t s = seed;
  for (size_t i = 0; i < n; ++i)
    in[i] = (int32_t)(uint32_t)splitmix(&s);
  for (size_t g = 0; g < GROUPS; ++g)
    reference(in + g * wg, wg, want.a + g * wg, want.b + g * wg,
              want.c + g * wg, want.d + g * wg, want.e + g * wg);

  cl_int err;
  cl_mem bufs[6];
  const size_t sizes[6] = {4, 4, 8, 4, 8, 4};
  for (int j = 0; j < 6; ++j) {
    bufs[j] = clCreateBuffer(env->context, CL_MEM_READ_WRITE, n * sizes[j],
                             NULL, &err);
    if (err != CL_SUCCESS) {
      fprintf(stderr, "clCreateBuffer: %s\n", cl_error_name(err));
      exit(1);
    }
    unsigned char poison = POISON;
    clEnqueueFillBuffer(env->queue, bufs[j], &poison, 1, 0, n * sizes[j], 0,
                        NULL, NULL);
    clSetKernelArg(k, j, sizeof(cl_mem), &bufs[j]);
  }
  clEnqueueWriteBuffer(env->queue, bufs[0], CL_TRUE, 0, n * 4, in, 0, NULL,
                       NULL);
  err = clEnqueueNDRangeKernel(env->queue, k, 3, NULL, global, local, 0, NULL,
                               NULL);
  if (err == CL_SUCCESS) {
    void *outs[5] = {a, b, c, d, e};
    for (int j = 1; j < 6; ++j)
      err |= clEnqueueReadBuffer(env->queue, bufs[j], CL_TRUE, 0, n * sizes[j],
                                 outs[j - 1], 0, NULL, NULL);
  }
  int bad = 1, reported = 0;
  if (err != CL_SUCCESS) {
    printf("  launch or read failed: %s\n", cl_error_name(err));
  } else {
    bad = check("int scan_inclusive_add", a, want.a, 4, n, local, &reported);
    bad |= check("long reduce_add", b, want.b, 8, n, local, &reported);
    bad |= check("uint scan_exclusive_max", c, want.c, 4, n, local, &reported);
    bad |=
        check("double scan_inclusive_add", d, want.d, 8, n, local, &reported);
    bad |= check("int reduce_min", e, want.e, 4, n, local, &reported);
  }
  for (int j = 0; j < 6; ++j)
    clReleaseMemObject(bufs[j]);
  free(in), free(a), free(b), free(c), free(d), free(e);
  free(want.a), free(want.b), free(want.c), free(want.d), free(want.e);
  return bad;
}

int main(int argc, char **argv) {
  const char *program = NULL;
  uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--program") && i + 1 < argc)
      program = argv[++i];
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
      seed = strtoull(argv[++i], NULL, 0);
    else {
      fprintf(stderr, "%s: unknown option or missing value\n", argv[i]);
      program = NULL;
      break;
    }
  }
  if (!program) {
    fprintf(stderr, "usage: wgc-mixed-types --program LINKED.bc [--seed N]\n"
                    "Exit status: 0 all passed, 1 a check failed or the "
                    "device failed, 2 bad usage.\n");
    return 2;
  }
  struct cl_env env;
  if (cl_env_open(&env, NULL))
    return 1;
  cl_program prog =
      cl_load_program(&env, program, "-x spir -spir-std=1.2", PROGRAM_BINARY);
  if (!prog)
    return 1;
  cl_int err;
  cl_kernel k = clCreateKernel(prog, "mixed_types", &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s: clCreateKernel(mixed_types): %s\n", program,
            cl_error_name(err));
    return 1;
  }
  printf("wgc-mixed-types: %s, seed 0x%016" PRIx64 "\n", program, seed);
  int passed = 0, failed = 0;
  for (size_t s = 0; s < N_SHAPES; ++s) {
    const size_t *local = shapes[s];
    if (local[0] * local[1] * local[2] > env.max_wg_size) {
      printf("skipped local=%zux%zux%zu: over the device's maximum %zu\n",
             local[0], local[1], local[2], env.max_wg_size);
      continue;
    }
    if (run_shape(&env, k, local, seed + s)) {
      printf("FAIL local=%zux%zux%zu (rerun: --seed 0x%016" PRIx64 ")\n",
             local[0], local[1], local[2], seed);
      ++failed;
    } else {
      ++passed;
    }
  }
  clReleaseKernel(k);
  clReleaseProgram(prog);
  cl_env_close(&env);
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
