// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// NVIDIA tile and device-scan benchmarks: wgc PTX against CUB and memcpy.
//
//   membench tile MODDIR OUTDIR    coalesced K2/K3 tile kernels
//   membench scan MODDIR OUTDIR    device-wide exclusive scan, 2^20..2^28
//                                  (wgc three-pass and one-pass, CUB)
//   membench --selftest            the checkers on known-good and bad data
// Exit status: 0 all checks passed, 1 a check failed or CUDA failed, 2 usage.
#include "mem_cub.cuh"
#include <cub/device/device_scan.cuh>
#include <cuda.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#define CK(x) ck_((x), #x, __LINE__)
static void ck_(CUresult e, const char *what, int line) {
  if (e == CUDA_SUCCESS)
    return;
  const char *s = "?";
  cuGetErrorString(e, &s);
  fprintf(stderr, "membench:%d %s: %s\n", line, what, s);
  exit(1);
}
#define CKR(x) ckr_((x), #x, __LINE__)
static void ckr_(cudaError_t e, const char *what, int line) {
  if (e == cudaSuccess)
    return;
  fprintf(stderr, "membench:%d %s: %s\n", line, what, cudaGetErrorString(e));
  exit(1);
}

enum { WARM = 3, REPS = 40 };
static const int WGS[] = {64, 128, 256, 512, 1024};
static const int IPTS[] = {4, 8, 16};
static const size_t TILE_N = size_t(1) << 26;
static const int SCAN_LOG_MIN = 20, SCAN_LOG_MAX = 28;
struct ScanCfg {
  int wg, items;
};
static const ScanCfg SCAN_CFGS[] = {{256, 8}, {256, 16}, {512, 8}, {1024, 8}};
// The one-pass scan with a sub-group's look-back (scan_lookback.cl), built
// by prepare_mem.sh with an option: "" (scalar loads, tiles from the
// counter), "v4" (-DVEC=4: 16-byte loads and stores), "g" (-DGROUP_ORDER:
// tiles by group id) or "v4g" (both); rows lookback[_OPTION]_WGxITEMS.
struct LookbackCfg {
  const char *opt;
  ScanCfg c;
};
static const LookbackCfg LOOKBACK_CFGS[] = {
    {"", {128, 16}},    {"", {256, 16}},    {"", {512, 16}},
    {"", {1024, 8}},    {"v4", {256, 16}},  {"v4", {512, 16}},
    {"v4", {128, 24}},  {"v4", {256, 24}},  {"g", {512, 16}},
    {"v4g", {256, 16}}, {"v4g", {512, 16}}, {"v4g", {128, 24}}};
// Float inputs are multiples of 2^-7 in [-1, 1]: every sum of them below
// 2^17 in magnitude is a float exactly (24-bit significand). Every sum the
// kernels here form is either of inputs of one kernel tile (at most
// TILE_MAX elements, so at most TILE_MAX in magnitude) or of a contiguous
// range (at most twice the largest prefix sum in magnitude). While
// 2 * peak prefix + TILE_MAX < 2^17, a correct float result is therefore
// exact in any summation order, and the float check allows no difference.
static const double FLOAT_EXACT = 131072.0;
static const double TILE_MAX = 16384.0;

static FILE *csv;
static int fails;
static CUdeviceptr din, dout, dtot;
// Read between timed launches so that every launch starts from the same L2:
// clean lines of a buffer no variant touches. Without it a launch pays for
// writing back the dirty lines its predecessor left (up to the L2's 50 MB on
// an H100), so the order of the variants, not their code, moved each K2
// time by a constant 8 us.
static const size_t L2_RESET_BYTES = size_t(256) << 20;
static CUdeviceptr dreset;
static unsigned *dsink;

__global__ void l2_reset(const uint4 *p, size_t n, unsigned *sink) {
  unsigned x = 0;
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x) {
    uint4 v = p[i];
    x ^= v.x ^ v.y ^ v.z ^ v.w;
  }
  if (x == 0x9e3779b9u) // never for the zeroed buffer; keeps the loads
    *sink = x;
}

static void reset_l2() {
  l2_reset<<<1024, 256>>>((const uint4 *)dreset, L2_RESET_BYTES / 16, dsink);
  CKR(cudaGetLastError());
}
static size_t cap; // elements of din and dout
static void *hin, *hout;

