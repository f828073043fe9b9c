// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Seeded random inputs, full-range and edge values, per work-group. */
#ifndef WGC_TEST_DATA_H
#define WGC_TEST_DATA_H

#include "reference.h"
#include "types.h"

enum data_mode {
  MODE_FULL,    /* uniform random bits: full-range integers, any float */
  MODE_EDGE,    /* a quarter edge values: limits, +-0, +-inf, NaN, denormals */
  MODE_EXACT,   /* small integer-valued floats: every partial sum is exact */
  MODE_REAL,    /* finite floats of mixed magnitude and sign */
  MODE_SPECIAL, /* REAL or EXACT plus +-0, denormals and, per work-group,
                   one of: nothing, NaN, +inf, -inf, +inf and -inf */
  /* For products: no order overflows or underflows a partial product. */
  MODE_POW2,        /* +-1, +-2, +-0.5: every partial product is exact */
  MODE_NEAR_ONE,    /* +-2^e, |e| <= a budget / items: real products */
  MODE_SPECIAL_MUL, /* POW2 plus, per work-group, 0-2 zeros and one of:
                       nothing, NaN, +inf, -inf, +inf and -inf */
  MODE_ODD,         /* full-range odd integers: products never reach 0 */
  /* Predicates (int): 0 for false, full-range non-zero values for true. */
  MODE_PRED_NONE,        /* every item false */
  MODE_PRED_ONE,         /* one item true */
  MODE_PRED_ALL_BUT_ONE, /* one item false */
  MODE_PRED_ALL,         /* every item true */
  MODE_PRED_RANDOM,      /* each item true with probability 1/2 */
};

const char *data_mode_name(enum data_mode m);

struct rng {
  uint64_t s[4];
};
void rng_seed(struct rng *r, uint64_t seed);
uint64_t rng_next(struct rng *r);
uint64_t rng_below(struct rng *r, uint64_t n);

/* Fills group_size items of one work-group; fresh values on every call. */
void fill_group(const struct elem_type *t, enum data_mode m, struct rng *r,
                void *buf, size_t group_size);

/* 1 if mode m keeps every partial result of a floating-point op exact. */
int exact_data(const struct elem_type *t, enum op op, enum data_mode m);

/* 1 if the reference predicts op's result on data of mode m: always for
 * integers and for the operators other than add and mul; for
 * floating-point sums of arbitrary bits and products of anything but the
 * product data, which overflow or underflow in ways that depend on the
 * order, never. */
int data_checks_op(const struct elem_type *t, enum op op, enum data_mode m);

/* Stores the data modes of floating-point type t's sums (if sums: exact,
 * real, special values) and products (if products: powers of two, near
 * one, special values) at modes; returns their count (at most 6). */
int data_fp_modes(const struct elem_type *t, int sums, int products,
                  enum data_mode *modes);

#endif
