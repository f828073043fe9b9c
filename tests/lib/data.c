// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Seeded random inputs, full-range and edge values, per work-group. */
#include "data.h"

#include <math.h>

const char *data_mode_name(enum data_mode m) {
  static const char *names[] = {"full",      "edge",        "exact",
                                "real",      "special",     "pow2",
                                "near-one",  "special-mul", "odd",
                                "pred-none", "pred-one",    "pred-all-but-one",
                                "pred-all",  "pred-random"};
  return names[m];
}

static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void rng_seed(struct rng *r, uint64_t seed) {
  for (int i = 0; i < 4; ++i)
    r->s[i] = splitmix(&seed);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* xoshiro256** */
uint64_t rng_next(struct rng *r) {
  uint64_t *s = r->s;
  uint64_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

uint64_t rng_below(struct rng *r, uint64_t n) { return rng_next(r) % n; }

static uint64_t int_edge(const struct elem_type *t, struct rng *r) {
  uint64_t top = 1ull << (t->size * 8 - 1);
  uint64_t mask = t->size == 8 ? ~0ull : (top << 1) - 1;
  const uint64_t edges[] = {0, 1, mask, top, top - 1, top + 1, mask - 1};
  return edges[rng_below(r, sizeof edges / sizeof edges[0])];
}

static uint64_t fp_edge(const struct elem_type *t, struct rng *r) {
  int frac_bits = t->size == 2 ? 10 : t->size == 4 ? 23 : 52;
  uint64_t sign = fp_sign_mask(t), inf = fp_inf(t, 0);
  uint64_t min_normal = 1ull << frac_bits, max_finite = inf - 1;
  uint64_t qnan = inf | (min_normal >> 1);
  const uint64_t edges[] = {0,
                            sign,
                            inf,
                            inf | sign,
                            qnan,
                            qnan | sign,
                            1,
                            1 | sign,
                            min_normal - 1,
                            min_normal,
                            max_finite,
                            max_finite | sign,
                            fp_bits(t, 1.0L),
                            fp_bits(t, -1.0L)};
  return edges[rng_below(r, sizeof edges / sizeof edges[0])];
}

static uint64_t random_bits(const struct elem_type *t, struct rng *r) {
  uint64_t x = rng_next(r);
  return t->size == 8 ? x : x & ((1ull << (t->size * 8)) - 1);
}

static uint64_t exact_value(const struct elem_type *t, struct rng *r) {
  /* Half keeps integers exact only up to 2048: use -1..1 there. */
  int64_t range = t->size == 2 ? 1 : 1000;
  if (rng_below(r, 20) == 0)
    return fp_sign_mask(t); /* -0.0 */
  return fp_bits(t,
                 (long double)((int64_t)rng_below(r, 2 * range + 1) - range));
}

static uint64_t real_value(const struct elem_type *t, struct rng *r) {
  long double m = 1 + (long double)(rng_next(r) >> 11) * 0x1p-53L;
  int e = (int)rng_below(r, 21) - 10;
  return fp_bits(t, (rng_next(r) & 1 ? -1 : 1) * ldexpl(m, e));
}

static uint64_t special_sprinkle(const struct elem_type *t, struct rng *r,
                                 uint64_t v) {
  switch (rng_below(r, 16)) {
  case 0:
    return 0;
  case 1:
    return fp_sign_mask(t);
  case 2:
    return 1; /* smallest denormal */
  case 3:
    return fp_sign_mask(t) | 3;
  default:
    return v;
  }
}

/* One kind of non-finite value per work-group, at random positions. */
static void sprinkle_nonfinite(const struct elem_type *t, struct rng *r,
                               void *buf, size_t n) {
  switch (rng_below(r, 5)) {
  case 1:
    set_bits(t, buf, rng_below(r, n), fp_bits(t, NAN));
    break;
  case 2:
    set_bits(t, buf, rng_below(r, n), fp_inf(t, 0));
    break;
  case 3:
    set_bits(t, buf, rng_below(r, n), fp_inf(t, 1));
    break;
  case 4:
    set_bits(t, buf, rng_below(r, n), fp_inf(t, 0));
    set_bits(t, buf, rng_below(r, n), fp_inf(t, 1));
    break;
  }
}

static size_t min_size(size_t a, size_t b) { return a < b ? a : b; }

/* +-1 with at most as many +-2 (+-0.5) as the type has normal exponents
 * above (below) 1, so the product of any subset is an exact normal number. */
static void fill_pow2(const struct elem_type *t, struct rng *r, void *buf,
                      size_t n) {
  size_t up = t->size == 2 ? 15 : t->size == 4 ? 127 : 1023;
  size_t down = up - 1;
  for (size_t i = 0; i < n; ++i)
    set_bits(t, buf, i, fp_bits(t, rng_next(r) & 1 ? -1.0L : 1.0L));
  size_t twos = rng_below(r, min_size(up, n) + 1);
  size_t halves = rng_below(r, min_size(down, n) + 1);
  for (size_t k = 0; k < twos + halves; ++k) {
    long double v = k < twos ? 2.0L : 0.5L;
    set_bits(t, buf, rng_below(r, n), fp_bits(t, rng_next(r) & 1 ? -v : v));
  }
}

/* +-2^e with |e| <= budget / n: any subset's product lies within 2^+-budget,
 * far from overflow and denormals. */
static void fill_near_one(const struct elem_type *t, struct rng *r, void *buf,
                          size_t n) {
  long double budget = t->size == 2 ? 6 : t->size == 4 ? 60 : 500;
  long double e_max = budget / (long double)n;
  for (size_t i = 0; i < n; ++i) {
    long double u = (long double)(rng_next(r) >> 11) * 0x1p-53L;
    long double v = exp2l((2 * u - 1) * e_max);
    set_bits(t, buf, i, fp_bits(t, rng_next(r) & 1 ? -v : v));
  }
}

static void fill_special_mul(const struct elem_type *t, struct rng *r,
                             void *buf, size_t n) {
  fill_pow2(t, r, buf, n);
  for (uint64_t zeros = rng_below(r, 3); zeros > 0; --zeros)
    set_bits(t, buf, rng_below(r, n), rng_next(r) & 1 ? fp_sign_mask(t) : 0);
  sprinkle_nonfinite(t, r, buf, n);
}

/* A true predicate: full-range non-zero, a quarter of them 1, -1, the sign
 * bit alone or 0x100 (zero in the low byte). */
static uint64_t pred_true(const struct elem_type *t, struct rng *r) {
  uint64_t top = 1ull << (t->size * 8 - 1);
  const uint64_t picks[] = {1, (top << 1) - 1, top, 0x100};
  uint64_t v = random_bits(t, r);
  if (rng_below(r, 4) == 0)
    v = picks[rng_below(r, 4)];
  return v ? v : 1;
}

static void fill_predicates(const struct elem_type *t, enum data_mode m,
                            struct rng *r, void *buf, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    int truth = m == MODE_PRED_ALL || m == MODE_PRED_ALL_BUT_ONE ||
                (m == MODE_PRED_RANDOM && (rng_next(r) & 1));
    set_bits(t, buf, i, truth ? pred_true(t, r) : 0);
  }
  if (m == MODE_PRED_ONE)
    set_bits(t, buf, rng_below(r, n), pred_true(t, r));
  if (m == MODE_PRED_ALL_BUT_ONE)
    set_bits(t, buf, rng_below(r, n), 0);
}

void fill_group(const struct elem_type *t, enum data_mode m, struct rng *r,
                void *buf, size_t n) {
  switch (m) {
  case MODE_POW2:
    fill_pow2(t, r, buf, n);
    return;
  case MODE_NEAR_ONE:
    fill_near_one(t, r, buf, n);
    return;
  case MODE_SPECIAL_MUL:
    fill_special_mul(t, r, buf, n);
    return;
  case MODE_ODD:
    for (size_t i = 0; i < n; ++i)
      set_bits(t, buf, i, random_bits(t, r) | 1);
    return;
  case MODE_PRED_NONE:
  case MODE_PRED_ONE:
  case MODE_PRED_ALL_BUT_ONE:
  case MODE_PRED_ALL:
  case MODE_PRED_RANDOM:
    fill_predicates(t, m, r, buf, n);
    return;
  default:
    break;
  }
  for (size_t i = 0; i < n; ++i) {
    uint64_t v;
    switch (m) {
    case MODE_FULL:
      v = random_bits(t, r);
      break;
    case MODE_EDGE:
      v = random_bits(t, r);
      if (rng_below(r, 4) == 0)
        v = t->kind == KIND_FP ? fp_edge(t, r) : int_edge(t, r);
      break;
    case MODE_EXACT:
      v = exact_value(t, r);
      break;
    case MODE_REAL:
      v = real_value(t, r);
      break;
    default:
      v = special_sprinkle(t, r,
                           t->size == 2 ? exact_value(t, r) : real_value(t, r));
    }
    set_bits(t, buf, i, v);
  }
  if (m == MODE_SPECIAL)
    sprinkle_nonfinite(t, r, buf, n);
}

int exact_data(const struct elem_type *t, enum op op, enum data_mode m) {
  int pow2 = m == MODE_POW2 || m == MODE_SPECIAL_MUL;
  if (op == OP_MUL)
    return pow2;
  /* Sums of +-1, +-2, +-0.5 over 8192 items are multiples of 0.5 below
   * 2^14: exact in float and double, not in half. */
  return op == OP_ADD && (m == MODE_EXACT || (pow2 && t->size > 2));
}

int data_checks_op(const struct elem_type *t, enum op op, enum data_mode m) {
  if (t->kind != KIND_FP)
    return 1;
  if (op == OP_ADD)
    return m != MODE_FULL && m != MODE_EDGE;
  if (op == OP_MUL)
    return m == MODE_POW2 || m == MODE_NEAR_ONE || m == MODE_SPECIAL_MUL;
  return 1;
}

int data_fp_modes(const struct elem_type *t, int sums, int products,
                  enum data_mode *modes) {
  int n = 0;
  if (sums) {
    modes[n++] = MODE_EXACT;
    if (t->size != 2)
      modes[n++] = MODE_REAL;
    modes[n++] = MODE_SPECIAL;
  }
  if (products) {
    modes[n++] = MODE_POW2;
    /* half's 11 bits bound no product of thousands of factors */
    if (t->size != 2)
      modes[n++] = MODE_NEAR_ONE;
    modes[n++] = MODE_SPECIAL_MUL;
  }
  return n;
}
