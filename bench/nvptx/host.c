// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA benchmark host: loads wgc and CUB modules, checks, times, writes CSV.
 */
#include "bench_ref.h"
#include <cuda.h>
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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

static const int ipts[3] = {1, 4, 16};

#define TILE_ELEMS (1u << 25)
#define MAXV 8
#define K2_NEVER (-60000.0) /* no K2 read-kernel sum of fp data equals it */

typedef struct {
  const char *name;
  CUfunction f; /* NULL: cuMemcpyDtoD */
} Var;

/* One timed configuration: its CSV key and a stable id for samples.csv. */
typedef struct {
  const char *k;
  int t, si, ipt, cfg;
  char func[32];
} Cfg;

static CUmodule wgc_mod[NT], cub_ptx[NT], cub_bin[NT];
/* K1 declaring reqd_work_group_size(sizes[si]), folded; NULL if absent. */
static CUmodule wgc_reqd[NT][NSIZES];
static CUdeviceptr din, dout;
static void *hin_c[2];
static uint64_t *href_c[2]; /* per data class */
static CUevent ev[2 * MAXV * REPS];
static FILE *csv, *raw;
static int want_k[3], want_t[NT];
static int dry; /* --list: print the kernels looked up, run nothing */
static char mods[(3 + NSIZES) * NT][512];
static int nmods;

/* Makes din, hin and href hold the input of type t for op. */
static void fill_input(int t, int op) {
  static int made[2] = {-1, -1}, cur = -1;
  int c = data_class(t, op);
  hin = hin_c[c];
  href = href_c[c];
  if (made[c] != t) {
    gen_input(t, c, TILE_ELEMS);
    ref_input(t, TILE_ELEMS);
    made[c] = t;
    cur = -1;
  }
  if (cur != t * 2 + c)
    CK(cuMemcpyHtoD(din, hin, (size_t)TILE_ELEMS * tsz[t]));
  cur = t * 2 + c;
}

static CUmodule load(const char *dir, const char *file, int text) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  if (dry) {
    snprintf(mods[nmods], sizeof mods[0], "%s", path);
    return (CUmodule)(uintptr_t)++nmods;
  }
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
  CUresult e = cuModuleLoadData(&m, buf);
  if (e != CUDA_SUCCESS && tm) {
    printf("note: %s did not load; retrying without texmode_independent\n",
           file);
    memset(tm, ' ', strlen(", texmode_independent"));
    t0 = now_ms();
    e = cuModuleLoadData(&m, buf);
  }
  CK(e);
  printf("load %-24s %s %8.1f ms\n", file, text ? "PTX JIT" : "cubin  ",
         now_ms() - t0);
  free(buf);
  return m;
}

static CUfunction fn(CUmodule m, const char *name) {
  CUfunction f;
  if (dry) {
    printf("%s %s\n", mods[(uintptr_t)m - 1], name);
    return NULL;
  }
  if (cuModuleGetFunction(&f, m, name) != CUDA_SUCCESS) {
    fprintf(stderr, "missing kernel %s\n", name);
    exit(1);
  }
  return f;
}

static void launch(const Var *v, unsigned grid, unsigned block, void **args,
                   size_t bytes) {
  if (!v->f)
    CK(cuMemcpyDtoDAsync(dout, din, bytes, 0));
  else
    CK(cuLaunchKernel(v->f, grid, 1, 1, block, 1, 1, 0, 0, args, 0));
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

/* Writes the CSV row and the log line of variant v: median, p10, p90. */
static void write_row(const Cfg *c, const Var *v, float *ms, double work,
                      const char *unit) {
  int wg = sizes[c->si], regs = 0, smem = 0, occ = 0;
  qsort(ms, REPS, sizeof ms[0], cmpf);
  if (v->f) {
    CK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, v->f));
    CK(cuFuncGetAttribute(&smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, v->f));
    CK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&occ, v->f, wg, 0));
  }
  double med = ms[REPS / 2], p10 = ms[REPS / 10],
         p90 = ms[REPS - 1 - REPS / 10];
  double metric =
      strcmp(unit, "GB/s") == 0 ? work / (med * 1e6) : med * 1e6 / work;
  fprintf(csv, "%s,%s,%s,%d,%d,%s,%.6f,%.6f,%.6f,%.4f,%s,%d,%d,%d,%.3f\n", c->k,
          tname[c->t], c->func, wg, c->ipt, v->name, med, p10, p90, metric,
          unit, regs, smem, occ, occ * wg / 2048.0);
  printf("  %-4s %-6s %-20s wg %4d ipt %2d %-12s %9.4f ms [%9.4f..%9.4f] "
         "%10.4f %s  regs %3d smem %5d occ %2d\n",
         c->k, tname[c->t], c->func, wg, c->ipt, v->name, med, p10, p90, metric,
         unit, regs, smem, occ);
}