// ---- data and references -------------------------------------------------

static uint64_t lcg(uint64_t *x) {
  *x = *x * 6364136223846793005ull + 1442695040888963407ull;
  return *x;
}

// int: full-range bits; float: r / 128 for r uniform in [-128, 128].
template <class T> static void gen(T *p, size_t n, uint64_t seed) {
  uint64_t x = seed;
  for (size_t i = 0; i < n; ++i) {
    uint32_t r = (uint32_t)(lcg(&x) >> 32);
    if constexpr (sizeof(T) == 4 && T(0.5) == T(0)) {
      memcpy(&p[i], &r, 4);
    } else {
      p[i] = T((int)(r % 257) - 128) / T(128);
    }
  }
}

template <class T> static bool is_float() { return T(0.5) != T(0); }

// Sums in the reference: int wraps as 32-bit two's complement, float is
// summed in double (exact for the float data, see FLOAT_EXACT).
template <class T> struct Ref {
  using A = typename std::conditional<(T(0.5) != T(0)), double, uint32_t>::type;
  static A of(T v) {
    if constexpr (std::is_same<A, double>::value)
      return (double)v;
    else {
      uint32_t u;
      memcpy(&u, &v, 4);
      return u;
    }
  }
  static bool same(A want, T got) {
    if constexpr (std::is_same<A, double>::value)
      return (double)got == want; // NaN (the poison) never compares equal
    else
      return of(got) == want;
  }
};

static std::mutex report_lock;
static int report(const char *what, const char *var, size_t i,
                  const std::string &msg) {
  std::lock_guard<std::mutex> hold(report_lock);
  if (fails < 20)
    fprintf(stderr, "CHECK FAILED %s %s at %zu: %s\n", what, var, i,
            msg.c_str());
  ++fails;
  return 1;
}

template <class T> static std::string show(typename Ref<T>::A want, T got) {
  char b[96];
  if constexpr (std::is_same<typename Ref<T>::A, double>::value)
    snprintf(b, sizeof b, "got %.10g want %.10g", (double)got, want);
  else
    snprintf(b, sizeof b, "got %d want %d", (int)got, (int)(int32_t)want);
  return b;
}

// Runs body(i) for i in [0, count) on all host threads; returns the sum of
// what the calls return.
static int parallel_sum(size_t count, const std::function<int(size_t)> &body) {
  unsigned nt = std::max(1u, std::thread::hardware_concurrency());
  std::vector<int> bad(nt, 0);
  std::vector<std::thread> th;
  for (unsigned t = 0; t < nt; ++t)
    th.emplace_back([&, t]() {
      for (size_t i = t; i < count; i += nt)
        bad[t] += body(i);
    });
  for (auto &x : th)
    x.join();
  int sum = 0;
  for (int b : bad)
    sum += b;
  return sum;
}

// out[g] == sum of in[g*tile .. +tile) for every group g.
template <class T>
static int check_sums(const char *what, const char *var, const T *in,
                      const T *out, size_t groups, size_t tile) {
  return parallel_sum(groups, [&](size_t g) {
    typename Ref<T>::A s = 0;
    for (size_t i = 0; i < tile; ++i)
      s += Ref<T>::of(in[g * tile + i]);
    return Ref<T>::same(s, out[g]) ? 0
                                   : report(what, var, g, show<T>(s, out[g]));
  });
}

// out = the exclusive scan of in, restarting every tile elements (tile = n:
// one scan of everything). For float, also fails if the data break the
// exactness condition at FLOAT_EXACT.
template <class T>
static int check_scan(const char *what, const char *var, const T *in,
                      const T *out, size_t n, size_t tile) {
  return parallel_sum(n / tile, [&](size_t g) {
    typename Ref<T>::A s = 0;
    double peak = 0;
    for (size_t i = g * tile; i < (g + 1) * tile; ++i) {
      if (!Ref<T>::same(s, out[i]))
        return report(what, var, i, show<T>(s, out[i]));
      s += Ref<T>::of(in[i]);
      peak = std::max(peak, std::fabs((double)s));
    }
    if (is_float<T>() && 2 * peak + TILE_MAX >= FLOAT_EXACT)
      return report(what, var, g * tile, "float data not exact, check void");
    return 0;
  });
}

