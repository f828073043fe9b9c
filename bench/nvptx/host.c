/* NVIDIA benchmark host: loads wgc and CUB modules, checks, times, writes CSV.
 */
#include <cuda.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CK(x)                                                                  \
  do {                                                                         \
    CUresult e_ = (x);                                                         \
    if (e_ != CUDA_SUCCESS) {                                                  \
      const char *s_ = "?";                                                    \
      cuGetErrorString(e_, &s_);                                               \
      fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, s_);           \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

enum { TI, TF, TD, NT };
enum { RED, INC, EXC };
static const char *tname[NT] = {"int", "float", "double"};
static const size_t tsz[NT] = {4, 4, 8};
static const int sizes[] = {64, 96, 128, 256, 512, 1000, 1024};
#define NSIZES 7
static const char *opn[3] = {"add", "min", "max"};
static const char *kindn[3] = {"reduce", "scan_inclusive", "scan_exclusive"};
static const int ipts[3] = {1, 4, 16};

#define WARM 3
#define REPS 60
#define K1_BLOCKS 2048
#define K1_R 128
#define TILE_ELEMS (1u << 25)
#define CHECK_GROUPS 256
#define MAXV 8

typedef struct {
  const char *name;
  CUfunction f; /* NULL: cuMemcpyDtoD */
} Var;

static CUmodule wgc_mod[NT], cub_ptx[NT][NSIZES], cub_bin[NT][NSIZES];
static CUdeviceptr din, dout;
static void *hin, *hout;
static CUevent ev[2 * MAXV * REPS];
static FILE *csv, *raw;
static int nsm;
static int cfg_id;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static CUmodule load(const char *dir, const char *file, int text) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc(n + 1);
  if (fread(buf, 1, n, f) != (size_t)n)
    exit(1);
  buf[n] = 0;
  fclose(f);
  double t0 = now_ms();
  CUmodule m;
  char *tm = text ? strstr(buf, ", texmode_independent") : NULL;
  if (cuModuleLoadData(&m, buf) != CUDA_SUCCESS && tm) {
    printf("note: %s did not load; retrying without texmode_independent\n",
           file);
    memset(tm, ' ', strlen(", texmode_independent"));
    t0 = now_ms();
    CK(cuModuleLoadData(&m, buf));
  }
  printf("load %-24s %s %8.1f ms\n", file, text ? "PTX JIT" : "cubin  ",
         now_ms() - t0);
  free(buf);
  return m;
}

static CUfunction fn(CUmodule m, const char *name) {
  CUfunction f;
  if (cuModuleGetFunction(&f, m, name) != CUDA_SUCCESS) {
    fprintf(stderr, "missing kernel %s\n", name);
    exit(1);
  }
  return f;
}

/* Host values: ints exactly, floating point in double. */
static double getv(int t, const void *p, size_t i) {
  if (t == TI)
    return ((const int32_t *)p)[i];
  if (t == TF)
    return ((const float *)p)[i];
  return ((const double *)p)[i];
}

static double wrap(int t, double v) {
  if (t != TI)
    return v;
  return (double)(int32_t)(uint32_t)(uint64_t)(int64_t)v;
}

static double ident(int t, int op) {
  if (op == 0)
    return 0;
  if (t == TI)
    return op == 1 ? 2147483647.0 : -2147483648.0;
  return op == 1 ? INFINITY : -INFINITY;
}

static double apply(int op, double a, double b) {
  if (op == 0)
    return a + b;
  if (op == 1)
    return b < a ? b : a;
  return b > a ? b : a;
}

static int close_enough(int t, double got, double ref, double mag) {
  if (got == ref)
    return 1;
  if (t == TI)
    return 0;
  double eps = t == TF ? 1e-5 : 1e-13;
  return fabs(got - ref) <= eps * (mag + 1.0);
}

static int fails;
static int report(const char *what, const char *v, size_t i, double g,
                  double r) {
  if (fails++ < 20)
    fprintf(stderr, "CHECK FAILED %s %s at %zu: got %.17g want %.17g\n", what,
            v, i, g, r);
  return 1;
}

/*
 * Checks n consecutive groups of len elements: kind RED compares out[g*ostride
 * .. +olen) with the group reduction, INC and EXC the element-wise scans.
 */
