// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: the checkers accept a right output and catch wrong ones. */
#include "bench.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int passes, fails;

static void expect(int ok, const char *what, const char *type) {
  if (ok) {
    passes++;
    return;
  }
  printf("selftest FAILED: %s (%s)\n", what, type);
  fails++;
}

/* *sum = *x + *y in type t (integers wrap). */
static void add_elem(int t, void *sum, const void *x, const void *y) {
  switch (t) {
  case T_INT:
    *(uint32_t *)sum = *(const uint32_t *)x + *(const uint32_t *)y;
    break;
  case T_LONG:
    *(uint64_t *)sum = *(const uint64_t *)x + *(const uint64_t *)y;
    break;
  case T_FLOAT:
    *(float *)sum = *(const float *)x + *(const float *)y;
    break;
  default:
    *(double *)sum = *(const double *)x + *(const double *)y;
  }
}

/* A reference output, then that output with element i's bits changed,
 * then the poisoned output, through compare. */
static void catches(int t, const void *want, size_t n, size_t i,
                    const char *what) {
  size_t sz = bench_types[t].size, first = 0;
  unsigned char *got = malloc(n * sz);
  memcpy(got, want, n * sz);
  expect(compare(t, got, want, n, &first) == 0, what, bench_types[t].name);
  got[i * sz + (bench_types[t].is_float ? sz - 2 : 0)] ^= 0x10;
  expect(compare(t, got, want, n, &first) == 1 && first == i, what,
         bench_types[t].name);
  memset(got, 0xff, n * sz);
  expect(compare(t, got, want, n, &first) == n, what, bench_types[t].name);
  free(got);
}

/* The float min/max references as OpenCL's fmin/fmax with -0.0 below
 * +0.0: tile 0 all NaN but one 2.0, tile 1 +0.0 and one -0.0 (bits). */
static void minmax_semantics(int t, unsigned char *in, unsigned char *out) {
  size_t tile = 64;
  double nan = NAN;
  for (size_t i = 0; i < 2 * tile; ++i) {
    double x = i < tile ? (i == 5 ? 2.0 : nan) : (i == tile + 9 ? -0.0 : 0.0);
    if (t == T_FLOAT)
      ((float *)in)[i] = (float)x;
    else
      ((double *)in)[i] = x;
  }
  for (int op = OP_MIN; op <= OP_MAX; ++op) {
    struct cell k2 = {2, t, 64, 1, op, 0};
    char s[8];
    k1_factor(&k2, s);
    reference(&k2, ROLE_WGC, in, out, 1, s);
    double got0 = t == T_FLOAT ? ((float *)out)[0] : ((double *)out)[0];
    double got1 = t == T_FLOAT ? ((float *)out)[1] : ((double *)out)[1];
    expect(got0 == 2.0, "float min/max ignore NaN", bench_types[t].name);
    expect(got1 == 0.0 && !signbit(got1) == (op == OP_MAX),
           "float min/max order -0.0 below +0.0", bench_types[t].name);
  }
}

/* The floor references (a collective's barrier and nothing else): K1's
 * floor called twice with s = 1 gives the input back, K2's with one item
 * each group's last input, K3's with one item each input's left neighbour
 * (0 first in a group). Returns the mismatches. */
static size_t floor_references(int t, const unsigned char *in,
                               unsigned char *out) {
  size_t sz = bench_types[t].size, bad = 0, f, n, wg = 64;
  unsigned char one[8], zero[8] = {0};
  k1_factor(&(struct cell){1, t, 1, 1, OP_MIN, 0}, one);
  n = reference(&(struct cell){1, t, 64, 1, OP_MIN, F_REDUCE}, ROLE_FLOOR, in,
                out, 2, one);
  bad += compare(t, out, in, n, &f);
  reference(&(struct cell){1, t, 64, 1, OP_MIN, F_REDUCE}, ROLE_FLOOR, in, out,
            1, one);
  bad += compare(t, out, in + (wg - 1) * sz, 1, &f);
  bad += compare(t, out + (wg - 1) * sz, in, 1, &f);
  struct cell k2 = {2, t, 64, 1, OP_ADD, 0};
  size_t groups = reference(&k2, ROLE_FLOOR, in, out, 1, one);
  for (size_t g = 0; g < groups; ++g)
    bad += compare(t, out + g * sz, in + (g * wg + wg - 1) * sz, 1, &f);
  n = reference(&(struct cell){3, t, 64, 1, OP_ADD, 0}, ROLE_FLOOR, in, out, 1,
                one);
  for (size_t g = 0; g < n / wg; ++g) {
    bad += compare(t, out + g * wg * sz, zero, 1, &f);
    bad += compare(t, out + (g * wg + 1) * sz, in + g * wg * sz, wg - 1, &f);
  }
  return bad;
}