template <class T>
static int check_copy(const char *what, const char *var, const T *in,
                      const T *out, size_t n) {
  if (!memcmp(in, out, n * sizeof(T)))
    return 0;
  size_t i = 0;
  while (!memcmp(&in[i], &out[i], sizeof(T)))
    ++i;
  return report(what, var, i, "differs from the input");
}

// ---- variants and timing -------------------------------------------------

struct Var {
  std::string name;
  std::function<void()> run;
  CUfunction f = nullptr;   // wgc kernel (attributes)
  const void *cf = nullptr; // CUB kernel (attributes)
  int block = 0;            // threads per block of f or cf
  double bytes = 0;         // bytes the metric counts
};

static Var wgc_var(const std::string &name, CUfunction f, unsigned grid,
                   int block, std::vector<void *> args, double bytes) {
  Var v;
  v.name = name;
  v.f = f;
  v.block = block;
  v.bytes = bytes;
  v.run = [=]() mutable {
    CK(cuLaunchKernel(f, grid, 1, 1, block, 1, 1, 0, 0, args.data(), 0));
  };
  return v;
}

static Var memcpy_var(size_t bytes) {
  Var v;
  v.name = "memcpy";
  v.bytes = 2.0 * bytes;
  v.run = [=]() { CK(cuMemcpyDtoDAsync(dout, din, bytes, 0)); };
  return v;
}

template <class K>
static Var cub_var(const std::string &name, K *k, unsigned grid, int block,
                   const void *a0, const void *a1, double bytes) {
  Var v;
  v.name = name;
  v.cf = (const void *)k;
  v.block = block;
  v.bytes = bytes;
  v.run = [=]() {
    void *args[] = {(void *)a0, (void *)a1};
    CKR(cudaLaunchKernel((const void *)k, dim3(grid), dim3(block), args, 0, 0));
  };
  return v;
}

static void attrs(const Var &v, int *regs, int *smem, int *occ) {
  *regs = *smem = *occ = 0;
  if (v.f) {
    CK(cuFuncGetAttribute(regs, CU_FUNC_ATTRIBUTE_NUM_REGS, v.f));
    CK(cuFuncGetAttribute(smem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, v.f));
    CK(cuOccupancyMaxActiveBlocksPerMultiprocessor(occ, v.f, v.block, 0));
  } else if (v.cf) {
    cudaFuncAttributes a;
    CKR(cudaFuncGetAttributes(&a, v.cf));
    *regs = a.numRegs;
    *smem = (int)a.sharedSizeBytes;
    CKR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(occ, v.cf, v.block, 0));
  }
}

// Times the variants launch by launch interleaved; one CSV row each.
static void time_vars(const char *bench, const char *type, const char *func,
                      int wg, int ipt, size_t n, std::vector<Var> &vs) {
  static std::vector<CUevent> ev;
  size_t need = 2 * vs.size() * (WARM + REPS);
  while (ev.size() < need) {
    CUevent e;
    CK(cuEventCreate(&e, CU_EVENT_DEFAULT));
    ev.push_back(e);
  }
  for (int r = 0; r < WARM + REPS; ++r)
    for (size_t v = 0; v < vs.size(); ++v) {
      size_t k = 2 * (r * vs.size() + v);
      reset_l2();
      CK(cuEventRecord(ev[k], 0));
      vs[v].run();
      CK(cuEventRecord(ev[k + 1], 0));
    }
  CK(cuCtxSynchronize());
  for (size_t v = 0; v < vs.size(); ++v) {
    std::vector<float> ms;
    for (int r = WARM; r < WARM + REPS; ++r) {
      size_t k = 2 * (r * vs.size() + v);
      float t;
      CK(cuEventElapsedTime(&t, ev[k], ev[k + 1]));
      ms.push_back(t);
    }
    std::sort(ms.begin(), ms.end());
    double med = ms[REPS / 2], p10 = ms[REPS / 10],
           p90 = ms[REPS - 1 - REPS / 10];
    int regs, smem, occ;
    attrs(vs[v], &regs, &smem, &occ);
    double gbs = vs[v].bytes / (med * 1e6);
    fprintf(csv, "%s,%s,%s,%d,%d,%zu,%s,%.6f,%.6f,%.6f,%.2f,%d,%d,%d\n", bench,
            type, func, wg, ipt, n, vs[v].name.c_str(), med, p10, p90, gbs,
            regs, smem, occ);
    printf("  %s %-5s %-9s wg %4d ipt %2d n %10zu %-14s %9.4f ms [%9.4f..%9.4f]"
           " %8.1f GB/s regs %3d smem %5d occ %2d\n",
           bench, type, func, wg, ipt, n, vs[v].name.c_str(), med, p10, p90,
           gbs, regs, smem, occ);
  }
  fflush(csv);
}