/* Times the variants interleaved, one launch of each per repetition. */
static void time_vars(const Cfg *c, const Var *v, int nv, unsigned grid,
                      void **args, size_t bytes, double work,
                      const char *unit) {
  int wg = sizes[c->si];
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
  for (int i = 0; i < nv; ++i) {
    float ms[REPS];
    for (int r = 0; r < REPS; ++r) {
      CK(cuEventElapsedTime(&ms[r], ev[2 * (r * nv + i)],
                            ev[2 * (r * nv + i) + 1]));
      fprintf(raw, "%d,%s,%s,%s,%d,%d,%s,%d,%.6f\n", c->cfg, c->k, tname[c->t],
              c->func, wg, c->ipt, v[i].name, r, ms[r]);
    }
    write_row(c, &v[i], ms, work, unit);
  }
  fflush(csv);
}

static void run_check(const Var *v, unsigned grid, int wg, void **args,
                      size_t bytes, size_t down) {
  CK(cuMemsetD8(dout, 0xa5, down));
  launch(v, grid, wg, args, bytes);
  CK(cuCtxSynchronize());
  CK(cuMemcpyDtoH(hout, dout, down));
}

/* The four CUB variants of kernel base: algorithms a0, a1 x PTX, sm_90. */
static void set_cub(Var *v, int t, int si, const char *base, int scan) {
  static const char *alg[2][2] = {{"wr", "rc"}, {"ws", "rk"}};
  static const char *names[2][4] = {
      {"cub_wr_ptx", "cub_rc_ptx", "cub_wr_sm90", "cub_rc_sm90"},
      {"cub_ws_ptx", "cub_rk_ptx", "cub_ws_sm90", "cub_rk_sm90"}};
  for (int j = 0; j < 4; ++j) {
    char n[128];
    snprintf(n, sizeof n, "%s_%s_%d", base, alg[scan][j & 1], sizes[si]);
    v[j] = (Var){names[scan][j], fn(j < 2 ? cub_ptx[t] : cub_bin[t], n)};
  }
}

/* A stable id per configuration, so that split runs never share one. */
static Cfg cfg(const char *k, int t, int f, int si, int ii) {
  Cfg c = {k, t, si, ipts[ii], 0, ""};
  c.cfg = (((k[1] - '1') * NT + t) * 9 + f) * NSIZES * 3 + si * 3 + ii + 1;
  return c;
}

static void k1(int t, int op, int kind, int si) {
  int wg = sizes[si];
  Cfg c = cfg("K1", t, op * 3 + kind, si, 0);
  char name[96];
  snprintf(c.func, sizeof c.func, "%s_%s", kindn[kind], opn[op]);
  snprintf(name, sizeof name, "k1_%s", c.func);
  Var v[6];
  int nw = 1;
  v[0] = (Var){"wgc", fn(wgc_mod[t], name)};
  if (wgc_reqd[t][si])
    v[nw++] = (Var){"wgc_reqd", fn(wgc_reqd[t][si], name)};
  set_cub(v + nw, t, si, name, kind != RED);
  if (dry)
    return;
  fill_input(t, op);
  uint64_t s = k1_scale(t, op, wg);
  unsigned r = 1;
  void *args[] = {&din, &dout, &r, &s};
  int nv = launchable(v, nw + 4, wg);
  size_t n = (size_t)CHECK_GROUPS * wg;
  for (int i = 0; i < nv; ++i) {
    run_check(&v[i], K1_BLOCKS, wg, args, 0, n * tsz[t]);
    check_k1(v[i].name, t, op, kind, wg, s);
  }
  r = K1_R;
  time_vars(&c, v, nv, K1_BLOCKS, args, 0, (double)K1_R * K1_BLOCKS,
            "ns/call/wg");
}

