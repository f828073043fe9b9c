// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs the three-pass exclusive scan of scan.cl, or with --single or
 * --lookback the one-pass scan of scan_single.cl or scan_lookback.cl, on the
 * first OpenCL device and checks every output element against a host scan.
 *
 *   wgc-scan-example [--single|--lookback] PROGRAM.bc TYPE WG ITEMS [SEED]
 * PROGRAM.bc: scan.cl (scan_single.cl, scan_lookback.cl) built with wgc-cc
 * for spir64 (scan_lookback.cl: emu32) with -DT=TYPE -DWG=WG -DITEMS=ITEMS.
 * TYPE: int or float. Prints one line per size
 * and ends with "N passed, N failed". Exit status: 0 all passed, 1 a check or
 * OpenCL call failed, 2 usage. */
#include "clhost.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const size_t sizes[] = {1,    2,    255,  256,   257,
                               1000, 4096, 4097, 70001, 200003};
#define NSIZES (sizeof sizes / sizeof sizes[0])
#define REPEATS 6

static int fail(const char *what, cl_int err) {
  fprintf(stderr, "wgc-scan-example: %s failed (OpenCL error %d)\n", what, err);
  exit(1);
}

static uint64_t lcg(uint64_t *x) {
  *x = *x * 6364136223846793005ull + 1442695040888963407ull;
  return *x >> 32;
}

/* int: full-range values, sums wrap. float: integers in [-8, 8], so every
 * partial sum of up to 200003 elements is an integer below 2^24 in magnitude
 * and exact in float whatever the order; the check allows no difference. */
static void fill(int is_float, void *in, size_t n, uint64_t *seed) {
  for (size_t i = 0; i < n; ++i) {
    uint32_t r = (uint32_t)lcg(seed);
    if (is_float)
      ((float *)in)[i] = (float)((int)(r % 17) - 8);
    else
      memcpy((char *)in + 4 * i, &r, 4);
  }
}

/* Index of the first element of out that is not the exclusive scan of in
 * (before from: not the poison, all ones), or n. */
static size_t first_wrong(int is_float, const void *in, const void *out,
                          size_t n, size_t from) {
  uint32_t si = 0;
  double sf = 0;
  for (size_t i = 0; i < n; ++i) {
    uint32_t v, x;
    float fv, fx;
    memcpy(&v, (const char *)out + 4 * i, 4);
    memcpy(&x, (const char *)in + 4 * i, 4);
    memcpy(&fv, &v, 4);
    memcpy(&fx, &x, 4);
    int ok = i < from ? v == 0xffffffffu : is_float ? fv == (float)sf : v == si;
    if (!ok)
      return i;
    si += x;
    sf += fx;
  }
  return n;
}

/* The three passes for n elements: tile sums, their scan, the tile scans. */
static void scan(cl_command_queue q, cl_kernel k[3], cl_mem in, cl_mem out,
                 cl_mem totals, size_t n, size_t wg, size_t tile) {
  cl_ulong n64 = n;
  cl_uint tiles = (cl_uint)((n + tile - 1) / tile);
  size_t global = tiles * wg;
  cl_int err = clSetKernelArg(k[0], 0, sizeof in, &in);
  err |= clSetKernelArg(k[0], 1, sizeof totals, &totals);
  err |= clSetKernelArg(k[0], 2, sizeof n64, &n64);
  err |= clSetKernelArg(k[1], 0, sizeof totals, &totals);
  err |= clSetKernelArg(k[1], 1, sizeof tiles, &tiles);
  err |= clSetKernelArg(k[2], 0, sizeof in, &in);
  err |= clSetKernelArg(k[2], 1, sizeof out, &out);
  err |= clSetKernelArg(k[2], 2, sizeof totals, &totals);
  err |= clSetKernelArg(k[2], 3, sizeof n64, &n64);
  if (err != CL_SUCCESS)
    fail("clSetKernelArg", err);
  if ((err = clEnqueueNDRangeKernel(q, k[0], 1, NULL, &global, &wg, 0, NULL,
                                    NULL)) != CL_SUCCESS ||
      (err = clEnqueueNDRangeKernel(q, k[1], 1, NULL, &wg, &wg, 0, NULL,
                                    NULL)) != CL_SUCCESS ||
      (err = clEnqueueNDRangeKernel(q, k[2], 1, NULL, &global, &wg, 0, NULL,
                                    NULL)) != CL_SUCCESS)
    fail("clEnqueueNDRangeKernel", err);
}

/* The status word of scan_single.cl and scan_lookback.cl of a tile whose sum is
 * that of in[i, i + tile) (all of it up to n): flag in the high half, value
 * bits low. */
