// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The element types under test and raw access to their values. */
#include "types.h"

#include <float.h>
#include <math.h>
#include <string.h>

const struct elem_type elem_types[] = {
    {"int", 4, KIND_SINT},   {"uint", 4, KIND_UINT},   {"long", 8, KIND_SINT},
    {"ulong", 8, KIND_UINT}, {"float", 4, KIND_FP},    {"double", 8, KIND_FP},
    {"half", 2, KIND_FP},    {"char", 1, KIND_SINT},   {"uchar", 1, KIND_UINT},
    {"short", 2, KIND_SINT}, {"ushort", 2, KIND_UINT},
};
const int n_elem_types = sizeof(elem_types) / sizeof(elem_types[0]);

const struct elem_type *find_elem_type(const char *name) {
  for (int i = 0; i < n_elem_types; ++i)
    if (!strcmp(elem_types[i].name, name))
      return &elem_types[i];
  return NULL;
}

uint64_t get_bits(const struct elem_type *t, const void *buf, size_t i) {
  const unsigned char *p = (const unsigned char *)buf + i * t->size;
  uint16_t h;
  uint32_t w;
  uint64_t d;
  switch (t->size) {
  case 1:
    return *p;
  case 2:
    memcpy(&h, p, 2);
    return h;
  case 4:
    memcpy(&w, p, 4);
    return w;
  default:
    memcpy(&d, p, 8);
    return d;
  }
}

void set_bits(const struct elem_type *t, void *buf, size_t i, uint64_t bits) {
  unsigned char *p = (unsigned char *)buf + i * t->size;
  uint16_t h = (uint16_t)bits;
  uint32_t w = (uint32_t)bits;
  switch (t->size) {
  case 1:
    *p = (unsigned char)bits;
    break;
  case 2:
    memcpy(p, &h, 2);
    break;
  case 4:
    memcpy(p, &w, 4);
    break;
  default:
    memcpy(p, &bits, 8);
  }
}

int64_t get_sint(const struct elem_type *t, uint64_t bits) {
  int shift = 64 - 8 * (int)t->size;
  return (int64_t)(bits << shift) >> shift;
}

/* IEEE binary16: 1 sign, 5 exponent (bias 15), 10 fraction bits. */
static long double half_value(uint64_t bits) {
  int sign = (bits >> 15) & 1, exp = (bits >> 10) & 0x1f;
  int frac = bits & 0x3ff;
  long double v;
  if (exp == 0x1f)
    v = frac ? NAN : INFINITY;
  else if (exp == 0)
    v = ldexpl(frac, -24);
  else
    v = ldexpl(frac | 0x400, exp - 25);
  return sign ? -v : v;
}

static uint64_t half_bits(long double v) {
  uint64_t sign = signbit(v) ? 0x8000 : 0;
  long double a = fabsl(v);
  if (isnan(v))
    return 0x7e00;
  /* Round to a multiple of the spacing at a's binade, ties to even. */
  int e;
  frexpl(a, &e); /* a = m * 2^e, m in [0.5, 1) */
  int q = e - 11 < -24 ? -24 : e - 11;
  long double m = nearbyintl(ldexpl(a, -q)); /* FE_TONEAREST: ties even */
  long double r = ldexpl(m, q);
  if (a == 0)
    return sign;
  if (r >= 65520.0L || isinf(a))
    return sign | 0x7c00;
  if (r < ldexpl(1, -14))
    return sign | (uint64_t)ldexpl(r, 24);
  frexpl(r, &e);
  uint64_t frac = (uint64_t)ldexpl(r, 11 - e) & 0x3ff;
  return sign | ((uint64_t)(e + 14) << 10) | frac;
}

long double fp_value(const struct elem_type *t, uint64_t bits) {
  if (t->size == 2)
    return half_value(bits);
  if (t->size == 4) {
    float f;
    uint32_t w = (uint32_t)bits;
    memcpy(&f, &w, 4);
    return f;
  }
  double d;
  memcpy(&d, &bits, 8);
  return d;
}

uint64_t fp_bits(const struct elem_type *t, long double v) {
  if (t->size == 2)
    return half_bits(v);
  if (t->size == 4) {
    float f = (float)v;
    uint32_t w;
    memcpy(&w, &f, 4);
    return w;
  }
  double d = (double)v;
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

int fp_is_nan(const struct elem_type *t, uint64_t bits) {
  return isnan(fp_value(t, bits));
}

uint64_t fp_sign_mask(const struct elem_type *t) {
  return 1ull << (t->size * 8 - 1);
}

uint64_t fp_inf(const struct elem_type *t, int negative) {
  uint64_t inf = t->size == 2   ? 0x7c00
                 : t->size == 4 ? 0x7f800000u
                                : 0x7ff0000000000000ull;
  return negative ? inf | fp_sign_mask(t) : inf;
}

long double fp_unit_roundoff(const struct elem_type *t) {
  return ldexpl(1, t->size == 2 ? -11 : t->size == 4 ? -24 : -53);
}

long double fp_denorm_min(const struct elem_type *t) {
  return ldexpl(1, t->size == 2 ? -24 : t->size == 4 ? -149 : -1074);
}