// Poisons dout (all-ones bits: a NaN for float), runs v once, reads back
// `elems` elements of dout.
template <class T> static void run_once(const Var &v, size_t elems) {
  CK(cuMemsetD8(dout, 0xff, cap * sizeof(T)));
  CK(cuCtxSynchronize());
  v.run();
  CK(cuCtxSynchronize());
  CK(cuMemcpyDtoH(hout, dout, elems * sizeof(T)));
}

// ---- modules -------------------------------------------------------------

static CUmodule load(const std::string &path) {
  FILE *f = fopen(path.c_str(), "rb");
  if (!f) {
    perror(path.c_str());
    exit(1);
  }
  std::string buf;
  char b[65536];
  size_t k;
  while ((k = fread(b, 1, sizeof b, f)) > 0)
    buf.append(b, k);
  fclose(f);
  CUmodule m;
  CUresult e = cuModuleLoadData(&m, buf.c_str());
  size_t tm = buf.find(", texmode_independent");
  if (e != CUDA_SUCCESS && tm != std::string::npos) {
    buf.replace(tm, strlen(", texmode_independent"), "");
    e = cuModuleLoadData(&m, buf.c_str());
  }
  CK(e);
  return m;
}

static CUfunction fn(CUmodule m, const char *name) {
  CUfunction f;
  CK(cuModuleGetFunction(&f, m, name));
  return f;
}

// ---- tile benchmark ------------------------------------------------------

template <class T, int B, int IPT> struct CubTile {
  static void add(std::vector<Var> &vs, bool k3, bool vec, unsigned grid,
                  const void *a0, const void *a1, double bytes) {
    if (!k3 && vec) {
      vs.push_back(cub_var("cub_wr", cub_k2<T, B, IPT, true, RW>, grid, B, a0,
                           a1, bytes));
      vs.push_back(cub_var("cub_rc", cub_k2<T, B, IPT, true, RR>, grid, B, a0,
                           a1, bytes));
      vs.push_back(cub_var("bcast_rc", cub_k2<T, B, IPT, true, RR, true>, grid,
                           B, a0, a1, bytes));
    } else if (!k3) {
      vs.push_back(cub_var("cub_wr", cub_k2<T, B, IPT, false, RW>, grid, B, a0,
                           a1, bytes));
      vs.push_back(cub_var("cub_rc", cub_k2<T, B, IPT, false, RR>, grid, B, a0,
                           a1, bytes));
      vs.push_back(cub_var("bcast_rc", cub_k2<T, B, IPT, false, RR, true>, grid,
                           B, a0, a1, bytes));
    } else if (vec) {
      vs.push_back(cub_var("cub_ws", cub_k3<T, B, IPT, LD_V, ST_V, SW>, grid, B,
                           a0, a1, bytes));
      vs.push_back(cub_var("cub_rk", cub_k3<T, B, IPT, LD_V, ST_V, SR>, grid, B,
                           a0, a1, bytes));
    } else if constexpr (B * IPT <= 8192) {
      vs.push_back(cub_var("cub_ws", cub_k3<T, B, IPT, LD_T, ST_T, SW>, grid, B,
                           a0, a1, bytes));
      vs.push_back(cub_var("cub_rk", cub_k3<T, B, IPT, LD_T, ST_T, SR>, grid, B,
                           a0, a1, bytes));
    }
  }
};

template <class T, int B>
static void cub_tile(std::vector<Var> &vs, int ipt, bool k3, bool vec,
                     unsigned grid, const void *a0, const void *a1,
                     double bytes) {
  if (ipt == 4)
    CubTile<T, B, 4>::add(vs, k3, vec, grid, a0, a1, bytes);
  else if (ipt == 8)
    CubTile<T, B, 8>::add(vs, k3, vec, grid, a0, a1, bytes);
  else
    CubTile<T, B, 16>::add(vs, k3, vec, grid, a0, a1, bytes);
}

