// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: host references of every kernel, and the output comparison. */
#include "bench.h"

#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Float sums are exact while every partial sum's magnitude stays below
 * 2^24 ulps of the data's step 2^-7 (2^17; double 2^46): the sum of a
 * tile's magnitudes bounds each partial sum, so check that bound. */
static void exact_or_die(double mag, int t) {
  if (mag >= (t == T_FLOAT ? 131072.0 : 70368744177664.0)) {
    fprintf(stderr, "reference: %s sums not exact by construction (%g)\n",
            bench_types[t].name, mag);
    exit(1);
  }
}

/* min and max of floats as wgc and OpenCL's fmin/fmax: a NaN operand is
 * ignored and -0.0 orders below +0.0. */
#define FLOAT_MINMAX(T, N)                                                     \
  static T min_##N(T a, T b) {                                                 \
    if (a != a)                                                                \
      return b;                                                                \
    if (b != b)                                                                \
      return a;                                                                \
    if (a == b)                                                                \
      return signbit(a) ? a : b;                                               \
    return b < a ? b : a;                                                      \
  }                                                                            \
  static T max_##N(T a, T b) {                                                 \
    if (a != a)                                                                \
      return b;                                                                \
    if (b != b)                                                                \
      return a;                                                                \
    if (a == b)                                                                \
      return signbit(a) ? b : a;                                               \
    return b > a ? b : a;                                                      \
  }
#define INT_MINMAX(T, N)                                                       \
  static T min_##N(T a, T b) { return b < a ? b : a; }                         \
  static T max_##N(T a, T b) { return b > a ? b : a; }

/* REF(T, N, U, TID, LO, HI): the references for type T (U: the type its
 * add and multiply wrap in; LO/HI: the identities of max and min). */