static cl_ulong status_word(int is_float, const void *in, size_t i, size_t tile,
                            size_t n, cl_ulong flag) {
  uint32_t si = 0, bits;
  double sf = 0;
  for (size_t j = i; j < i + tile && j < n; ++j) {
    uint32_t x;
    float fx;
    memcpy(&x, (const char *)in + 4 * j, 4);
    memcpy(&fx, &x, 4);
    si += x;
    sf += fx;
  }
  float f = (float)sf;
  if (is_float)
    memcpy(&bits, &f, 4);
  else
    bits = si;
  return flag << 32 | bits;
}

/* The first tile from first on whose status word (one-pass scans) is not
 * its inclusive prefix, flag PREFIX (2), as every tile must leave it, or
 * the number of tiles. */
static size_t first_unfinished(int is_float, const void *in,
                               const cl_ulong *words, size_t n, size_t tile,
                               size_t first) {
  size_t tiles = (n + tile - 1) / tile;
  uint32_t si = 0;
  double sf = 0;
  for (size_t t = 0; t < tiles; ++t) {
    cl_ulong tile_sum = status_word(is_float, in, t * tile, tile, n, 0);
    uint32_t bits = (uint32_t)tile_sum;
    float f;
    memcpy(&f, &bits, 4);
    si += bits;
    sf += f;
    f = (float)sf;
    memcpy(&bits, &f, 4);
    if (t >= first && words[t] != (2ull << 32 | (is_float ? bits : si)))
      return t;
  }
  return tiles;
}

/*
 * The one pass for n elements from tile first on. first 0: the status
 * words and tile counter cleared. first > 0: as if the work-groups of
 * tiles 0..first-1 had run and published their aggregates but not their
 * prefixes (tile 0 its prefix): the status words of those tiles set from
 * host sums and the counter at first, so that every look-back walks
 * through aggregates, many windows deep, to tile 0.
 */
static void scan_single(cl_command_queue q, cl_kernel k, cl_mem in, cl_mem out,
                        cl_mem status, cl_mem counter, size_t n, size_t wg,
                        size_t tile, size_t first, int is_float,
                        const void *host_in) {
  cl_ulong n64 = n;
  size_t tiles = (n + tile - 1) / tile, global = (tiles - first) * wg;
  cl_ulong zero = 0;
  cl_uint first32 = (cl_uint)first;
  cl_int err = clSetKernelArg(k, 0, sizeof in, &in);
  err |= clSetKernelArg(k, 1, sizeof out, &out);
  err |= clSetKernelArg(k, 2, sizeof n64, &n64);
  err |= clSetKernelArg(k, 3, sizeof status, &status);
  err |= clSetKernelArg(k, 4, sizeof counter, &counter);
  if (err != CL_SUCCESS)
    fail("clSetKernelArg", err);
  if ((err = clEnqueueFillBuffer(q, status, &zero, sizeof zero, 0, 8 * tiles, 0,
                                 NULL, NULL)) != CL_SUCCESS ||
      (err = clEnqueueWriteBuffer(q, counter, CL_TRUE, 0, 4, &first32, 0, NULL,
                                  NULL)) != CL_SUCCESS)
    fail("clearing the tile status", err);
  if (first) {
    cl_ulong *words = malloc(8 * first);
    if (!words)
      fail("malloc", CL_OUT_OF_HOST_MEMORY);
    for (size_t t = 0; t < first; ++t)
      words[t] = status_word(is_float, host_in, t * tile, tile, n, t ? 1 : 2);
    if ((err = clEnqueueWriteBuffer(q, status, CL_TRUE, 0, 8 * first, words, 0,
                                    NULL, NULL)) != CL_SUCCESS)
      fail("clEnqueueWriteBuffer", err);
    free(words);
  }
  /* From offset first * wg, for the kernels that take the tile number from
   * the work-group's place (scan_lookback.cl -DGROUP_ORDER); the others
   * take it from the counter. */
  size_t offset = first * wg;
  if ((err = clEnqueueNDRangeKernel(q, k, 1, &offset, &global, &wg, 0, NULL,
                                    NULL)) != CL_SUCCESS)
    fail("clEnqueueNDRangeKernel", err);
}