static int check_groups(const char *what, const char *v, int t, int op,
                        int kind, size_t groups, size_t len, size_t olen,
                        double s) {
  int bad = 0;
  for (size_t g = 0; g < groups && !bad; ++g) {
    double acc = ident(t, op), mag = 0, total;
    const size_t b = g * len;
    for (size_t i = 0; i < len; ++i) {
      acc = wrap(t, apply(op, acc, getv(t, hin, b + i)));
      mag += fabs(getv(t, hin, b + i));
    }
    total = acc;
    acc = ident(t, op);
    double pm = 0;
    for (size_t i = 0; i < olen; ++i) {
      double x = getv(t, hin, b + i), ref;
      if (kind == RED)
        ref = total;
      else if (kind == INC)
        ref = acc = wrap(t, apply(op, acc, x));
      else {
        ref = acc;
        acc = wrap(t, apply(op, acc, x));
      }
      pm += fabs(x);
      double m = kind == RED ? mag : pm;
      size_t o = kind == RED && olen == 1 ? g : b + i;
      double got = getv(t, hout, o);
      if (!close_enough(t, got, wrap(t, ref * s), m * fabs(s)))
        bad = report(what, v, o, got, ref * s);
    }
  }
  return bad;
}

static void launch(const Var *v, unsigned grid, unsigned block, void **args,
                   size_t bytes) {
  if (!v->f)
    CK(cuMemcpyDtoDAsync(dout, din, bytes, 0));
  else
    CK(cuLaunchKernel(v->f, grid, 1, 1, block, 1, 1, 0, 0, args, 0));
}

static int cmpf(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return (x > y) - (x < y);
}

/* Drops the variants whose kernels cannot run blocks of wg threads. */
static int launchable(Var *v, int nv, int wg) {
  int k = 0;
  for (int i = 0; i < nv; ++i) {
    int m = 1024;
    if (v[i].f)
      CK(cuFuncGetAttribute(&m, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                            v[i].f));
    if (m >= wg)
      v[k++] = v[i];
    else
      printf("skip %s: at most %d threads per block\n", v[i].name, m);
  }
  return k;
}

/* Times the variants interleaved, one launch of each per repetition. */
static void time_vars(const char *k, int t, const char *func, int wg, int ipt,
                      const Var *v, int nv, unsigned grid, void **args,
                      size_t bytes, double work, const char *unit) {
  for (int w = 0; w < WARM; ++w)
    for (int i = 0; i < nv; ++i)
      launch(&v[i], grid, wg, args, bytes);
  for (int r = 0; r < REPS; ++r)
    for (int i = 0; i < nv; ++i) {
      CK(cuEventRecord(ev[2 * (r * nv + i)], 0));
      launch(&v[i], grid, wg, args, bytes);
      CK(cuEventRecord(ev[2 * (r * nv + i) + 1], 0));
    }
  CK(cuCtxSynchronize());
  ++cfg_id;
  for (int i = 0; i < nv; ++i) {
    float ms[REPS];
    for (int r = 0; r < REPS; ++r) {
      CK(cuEventElapsedTime(&ms[r], ev[2 * (r * nv + i)],
                            ev[2 * (r * nv + i) + 1]));
      fprintf(raw, "%d,%s,%s,%s,%d,%d,%s,%d,%.6f\n", cfg_id, k, tname[t], func,
              wg, ipt, v[i].name, r, ms[r]);
    }
    qsort(ms, REPS, sizeof ms[0], cmpf);
    int regs = 0, smem = 0, occ = 0;
    if (v[i].f) {
      CK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, v[i].f));
      CK(cuFuncGetAttribute(&smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                            v[i].f));
      CK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&occ, v[i].f, wg, 0));
    }
    double med = ms[REPS / 2];
    double metric =
        strcmp(unit, "GB/s") == 0 ? work / (med * 1e6) : med * 1e6 / work;
    fprintf(csv, "%s,%s,%s,%d,%d,%s,%.6f,%.6f,%.6f,%.4f,%s,%d,%d,%d,%.3f\n", k,
            tname[t], func, wg, ipt, v[i].name, med, ms[REPS / 10],
            ms[REPS - 1 - REPS / 10], metric, unit, regs, smem, occ,
            occ * wg / 2048.0);
    printf("  %-4s %-6s %-20s wg %4d ipt %2d %-12s %9.4f ms [%9.4f..%9.4f] "
           "%10.4f %s  regs %3d smem %5d occ %2d\n",
           k, tname[t], func, wg, ipt, v[i].name, med, ms[REPS / 10],
           ms[REPS - 1 - REPS / 10], metric, unit, regs, smem, occ);
  }
  fflush(csv);
}

static void fill_input(int t, size_t n) {
  uint64_t x = 0x6763 + t;
  for (size_t i = 0; i < n; ++i) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    uint32_t r = (uint32_t)(x >> 33);
    if (t == TI)
      ((int32_t *)hin)[i] = (int32_t)(r % 2001) - 1000;
    else if (t == TF)
      ((float *)hin)[i] = (float)(r % 1024) / 1024.0f;
    else
      ((double *)hin)[i] = (double)(r % 1048576) / 1048576.0;
  }
  CK(cuMemcpyHtoD(din, hin, n * tsz[t]));
}

