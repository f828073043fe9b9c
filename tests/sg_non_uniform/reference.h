// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Serial host reference of the non-uniform sub-group functions. */
#ifndef WGC_TEST_NU_REFERENCE_H
#define WGC_TEST_NU_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

enum nu_kind { NU_SINT, NU_UINT, NU_FP };

struct nu_type {
  const char *name; /* OpenCL C name */
  size_t size;      /* bytes */
  enum nu_kind kind;
};

enum nu_op {
  OP_ADD,
  OP_MUL,
  OP_MIN,
  OP_MAX,
  OP_AND,
  OP_OR,
  OP_XOR,
  OP_LAND,
  OP_LOR,
  OP_LXOR
};

const struct nu_type *nu_find_type(const char *name);
uint64_t nu_get(const struct nu_type *t, const void *buf, size_t i);
void nu_set(const struct nu_type *t, void *buf, size_t i, uint64_t bits);
/* The identity of op for t, and op(a, b), as bits of t. */
uint64_t nu_identity(const struct nu_type *t, enum nu_op op);
uint64_t nu_apply(const struct nu_type *t, enum nu_op op, uint64_t a,
                  uint64_t b);
/* a == b as OpenCL C compares values of t (NaN unequal, -0.0 == +0.0). */
int nu_equal(const struct nu_type *t, uint64_t a, uint64_t b);
/* got matches want: the same bits, or both NaN. */
int nu_same(const struct nu_type *t, uint64_t got, uint64_t want);
int nu_is_nan(const struct nu_type *t, uint64_t bits);
/* Bits of the double v rounded to floating-point type t. */
uint64_t nu_from_double(const struct nu_type *t, double v);

#endif