template <class T>
static void cub_tile_any(std::vector<Var> &vs, int wg, int ipt, bool k3,
                         bool vec, unsigned grid, const void *a0,
                         const void *a1, double bytes) {
  switch (wg) {
  case 64:
    return cub_tile<T, 64>(vs, ipt, k3, vec, grid, a0, a1, bytes);
  case 128:
    return cub_tile<T, 128>(vs, ipt, k3, vec, grid, a0, a1, bytes);
  case 256:
    return cub_tile<T, 256>(vs, ipt, k3, vec, grid, a0, a1, bytes);
  case 512:
    return cub_tile<T, 512>(vs, ipt, k3, vec, grid, a0, a1, bytes);
  default:
    return cub_tile<T, 1024>(vs, ipt, k3, vec, grid, a0, a1, bytes);
  }
}

template <class T>
static void tile_type(const char *tn, const std::string &md, uint64_t seed) {
  const size_t n = TILE_N, bytes = n * sizeof(T);
  T *in = (T *)hin, *out = (T *)hout;
  gen(in, n, seed);
  CK(cuMemcpyHtoD(din, in, bytes));
  T never = is_float<T>() ? T(-1e9) : T(0x7fffffff); // no tile sums to it
  for (int wg : WGS)
    for (int ipt : IPTS) {
      char path[512];
      snprintf(path, sizeof path, "%s/tile_%s_%d_%d.ptx", md.c_str(), tn, wg,
               ipt);
      CUmodule m = load(path);
      size_t tile = (size_t)wg * ipt;
      unsigned groups = (unsigned)(n / tile);
      for (int k3 = 0; k3 < 2; ++k3)
        for (int vec = 0; vec < 2; ++vec) {
          if (k3 && !vec && tile > 8192)
            continue; // the transposing tile does not fit 48 KB
          std::vector<Var> vs;
          double kb = k3 ? 2.0 * bytes : (double)bytes;
          const char *pat = vec ? "vec" : k3 ? "transpose" : "striped";
          std::string w = k3 ? (vec ? "k3_vec" : "k3_transpose")
                             : (vec ? "k2_vec" : "k2_striped");
          std::string base = k3 ? (vec ? "copy_vec" : "copy_striped")
                                : (vec ? "read_vec" : "read_striped");
          vs.push_back(
              wgc_var("wgc", fn(m, w.c_str()), groups, wg, {&din, &dout}, kb));
          if (k3)
            vs.push_back(wgc_var("copy", fn(m, base.c_str()), groups, wg,
                                 {&din, &dout}, kb));
          else
            vs.push_back(wgc_var("read", fn(m, base.c_str()), groups, wg,
                                 {&din, &dout, &never}, kb));
          if (!k3 && !vec) // probes of the K2 gap, see tile_kernels.cl
            for (const char *probe : {"read_bar1", "read_bar3", "k2_const"})
              vs.push_back(wgc_var(std::string("x_") + probe, fn(m, probe),
                                   groups, wg, {&din, &dout, &never}, kb));
          cub_tile_any<T>(vs, wg, ipt, k3, vec, groups, &din, &dout, kb);
          vs.push_back(memcpy_var(bytes));
          for (auto &v : vs) {
            if (v.name == "read" || v.name.rfind("x_", 0) == 0)
              continue; // stores nothing
            bool copies = v.name == "copy" || v.name == "memcpy";
            run_once<T>(v, k3 || copies ? n : groups);
            std::string what = std::string(k3 ? "K3 " : "K2 ") + tn + " " +
                               pat + " wg " + std::to_string(wg) + " ipt " +
                               std::to_string(ipt);
            if (copies)
              check_copy(what.c_str(), v.name.c_str(), in, out, n);
            else if (k3)
              check_scan(what.c_str(), v.name.c_str(), in, out, n, tile);
            else
              check_sums(what.c_str(), v.name.c_str(), in, out, groups, tile);
          }
          time_vars(k3 ? "K3" : "K2", tn, pat, wg, ipt, n, vs);
        }
      CK(cuModuleUnload(m));
    }
}

// ---- device-scan benchmark -----------------------------------------------

