// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The NVIDIA benchmark hosts' shared part: types, sizes and repeat policy,
 * input data, the host reference and the output checks (host.c, cl_host.c). */
#ifndef WGC_BENCH_REF_H
#define WGC_BENCH_REF_H
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { TI, TU, TL, TUL, TF, TD, TH, NT };
enum { RED, INC, EXC };
static const char *tname[NT] = {"int",   "uint",   "long", "ulong",
                                "float", "double", "half"};
static const size_t tsz[NT] = {4, 4, 8, 8, 4, 8, 2};
/* Input seeds: a fixed, distinct LCG stream per type, so every run times the
 * same inputs. */
static const int tseed[NT] = {0, 3, 4, 5, 1, 2, 6};
static const int sizes[] = {64, 96, 128, 256, 512, 1000, 1024};
#define NSIZES 7
static const char *opn[3] = {"add", "min", "max"};
static const char *kindn[3] = {"reduce", "scan_inclusive", "scan_exclusive"};

#define WARM 3
#define REPS 60
#define K1_BLOCKS 2048
#define K1_R 128
#define CHECK_GROUPS 256

static void *hin, *hout;
static uint64_t *href; /* hin as the reference reads it, see ref_value */
static int quiet;      /* self-test: expected failures are not printed */

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int isint(int t) { return t <= TUL; }
static int issigned(int t) { return t == TI || t == TL; }

/* IEEE binary16 to binary32, exact for every input. */
static float h2f(uint16_t h) {
  uint32_t s = (uint32_t)(h & 0x8000) << 16, e = h >> 10 & 31, m = h & 0x3ff;
  uint32_t x = s;
  if (e == 31)
    x |= 0x7f800000 | m << 13;
  else if (e)
    x |= (e + 112) << 23 | m << 13;
  else if (m)
    return s ? -ldexpf((float)m, -24) : ldexpf((float)m, -24);
  float f;
  memcpy(&f, &x, 4);
  return f;
}

/* binary32 to binary16, rounding to nearest even; NaNs stay NaNs. */
static uint16_t f2h(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint16_t s = x >> 16 & 0x8000;
  uint32_t a = x & 0x7fffffff;
  if (a > 0x7f800000) {
    uint16_t m = a >> 13 & 0x3ff;
    return s | 0x7c00 | (m ? m : 0x200);
  }
  if (a >= 0x47800000)
    return s | 0x7c00;
  if (a < 0x38800000)
    return s | (uint16_t)lrintf(fabsf(f) * 0x1p24f);
  uint32_t h = (a >> 13) - (112u << 10), rem = a & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
    ++h;
  return s | (uint16_t)h;
}

/* Sign- or zero-extends the low bits of x as the integer type t. */
static uint64_t inorm(int t, uint64_t x) {
  if (tsz[t] == 8)
    return x;
  return issigned(t) ? (uint64_t)(int64_t)(int32_t)(uint32_t)x : (uint32_t)x;
}

/* The largest (hi) or smallest value of integer type t. */
static uint64_t ilimit(int t, int hi) {
  uint64_t umax = tsz[t] == 8 ? UINT64_MAX : UINT32_MAX;
  if (hi)
    return issigned(t) ? umax >> 1 : umax;
  return issigned(t) ? inorm(t, (umax >> 1) + 1) : 0;
}

static uint64_t iapply(int t, int op, uint64_t a, uint64_t b) {
  if (op == 0)
    return inorm(t, a + b);
  int lt = issigned(t) ? (int64_t)b < (int64_t)a : b < a;
  return (op == 1) == lt ? b : a;
}

static double fapply(int op, double a, double b) {
  if (op == 0)
    return a + b;
  if (op == 1)
    return b < a ? b : a;
  return b > a ? b : a;
}

/* Element i of an array of type t, as raw bits (zero-extended). */
static uint64_t getraw(int t, const void *p, size_t i) {
  if (tsz[t] == 2)
    return ((const uint16_t *)p)[i];
  if (tsz[t] == 4)
    return ((const uint32_t *)p)[i];
  return ((const uint64_t *)p)[i];
}

static void putraw(int t, void *p, size_t i, uint64_t x) {
  if (tsz[t] == 2)
    ((uint16_t *)p)[i] = (uint16_t)x;
  else if (tsz[t] == 4)
    ((uint32_t *)p)[i] = (uint32_t)x;
  else
    ((uint64_t *)p)[i] = x;
}

