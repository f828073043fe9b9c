// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Independent host reference of the work-group collectives. */
#ifndef WGC_TEST_REFERENCE_H
#define WGC_TEST_REFERENCE_H

#include "types.h"

/* The operator of a reduction or scan. The logical ones take and give int
 * (0 or 1); OP_NONE goes with BROADCAST, ANY and ALL. */
enum op {
  OP_ADD,
  OP_MIN,
  OP_MAX,
  OP_MUL,
  OP_AND,
  OP_OR,
  OP_XOR,
  OP_LAND,
  OP_LOR,
  OP_LXOR,
  OP_NONE
};
enum collective { REDUCE, SCAN_INCLUSIVE, SCAN_EXCLUSIVE, BROADCAST, ANY, ALL };

/* 1 if OpenCL C has collective c with op for type t: mul, add, min, max for
 * every type, and/or/xor for the integer types, the logical operators and
 * work_group_any/all for int only, broadcast for every type. */
int collective_exists(const struct elem_type *t, enum op op, enum collective c);

/* What one output element must be. */
struct expect {
  int exact;         /* compare bits (any NaN matches any NaN) */
  int truth;         /* with exact: compare only zero against non-zero */
  uint64_t bits;     /* when exact */
  long double value; /* otherwise |got - value| <= bound, got finite */
  long double bound;
};

/*
 * Expectations for one work-group of n items. exact: the data keeps every
 * partial result of a floating-point add or mul exactly representable, in
 * any order, so the result must match the exact one bit for bit. src: the
 * local linear id BROADCAST reads.
 */
void reference_group(const struct elem_type *t, enum op op, enum collective c,
                     int exact, size_t src, const void *in, size_t n,
                     struct expect *out);

/* 1 if got satisfies e. */
int expect_ok(const struct elem_type *t, const struct expect *e, uint64_t got);

#endif
