/* Independent host reference of the work-group collectives. */
#ifndef WGC_TEST_REFERENCE_H
#define WGC_TEST_REFERENCE_H

#include "types.h"

enum op { OP_ADD, OP_MIN, OP_MAX };
enum collective { REDUCE, SCAN_INCLUSIVE, SCAN_EXCLUSIVE };

/* What one output element must be. */
struct expect {
  int exact;         /* compare bits (any NaN matches any NaN) */
  uint64_t bits;     /* when exact */
  long double value; /* otherwise |got - value| <= bound, got finite */
  long double bound;
};

/*
 * Expectations for one work-group of n items. exact_add: the data keeps
 * every partial sum exactly representable (integer-valued floats), so a
 * floating-point sum must match the exact sum bit for bit.
 */
void reference_group(const struct elem_type *t, enum op op, enum collective c,
                     int exact_add, const void *in, size_t n,
                     struct expect *out);

/* 1 if got satisfies e. */
int expect_ok(const struct elem_type *t, const struct expect *e, uint64_t got);

#endif
