// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Independent host reference of the work-group collectives: serial, in exact
 * or extended arithmetic, with the error bound of any combination order. */
#include "reference.h"

#include <math.h>

/* The running result over a prefix of the work-group's items. */
struct acc {
  const struct elem_type *t;
  enum op op;
  int exact;
  size_t count;
  uint64_t ibits; /* integer result */
  uint64_t best;  /* fp min/max: the winning input's bits */
  int has_best;   /* fp min/max: a non-NaN input was seen */
  uint64_t first; /* the first input's bits */
  long double sum, abs_sum;
  int nan, pinf, ninf, nonzero, all_negative_zero;
  long double product; /* fp mul: of the finite non-zero inputs */
  size_t factors;      /* fp mul: how many those are */
  int zero, inf;       /* fp mul: a zero, an infinity was seen */
  int negative;        /* fp mul: odd count of negative inputs */
};

int collective_exists(const struct elem_type *t, enum op op,
                      enum collective c) {
  int is_int = t->kind == KIND_SINT && t->size == 4;
  switch (c) {
  case BROADCAST:
    return op == OP_NONE;
  case ANY:
  case ALL:
    return op == OP_NONE && is_int;
  default:
    break;
  }
  switch (op) {
  case OP_ADD:
  case OP_MIN:
  case OP_MAX:
  case OP_MUL:
    return 1;
  case OP_AND:
  case OP_OR:
  case OP_XOR:
    return t->kind != KIND_FP;
  case OP_LAND:
  case OP_LOR:
  case OP_LXOR:
    return is_int;
  default:
    return 0;
  }
}

static uint64_t type_mask(const struct elem_type *t) {
  return t->size == 8 ? ~0ull : (1ull << (t->size * 8)) - 1;
}

static uint64_t int_identity(const struct elem_type *t, enum op op) {
  uint64_t mask = type_mask(t), sign = 1ull << (t->size * 8 - 1);
  switch (op) {
  case OP_MUL:
  case OP_LAND:
    return 1;
  case OP_AND:
    return mask;
  case OP_MIN:
    return t->kind == KIND_SINT ? mask >> 1 : mask;
  case OP_MAX:
    return t->kind == KIND_SINT ? sign : 0;
  default: /* add, or, xor, logical or and xor */
    return 0;
  }
}

static uint64_t identity(const struct elem_type *t, enum op op) {
  if (t->kind != KIND_FP)
    return int_identity(t, op);
  if (op == OP_MUL)
    return fp_bits(t, 1.0L);
  return op == OP_ADD ? 0 : fp_inf(t, op == OP_MAX);
}

static void acc_init(struct acc *a, const struct elem_type *t, enum op op,
                     int exact) {
  *a = (struct acc){.t = t,
                    .op = op,
                    .exact = exact,
                    .ibits = int_identity(t, op),
                    .all_negative_zero = 1,
                    .product = 1};
}

static int int_less(const struct elem_type *t, uint64_t a, uint64_t b) {
  return t->kind == KIND_SINT ? get_sint(t, a) < get_sint(t, b) : a < b;
}

/* Integer operators; mul wraps modulo 2^bits (signed types: the same
 * bits), the logical ones give 0 or 1. */
static uint64_t int_combine(const struct elem_type *t, enum op op, uint64_t a,
                            uint64_t x) {
  switch (op) {
  case OP_ADD:
    return (a + x) & type_mask(t);
  case OP_MUL:
    return (a * x) & type_mask(t);
  case OP_AND:
    return a & x;
  case OP_OR:
    return a | x;
  case OP_XOR:
    return a ^ x;
  case OP_LAND:
    return a != 0 && x != 0;
  case OP_LOR:
    return a != 0 || x != 0;
  case OP_LXOR:
    return (a != 0) != (x != 0);
  default: /* min, max */
    return int_less(t, x, a) == (op == OP_MIN) && x != a ? x : a;
  }
}

/* The documented float rule: NaN ignored, -0.0 below +0.0. */
static uint64_t fp_pick(const struct elem_type *t, enum op op, uint64_t a,
                        uint64_t b) {
  long double x = fp_value(t, a), y = fp_value(t, b);
  if (x == y)
    return op == OP_MIN ? (a | b) : (a & b);
  return (op == OP_MIN) == (x < y) ? a : b;
}

static void acc_add_fp_sum(struct acc *a, long double v) {
  if (isnan(v))
    a->nan = 1;
  else if (isinf(v))
    *(v > 0 ? &a->pinf : &a->ninf) = 1;
  else {
    a->sum += v;
    a->abs_sum += fabsl(v);
  }
  if (v != 0 || isnan(v))
    a->nonzero = 1;
  if (!(v == 0 && signbit(v)))
    a->all_negative_zero = 0;
}

static void acc_add_fp_product(struct acc *a, long double v) {
  if (isnan(v)) {
    a->nan = 1;
    return;
  }
  a->negative ^= signbit(v) != 0;
  if (isinf(v))
    a->inf = 1;
  else if (v == 0)
    a->zero = 1;
  else {
    a->product *= fabsl(v);
    ++a->factors;
  }
}