#define REF(T, N, U, TID, LO, HI)                                              \
  static T add_##N(T a, T b) { return (T)((U)a + (U)b); }                      \
  static T mul_##N(T a, T b) { return (T)((U)a * (U)b); }                      \
  static T op_##N(int op, T a, T b) {                                          \
    return op == OP_ADD   ? add_##N(a, b)                                      \
           : op == OP_MIN ? min_##N(a, b)                                      \
                          : max_##N(a, b);                                     \
  }                                                                            \
  static T id_##N(int op) {                                                    \
    return op == OP_ADD ? (T)0 : op == OP_MIN ? HI : LO;                       \
  }                                                                            \
  static double mag_##N(const T *x, size_t n) {                                \
    double m = 0;                                                              \
    for (size_t i = 0; i < n; ++i)                                             \
      m += fabs((double)x[i]);                                                 \
    return m;                                                                  \
  }                                                                            \
  /* One collective F over a group's values v into w. */                       \
  static void coll_##N(int form, int op, const T *v, T *w, size_t wg) {        \
    T acc = id_##N(op);                                                        \
    if (bench_types[TID].is_float && op == OP_ADD)                             \
      exact_or_die(mag_##N(v, wg), TID);                                       \
    for (size_t i = 0; i < wg; ++i) {                                          \
      T next = op_##N(op, acc, v[i]);                                          \
      w[i] = form == F_SCAN_EXCL ? acc : next;                                 \
      acc = next;                                                              \
    }                                                                          \
    if (form == F_REDUCE)                                                      \
      for (size_t i = 0; i < wg; ++i)                                          \
        w[i] = acc;                                                            \
  }                                                                            \
  static size_t ref_##N(const struct cell *c, int role, const T *in, T *out,   \
                        unsigned r, T s) {                                     \
    size_t groups = cell_groups(c), n = cell_in_elems(c), wg = c->wg;          \
    size_t tile = n / groups;                                                  \
    if (role == ROLE_COPY) {                                                   \
      memcpy(out, in, n * sizeof(T));                                          \
      return n;                                                                \
    }                                                                          \
    if (c->kernel == 1 && role == ROLE_FLOOR) {                                \
      memcpy(out, in, n * sizeof(T));                                          \
      for (size_t g = 0; g < groups; ++g)                                      \
        for (unsigned k = 0; k < r; ++k) {                                     \
          T *v = out + g * wg;                                                 \
          for (size_t i = 0; i < wg / 2; ++i) {                                \
            T t = v[i];                                                        \
            v[i] = v[wg - 1 - i];                                              \
            v[wg - 1 - i] = t;                                                 \
          }                                                                    \
          for (size_t i = 0; i < wg; ++i)                                      \
            v[i] = mul_##N(v[i], s);                                           \
        }                                                                      \
      return n;                                                                \
    }                                                                          \
    if (c->kernel == 1) {                                                      \
      /* A reduce's next call takes its scaled total at item 0 and the         \
       * input elsewhere; a scan's, its scaled results. */                     \
      T *w = malloc(wg * sizeof(T)), *v = malloc(wg * sizeof(T));              \
      memcpy(out, in, n * sizeof(T));                                          \
      for (size_t g = 0; g < groups; ++g) {                                    \
        T *a = out + g * wg;                                                   \
        memcpy(v, a, wg * sizeof(T));                                          \
        for (unsigned k = 0; k < r; ++k) {                                     \
          coll_##N(c->form, c->op, v, w, wg);                                  \
          for (size_t i = 0; i < wg; ++i)                                      \
            a[i] = mul_##N(w[i], s);                                           \
          if (c->form == F_REDUCE)                                             \
            v[0] = a[0];                                                       \
          else                                                                 \
            memcpy(v, a, wg * sizeof(T));                                      \
        }                                                                      \
      }                                                                        \
      free(w);                                                                 \
      free(v);                                                                 \
      return n;                                                                \
    }                                                                          \
    for (size_t g = 0; g < groups; ++g) {                                      \
      const T *x = in + g * tile;                                              \
      if (bench_types[TID].is_float && (c->kernel == 3 || c->op == OP_ADD))    \
        exact_or_die(mag_##N(x, tile), TID);                                   \
      if (c->kernel == 2 && role == ROLE_FLOOR) {                              \
        T acc = x[wg - 1];                                                     \
        for (size_t j = 1; j < (size_t)c->ipt; ++j)                            \
          acc = op_##N(c->op, acc, x[j * wg + wg - 1]);                        \
        out[g] = acc;                                                          \
      } else if (c->kernel == 3 && role == ROLE_FLOOR) {                       \
        size_t ipt = c->ipt;                                                   \
        for (size_t l = 0; l < wg; ++l) {                                      \
          T acc = 0;                                                           \
          for (size_t j = 0; l > 0 && j < ipt; ++j)                            \
            acc = add_##N(acc, x[(l - 1) * ipt + j]);                          \
          for (size_t j = 0; j < ipt; ++j) {                                   \
            out[g * tile + l * ipt + j] = acc;                                 \
            acc = add_##N(acc, x[l * ipt + j]);                                \
          }                                                                    \
        }                                                                      \
      } else if (c->kernel == 2) {                                             \
        T acc = id_##N(c->op);                                                 \
        for (size_t i = 0; i < tile; ++i)                                      \
          acc = op_##N(c->op, acc, x[i]);                                      \
        out[g] = acc;                                                          \
      } else {                                                                 \
        T acc = 0;                                                             \
        for (size_t i = 0; i < tile; ++i) {                                    \
          out[g * tile + i] = acc;                                             \
          acc = add_##N(acc, x[i]);                                            \
        }                                                                      \
      }                                                                        \
    }                                                                          \
    return c->kernel == 2 ? groups : n;                                        \
  }

INT_MINMAX(int32_t, int)
INT_MINMAX(int64_t, long)
FLOAT_MINMAX(float, float)
FLOAT_MINMAX(double, double)
REF(int32_t, int, uint32_t, T_INT, INT32_MIN, INT32_MAX)
REF(int64_t, long, uint64_t, T_LONG, INT64_MIN, INT64_MAX)
REF(float, float, float, T_FLOAT, -INFINITY, INFINITY)
REF(double, double, double, T_DOUBLE, -INFINITY, INFINITY)

size_t reference(const struct cell *c, int role, const void *in, void *out,
                 unsigned r, const void *s) {
  switch (c->type) {
  case T_INT:
    return ref_int(c, role, in, out, r, *(const int32_t *)s);
  case T_LONG:
    return ref_long(c, role, in, out, r, *(const int64_t *)s);
  case T_FLOAT:
    return ref_float(c, role, in, out, r, *(const float *)s);
  default:
    return ref_double(c, role, in, out, r, *(const double *)s);
  }
}

/* s = 1/wg for floating-point add, so values stay near the group mean (a
 * power of two: exact); 1 otherwise. */
void k1_factor(const struct cell *c, void *s) {
  double f = c->op == OP_ADD ? 1.0 / c->wg : 1.0;
  switch (c->type) {
  case T_INT:
    *(int32_t *)s = 1;
    break;
  case T_LONG:
    *(int64_t *)s = 1;
    break;
  case T_FLOAT:
    *(float *)s = (float)f;
    break;
  default:
    *(double *)s = f;
  }
}

static int same(int t, const char *a, const char *b) {
  if (!memcmp(a, b, bench_types[t].size))
    return 1;
  if (t == T_FLOAT)
    return *(const float *)a == *(const float *)b;
  if (t == T_DOUBLE)
    return *(const double *)a == *(const double *)b;
  return 0;
}

size_t compare(int t, const void *got, const void *want, size_t n,
               size_t *first) {
  size_t bad = 0, sz = bench_types[t].size;
  for (size_t i = 0; i < n; ++i)
    if (!same(t, (const char *)got + i * sz, (const char *)want + i * sz) &&
        !bad++)
      *first = i;
  return bad;
}

void format_elem(int t, const void *buf, size_t i, char *out, size_t len) {
  switch (t) {
  case T_INT:
    snprintf(out, len, "%" PRId32, ((const int32_t *)buf)[i]);
    break;
  case T_LONG:
    snprintf(out, len, "%" PRId64, ((const int64_t *)buf)[i]);
    break;
  case T_FLOAT:
    snprintf(out, len, "%.9g", ((const float *)buf)[i]);
    break;
  default:
    snprintf(out, len, "%.17g", ((const double *)buf)[i]);
  }
}
