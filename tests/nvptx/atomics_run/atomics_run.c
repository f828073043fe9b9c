// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs atomics_run.cl on the first OpenCL device and checks each counter
 * against a host computation.
 *
 *   wgc-atomics-run PROGRAM int|long "BUILD OPTIONS" [SEED]
 * PROGRAM: atomics_run.cl built with -DT=int or long (SPIR bitcode for
 * PoCL with options "-x spir -spir-std=1.2", PTX for NVIDIA with ""),
 * loaded with clCreateProgramWithBinary (tests/lib/clhost.c), on the first
 * device of the first platform whose name contains $WGC_PLATFORM (any if
 * unset). Ends with "N passed, N failed"; exit status 0 all passed, 1 a
 * check or OpenCL call failed, 2 usage. */
#include "clhost.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { ADD, SUB, OR, AND, XOR, MIN, MAX, XCHG, CAS, NCOUNTERS };
static const char *names[NCOUNTERS] = {"add", "sub", "or",   "and", "xor",
                                       "min", "max", "xchg", "cas"};
#define GROUPS 64
#define WG 256
#define N (GROUPS * WG)

static int passed, failed;
static uint64_t seed;

static void die(const char *what, cl_int err) {
  fprintf(stderr, "wgc-atomics-run: %s failed (OpenCL error %d)\n", what, err);
  exit(1);
}

static void check(int ok, const char *what, const char *name, long long group,
                  uint64_t got, uint64_t want) {
  if (ok) {
    ++passed;
    return;
  }
  ++failed;
  printf("FAIL %s %s (group %lld): got %#llx, want %#llx (seed %llu)\n", what,
         name, group, (unsigned long long)got, (unsigned long long)want,
         (unsigned long long)seed);
}

static uint64_t lcg(uint64_t *x) {
  *x = *x * 6364136223846793005ull + 1442695040888963407ull;
  return *x >> 16;
}

/* Values of the type (width 32 or 64 bits), sign-extended to int64_t. */
static int64_t narrow(uint64_t v, int width) {
  return width == 32 ? (int64_t)(int32_t)(uint32_t)v : (int64_t)v;
}

/* The counters after items [lo, hi) operate on init (ANDs, ORs and XORs
 * bitwise; adds wrap at the width). */
static void expect(const int64_t *init, const int64_t *vals, size_t lo,
                   size_t hi, int width, int64_t *want) {
  memcpy(want, init, NCOUNTERS * sizeof *want);
  for (size_t i = lo; i < hi; ++i) {
    uint64_t bit = 1ull << (i % (size_t)width);
    want[ADD] = narrow((uint64_t)want[ADD] + (uint64_t)vals[i], width);
    want[SUB] = narrow((uint64_t)want[SUB] - (uint64_t)vals[i], width);
    want[OR] = narrow((uint64_t)want[OR] | bit, width);
    want[AND] = narrow((uint64_t)want[AND] & ~bit, width);
    want[XOR] = narrow((uint64_t)want[XOR] ^ (uint64_t)vals[i], width);
    want[MIN] = vals[i] < want[MIN] ? vals[i] : want[MIN];
    want[MAX] = vals[i] > want[MAX] ? vals[i] : want[MAX];
    want[CAS] = narrow((uint64_t)want[CAS] + 1, width);
  }
}

static int cmp64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

/* The exchanges of items [lo, hi) on a counter that started at first and
 * ended at last: every value was returned once, so the returned values and
 * last are a permutation of first and the items' values. */
static int exchanges_ok(const int64_t *vals, const int64_t *old, size_t lo,
                        size_t hi, int64_t first, int64_t last) {
  size_t n = hi - lo + 1;
  int64_t *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  if (!a || !b)
    die("malloc", CL_OUT_OF_HOST_MEMORY);
  memcpy(a, vals + lo, (n - 1) * sizeof *a);
  a[n - 1] = first;
  memcpy(b, old + lo, (n - 1) * sizeof *b);
  b[n - 1] = last;
  qsort(a, n, sizeof *a, cmp64);
  qsort(b, n, sizeof *b, cmp64);
  int ok = !memcmp(a, b, n * sizeof *a);
  free(a);
  free(b);
  return ok;
}