static void k2(int t, int op, int ii, int si) {
  int wg = sizes[si], ipt = ipts[ii];
  size_t groups = TILE_ELEMS / ((size_t)wg * ipt), n = groups * wg * ipt;
  Cfg c = cfg("K2", t, op, si, ii);
  char name[96];
  snprintf(c.func, sizeof c.func, "reduce_%s", opn[op]);
  snprintf(name, sizeof name, "k2_%s_%d", c.func, ipt);
  Var v[6];
  v[0] = (Var){"wgc", fn(wgc_mod[t], name)};
  set_cub(v + 1, t, si, name, 0);
  snprintf(name, sizeof name, "k2_read_%d", ipt);
  v[5] = (Var){"read", fn(wgc_mod[t], name)};
  if (dry)
    return;
  fill_input(t, op);
  uint64_t s = fromf(t, isint(t) ? -1073741824.0 : K2_NEVER);
  unsigned r = 0;
  void *args[] = {&din, &dout, &r, &s};
  int nv = launchable(v, 6, wg);
  for (int i = 0; i < nv; ++i) {
    if (!strcmp(v[i].name, "read"))
      continue;
    run_check(&v[i], groups, wg, args, 0, groups * tsz[t]);
    check_groups("k2", v[i].name, t, op, RED, CHECK_GROUPS, (size_t)wg * ipt, 1,
                 fromf(t, 1.0));
  }
  time_vars(&c, v, nv, groups, args, 0, (double)n * tsz[t], "GB/s");
}

static void k3(int t, int ii, int si) {
  int wg = sizes[si], ipt = ipts[ii];
  size_t groups = TILE_ELEMS / ((size_t)wg * ipt), n = groups * wg * ipt;
  size_t tile = (size_t)wg * ipt;
  Cfg c = cfg("K3", t, 0, si, ii);
  snprintf(c.func, sizeof c.func, "scan_exclusive_add");
  char name[96];
  snprintf(name, sizeof name, "k3_scan_%d", ipt);
  Var v[7];
  v[0] = (Var){"wgc", fn(wgc_mod[t], name)};
  set_cub(v + 1, t, si, name, 1);
  snprintf(name, sizeof name, "k3_copy_%d", ipt);
  v[5] = (Var){"copy", fn(wgc_mod[t], name)};
  v[6] = (Var){"memcpy", NULL};
  if (dry)
    return;
  fill_input(t, 0);
  uint64_t s = 0;
  unsigned r = 0;
  void *args[] = {&din, &dout, &r, &s};
  int nv = launchable(v, 7, wg);
  for (int i = 0; i < nv; ++i) {
    run_check(&v[i], groups, wg, args, n * tsz[t],
              CHECK_GROUPS * tile * tsz[t]);
    if (v[i].f && strcmp(v[i].name, "copy"))
      check_groups("k3", v[i].name, t, 0, EXC, CHECK_GROUPS, tile, tile,
                   fromf(t, 1.0));
    else if (memcmp(hin, hout, CHECK_GROUPS * tile * tsz[t]))
      report("k3 copy", v[i].name, 0, "differs from the input");
  }
  time_vars(&c, v, nv, groups, args, n * tsz[t], 2.0 * n * tsz[t], "GB/s");
}

static void run_type(int t) {
  double t0 = now_ms();
  for (int si = 0; si < NSIZES; ++si) {
    for (int op = 0; op < 3 && want_k[0]; ++op)
      for (int kind = 0; kind < 3; ++kind)
        k1(t, op, kind, si);
    for (int op = 0; op < 3 && want_k[1]; ++op)
      for (int ii = 0; ii < 3; ++ii)
        k2(t, op, ii, si);
    for (int ii = 0; ii < 3 && want_k[2]; ++ii)
      k3(t, ii, si);
  }
  if (!dry)
    printf("type %s done in %.1f s\n", tname[t], (now_ms() - t0) / 1e3);
}

static void load_modules(const char *md) {
  const char *wd = getenv("WGC_DIR") ? getenv("WGC_DIR") : md;
  if (!dry)
    printf("wgc modules from %s\n", wd);
  for (int t = 0; t < NT; ++t) {
    char f[64];
    if (!want_t[t])
      continue;
    snprintf(f, sizeof f, "wgc_%s.ptx", tname[t]);
    wgc_mod[t] = load(wd, f, 1);
    for (int si = 0; si < NSIZES; ++si) {
      char path[512];
      snprintf(f, sizeof f, "wgc_reqd_%s_%d.ptx", tname[t], sizes[si]);
      snprintf(path, sizeof path, "%s/%s", wd, f);
      if (access(path, R_OK) == 0)
        wgc_reqd[t][si] = load(wd, f, 1);
    }
    snprintf(f, sizeof f, "cub_%s.ptx", tname[t]);
    cub_ptx[t] = load(md, f, 1);
    snprintf(f, sizeof f, "cub_%s.cubin", tname[t]);
    cub_bin[t] = load(md, f, 0);
  }
}

