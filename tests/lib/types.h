// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The element types under test and raw access to their values: the seven
 * types of the work-group collectives, then the 8- and 16-bit integers of
 * the sub-group functions. */
#ifndef WGC_TEST_TYPES_H
#define WGC_TEST_TYPES_H

#include <stddef.h>
#include <stdint.h>

enum elem_kind { KIND_SINT, KIND_UINT, KIND_FP };

struct elem_type {
  const char *name; /* OpenCL C name */
  size_t size;      /* bytes */
  enum elem_kind kind;
};

extern const struct elem_type elem_types[];
extern const int n_elem_types;
const struct elem_type *find_elem_type(const char *name);

/* Raw bits of element i, zero-extended. */
uint64_t get_bits(const struct elem_type *t, const void *buf, size_t i);
void set_bits(const struct elem_type *t, void *buf, size_t i, uint64_t bits);
/* Integer value of element i (sign-extended for signed types). */
int64_t get_sint(const struct elem_type *t, uint64_t bits);
/* Exact value of a floating-point element as a long double. */
long double fp_value(const struct elem_type *t, uint64_t bits);
/* Bits of the value v rounded to the type (round to nearest even). */
uint64_t fp_bits(const struct elem_type *t, long double v);
int fp_is_nan(const struct elem_type *t, uint64_t bits);
/* Bits of +inf (sign 0) or -inf (sign 1). */
uint64_t fp_inf(const struct elem_type *t, int negative);
uint64_t fp_sign_mask(const struct elem_type *t);
/* Unit roundoff (2^-p) and smallest positive denormal of the type. */
long double fp_unit_roundoff(const struct elem_type *t);
long double fp_denorm_min(const struct elem_type *t);

#endif