static void acc_add(struct acc *a, uint64_t x) {
  const struct elem_type *t = a->t;
  if (a->count++ == 0)
    a->first = x;
  if (t->kind != KIND_FP) {
    a->ibits = int_combine(t, a->op, a->ibits, x);
    return;
  }
  long double v = fp_value(t, x);
  if (a->op == OP_ADD) {
    acc_add_fp_sum(a, v);
  } else if (a->op == OP_MUL) {
    acc_add_fp_product(a, v);
  } else if (!isnan(v)) {
    a->best = a->has_best ? fp_pick(t, a->op, a->best, x) : x;
    a->has_best = 1;
  }
}

static struct expect exactly(uint64_t bits) {
  return (struct expect){.exact = 1, .bits = bits};
}

static struct expect sum_expect(const struct acc *a) {
  const struct elem_type *t = a->t;
  if (a->nan || (a->pinf && a->ninf))
    return exactly(fp_bits(t, NAN));
  if (a->pinf || a->ninf)
    return exactly(fp_inf(t, a->ninf));
  if (a->count == 1)
    return exactly(a->first);
  if (!a->nonzero)
    return exactly(a->all_negative_zero ? fp_sign_mask(t) : 0);
  if (a->exact)
    return exactly(fp_bits(t, a->sum));
  /* Any summation order of count terms errs by at most
   * (count - 1) * u * sum|x|, plus denormal flushes of the partials. */
  long double bound =
      (long double)(a->count - 1) * fp_unit_roundoff(t) * a->abs_sum +
      (long double)a->count * fp_denorm_min(t);
  return (struct expect){.exact = 0, .value = a->sum, .bound = bound};
}

/*
 * What every combination order of a product agrees on: NaN if an input is
 * NaN or an infinity meets a zero (inf * 0, whichever partial products hold
 * them); else an infinity or a zero makes the result infinite or zero; the
 * sign is the parity of the input signs. That needs data whose finite
 * partial products never overflow or underflow in any order (data.c's
 * pow2, near-one and special-mul modes).
 */
static struct expect product_expect(const struct acc *a) {
  const struct elem_type *t = a->t;
  if (a->nan || (a->inf && a->zero))
    return exactly(fp_bits(t, NAN));
  if (a->inf)
    return exactly(fp_inf(t, a->negative));
  if (a->zero)
    return exactly(a->negative ? fp_sign_mask(t) : 0);
  if (a->count == 1)
    return exactly(a->first);
  long double p = a->negative ? -a->product : a->product;
  if (a->exact)
    return exactly(fp_bits(t, p));
  /* Each of the factors - 1 products rounds by at most u; the long double
   * product of the reference by 2^-63 each. */
  long double k = (long double)(a->factors - 1);
  long double rel =
      expm1l(k * log1pl(fp_unit_roundoff(t))) + (k + 1) * 0x1p-63L;
  return (struct expect){.exact = 0, .value = p, .bound = rel * fabsl(p)};
}

static struct expect acc_expect(const struct acc *a) {
  const struct elem_type *t = a->t;
  if (a->count == 0)
    return exactly(identity(t, a->op));
  if (t->kind != KIND_FP)
    return exactly(a->ibits);
  if (a->op == OP_ADD)
    return sum_expect(a);
  if (a->op == OP_MUL)
    return product_expect(a);
  return exactly(a->has_best ? a->best : fp_bits(t, NAN));
}

/* work_group_any/all: the truth value only (the specification promises a
 * non-zero result, not which); the reference writes 1 for true. */
static void vote_group(const struct elem_type *t, enum collective c,
                       const void *in, size_t n, struct expect *out) {
  int any = 0, all = 1;
  for (size_t i = 0; i < n; ++i) {
    int v = get_bits(t, in, i) != 0;
    any |= v;
    all &= v;
  }
  struct expect e = {.exact = 1, .truth = 1, .bits = c == ANY ? any : all};
  for (size_t i = 0; i < n; ++i)
    out[i] = e;
}

void reference_group(const struct elem_type *t, enum op op, enum collective c,
                     int exact, size_t src, const void *in, size_t n,
                     struct expect *out) {
  if (c == ANY || c == ALL) {
    vote_group(t, c, in, n, out);
    return;
  }
  if (c == BROADCAST) {
    for (size_t i = 0; i < n; ++i)
      out[i] = exactly(get_bits(t, in, src));
    return;
  }
  struct acc a;
  acc_init(&a, t, op, exact);
  for (size_t i = 0; i < n; ++i) {
    if (c == SCAN_EXCLUSIVE)
      out[i] = acc_expect(&a);
    acc_add(&a, get_bits(t, in, i));
    if (c == SCAN_INCLUSIVE)
      out[i] = acc_expect(&a);
  }
  if (c == REDUCE) {
    struct expect e = acc_expect(&a);
    for (size_t i = 0; i < n; ++i)
      out[i] = e;
  }
}

int expect_ok(const struct elem_type *t, const struct expect *e, uint64_t got) {
  if (e->exact) {
    if (e->truth)
      return (got != 0) == (e->bits != 0);
    if (t->kind == KIND_FP && fp_is_nan(t, e->bits))
      return fp_is_nan(t, got);
    return got == e->bits;
  }
  long double v = fp_value(t, got);
  return isfinite(v) && fabsl(v - e->value) <= e->bound;
}