template <class T, int B, int IPT>
static Var cub3_var(size_t n, const void *in, const void *out) {
  Var v;
  v.name = "cub3_" + std::to_string(B) + "x" + std::to_string(IPT);
  v.cf = (const void *)cub3_scan<T, B, IPT>;
  v.block = B;
  v.bytes = 2.0 * n * sizeof(T);
  unsigned tiles = (unsigned)((n + B * IPT - 1) / (B * IPT));
  v.run = [=]() {
    const T *i = (const T *)in;
    T *o = (T *)out, *t = (T *)dtot;
    cub3_reduce<T, B, IPT><<<tiles, B>>>(i, t, n);
    cub3_totals<T, B, IPT><<<1, B>>>(t, tiles);
    cub3_scan<T, B, IPT><<<tiles, B>>>(i, o, t, n);
  };
  return v;
}

template <class T>
static Var cub3_any(int wg, int items, size_t n, const void *in,
                    const void *out) {
  if (wg == 256 && items == 8)
    return cub3_var<T, 256, 8>(n, in, out);
  if (wg == 256 && items == 16)
    return cub3_var<T, 256, 16>(n, in, out);
  if (wg == 512 && items == 8)
    return cub3_var<T, 512, 8>(n, in, out);
  return cub3_var<T, 1024, 8>(n, in, out);
}

// A one-pass scan (scan_single.cl or scan_lookback.cl: the same arguments)
// of n elements: its status words and tile counter cleared inside the
// timed launch, as the scan needs them before every launch.
static Var one_pass_var(const char *kind, CUfunction f, const ScanCfg &c,
                        size_t n, double bytes, CUdeviceptr dstat,
                        CUdeviceptr dcount) {
  unsigned tiles = (unsigned)((n + c.wg * c.items - 1) / (c.wg * c.items));
  Var v;
  v.name = std::string(kind) + "_" + std::to_string(c.wg) + "x" +
           std::to_string(c.items);
  v.f = f;
  v.block = c.wg;
  v.bytes = bytes;
  unsigned long long nn = n;
  int wg = c.wg;
  v.run = [=]() mutable {
    void *a[] = {&din, &dout, &nn, &dstat, &dcount};
    CK(cuMemsetD32Async(dstat, 0, 2 * tiles, 0));
    CK(cuMemsetD32Async(dcount, 0, 1, 0));
    CK(cuLaunchKernel(f, tiles, 1, 1, wg, 1, 1, 0, 0, a, 0));
  };
  return v;
}

