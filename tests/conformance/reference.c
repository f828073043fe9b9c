/* Independent host reference of the work-group collectives: serial, in exact
 * or extended arithmetic, with the error bound of any summation order. */
#include "reference.h"

#include <math.h>

/* The running result over a prefix of the work-group's items. */
struct acc {
  const struct elem_type *t;
  enum op op;
  int exact_add;
  size_t count;
  uint64_t ibits; /* integer result */
  uint64_t best;  /* fp min/max: the winning input's bits */
  int has_best;   /* fp min/max: a non-NaN input was seen */
  uint64_t first; /* the first input's bits */
  long double sum, abs_sum;
  int nan, pinf, ninf, nonzero, all_negative_zero;
};

static uint64_t type_mask(const struct elem_type *t) {
  return t->size == 8 ? ~0ull : (1ull << (t->size * 8)) - 1;
}

static uint64_t int_identity(const struct elem_type *t, enum op op) {
  uint64_t mask = type_mask(t), sign = 1ull << (t->size * 8 - 1);
  if (op == OP_ADD)
    return 0;
  if (t->kind == KIND_SINT)
    return op == OP_MIN ? mask >> 1 : sign;
  return op == OP_MIN ? mask : 0;
}

static uint64_t identity(const struct elem_type *t, enum op op) {
  if (t->kind != KIND_FP)
    return int_identity(t, op);
  return op == OP_ADD ? 0 : fp_inf(t, op == OP_MAX);
}

static void acc_init(struct acc *a, const struct elem_type *t, enum op op,
                     int exact_add) {
  *a = (struct acc){.t = t,
                    .op = op,
                    .exact_add = exact_add,
                    .ibits = int_identity(t, op),
                    .all_negative_zero = 1};
}

static int int_less(const struct elem_type *t, uint64_t a, uint64_t b) {
  return t->kind == KIND_SINT ? get_sint(t, a) < get_sint(t, b) : a < b;
}

/* The documented float rule: NaN ignored, -0.0 below +0.0. */
static uint64_t fp_pick(const struct elem_type *t, enum op op, uint64_t a,
                        uint64_t b) {
  long double x = fp_value(t, a), y = fp_value(t, b);
  if (x == y)
    return op == OP_MIN ? (a | b) : (a & b);
  return (op == OP_MIN) == (x < y) ? a : b;
}

static void acc_add(struct acc *a, uint64_t x) {
  const struct elem_type *t = a->t;
  if (a->count++ == 0)
    a->first = x;
  if (t->kind != KIND_FP) {
    if (a->op == OP_ADD)
      a->ibits = (a->ibits + x) & type_mask(t);
    else if (int_less(t, x, a->ibits) == (a->op == OP_MIN) && x != a->ibits)
      a->ibits = x;
    return;
  }
  long double v = fp_value(t, x);
  if (a->op != OP_ADD) {
    if (isnan(v))
      return;
    a->best = a->has_best ? fp_pick(t, a->op, a->best, x) : x;
    a->has_best = 1;
    return;
  }
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

static struct expect exactly(uint64_t bits) {
  return (struct expect){.exact = 1, .bits = bits};
}

static struct expect acc_expect(const struct acc *a) {
  const struct elem_type *t = a->t;
  if (a->count == 0)
    return exactly(identity(t, a->op));
  if (t->kind != KIND_FP)
    return exactly(a->ibits);
  if (a->op != OP_ADD)
    return exactly(a->has_best ? a->best : fp_bits(t, NAN));
  if (a->nan || (a->pinf && a->ninf))
    return exactly(fp_bits(t, NAN));
  if (a->pinf || a->ninf)
    return exactly(fp_inf(t, a->ninf));
  if (a->count == 1)
    return exactly(a->first);
  if (!a->nonzero)
    return exactly(a->all_negative_zero ? fp_sign_mask(t) : 0);
  if (a->exact_add)
    return exactly(fp_bits(t, a->sum));
  /* Any summation order of count terms errs by at most
   * (count - 1) * u * sum|x|, plus denormal flushes of the partials. */
  long double bound =
      (long double)(a->count - 1) * fp_unit_roundoff(t) * a->abs_sum +
      (long double)a->count * fp_denorm_min(t);
  return (struct expect){.exact = 0, .value = a->sum, .bound = bound};
}

void reference_group(const struct elem_type *t, enum op op, enum collective c,
                     int exact_add, const void *in, size_t n,
                     struct expect *out) {
  struct acc a;
  acc_init(&a, t, op, exact_add);
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
    if (t->kind == KIND_FP && fp_is_nan(t, e->bits))
      return fp_is_nan(t, got);
    return got == e->bits;
  }
  long double v = fp_value(t, got);
  return isfinite(v) && fabsl(v - e->value) <= e->bound;
}