/* Device buffers of the type's size from int64_t values and back. */
static void to_device(void *dst, const int64_t *src, size_t n, int width) {
  for (size_t i = 0; i < n; ++i)
    if (width == 32)
      ((int32_t *)dst)[i] = (int32_t)src[i];
    else
      ((int64_t *)dst)[i] = src[i];
}

static void from_device(int64_t *dst, const void *src, size_t n, int width) {
  for (size_t i = 0; i < n; ++i)
    dst[i] =
        width == 32 ? ((const int32_t *)src)[i] : ((const int64_t *)src)[i];
}

int main(int argc, char **argv) {
  if (argc < 4 || argc > 5 ||
      (strcmp(argv[2], "int") && strcmp(argv[2], "long"))) {
    fprintf(stderr, "usage: wgc-atomics-run PROGRAM int|long \"BUILD "
                    "OPTIONS\" [SEED]\n");
    return 2;
  }
  int width = strcmp(argv[2], "int") ? 64 : 32;
  size_t esize = (size_t)width / 8;
  seed = argc == 5 ? strtoull(argv[4], NULL, 0) : (uint64_t)time(NULL);
  struct cl_env env;
  if (cl_env_open(&env, getenv("WGC_PLATFORM")))
    return 1;
  cl_context ctx = env.context;
  cl_command_queue q = env.queue;
  cl_program prog = cl_load_program(&env, argv[1], argv[3], PROGRAM_BINARY);
  if (!prog)
    return 1;
  cl_int err;
  cl_kernel kg = clCreateKernel(prog, "k_global", &err),
            kl = clCreateKernel(prog, "k_local", &err),
            kk = clCreateKernel(prog, "k_lock", &err);
  if (err != CL_SUCCESS)
    die("clCreateKernel", err);

  /* Full-range values, the limits among them; counters from random
   * values, min and max from the opposite limits. */
  static int64_t vals[N], old[N], init[NCOUNTERS], want[NCOUNTERS],
      got[GROUPS * NCOUNTERS];
  static unsigned char buf[N * 8];
  uint64_t x = seed;
  for (size_t i = 0; i < N; ++i)
    vals[i] = narrow(lcg(&x) << 16 ^ lcg(&x), width);
  vals[7] = narrow(1ull << (width - 1), width);
  vals[N - 3] = narrow(~0ull >> (65 - width), width);
  for (int c = 0; c < NCOUNTERS; ++c)
    init[c] = narrow(lcg(&x) << 16 ^ lcg(&x), width);
  init[MIN] = narrow(~0ull >> (65 - width), width);
  init[MAX] = narrow(1ull << (width - 1), width);

  cl_mem dc = clCreateBuffer(ctx, CL_MEM_READ_WRITE, NCOUNTERS * 8, NULL, &err);
  cl_mem dv = clCreateBuffer(ctx, CL_MEM_READ_ONLY, N * 8, NULL, &err);
  cl_mem dold = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * 8, NULL, &err);
  cl_mem dout = clCreateBuffer(ctx, CL_MEM_READ_WRITE, GROUPS * NCOUNTERS * 8,
                               NULL, &err);
  cl_mem dflag = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 8, NULL, &err);
  if (err != CL_SUCCESS)
    die("clCreateBuffer", err);
  size_t global = N, local = WG;
  to_device(buf, vals, N, width);
  err = clEnqueueWriteBuffer(q, dv, CL_TRUE, 0, N * esize, buf, 0, NULL, NULL);
  to_device(buf, init, NCOUNTERS, width);
  err |= clEnqueueWriteBuffer(q, dc, CL_TRUE, 0, NCOUNTERS * esize, buf, 0,
                              NULL, NULL);
  memset(buf, 0x5a, sizeof buf); /* poison */
  err |=
      clEnqueueWriteBuffer(q, dold, CL_TRUE, 0, N * esize, buf, 0, NULL, NULL);
  err |= clSetKernelArg(kg, 0, sizeof dc, &dc);
  err |= clSetKernelArg(kg, 1, sizeof dv, &dv);
  err |= clSetKernelArg(kg, 2, sizeof dold, &dold);
  if (err != CL_SUCCESS)
    die("setting up k_global", err);
  if ((err = clEnqueueNDRangeKernel(q, kg, 1, NULL, &global, &local, 0, NULL,
                                    NULL)) != CL_SUCCESS)
    die("k_global", err);
  err = clEnqueueReadBuffer(q, dc, CL_TRUE, 0, NCOUNTERS * esize, buf, 0, NULL,
                            NULL);
  from_device(got, buf, NCOUNTERS, width);
  err |=
      clEnqueueReadBuffer(q, dold, CL_TRUE, 0, N * esize, buf, 0, NULL, NULL);
  from_device(old, buf, N, width);
  if (err != CL_SUCCESS)
    die("reading k_global's results", err);
  expect(init, vals, 0, N, width, want);
  for (int c = 0; c < NCOUNTERS; ++c)
    if (c != XCHG)
      check(got[c] == want[c], "global", names[c], -1, (uint64_t)got[c],
            (uint64_t)want[c]);
  check(exchanges_ok(vals, old, 0, N, init[XCHG], got[XCHG]), "global",
        "xchg returned values", -1, (uint64_t)got[XCHG], 0);

  /* Local counters: each work-group from init over its own items. */
  to_device(buf, init, NCOUNTERS, width);
  err = clEnqueueWriteBuffer(q, dc, CL_TRUE, 0, NCOUNTERS * esize, buf, 0, NULL,
                             NULL);
  memset(buf, 0x5a, sizeof buf);
  err |=
      clEnqueueWriteBuffer(q, dold, CL_TRUE, 0, N * esize, buf, 0, NULL, NULL);
  err |= clEnqueueWriteBuffer(q, dout, CL_TRUE, 0, GROUPS * NCOUNTERS * esize,
                              buf, 0, NULL, NULL);
  err |= clSetKernelArg(kl, 0, sizeof dc, &dc);
  err |= clSetKernelArg(kl, 1, sizeof dv, &dv);
  err |= clSetKernelArg(kl, 2, sizeof dold, &dold);
  err |= clSetKernelArg(kl, 3, sizeof dout, &dout);
  if (err != CL_SUCCESS)
    die("setting up k_local", err);
  if ((err = clEnqueueNDRangeKernel(q, kl, 1, NULL, &global, &local, 0, NULL,
                                    NULL)) != CL_SUCCESS)
    die("k_local", err);
  err = clEnqueueReadBuffer(q, dout, CL_TRUE, 0, GROUPS * NCOUNTERS * esize,
                            buf, 0, NULL, NULL);
  from_device(got, buf, GROUPS * NCOUNTERS, width);
  err |=
      clEnqueueReadBuffer(q, dold, CL_TRUE, 0, N * esize, buf, 0, NULL, NULL);
  from_device(old, buf, N, width);
  if (err != CL_SUCCESS)
    die("reading k_local's results", err);
  for (int g = 0; g < GROUPS; ++g) {
    const int64_t *gc = got + g * NCOUNTERS;
    expect(init, vals, (size_t)g * WG, (size_t)(g + 1) * WG, width, want);
    for (int c = 0; c < NCOUNTERS; ++c)
      if (c != XCHG)
        check(gc[c] == want[c], "local", names[c], g, (uint64_t)gc[c],
              (uint64_t)want[c]);
    check(exchanges_ok(vals, old, (size_t)g * WG, (size_t)(g + 1) * WG,
                       init[XCHG], gc[XCHG]),
          "local", "xchg returned values", g, (uint64_t)gc[XCHG], 0);
  }

  /* The lock: flag clear, count 0, one increment per work-group. */
  cl_int zero[2] = {0, 0}, count = -1;
  err = clEnqueueWriteBuffer(q, dflag, CL_TRUE, 0, sizeof zero, zero, 0, NULL,
                             NULL);
  err |= clSetKernelArg(kk, 0, sizeof dflag, &dflag);
  err |= clSetKernelArg(kk, 1, sizeof dc, &dc);
  err |= clEnqueueWriteBuffer(q, dc, CL_TRUE, 0, 4, zero, 0, NULL, NULL);
  if (err != CL_SUCCESS)
    die("setting up k_lock", err);
  if ((err = clEnqueueNDRangeKernel(q, kk, 1, NULL, &global, &local, 0, NULL,
                                    NULL)) != CL_SUCCESS ||
      (err = clEnqueueReadBuffer(q, dc, CL_TRUE, 0, 4, &count, 0, NULL,
                                 NULL)) != CL_SUCCESS)
    die("k_lock", err);
  check(count == GROUPS, "lock", "increments", -1, (uint64_t)count, GROUPS);
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
