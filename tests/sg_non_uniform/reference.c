// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Serial host reference of the non-uniform sub-group functions. */
#include "reference.h"

#include "types.h"

#include <math.h>
#include <string.h>

static const struct nu_type types[] = {
    {"char", 1, NU_SINT},   {"uchar", 1, NU_UINT}, {"short", 2, NU_SINT},
    {"ushort", 2, NU_UINT}, {"int", 4, NU_SINT},   {"uint", 4, NU_UINT},
    {"long", 8, NU_SINT},   {"ulong", 8, NU_UINT}, {"float", 4, NU_FP},
    {"double", 8, NU_FP},   {"half", 2, NU_FP}};

const struct nu_type *nu_find_type(const char *name) {
  for (size_t i = 0; i < sizeof types / sizeof types[0]; ++i)
    if (!strcmp(types[i].name, name))
      return &types[i];
  return NULL;
}

static uint64_t mask_of(const struct nu_type *t) {
  return t->size == 8 ? ~0ull : (1ull << (t->size * 8)) - 1;
}

uint64_t nu_get(const struct nu_type *t, const void *buf, size_t i) {
  uint64_t v = 0;
  memcpy(&v, (const char *)buf + i * t->size, t->size);
  return v;
}

void nu_set(const struct nu_type *t, void *buf, size_t i, uint64_t bits) {
  memcpy((char *)buf + i * t->size, &bits, t->size);
}

static int64_t sint(const struct nu_type *t, uint64_t bits) {
  int shift = 64 - (int)t->size * 8;
  return (int64_t)(bits << shift) >> shift;
}

static const struct elem_type *fp_type(const struct nu_type *t) {
  return find_elem_type(t->name);
}

static double value(const struct nu_type *t, uint64_t bits) {
  return (double)fp_value(fp_type(t), bits);
}

int nu_is_nan(const struct nu_type *t, uint64_t bits) {
  return t->kind == NU_FP && isnan(value(t, bits));
}

uint64_t nu_from_double(const struct nu_type *t, double v) {
  return fp_bits(fp_type(t), v);
}

uint64_t nu_identity(const struct nu_type *t, enum nu_op op) {
  uint64_t m = mask_of(t), sign = 1ull << (t->size * 8 - 1);
  switch (op) {
  case OP_MUL:
    return t->kind == NU_FP ? nu_from_double(t, 1.0) : 1;
  case OP_MIN:
    if (t->kind == NU_FP)
      return fp_inf(fp_type(t), 0);
    return t->kind == NU_SINT ? m & ~sign : m;
  case OP_MAX:
    if (t->kind == NU_FP)
      return fp_inf(fp_type(t), 1);
    return t->kind == NU_SINT ? sign : 0;
  case OP_AND:
    return m;
  case OP_LAND:
    return 1;
  default:
    return 0;
  }
}

/* Sums and products in the type's own precision: float and double in C
 * (SSE arithmetic), half exactly in double then rounded once. */
static uint64_t fp_arith(const struct nu_type *t, int mul, uint64_t a,
                         uint64_t b) {
  if (t->size == 4) {
    float x, y, r;
    uint32_t ua = (uint32_t)a, ub = (uint32_t)b, ur;
    memcpy(&x, &ua, 4);
    memcpy(&y, &ub, 4);
    r = mul ? x * y : x + y;
    memcpy(&ur, &r, 4);
    return ur;
  }
  if (t->size == 8) {
    double x, y, r;
    uint64_t ur;
    memcpy(&x, &a, 8);
    memcpy(&y, &b, 8);
    r = mul ? x * y : x + y;
    memcpy(&ur, &r, 8);
    return ur;
  }
  double x = value(t, a), y = value(t, b);
  return nu_from_double(t, mul ? x * y : x + y);
}

/* min and max of floats: a NaN operand is ignored, -0.0 orders below +0.0
 * (equal operands: or-ing the bits gives min, and-ing gives max). */
static uint64_t fp_minmax(const struct nu_type *t, int max, uint64_t a,
                          uint64_t b) {
  double x = value(t, a), y = value(t, b);
  if (x == y)
    return max ? a & b : a | b;
  if (isnan(x))
    return b;
  if (isnan(y))
    return a;
  return (max ? y > x : y < x) ? b : a;
}

uint64_t nu_apply(const struct nu_type *t, enum nu_op op, uint64_t a,
                  uint64_t b) {
  uint64_t m = mask_of(t);
  if (t->kind == NU_FP) {
    if (op == OP_ADD || op == OP_MUL)
      return fp_arith(t, op == OP_MUL, a, b);
    return fp_minmax(t, op == OP_MAX, a, b);
  }
  int less = t->kind == NU_SINT ? sint(t, b) < sint(t, a) : b < a;
  switch (op) {
  case OP_ADD:
    return (a + b) & m;
  case OP_MUL:
    return (a * b) & m;
  case OP_MIN:
    return less ? b : a;
  case OP_MAX:
    return !less && a != b ? b : a;
  case OP_AND:
    return a & b;
  case OP_OR:
    return a | b;
  case OP_XOR:
    return a ^ b;
  case OP_LAND:
    return (a != 0) & (b != 0);
  case OP_LOR:
    return (a != 0) | (b != 0);
  case OP_LXOR:
    return (a != 0) ^ (b != 0);
  }
  return 0;
}

int nu_equal(const struct nu_type *t, uint64_t a, uint64_t b) {
  if (t->kind == NU_FP)
    return value(t, a) == value(t, b);
  return a == b;
}

int nu_same(const struct nu_type *t, uint64_t got, uint64_t want) {
  if (nu_is_nan(t, want))
    return nu_is_nan(t, got);
  return got == want;
}
