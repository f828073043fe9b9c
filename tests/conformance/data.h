/* Seeded random inputs, full-range and edge values, per work-group. */
#ifndef WGC_TEST_DATA_H
#define WGC_TEST_DATA_H

#include "types.h"

enum data_mode {
  MODE_FULL,    /* uniform random bits: full-range integers, any float */
  MODE_EDGE,    /* a quarter edge values: limits, +-0, +-inf, NaN, denormals */
  MODE_EXACT,   /* small integer-valued floats: every partial sum is exact */
  MODE_REAL,    /* finite floats of mixed magnitude and sign */
  MODE_SPECIAL, /* REAL or EXACT plus +-0, denormals and, per work-group,
                   one of: nothing, NaN, +inf, -inf, +inf and -inf */
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

#endif
