// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*
 * The NVIDIA tile benchmark's K2/K3 kernels as an OpenCL application: builds
 * tile_kernels.cl from source with clBuildProgram (per type and items per
 * work-item: -cl-std=CL2.0 -DT=TYPE -DIPT=N, no WG: no declared work-group
 * size), launches each kernel at a run-time local size over 2^26 elements,
 * checks its output against a host reference and times it as membench.cu
 * does (3 warm-up and 40 timed launches, each after a read of a 256 MiB
 * buffer that resets the L2, profiling events), writing bench.csv rows in
 * membench's format under the variant name given.
 *
 *   cl_tile SOURCE OUT_CSV [--variant NAME] [--types int,float] [--reps 0]
 *           [--wgs 64,128,...] [--ipts 4,8,16] [--log-n 26]
 * --reps 0 checks without timing; --wgs, --ipts and --log-n (a smaller
 * run, for a CPU device) take the sizes, items per work-item (multiples
 * of 4) and log2 of the elements. Prints "checks: N failures" last; exits
 * non-zero on a failure. Built with tests/lib/clhost.c (the device, the
 * programs' build log).
 */
#include "clhost.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WARM = 3, REPS = 40 };
static const int WGS[] = {64, 128, 256, 512, 1024};
static const int IPTS[] = {4, 8, 16};
static size_t N = (size_t)1 << 26;
#define L2_RESET_BYTES ((size_t)256 << 20)

static struct cl_env env;
static cl_context ctx;
static cl_device_id dev;
static cl_command_queue queue;
static cl_mem din, dout, dreset, dsink;
static cl_kernel reset;
static int fails, reps = REPS;
static const char *variant = "wgc_layer";
static const char *wgs = "64,128,256,512,1024", *ipts = "4,8,16";

/* Whether V is one of the comma-separated numbers of LIST. */
static int listed(const char *list, int v) {
  for (const char *p = list; p; p = strchr(p, ',')) {
    p += *p == ',';
    if (atoi(p) == v)
      return 1;
  }
  return 0;
}

static const char *reset_source =
    "kernel void l2_reset(global const uint4 *p, ulong n, global uint *sink) "
    "{\n"
    "  uint x = 0;\n"
    "  for (size_t i = get_global_id(0); i < n; i += get_global_size(0)) {\n"
    "    uint4 v = p[i];\n"
    "    x ^= v.x ^ v.y ^ v.z ^ v.w;\n"
    "  }\n"
    "  if (x == 0x9e3779b9u)\n"
    "    *sink = x;\n"
    "}\n";

static cl_program build(const char *src, const char *opts) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  CL_CHECK(err);
  if (cl_build_program(&env, p, opts, *opts ? opts : "the L2 reset") !=
      CL_SUCCESS)
    exit(1);
  return p;
}

static uint64_t lcg(uint64_t *x) {
  *x = *x * 6364136223846793005ull + 1442695040888963407ull;
  return *x;
}

/* membench's data: int full-range bits; float r / 128 for r uniform in
 * [-128, 128], whose tile sums and scans are exact in any order. */
static void gen(void *p, int is_float, uint64_t seed) {
  uint64_t x = seed;
  for (size_t i = 0; i < N; ++i) {
    uint32_t r = (uint32_t)(lcg(&x) >> 32);
    if (is_float)
      ((float *)p)[i] = (float)((int)(r % 257) - 128) / 128.0f;
    else
      memcpy((char *)p + 4 * i, &r, 4);
  }
}

/* Tile sums (k3 = 0) or exclusive scans restarting every tile (k3 = 1) of
 * in, against out; counts the wrong elements. */
static size_t check(int is_float, int k3, const void *in, const void *out,
                    size_t tile) {
  size_t bad = 0;
  for (size_t g = 0; g < N / tile; ++g) {
    uint32_t si = 0;
    float sf = 0;
    for (size_t i = g * tile; i < (g + 1) * tile; ++i) {
      if (k3) {
        if (is_float ? ((const float *)out)[i] != sf
                     : ((const uint32_t *)out)[i] != si)
          ++bad;
      }
      if (is_float)
        sf += ((const float *)in)[i];
      else
        si += ((const uint32_t *)in)[i];
    }
    if (!k3 && (is_float ? ((const float *)out)[g] != sf
                         : ((const uint32_t *)out)[g] != si))
      ++bad;
  }
  return bad;
}