/* Floating-point bits of type t as a double. */
static double tof(int t, uint64_t x) {
  if (t == TH)
    return h2f((uint16_t)x);
  if (t == TF) {
    float f;
    uint32_t u = (uint32_t)x;
    memcpy(&f, &u, 4);
    return f;
  }
  double d;
  memcpy(&d, &x, 8);
  return d;
}

/*
 * The bits of v as type t: integers truncated, floating point rounded (half
 * through float). Scalar kernel arguments are set up by this one function.
 */
static uint64_t fromf(int t, double v) {
  uint64_t x = 0;
  if (isint(t))
    return inorm(t, (uint64_t)(int64_t)v);
  if (t == TH)
    return f2h((float)v);
  if (t == TF) {
    float f = (float)v;
    memcpy(&x, &f, 4);
    return x;
  }
  memcpy(&x, &v, 8);
  return x;
}

/* Reference state: integers exactly (wrapping), floating point in double. */
typedef struct {
  uint64_t i;
  double f, mag; /* value, sum of magnitudes */
} Acc;

static Acc acc_ident(int t, int op) {
  Acc a = {0, 0, 0};
  if (op != 0 && isint(t))
    a.i = ilimit(t, op == 1);
  else if (op != 0)
    a.f = op == 1 ? INFINITY : -INFINITY;
  return a;
}

/* Integers sign- or zero-extended, floating point as the bits of a double. */
static uint64_t ref_value(int t, uint64_t x) {
  if (isint(t))
    return inorm(t, x);
  double d = tof(t, x);
  memcpy(&x, &d, 8);
  return x;
}

static long ref_gen; /* bumped by ref_input: drops cached group totals */

static void ref_input(int t, size_t n) {
  ++ref_gen;
  for (size_t i = 0; i < n; ++i)
    href[i] = ref_value(t, getraw(t, hin, i));
}

/* Combines r, a ref_value, into the reference. */
static void acc_add(Acc *a, int t, int op, uint64_t r) {
  if (isint(t)) {
    a->i = iapply(t, op, a->i, r);
    return;
  }
  double v;
  memcpy(&v, &r, 8);
  a->f = fapply(op, a->f, v);
  a->mag += fabs(v);
}

/*
 * float and double: within eps of the sum of magnitudes. half: within one
 * half ulp; its add data make every partial sum exact in any order, so only
 * the final `* s` rounds.
 */
static int close_enough(int t, double got, double want, double mag) {
  if (got == want)
    return 1;
  if (t == TH)
    return fabs(got - want) <= ldexp(fabs(want), -10) + 0x1p-24;
  double eps = t == TF ? 1e-5 : 1e-13;
  return fabs(got - want) <= eps * (mag + 1.0);
}

static int acc_ok(const Acc *a, int t, uint64_t s, uint64_t got) {
  if (isint(t))
    return inorm(t, got) == inorm(t, a->i * inorm(t, s));
  double sf = tof(t, s);
  return close_enough(t, tof(t, got), a->f * sf, a->mag * fabs(sf));
}

static int fails;
static int report(const char *what, const char *v, size_t i, const char *msg) {
  if (!quiet && fails < 20)
    fprintf(stderr, "CHECK FAILED %s %s at %zu: %s\n", what, v, i, msg);
  ++fails;
  return 1;
}

static int report_value(const char *what, const char *v, int t, size_t o,
                        const Acc *a, uint64_t s, uint64_t got) {
  char msg[128];
  if (isint(t) && issigned(t))
    snprintf(msg, sizeof msg, "got %" PRId64 " want %" PRId64,
             (int64_t)inorm(t, got), (int64_t)inorm(t, a->i * inorm(t, s)));
  else if (isint(t))
    snprintf(msg, sizeof msg, "got %" PRIu64 " want %" PRIu64, inorm(t, got),
             inorm(t, a->i * inorm(t, s)));
  else
    snprintf(msg, sizeof msg, "got %.17g want %.17g", tof(t, got),
             a->f * tof(t, s));
  return report(what, v, o, msg);
}