/* Selects the types of a comma-separated list; 0 if a name is unknown. */
static int parse_types(char *list) {
  for (char *n = strtok(list, ","); n; n = strtok(NULL, ",")) {
    int t = 0;
    while (t < NT && strcmp(n, tname[t]))
      ++t;
    if (t == NT)
      return 0;
    want_t[t] = 1;
  }
  return 1;
}

/* Parses [K1|K2|K3...] [--types T,T...]; none given selects all. */
static int parse_args(int argc, char **argv) {
  int nk = 0, nt = 0;
  for (int i = 0; i < argc; ++i) {
    const char *a = argv[i];
    if (!strcmp(a, "--types") && i + 1 < argc) {
      if (!parse_types(argv[++i]))
        return 0;
      ++nt;
    } else if (a[0] == 'K' && a[1] >= '1' && a[1] <= '3' && !a[2]) {
      want_k[a[1] - '1'] = 1;
      ++nk;
    } else
      return 0;
  }
  for (int k = 0; k < 3 && !nk; ++k)
    want_k[k] = 1;
  for (int t = 0; t < NT && !nt; ++t)
    want_t[t] = 1;
  return 1;
}

static void init_cuda(void) {
  CUdevice dev;
  CUcontext ctx;
  CK(cuInit(0));
  CK(cuDeviceGet(&dev, 0));
  CK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CK(cuCtxSetCurrent(ctx));
  char dn[256];
  int drv, clk, nsm;
  CK(cuDeviceGetName(dn, sizeof dn, dev));
  CK(cuDriverGetVersion(&drv));
  CK(cuDeviceGetAttribute(&nsm, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  CK(cuDeviceGetAttribute(&clk, CU_DEVICE_ATTRIBUTE_CLOCK_RATE, dev));
  printf("device %s, driver API %d, %d SMs, %d MHz\n", dn, drv, nsm,
         clk / 1000);
  fprintf(csv, "# device %s, driver API %d, %d SMs\n", dn, drv, nsm);
}

static int open_outputs(const char *dir) {
  char path[512];
  snprintf(path, sizeof path, "%s/bench.csv", dir);
  csv = fopen(path, "w");
  snprintf(path, sizeof path, "%s/samples.csv", dir);
  raw = fopen(path, "w");
  return csv && raw;
}

static void alloc_buffers(void) {
  for (int i = 0; i < 2 * MAXV * REPS; ++i)
    CK(cuEventCreate(&ev[i], CU_EVENT_DEFAULT));
  size_t bytes = (size_t)TILE_ELEMS * 8;
  CK(cuMemAlloc(&din, bytes));
  CK(cuMemAlloc(&dout, bytes));
  hout = malloc(bytes);
  for (int c = 0; c < 2; ++c) {
    hin_c[c] = malloc(bytes);
    href_c[c] = malloc(bytes);
    if (!hin_c[c] || !href_c[c] || !hout)
      exit(1);
  }
}

static int run(const char *md, const char *out) {
  if (!open_outputs(out))
    return 1;
  init_cuda();
  fprintf(csv, CSV_HEADER);
  fprintf(raw, "cfg,kernel,type,func,wg,ipt,variant,rep,ms\n");
  load_modules(md);
  alloc_buffers();
  for (int t = 0; t < NT; ++t)
    if (want_t[t])
      run_type(t);
  fclose(csv);
  fclose(raw);
  printf("checks: %d failures\n", fails);
  return fails ? 1 : 0;
}

/* Lists "module-file kernel-name" for every lookup of a run; runs nothing. */
static int list(const char *md) {
  dry = 1;
  load_modules(md);
  for (int t = 0; t < NT; ++t)
    if (want_t[t])
      run_type(t);
  return 0;
}

/* Self-test, no GPU: half conversion, integer wrap, and the checker. */
static int expect(int ok, const char *what) {
  printf("selftest %-52s %s\n", what, ok ? "ok" : "FAILED");
  return !ok;
}

static int test_half_roundtrip(void) {
  int bad = 0;
  for (uint32_t h = 0; h < 65536; ++h)
    bad += f2h(h2f((uint16_t)h)) != h;
  return expect(!bad, "half round trip, all 65536 bit patterns");
}

/* Midpoints of adjacent finite halves round to even; just off them, not. */
static int test_half_rounding(void) {
  int bad = 0;
  for (uint32_t h = 0; h < 0x7bff; ++h)
    for (uint32_t s = 0; s <= 0x8000; s += 0x8000) {
      float a = h2f(s | h), b = h2f(s | (h + 1)), m = (a + b) / 2;
      bad += f2h(m) != (s | (h + (h & 1)));
      bad += f2h(nextafterf(m, a)) != (s | h);
      bad += f2h(nextafterf(m, b)) != (s | (h + 1));
    }
  return expect(!bad, "half rounding to nearest even, every midpoint");
}

static int test_half_values(void) {
  uint16_t nan = f2h(NAN);
  int ok = f2h(1.0f) == 0x3c00 && f2h(-2.0f) == 0xc000 && f2h(0.1f) == 0x2e66 &&
           f2h(-0.0f) == 0x8000 && f2h(65504.0f) == 0x7bff &&
           f2h(65520.0f) == 0x7c00 && f2h(nextafterf(65520.0f, 0)) == 0x7bff &&
           f2h(1e10f) == 0x7c00 && f2h(-INFINITY) == 0xfc00 &&
           f2h(0x1p-25f) == 0 && f2h(0x1p-14f) == 0x0400 &&
           h2f(0x0001) == 0x1p-24f && h2f(0x8001) == -0x1p-24f &&
           h2f(0x3555) == 0x1.554p-2f && (nan & 0x7c00) == 0x7c00 &&
           (nan & 0x3ff) != 0 && fromf(TH, 1.0 / 1000) == 0x1419;
  return expect(ok, "half known values, overflow, subnormals, NaN");
}

static int test_ints(void) {
  uint64_t m1 = inorm(TI, 0xffffffff);
  int ok =
      iapply(TI, 0, ilimit(TI, 1), 1) == ilimit(TI, 0) &&
      ilimit(TI, 0) == (uint64_t)(int64_t)INT32_MIN &&
      iapply(TU, 0, UINT32_MAX, 2) == 1 &&
      iapply(TL, 0, INT64_MAX, 1) == (uint64_t)INT64_MIN &&
      iapply(TUL, 0, UINT64_MAX, 1) == 0 && iapply(TI, 1, m1, 1) == m1 &&
      iapply(TU, 1, 0xffffffff, 1) == 1 && iapply(TL, 2, UINT64_MAX, 1) == 1 &&
      iapply(TUL, 2, UINT64_MAX, 1) == UINT64_MAX &&
      ilimit(TU, 1) == UINT32_MAX && ilimit(TUL, 0) == 0 &&
      fromf(TU, -1073741824.0) == 0xc0000000 && fromf(TL, -1.0) == UINT64_MAX;
  return expect(ok, "integer wrap, signed/unsigned min/max, limits");
}

/* 1 + 2 + ... + 100 = 5050, min 1, max 100, in every type. */
static int test_known_sums(void) {
  int bad = 0;
  for (int t = 0; t < NT; ++t) {
    Acc a[3] = {acc_ident(t, 0), acc_ident(t, 1), acc_ident(t, 2)};
    for (int i = 0; i < 100; ++i)
      for (int op = 0; op < 3; ++op)
        acc_add(&a[op], t, op, ref_value(t, fromf(t, 100 - i)));
    for (int op = 0; op < 3; ++op) {
      double want = op == 0 ? 5050 : op == 1 ? 1 : 100;
      bad += isint(t) ? a[op].i != (uint64_t)want : a[op].f != want;
    }
  }
  return expect(!bad, "known sums, minima and maxima, every type");
}

/* Device arithmetic on raw bits, for the stand-in kernels below. */
static uint64_t dev_op(int t, int op, uint64_t a, uint64_t b) {
  if (isint(t))
    return iapply(t, op, inorm(t, a), inorm(t, b));
  return fromf(t, fapply(op, tof(t, a), tof(t, b)));
}

static uint64_t dev_mul(int t, uint64_t a, uint64_t s) {
  if (isint(t))
    return inorm(t, inorm(t, a) * inorm(t, s));
  return fromf(t, tof(t, a) * tof(t, s));
}

static uint64_t dev_tree(int t, int op, size_t b, size_t n) {
  if (n == 1)
    return getraw(t, hin, b);
  return dev_op(t, op, dev_tree(t, op, b, n / 2),
                dev_tree(t, op, b + n / 2, n - n / 2));
}

/*
 * A stand-in kernel writing hout in type t: reduce by a pairwise tree (an
 * order unlike the reference's), scans serially, every result times s.
 */
static void emulate(int t, int op, int kind, size_t groups, size_t len,
                    size_t olen, uint64_t s) {
  uint64_t id = isint(t) ? acc_ident(t, op).i : fromf(t, acc_ident(t, op).f);
  for (size_t g = 0; g < groups; ++g) {
    size_t b = g * len;
    uint64_t acc = id, red = dev_mul(t, dev_tree(t, op, b, len), s);
    for (size_t i = 0; i < olen; ++i) {
      uint64_t e = acc;
      acc = dev_op(t, op, acc, getraw(t, hin, b + i));
      uint64_t y = kind == RED ? red : dev_mul(t, kind == INC ? acc : e, s);
      putraw(t, hout, kind == RED && olen == 1 ? g : b + i, y);
    }
  }
}

static uint64_t corrupt(int t, uint64_t x) {
  return isint(t) ? x ^ 1 : fromf(t, tof(t, x) + 1.0);
}

/* The checker passes the stand-in's output and catches one wrong value. */
static int check_case(int t, int op, int kind, size_t len, size_t olen,
                      uint64_t s) {
  size_t groups = CHECK_GROUPS,
         o = kind == RED && olen == 1 ? groups - 1 : groups * len - 1;
  gen_input(t, data_class(t, op), groups * len);
  ref_input(t, groups * len);
  emulate(t, op, kind, groups, len, olen, s);
  int f0 = fails;
  check_groups("selftest", tname[t], t, op, kind, groups, len, olen, s);
  int pass = fails == f0;
  putraw(t, hout, o, corrupt(t, getraw(t, hout, o)));
  quiet = 1;
  check_groups("selftest", tname[t], t, op, kind, groups, len, olen, s);
  quiet = 0;
  int caught = fails > f0 + !pass;
  fails = f0;
  if (!pass || !caught)
    printf("  %s %s %s len %zu olen %zu: %s\n", tname[t], kindn[kind], opn[op],
           len, olen, pass ? "corruption not caught" : "stand-in rejected");
  return !pass || !caught;
}

/* The K1, K2 and K3 check shapes on the benchmark's own input data. */
static int test_checker(int t) {
  int bad = 0;
  for (int op = 0; op < 3; ++op) {
    for (int wg = 96; wg <= 1024; wg += 928)
      for (int kind = 0; kind < 3; ++kind)
        bad += check_case(t, op, kind, wg, wg,
                          fromf(t, op == 0 && !isint(t) ? 1.0 / wg : 1.0));
    bad += check_case(t, op, RED, 96 * 4, 1, fromf(t, 1.0));
    bad += check_case(t, op, RED, 1024 * 16, 1, fromf(t, 1.0));
  }
  bad += check_case(t, 0, EXC, 96 * 4, 96 * 4, fromf(t, 1.0));
  bad += check_case(t, 0, EXC, 1024 * 16, 1024 * 16, fromf(t, 1.0));
  char what[64];
  snprintf(what, sizeof what, "checker on stand-in K1/K2/K3 outputs, %s",
           tname[t]);
  return expect(!bad, what);
}

static int selftest(void) {
  size_t bytes = (size_t)CHECK_GROUPS * 1024 * 16 * 8;
  hin = malloc(bytes);
  hout = malloc(bytes);
  href = malloc(bytes);
  if (!hin || !hout || !href)
    return 1;
  int bad = test_half_roundtrip() + test_half_rounding() + test_half_values() +
            test_ints() + test_known_sums();
  for (int t = 0; t < NT; ++t)
    bad += test_checker(t);
  printf("selftest: %s\n", bad ? "FAILED" : "passed");
  return bad != 0;
}

static int usage(const char *prog) {
  fprintf(stderr,
          "usage: %s MODDIR OUTDIR [K1|K2|K3...] [--types T,T...]\n"
          "       %s --list MODDIR [K1|K2|K3...] [--types T,T...]\n"
          "       %s --selftest\n"
          "types: int,uint,long,ulong,float,double,half (default all)\n",
          prog, prog, prog);
  return 2;
}

int main(int argc, char **argv) {
  if (argc == 2 && !strcmp(argv[1], "--selftest"))
    return selftest();
  if (argc >= 3 && !strcmp(argv[1], "--list"))
    return parse_args(argc - 3, argv + 3) ? list(argv[2]) : usage(argv[0]);
  if (argc < 3 || argv[1][0] == '-' || !parse_args(argc - 3, argv + 3))
    return usage(argv[0]);
  return run(argv[1], argv[2]);
}