int main(int argc, char **argv) {
  int lookback = argc > 1 && !strcmp(argv[1], "--lookback");
  int single = lookback || (argc > 1 && !strcmp(argv[1], "--single"));
  argc -= single;
  argv += single;
  if (argc < 5 || argc > 6 ||
      (strcmp(argv[2], "int") && strcmp(argv[2], "float"))) {
    fprintf(stderr, "usage: wgc-scan-example [--single|--lookback] PROGRAM.bc "
                    "int|float "
                    "WG ITEMS [SEED]\n");
    return 2;
  }
  int is_float = !strcmp(argv[2], "float");
  size_t wg = strtoul(argv[3], NULL, 10),
         tile = wg * strtoul(argv[4], NULL, 10);
  uint64_t seed = argc == 6 ? strtoull(argv[5], NULL, 0) : (uint64_t)time(NULL);
  struct cl_env env;
  if (cl_env_open(&env, NULL))
    return 1;
  cl_int err;
  cl_context ctx = env.context;
  cl_command_queue q = env.queue;
  cl_program prog =
      cl_load_program(&env, argv[1], "-x spir -spir-std=1.2", PROGRAM_BINARY);
  if (!prog)
    return 1;
  const char *names[3] = {"tile_reduce", "scan_totals", "tile_scan"};
  if (single)
    names[0] = lookback ? "scan_lookback" : "scan_single";
  cl_kernel k[3];
  for (int i = 0; i < (single ? 1 : 3); ++i)
    if (!(k[i] = clCreateKernel(prog, names[i], &err)))
      fail(names[i], err);

  size_t nmax = sizes[NSIZES - 1];
  void *in = malloc(4 * nmax), *out = malloc(4 * nmax);
  cl_mem din = clCreateBuffer(ctx, CL_MEM_READ_ONLY, 4 * nmax, NULL, &err);
  cl_mem dout = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4 * nmax, NULL, &err);
  cl_mem dtot =
      clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4 * (nmax / tile + 1), NULL, &err);
  cl_mem dstatus =
      clCreateBuffer(ctx, CL_MEM_READ_WRITE, 8 * (nmax / tile + 1), NULL, &err);
  cl_mem dcounter = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4, NULL, &err);
  cl_ulong *words = malloc(8 * (nmax / tile + 1));
  if (!in || !out || !words || err != CL_SUCCESS)
    fail("allocating buffers", err);
  int passed = 0, failed = 0;
  /* With --single or --lookback, each size also runs from its middle tile,
   * and the largest whole REPEATS more times: work-groups reading a
   * predecessor's status before it is published, the wait under test,
   * happen only now and then on a CPU. */
  size_t runs = single ? 2 * NSIZES + REPEATS : NSIZES;
  for (size_t r = 0; r < runs; ++r) {
    size_t s = r < 2 * NSIZES ? r % NSIZES : NSIZES - 1, n = sizes[s];
    size_t first =
        r < NSIZES || r >= 2 * NSIZES ? 0 : (n + tile - 1) / tile / 2;
    uint64_t run_seed = seed + r;
    fill(is_float, in, n, &run_seed);
    memset(out, 0xff, 4 * nmax); /* poison: -1 or a NaN */
    if ((err = clEnqueueWriteBuffer(q, din, CL_TRUE, 0, 4 * n, in, 0, NULL,
                                    NULL)) != CL_SUCCESS ||
        (err = clEnqueueWriteBuffer(q, dout, CL_TRUE, 0, 4 * nmax, out, 0, NULL,
                                    NULL)) != CL_SUCCESS)
      fail("clEnqueueWriteBuffer", err);
    if (single)
      scan_single(q, k[0], din, dout, dstatus, dcounter, n, wg, tile, first,
                  is_float, in);
    else
      scan(q, k, din, dout, dtot, n, wg, tile);
    if ((err = clEnqueueReadBuffer(q, dout, CL_TRUE, 0, 4 * nmax, out, 0, NULL,
                                   NULL)) != CL_SUCCESS)
      fail("clEnqueueReadBuffer", err);
    size_t bad = first_wrong(is_float, in, out, n, first * tile);
    size_t tiles = (n + tile - 1) / tile, unfinished = tiles;
    if (single) {
      if ((err = clEnqueueReadBuffer(q, dstatus, CL_TRUE, 0, 8 * tiles, words,
                                     0, NULL, NULL)) != CL_SUCCESS)
        fail("clEnqueueReadBuffer", err);
      unfinished = first_unfinished(is_float, in, words, n, tile, first);
    }
    uint32_t past;
    memcpy(&past, (char *)out + 4 * n, 4);
    if (bad == n && unfinished == tiles && (n == nmax || past == 0xffffffffu)) {
      ++passed;
      printf("ok   %s wg %zu tile %zu n %zu from tile %zu\n", argv[2], wg, tile,
             n, first);
    } else {
      ++failed;
      printf(
          "FAIL %s wg %zu tile %zu n %zu from tile %zu: %s %zu (seed %llu)\n",
          argv[2], wg, tile, n, first,
          bad < n              ? "wrong element"
          : unfinished < tiles ? "no inclusive prefix published by tile"
                               : "wrote past n",
          bad < n              ? bad
          : unfinished < tiles ? unfinished
                               : n,
          (unsigned long long)seed);
    }
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