/* Reduction of group g (g = 0, 1, ... in order), kept for the next variant. */
static Acc group_total(int t, int op, size_t g, size_t len) {
  static Acc tot[CHECK_GROUPS];
  static size_t done;
  static long key[4];
  long k[4] = {ref_gen, (long)(uintptr_t)href, t * 3 + op, (long)len};
  if (memcmp(k, key, sizeof k)) {
    memcpy(key, k, sizeof k);
    done = 0;
  }
  for (; done <= g; ++done) {
    tot[done] = acc_ident(t, op);
    for (size_t i = 0; i < len; ++i)
      acc_add(&tot[done], t, op, href[done * len + i]);
  }
  return tot[g];
}

/*
 * Checks groups of len consecutive inputs: kind RED compares out[g] (olen 1)
 * or out[g*len .. +olen) with the group's reduction times s, INC and EXC the
 * element-wise scans times s.
 */
static int check_groups(const char *what, const char *v, int t, int op,
                        int kind, size_t groups, size_t len, size_t olen,
                        uint64_t s) {
  int bad = 0;
  for (size_t g = 0; g < groups && !bad; ++g) {
    const size_t b = g * len;
    Acc acc = acc_ident(t, op);
    Acc total = kind == RED ? group_total(t, op, g, len) : acc;
    for (size_t i = 0; i < olen; ++i) {
      Acc ref = acc;
      if (kind != RED)
        acc_add(&acc, t, op, href[b + i]);
      if (kind == INC)
        ref = acc;
      else if (kind == RED)
        ref = total;
      ref.mag = kind == RED ? total.mag : acc.mag;
      size_t o = kind == RED && olen == 1 ? g : b + i;
      uint64_t got = getraw(t, hout, o);
      if (!acc_ok(&ref, t, s, got))
        bad = report_value(what, v, t, o, &ref, s, got);
    }
  }
  return bad;
}

static uint64_t lcg(uint64_t *x) {
  *x = *x * 6364136223846793005ull + 1442695040888963407ull;
  return *x;
}

/*
 * Input element: integers full-range, float and double in [0, 1) as in runs
 * 1-3. half, class 0 (add): multiples of 0.5 in [-1, 1], so every partial
 * sum of a checked tile (at most 16384 items) stays an exact half far below
 * 1024; class 1 (min/max): multiples of 1/16 in (-128, 128).
 */
static uint64_t input_value(int t, int cls, uint64_t *x) {
  uint64_t a = lcg(x);
  uint32_t r = (uint32_t)(a >> 33);
  if (t == TI || t == TU)
    return a >> 32;
  if (t == TL || t == TUL)
    return (a >> 32) << 32 | lcg(x) >> 32;
  if (t == TF)
    return fromf(t, (float)(r % 1024) / 1024.0f);
  if (t == TD)
    return fromf(t, (double)(r % 1048576) / 1048576.0);
  if (cls == 0)
    return fromf(t, ((int)(r % 5) - 2) * 0.5);
  return fromf(t, ((int)(r % 4095) - 2047) / 16.0);
}

static void gen_input(int t, int cls, size_t n) {
  uint64_t x = 0x6763 + tseed[t];
  for (size_t i = 0; i < n; ++i)
    putraw(t, hin, i, input_value(t, cls, &x));
}

/* The data class of op for type t: only half has two. */
static int data_class(int t, int op) { return t == TH && op != 0; }

static int cmpf(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return (x > y) - (x < y);
}

/* K1's scale factor s: 1/wg for floating-point adds, keeping values bounded. */
static uint64_t k1_scale(int t, int op, int wg) {
  return fromf(t, op == 0 && !isint(t) ? 1.0 / wg : 1.0);
}

/* Checks K1's output in hout (CHECK_GROUPS groups of wg) for variant v: the
 * collective times s, and each reduction broadcast to its whole group. */
static void check_k1(const char *v, int t, int op, int kind, int wg,
                     uint64_t s) {
  size_t n = (size_t)CHECK_GROUPS * wg;
  check_groups("k1", v, t, op, kind, CHECK_GROUPS, wg, wg, s);
  for (size_t j = 0; kind == RED && j < n; ++j)
    if (memcmp((char *)hout + j * tsz[t], (char *)hout + (j - j % wg) * tsz[t],
               tsz[t])) {
      report("k1 broadcast", v, j, "differs in its work-group");
      break;
    }
}

/* bench.csv's header line; the rows are write_row's (host.c). */
#define CSV_HEADER                                                             \
  "kernel,type,func,wg,ipt,variant,median_ms,p10_ms,p90_ms,metric,unit,"       \
  "regs,smem,occ_blocks,occ_frac\n"

#endif