template <class T>
static void scan_type(const char *tn, const std::string &md, uint64_t seed) {
  T *in = (T *)hin, *out = (T *)hout;
  const size_t nmax = size_t(1) << SCAN_LOG_MAX;
  gen(in, nmax, seed);
  CK(cuMemcpyHtoD(din, in, nmax * sizeof(T)));
  size_t temp_bytes = 0;
  CKR(cub::DeviceScan::ExclusiveSum(nullptr, temp_bytes, (const T *)din,
                                    (T *)dout, (int)nmax));
  void *temp;
  CKR(cudaMalloc(&temp, temp_bytes));
  std::vector<CUmodule> mods, singles, lookbacks;
  for (const ScanCfg &c : SCAN_CFGS) {
    char path[512];
    snprintf(path, sizeof path, "%s/scan_%s_%d_%d.ptx", md.c_str(), tn, c.wg,
             c.items);
    mods.push_back(load(path));
    snprintf(path, sizeof path, "%s/single_%s_%d_%d.ptx", md.c_str(), tn, c.wg,
             c.items);
    singles.push_back(load(path));
  }
  size_t min_tile = nmax;
  for (const ScanCfg &c : SCAN_CFGS)
    min_tile = std::min(min_tile, size_t(c.wg) * c.items);
  for (const LookbackCfg &l : LOOKBACK_CFGS) {
    char path[512];
    snprintf(path, sizeof path, "%s/lookback%s%s_%s_%d_%d.ptx", md.c_str(),
             *l.opt ? "_" : "", l.opt, tn, l.c.wg, l.c.items);
    lookbacks.push_back(load(path));
    min_tile = std::min(min_tile, size_t(l.c.wg) * l.c.items);
  }
  // The one-pass scans' tile status words (8 bytes per tile of the
  // smallest tile) and tile counter, cleared before every launch.
  CUdeviceptr dstat, dcount;
  CK(cuMemAlloc(&dstat, 8 * (nmax / min_tile + 1)));
  CK(cuMemAlloc(&dcount, 4));
  for (int lg = SCAN_LOG_MIN; lg <= SCAN_LOG_MAX; ++lg) {
    const size_t n = size_t(1) << lg;
    const double bytes = 2.0 * n * sizeof(T);
    std::vector<Var> vs;
    for (size_t k = 0; k < mods.size(); ++k) {
      const ScanCfg &c = SCAN_CFGS[k];
      unsigned tiles = (unsigned)((n + c.wg * c.items - 1) / (c.wg * c.items));
      CUfunction f1 = fn(mods[k], "tile_reduce"),
                 f2 = fn(mods[k], "scan_totals"), f3 = fn(mods[k], "tile_scan");
      Var v;
      v.name = "wgc_" + std::to_string(c.wg) + "x" + std::to_string(c.items);
      v.f = f3;
      v.block = c.wg;
      v.bytes = bytes;
      unsigned long long nn = n;
      unsigned count = tiles;
      int wg = c.wg;
      v.run = [=]() mutable {
        void *a1[] = {&din, &dtot, &nn}, *a2[] = {&dtot, &count},
             *a3[] = {&din, &dout, &dtot, &nn};
        CK(cuLaunchKernel(f1, tiles, 1, 1, wg, 1, 1, 0, 0, a1, 0));
        CK(cuLaunchKernel(f2, 1, 1, 1, wg, 1, 1, 0, 0, a2, 0));
        CK(cuLaunchKernel(f3, tiles, 1, 1, wg, 1, 1, 0, 0, a3, 0));
      };
      vs.push_back(v);
    }
    for (size_t k = 0; k < singles.size(); ++k)
      vs.push_back(one_pass_var("single", fn(singles[k], "scan_single"),
                                SCAN_CFGS[k], n, bytes, dstat, dcount));
    for (size_t k = 0; k < lookbacks.size(); ++k) {
      const LookbackCfg &l = LOOKBACK_CFGS[k];
      std::string kind = std::string("lookback") + (*l.opt ? "_" : "") + l.opt;
      vs.push_back(one_pass_var(kind.c_str(), fn(lookbacks[k], "scan_lookback"),
                                l.c, n, bytes, dstat, dcount));
    }
    for (const ScanCfg &c : SCAN_CFGS)
      vs.push_back(
          cub3_any<T>(c.wg, c.items, n, (const void *)din, (void *)dout));
    Var d;
    d.name = "cub_device";
    d.bytes = bytes;
    d.run = [=]() {
      size_t tb = temp_bytes;
      CKR(cub::DeviceScan::ExclusiveSum(temp, tb, (const T *)din, (T *)dout,
                                        (int)n));
    };
    vs.push_back(d);
    vs.push_back(memcpy_var(n * sizeof(T)));
    for (auto &v : vs) {
      run_once<T>(v, n);
      std::string what =
          std::string("scan ") + tn + " n 2^" + std::to_string(lg);
      if (v.name == "memcpy")
        check_copy(what.c_str(), v.name.c_str(), in, out, n);
      else
        check_scan(what.c_str(), v.name.c_str(), in, out, n, n);
    }
    time_vars("scan", tn, "exclusive_add", 0, 0, n, vs);
  }
  for (CUmodule m : mods)
    CK(cuModuleUnload(m));
  for (CUmodule m : singles)
    CK(cuModuleUnload(m));
  for (CUmodule m : lookbacks)
    CK(cuModuleUnload(m));
  CK(cuMemFree(dstat));
  CK(cuMemFree(dcount));
  CKR(cudaFree(temp));
}

// ---- driver --------------------------------------------------------------