static int run_check(const Var *v, unsigned grid, int wg, void **args,
                     size_t bytes, size_t down) {
  CK(cuMemsetD8(dout, 0xa5, down));
  launch(v, grid, wg, args, bytes);
  CK(cuCtxSynchronize());
  CK(cuMemcpyDtoH(hout, dout, down));
  return 0;
}

static void set_cub(Var *v, int t, int si, const char *base, const char *a0,
                    const char *a1) {
  char n[128];
  const char *alg[2] = {a0, a1};
  static char names[4096][24];
  static int used;
  for (int j = 0; j < 4; ++j) {
    snprintf(n, sizeof n, "%s_%s_%d", base, alg[j & 1], sizes[si]);
    v[j].f = fn(j < 2 ? cub_ptx[t][si] : cub_bin[t][si], n);
    snprintf(names[used], 24, "cub_%s_%s", alg[j & 1], j < 2 ? "ptx" : "sm90");
    v[j].name = names[used++ % 4096];
  }
}

static void k1(int t, int op, int kind, int si) {
  int wg = sizes[si];
  char func[64], name[96];
  snprintf(func, sizeof func, "%s_%s", kindn[kind], opn[op]);
  Var v[5];
  snprintf(name, sizeof name, "k1_%s", func);
  v[0] = (Var){"wgc", fn(wgc_mod[t], name)};
  set_cub(v + 1, t, si, name, kind == RED ? "wr" : "ws",
          kind == RED ? "rc" : "rk");
  double s = op == 0 && t != TI ? 1.0 / wg : 1.0;
  union {
    int32_t i;
    float f;
    double d;
  } sv;
  if (t == TI)
    sv.i = 1;
  else if (t == TF)
    sv.f = (float)s;
  else
    sv.d = s;
  unsigned r = 1;
  void *args[] = {&din, &dout, &r, &sv};
  int nv = launchable(v, 5, wg);
  for (int i = 0; i < nv; ++i) {
    run_check(&v[i], K1_BLOCKS, wg, args, 0, CHECK_GROUPS * wg * tsz[t]);
    check_groups("k1", v[i].name, t, op, kind, CHECK_GROUPS, wg, wg, s);
    int same = 1;
    for (size_t j = 0; kind == RED && same && j < (size_t)CHECK_GROUPS * wg;
         ++j)
      same = !memcmp((char *)hout + j * tsz[t],
                     (char *)hout + (j - j % wg) * tsz[t], tsz[t]);
    if (!same)
      report("k1 broadcast", v[i].name, 0, 0, 0);
  }
  r = K1_R;
  time_vars("K1", t, func, wg, 1, v, nv, K1_BLOCKS, args, 0,
            (double)K1_R * K1_BLOCKS, "ns/call/wg");
}

static void k2(int t, int op, int ii, int si) {
  int wg = sizes[si], ipt = ipts[ii];
  size_t groups = TILE_ELEMS / ((size_t)wg * ipt), n = groups * wg * ipt;
  char func[32], name[96];
  snprintf(func, sizeof func, "reduce_%s", opn[op]);
  Var v[6];
  snprintf(name, sizeof name, "k2_%s_%d", func, ipt);
  v[0] = (Var){"wgc", fn(wgc_mod[t], name)};
  set_cub(v + 1, t, si, name, "wr", "rc");
  snprintf(name, sizeof name, "k2_read_%d", ipt);
  v[5] = (Var){"read", fn(wgc_mod[t], name)};
  union {
    int32_t i;
    float f;
    double d;
  } sv;
  if (t == TI)
    sv.i = -(1 << 30);
  else if (t == TF)
    sv.f = -1;
  else
    sv.d = -1;
  unsigned r = 0;
  void *args[] = {&din, &dout, &r, &sv};
  int nv = launchable(v, 6, wg);
  for (int i = 0; i < nv; ++i) {
    if (!strcmp(v[i].name, "read"))
      continue;
    run_check(&v[i], groups, wg, args, 0, groups * tsz[t]);
    check_groups("k2", v[i].name, t, op, RED, CHECK_GROUPS, (size_t)wg * ipt, 1,
                 1.0);
  }
  time_vars("K2", t, func, wg, ipt, v, nv, groups, args, 0, (double)n * tsz[t],
            "GB/s");
}