int selftest(void) {
  size_t max = N_ELEMS * 8;
  unsigned char *in = malloc(max), *a = malloc(max), *b = malloc(max);
  for (int t = 0; t < N_TYPES; ++t) {
    size_t sz = bench_types[t].size;
    char s[8];
    fill_data(t, in, N_ELEMS, 12345 + t);
    struct cell k1 = {1, t, 64, 1, OP_ADD, F_SCAN_INCL};
    k1_factor(&k1, s);
    size_t n = reference(&k1, ROLE_WGC, in, a, 1, s);
    catches(t, a, n, n / 3, "K1 scan_inclusive_add");
    struct cell k2 = {2, t, 256, 4, OP_ADD, 0};
    struct cell k3 = {3, t, 256, 4, OP_ADD, 0};
    size_t groups = reference(&k2, ROLE_WGC, in, a, 1, s);
    catches(t, a, groups, groups - 1, "K2 reduce_add");
    n = reference(&k3, ROLE_WGC, in, b, 1, s);
    catches(t, b, n, 7, "K3 scan_exclusive_add");
    catches(t, in, N_ELEMS, N_ELEMS / 2, "copy");
    /* The references agree: each tile's scan starts at 0 and steps by its
     * inputs, and its reduce is the scan's last element plus the last
     * input. */
    size_t tile = n / groups, bad = 0;
    unsigned char *next = malloc(n * sz);
    for (size_t e = 0; e < n; ++e)
      add_elem(t, next + e * sz, b + e * sz, in + e * sz);
    for (size_t g = 0; g < groups; ++g) {
      size_t f, last = (g + 1) * tile - 1;
      unsigned char zero[8] = {0};
      bad += compare(t, b + g * tile * sz, zero, 1, &f);
      bad += compare(t, b + (g * tile + 1) * sz, next + g * tile * sz, tile - 1,
                     &f);
      bad += compare(t, a + g * sz, next + last * sz, 1, &f);
    }
    free(next);
    expect(bad == 0, "K3 scan steps by the inputs, K2 reduce = its end",
           bench_types[t].name);
    /* K1's inclusive scan with s = 1 is K3's exclusive scan of the same
     * groups (64 work-items, 1 item each) plus the input. */
    unsigned char one[8];
    struct cell k1one = {1, t, 64, 1, OP_ADD, F_SCAN_INCL};
    struct cell k3one = {3, t, 64, 1, OP_ADD, 0};
    k1_factor(&(struct cell){1, t, 1, 1, OP_MIN, 0}, one);
    n = reference(&k1one, ROLE_WGC, in, a, 1, one);
    reference(&k3one, ROLE_WGC, in, b, 1, one);
    bad = 0;
    for (size_t e = 0; e < n; ++e) {
      unsigned char want[8];
      size_t f;
      add_elem(t, want, b + e * sz, in + e * sz);
      bad += compare(t, a + e * sz, want, 1, &f);
    }
    expect(bad == 0, "K1 inclusive scan = K3 exclusive scan + input",
           bench_types[t].name);
    expect(floor_references(t, in, a) == 0,
           "floor references: K1 reverses, K2 takes the last, K3 shifts",
           bench_types[t].name);
    if (bench_types[t].is_float) {
      fill_data(t, in, N_ELEMS, 999);
      minmax_semantics(t, in, a);
    }
  }
  free(in);
  free(a);
  free(b);
  printf("selftest: %d passed, %d failed\n", passes, fails);
  return fails;
}