static void init(const char *outdir, size_t elems) {
  CUdevice dev;
  CUcontext ctx;
  CK(cuInit(0));
  CK(cuDeviceGet(&dev, 0));
  CK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CK(cuCtxSetCurrent(ctx));
  CKR(cudaSetDevice(0)); // the runtime shares the primary context
  char name[256];
  int drv, nsm, clk;
  CK(cuDeviceGetName(name, sizeof name, dev));
  CK(cuDriverGetVersion(&drv));
  CK(cuDeviceGetAttribute(&nsm, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  CK(cuDeviceGetAttribute(&clk, CU_DEVICE_ATTRIBUTE_CLOCK_RATE, dev));
  printf("device %s, driver API %d, %d SMs, %d MHz\n", name, drv, nsm,
         clk / 1000);
  std::string p = std::string(outdir) + "/bench.csv";
  csv = fopen(p.c_str(), "w");
  if (!csv) {
    perror(p.c_str());
    exit(1);
  }
  fprintf(csv, "# device %s, driver API %d, %d SMs\n", name, drv, nsm);
  fprintf(csv, "bench,type,func,wg,ipt,n,variant,median_ms,p10_ms,p90_ms,"
               "gbps,regs,smem,occ_blocks\n");
  cap = elems;
  CK(cuMemAlloc(&din, cap * 4));
  CK(cuMemAlloc(&dout, cap * 4));
  CK(cuMemAlloc(&dtot, (cap / 1024 + 1) * 4));
  CK(cuMemAllocHost(&hin, cap * 4));
  CK(cuMemAllocHost(&hout, cap * 4));
  CK(cuMemAlloc(&dreset, L2_RESET_BYTES));
  CK(cuMemsetD8(dreset, 0, L2_RESET_BYTES));
  CKR(cudaMalloc(&dsink, sizeof *dsink));
}

// The checkers accept a correct output and reject one changed element.
template <class T> static int selftest_type(const char *tn) {
  const size_t n = 1 << 16, tile = 1024;
  std::vector<T> in(n), scan(n), sums(n / tile);
  gen(in.data(), n, 7);
  for (size_t g = 0; g < n / tile; ++g) {
    T s = 0; // pairwise halves, an order unlike the reference's
    for (size_t h = 0; h < 2; ++h) {
      T part = 0;
      for (size_t i = 0; i < tile / 2; ++i)
        part += in[g * tile + h * tile / 2 + i];
      s += part;
    }
    sums[g] = s;
    T e = 0;
    for (size_t i = 0; i < tile; ++i) {
      scan[g * tile + i] = e;
      e += in[g * tile + i];
    }
  }
  int f0 = fails, bad = 0;
  bad |= check_sums("selftest", tn, in.data(), sums.data(), n / tile, tile);
  bad |= check_scan("selftest", tn, in.data(), scan.data(), n, tile);
  bad |= check_copy("selftest", tn, in.data(), in.data(), n);
  bool good = fails == f0;
  sums[5] += T(1);
  scan[n - 1] += T(1);
  std::vector<T> copy(in);
  copy[77] += T(1);
  printf("selftest: expect 3 CHECK FAILED lines for %s\n", tn);
  int caught =
      check_sums("selftest", tn, in.data(), sums.data(), n / tile, tile) +
      check_scan("selftest", tn, in.data(), scan.data(), n, tile) +
      check_copy("selftest", tn, in.data(), copy.data(), n);
  fails = f0;
  printf("selftest %s: correct outputs %s, corrupted outputs %d of 3 caught\n",
         tn, good ? "accepted" : "REJECTED", caught);
  return good && caught == 3 && !bad ? 0 : 1;
}

int main(int argc, char **argv) {
  if (argc == 2 && !strcmp(argv[1], "--selftest")) {
    int bad = selftest_type<int>("int") + selftest_type<float>("float");
    printf("selftest: %s\n", bad ? "FAILED" : "passed");
    return bad ? 1 : 0;
  }
  if (argc != 4 || (strcmp(argv[1], "tile") && strcmp(argv[1], "scan"))) {
    fprintf(stderr, "usage: %s tile|scan MODDIR OUTDIR\n       %s --selftest\n",
            argv[0], argv[0]);
    return 2;
  }
  bool tile = !strcmp(argv[1], "tile");
  init(argv[3], tile ? TILE_N : size_t(1) << SCAN_LOG_MAX);
  if (tile) {
    tile_type<int>("int", argv[2], 0x6763);
    tile_type<float>("float", argv[2], 0x6764);
  } else {
    scan_type<int>("int", argv[2], 0x6765);
    scan_type<float>("float", argv[2], 0x6766);
  }
  fclose(csv);
  printf("checks: %d failures\n", fails);
  return fails ? 1 : 0;
}