static float event_ms(cl_event e) {
  double ms;
  CL_CHECK(cl_event_ms(e, &ms));
  return (float)ms;
}

static int cmp_float(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return (x > y) - (x < y);
}

static void reset_l2(void) {
  size_t global = 1024 * 256, local = 256;
  CL_CHECK(clEnqueueNDRangeKernel(queue, reset, 1, NULL, &global, &local, 0,
                                  NULL, NULL));
}

static void run(FILE *csv, const char *tn, int is_float, cl_program p,
                const char *kname, const char *func, int k3, int wg, int ipt,
                const void *hin, void *hout) {
  size_t tile = (size_t)wg * ipt, groups = N / tile;
  size_t global = groups * wg, local = wg;
  cl_int err;
  cl_kernel k = clCreateKernel(p, kname, &err);
  CL_CHECK(err);
  CL_CHECK(clSetKernelArg(k, 0, sizeof din, &din));
  CL_CHECK(clSetKernelArg(k, 1, sizeof dout, &dout));
  if (!strcmp(kname, "k3_transpose")) /* PAD(TILE) elements */
    CL_CHECK(clSetKernelArg(k, 2, (tile + tile / 32) * 4, NULL));
  /* Poisoned output, one launch, checked. */
  cl_uint ones = 0xffffffffu;
  CL_CHECK(clEnqueueFillBuffer(queue, dout, &ones, 4, 0, N * 4, 0, NULL, NULL));
  CL_CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0, NULL,
                                  NULL));
  CL_CHECK(clEnqueueReadBuffer(queue, dout, CL_TRUE, 0, (k3 ? N : groups) * 4,
                               hout, 0, NULL, NULL));
  size_t bad = check(is_float, k3, hin, hout, tile);
  if (bad) {
    ++fails;
    printf("CHECK FAILED %s %s %s wg %d ipt %d: %zu wrong elements\n",
           k3 ? "K3" : "K2", tn, func, wg, ipt, bad);
  }
  if (reps > 0) {
    float ms[WARM + REPS];
    for (int r = 0; r < WARM + reps; ++r) {
      cl_event e;
      reset_l2();
      CL_CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0,
                                      NULL, &e));
      CL_CHECK(clWaitForEvents(1, &e));
      ms[r] = event_ms(e);
      CL_CHECK(clReleaseEvent(e));
    }
    float *t = ms + WARM;
    qsort(t, reps, sizeof *t, cmp_float);
    double med = t[reps / 2], p10 = t[reps / 10], p90 = t[reps - 1 - reps / 10];
    double bytes = (k3 ? 2.0 : 1.0) * N * 4;
    double gbs = bytes / (med * 1e6);
    fprintf(csv, "%s,%s,%s,%d,%d,%zu,%s,%.6f,%.6f,%.6f,%.2f,0,0,0\n",
            k3 ? "K3" : "K2", tn, func, wg, ipt, N, variant, med, p10, p90,
            gbs);
    fflush(csv);
    printf("  %s %-5s %-9s wg %4d ipt %2d %-18s %9.4f ms [%9.4f..%9.4f] "
           "%8.1f GB/s\n",
           k3 ? "K3" : "K2", tn, func, wg, ipt, variant, med, p10, p90, gbs);
  }
  CL_CHECK(clReleaseKernel(k));
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: cl_tile SOURCE OUT_CSV [--variant NAME] "
                    "[--types int,float] [--reps 0]\n"
                    "         [--wgs 64,128,...] [--ipts 4,8,16] "
                    "[--log-n 26]\n");
    return 2;
  }
  const char *types = "int,float";
  for (int i = 3; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--variant"))
      variant = argv[i + 1];
    else if (!strcmp(argv[i], "--types"))
      types = argv[i + 1];
    else if (!strcmp(argv[i], "--wgs"))
      wgs = argv[i + 1];
    else if (!strcmp(argv[i], "--ipts"))
      ipts = argv[i + 1];
    else if (!strcmp(argv[i], "--log-n"))
      N = (size_t)1 << atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--reps"))
      reps = atoi(argv[i + 1]) > REPS ? REPS : atoi(argv[i + 1]);
    else {
      fprintf(stderr, "unknown option %s\n", argv[i]);
      return 2;
    }
  }
  size_t source_size;
  char *source = (char *)cl_read_file(argv[1], &source_size);
  if (!source) {
    perror(argv[1]);
    return 1;
  }
  FILE *csv = fopen(argv[2], "w");
  if (!csv) {
    perror(argv[2]);
    return 1;
  }
  /* The first device of the first platform with one: the ICD loader's
   * vendors decide which (OCL_ICD_VENDORS, OCL_ICD_FILENAMES). */
  static const cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                              CL_QUEUE_PROFILING_ENABLE, 0};
  if (cl_env_open_props(&env, NULL, props))
    return 1;
  dev = env.device;
  ctx = env.context;
  queue = env.queue;
  cl_int err;
  printf("device %s, driver %s, variant %s\n", env.device_name, env.driver,
         variant);
  fprintf(csv, "# device %s, OpenCL driver %s, variant %s\n", env.device_name,
          env.driver, variant);
  fprintf(csv, "bench,type,func,wg,ipt,n,variant,median_ms,p10_ms,p90_ms,"
               "gbps,regs,smem,occ_blocks\n");
  din = clCreateBuffer(ctx, CL_MEM_READ_ONLY, N * 4, NULL, &err);
  CL_CHECK(err);
  dout = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * 4, NULL, &err);
  CL_CHECK(err);
  dsink = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4, NULL, &err);
  CL_CHECK(err);
  dreset = clCreateBuffer(ctx, CL_MEM_READ_ONLY, L2_RESET_BYTES, NULL, &err);
  CL_CHECK(err);
  cl_uint zero = 0;
  CL_CHECK(clEnqueueFillBuffer(queue, dreset, &zero, 4, 0, L2_RESET_BYTES, 0,
                               NULL, NULL));
  cl_program rp = build(reset_source, "");
  reset = clCreateKernel(rp, "l2_reset", &err);
  CL_CHECK(err);
  cl_ulong n16 = L2_RESET_BYTES / 16;
  CL_CHECK(clSetKernelArg(reset, 0, sizeof dreset, &dreset));
  CL_CHECK(clSetKernelArg(reset, 1, sizeof n16, &n16));
  CL_CHECK(clSetKernelArg(reset, 2, sizeof dsink, &dsink));
  void *hin = malloc(N * 4), *hout = malloc(N * 4);
  if (!hin || !hout)
    return 1;
  for (int is_float = 0; is_float < 2; ++is_float) {
    const char *tn = is_float ? "float" : "int";
    if (!strstr(types, tn))
      continue;
    gen(hin, is_float, 0x5eed + is_float);
    CL_CHECK(clEnqueueWriteBuffer(queue, din, CL_TRUE, 0, N * 4, hin, 0, NULL,
                                  NULL));
    for (size_t i = 0; i < sizeof IPTS / sizeof *IPTS; ++i) {
      int ipt = IPTS[i];
      if (!listed(ipts, ipt))
        continue;
      char opts[128];
      snprintf(opts, sizeof opts, "-cl-std=CL2.0 -DT=%s -DIPT=%d", tn, ipt);
      cl_program p = build(source, opts);
      for (size_t w = 0; w < sizeof WGS / sizeof *WGS; ++w) {
        int wg = WGS[w];
        if (!listed(wgs, wg))
          continue;
        run(csv, tn, is_float, p, "k2_striped", "striped", 0, wg, ipt, hin,
            hout);
        run(csv, tn, is_float, p, "k2_vec", "vec", 0, wg, ipt, hin, hout);
        /* The transposing tile fits 48 KB of shared memory up to 8192. */
        if ((size_t)wg * ipt <= 8192)
          run(csv, tn, is_float, p, "k3_transpose", "transpose", 1, wg, ipt,
              hin, hout);
        run(csv, tn, is_float, p, "k3_vec", "vec", 1, wg, ipt, hin, hout);
      }
      CL_CHECK(clReleaseProgram(p));
    }
  }
  printf("checks: %d failures\n", fails);
  fclose(csv);
  cl_env_close(&env);
  return fails != 0;
}