static void k3(int t, int ii, int si) {
  int wg = sizes[si], ipt = ipts[ii];
  size_t groups = TILE_ELEMS / ((size_t)wg * ipt), n = groups * wg * ipt;
  char name[96];
  Var v[7];
  snprintf(name, sizeof name, "k3_scan_%d", ipt);
  v[0] = (Var){"wgc", fn(wgc_mod[t], name)};
  set_cub(v + 1, t, si, name, "ws", "rk");
  snprintf(name, sizeof name, "k3_copy_%d", ipt);
  v[5] = (Var){"copy", fn(wgc_mod[t], name)};
  v[6] = (Var){"memcpy", NULL};
  double sv = 0;
  unsigned r = 0;
  void *args[] = {&din, &dout, &r, &sv};
  size_t tile = (size_t)wg * ipt;
  int nv = launchable(v, 7, wg);
  for (int i = 0; i < nv; ++i) {
    run_check(&v[i], groups, wg, args, n * tsz[t],
              CHECK_GROUPS * tile * tsz[t]);
    if (v[i].f && strcmp(v[i].name, "copy"))
      check_groups("k3", v[i].name, t, 0, EXC, CHECK_GROUPS, tile, tile, 1.0);
    else if (memcmp(hin, hout, CHECK_GROUPS * tile * tsz[t]))
      report("k3 copy", v[i].name, 0, 0, 0);
  }
  time_vars("K3", t, "scan_exclusive_add", wg, ipt, v, nv, groups, args,
            n * tsz[t], 2.0 * n * tsz[t], "GB/s");
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s MODDIR OUTDIR [K1|K2|K3...]\n", argv[0]);
    return 2;
  }
  const char *md = argv[1];
  int want[3] = {argc == 3, argc == 3, argc == 3};
  for (int i = 3; i < argc; ++i)
    if (argv[i][0] == 'K' && argv[i][1] >= '1' && argv[i][1] <= '3')
      want[argv[i][1] - '1'] = 1;
  CUdevice dev;
  CUcontext ctx;
  CK(cuInit(0));
  CK(cuDeviceGet(&dev, 0));
  CK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CK(cuCtxSetCurrent(ctx));
  char dn[256];
  int drv, clk;
  CK(cuDeviceGetName(dn, sizeof dn, dev));
  CK(cuDriverGetVersion(&drv));
  CK(cuDeviceGetAttribute(&nsm, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  CK(cuDeviceGetAttribute(&clk, CU_DEVICE_ATTRIBUTE_CLOCK_RATE, dev));
  printf("device %s, driver API %d, %d SMs, %d MHz\n", dn, drv, nsm,
         clk / 1000);
  char path[512];
  snprintf(path, sizeof path, "%s/bench.csv", argv[2]);
  csv = fopen(path, "w");
  snprintf(path, sizeof path, "%s/samples.csv", argv[2]);
  raw = fopen(path, "w");
  if (!csv || !raw)
    return 1;
  fprintf(csv, "# device %s, driver API %d, %d SMs\n", dn, drv, nsm);
  fprintf(csv, "kernel,type,func,wg,ipt,variant,median_ms,p10_ms,p90_ms,"
               "metric,unit,regs,smem,occ_blocks,occ_frac\n");
  fprintf(raw, "cfg,kernel,type,func,wg,ipt,variant,rep,ms\n");
  const char *wd = getenv("WGC_DIR") ? getenv("WGC_DIR") : md;
  printf("wgc modules from %s\n", wd);
  for (int t = 0; t < NT; ++t) {
    char f[64];
    snprintf(f, sizeof f, "wgc_%s.ptx", tname[t]);
    wgc_mod[t] = load(wd, f, 1);
    for (int s = 0; s < NSIZES; ++s) {
      snprintf(f, sizeof f, "cub_%s_%d.ptx", tname[t], sizes[s]);
      cub_ptx[t][s] = load(md, f, 1);
      snprintf(f, sizeof f, "cub_%s_%d.cubin", tname[t], sizes[s]);
      cub_bin[t][s] = load(md, f, 0);
    }
  }
  for (int i = 0; i < 2 * MAXV * REPS; ++i)
    CK(cuEventCreate(&ev[i], CU_EVENT_DEFAULT));
  size_t bytes = (size_t)TILE_ELEMS * 8;
  CK(cuMemAlloc(&din, bytes));
  CK(cuMemAlloc(&dout, bytes));
  hin = malloc(bytes);
  hout = malloc(bytes);
  for (int t = 0; t < NT; ++t) {
    fill_input(t, TILE_ELEMS);
    for (int si = 0; si < NSIZES; ++si) {
      for (int op = 0; op < 3 && want[0]; ++op)
        for (int kind = 0; kind < 3; ++kind)
          k1(t, op, kind, si);
      for (int op = 0; op < 3 && want[1]; ++op)
        for (int ii = 0; ii < 3; ++ii)
          k2(t, op, ii, si);
      for (int ii = 0; ii < 3 && want[2]; ++ii)
        k3(t, ii, si);
    }
  }
  fclose(csv);
  fclose(raw);
  printf("checks: %d failures\n", fails);
  return fails ? 1 : 0;
}
