// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* PoCL benchmark host: wgc against the textbook tree and copies, per size. */
#include "clbench.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N (1u << 22)
#define WARM 2
#define REPS 30
#define NV 3

static const int sizes[] = {64, 256, 1024, 4096};
static const int ipts[] = {1, 4, 16};
static const char *vars[NV] = {"wgc", "tree", "copy"};
static cl_context ctx;
static cl_command_queue q;
static cl_mem din, dout;
static int isf, fails;
static float *hf, *of;
static int *hi, *oi;

static double val(const void *p, size_t i) {
  return isf ? ((const float *)p)[i] : ((const int *)p)[i];
}

static void bad(const char *k, size_t i, double g, double w) {
  if (fails++ < 10)
    fprintf(stderr, "CHECK FAILED %s at %zu: got %.9g want %.9g\n", k, i, g, w);
}

/* Compares out with the tile reductions (k == 2) or exclusive scans (3). */
static void check(const char *name, int k, size_t groups, size_t tile) {
  void *out = isf ? (void *)of : (void *)oi;
  void *in = isf ? (void *)hf : (void *)hi;
  for (size_t g = 0; g < groups; ++g) {
    double acc = 0, mag = 0;
    for (size_t i = 0; i < tile; ++i) {
      size_t e = g * tile + i;
      if (k == 3 && fabs(val(out, e) - acc) > (isf ? 1e-5 * (mag + 1) : 0))
        return bad(name, e, val(out, e), acc);
      acc += val(in, e);
      mag += fabs(val(in, e));
    }
    if (k == 2 && fabs(val(out, g) - acc) > (isf ? 1e-5 * (mag + 1) : 0))
      return bad(name, g, val(out, g), acc);
  }
}

static int cmpd(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void bench(cl_program p, int k, int ipt, int wg, FILE *csv) {
  size_t tile = (size_t)wg * ipt, groups = N / tile, n = groups * tile;
  size_t gs = groups * wg, ls = wg, tsz = 4;
  cl_kernel kn[NV];
  for (int v = 0; v < NV; ++v) {
    char name[64];
    cl_int err;
    snprintf(name, sizeof name, "k%d_%s_%d", k, vars[v], ipt);
    kn[v] = clCreateKernel(p, name, &err);
    CL_CHECK(err);
    CL_CHECK(clSetKernelArg(kn[v], 0, sizeof din, &din));
    CL_CHECK(clSetKernelArg(kn[v], 1, sizeof dout, &dout));
    CL_CHECK(clSetKernelArg(kn[v], 2, wg * tsz, NULL));
    if (v == 2)
      continue;
    CL_CHECK(
        clEnqueueFillBuffer(q, dout, &(int){-7}, 4, 0, n * tsz, 0, NULL, NULL));
    CL_CHECK(
        clEnqueueNDRangeKernel(q, kn[v], 1, NULL, &gs, &ls, 0, NULL, NULL));
    CL_CHECK(clEnqueueReadBuffer(q, dout, CL_TRUE, 0, n * tsz,
                                 isf ? (void *)of : (void *)oi, 0, NULL, NULL));
    check(name, k, groups, tile);
  }
  static cl_event ev[REPS][NV];
  for (int r = -WARM; r < REPS; ++r)
    for (int v = 0; v < NV; ++v)
      CL_CHECK(clEnqueueNDRangeKernel(q, kn[v], 1, NULL, &gs, &ls, 0, NULL,
                                      r < 0 ? NULL : &ev[r][v]));
  CL_CHECK(clFinish(q));
  double bytes = (double)n * tsz * (k == 3 ? 2 : 1), med[NV];
  for (int v = 0; v < NV; ++v) {
    double ms[REPS];
    for (int r = 0; r < REPS; ++r) {
      CL_CHECK(cl_event_ms(ev[r][v], &ms[r]));
      clReleaseEvent(ev[r][v]);
    }
    qsort(ms, REPS, sizeof ms[0], cmpd);
    med[v] = ms[REPS / 2];
    fprintf(csv, "K%d,%s,%d,%d,%s,%.4f,%.4f,%.4f,%.3f\n", k,
            isf ? "float" : "int", wg, ipt, vars[v], med[v], ms[REPS / 10],
            ms[REPS - 1 - REPS / 10], bytes / (med[v] * 1e6));
    clReleaseKernel(kn[v]);
  }
  printf("K%d %-5s wg %4d ipt %2d  wgc %8.3f ms  tree %8.3f ms  copy %8.3f "
         "ms  wgc/copy %.2f  tree/wgc %.2f\n",
         k, isf ? "float" : "int", wg, ipt, med[0], med[1], med[2],
         med[0] / med[2], med[1] / med[0]);
  fflush(csv);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s INT.bc FLOAT.bc OUT.csv\n", argv[0]);
    return 2;
  }
  cl_device_id dev;
  cl_int err;
  clbench_open(&dev, &ctx, &q);
  char dn[256];
  CL_CHECK(clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dn, dn, NULL));
  din = clCreateBuffer(ctx, CL_MEM_READ_ONLY, N * 4, NULL, &err);
  CL_CHECK(err);
  dout = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * 4, NULL, &err);
  CL_CHECK(err);
  hf = malloc(N * 4);
  of = malloc(N * 4);
  hi = malloc(N * 4);
  oi = malloc(N * 4);
  FILE *csv = fopen(argv[3], "w");
  if (!csv)
    return 1;
  fprintf(csv,
          "# device %s\nkernel,type,wg,ipt,variant,median_ms,p10_ms,"
          "p90_ms,gbps\n",
          dn);
  printf("device %s\n", dn);
  unsigned x = 0x6763;
  for (size_t i = 0; i < N; ++i) {
    x = x * 1103515245u + 12345u;
    hi[i] = (int)((x >> 16) % 201) - 100;
    hf[i] = (float)((x >> 16) % 1024) / 1024.0f;
  }
  for (isf = 0; isf < 2; ++isf) {
    cl_program p = clbench_load(argv[1 + isf]);
    CL_CHECK(clEnqueueWriteBuffer(q, din, CL_TRUE, 0, N * 4,
                                  isf ? (void *)hf : (void *)hi, 0, NULL,
                                  NULL));
    for (int k = 2; k <= 3; ++k)
      for (int s = 0; s < 4; ++s)
        for (int i = 0; i < 3; ++i)
          bench(p, k, ipts[i], sizes[s], csv);
    clReleaseProgram(p);
  }
  fclose(csv);
  printf("checks: %d failures\n", fails);
  return fails != 0;
}
