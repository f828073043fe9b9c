// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-subgroups: runs the OpenCL sub-group functions of one type on an
 * OpenCL device and checks them against a host reference. */
#include "clhost.h"
#include "data.h"
#include "reference.h"

#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define POISON 0xA5
#define MAX_REPORTED 4
#define VECTOR_SLOTS 16

enum what {
  W_INFO,
  W_REDUCE,
  W_SCAN_INCLUSIVE,
  W_SCAN_EXCLUSIVE,
  W_CLUSTERED,
  W_BROADCAST,
  W_ANY,
  W_ALL,
  W_SHUFFLE,
  W_SHUFFLE_XOR,
  W_SHUFFLE_UP,
  W_SHUFFLE_DOWN,
  W_NEXT_LANE,
  W_OWN,
  W_BROADCAST_REVERSED,
  W_GROUP_SUM,
  W_EXCLUSIVE_SUM_LONG,
  W_GROUP_SCAN_MAX_UINT,
  W_ROTATE,
  W_ROTATE_BY_ARG,
  W_CLUSTERED_ROTATE
};
enum types { TYPES_ALL, TYPES_INTEGER, TYPES_INT };
enum plane_type { T, I };

struct sg_check {
  const char *kernel;
  enum types types;
  enum plane_type pt;
  int plane;
  enum what what;
  enum op op;
  int param;
};

static const struct sg_check checks[] = {
#define SG_CHECK(K, TYPES, PT, PLANE, WHAT, OP, PARAM)                         \
  {#K, TYPES_##TYPES, PT, PLANE, WHAT, OP, PARAM},
#include "cases.def"
#undef SG_CHECK
};
static const int n_checks = sizeof(checks) / sizeof(checks[0]);

/* The element types: those of the conformance harness and the 8- and
 * 16-bit integers, whose values this file computes itself. */
struct sg_type {
  const char *name;
  int size, is_signed, fp;
};
static const struct sg_type sg_types[] = {
    {"char", 1, 1, 0},   {"uchar", 1, 0, 0}, {"short", 2, 1, 0},
    {"ushort", 2, 0, 0}, {"int", 4, 1, 0},   {"uint", 4, 0, 0},
    {"long", 8, 1, 0},   {"ulong", 8, 0, 0}, {"float", 4, 1, 1},
    {"double", 8, 1, 1}, {"half", 2, 1, 1},
};

struct sg_shape {
  size_t local[3], groups[3];
  int subset; /* run without --full */
};
static const struct sg_shape sg_shapes[] = {
    {{1, 1, 1}, {3, 1, 1}, 0},    {{7, 1, 1}, {3, 1, 1}, 1},
    {{31, 1, 1}, {2, 1, 1}, 0},   {{32, 1, 1}, {3, 1, 1}, 0},
    {{33, 1, 1}, {3, 1, 1}, 1},   {{64, 1, 1}, {2, 1, 1}, 0},
    {{65, 1, 1}, {2, 1, 1}, 0},   {{100, 1, 1}, {2, 1, 1}, 1},
    {{255, 1, 1}, {2, 1, 1}, 0},  {{256, 1, 1}, {2, 1, 1}, 0},
    {{1000, 1, 1}, {2, 1, 1}, 0}, {{1024, 1, 1}, {2, 1, 1}, 1},
    {{4096, 1, 1}, {1, 1, 1}, 0}, {{8, 4, 1}, {2, 2, 1}, 0},
    {{13, 5, 1}, {2, 1, 1}, 1},   {{33, 3, 1}, {1, 2, 1}, 0},
    {{32, 32, 1}, {1, 1, 1}, 0},  {{4, 4, 4}, {2, 1, 2}, 0},
    {{5, 3, 7}, {1, 2, 1}, 1},    {{3, 5, 2}, {2, 2, 2}, 0},
    {{8, 8, 16}, {1, 1, 2}, 0},
};
static const int n_sg_shapes = sizeof(sg_shapes) / sizeof(sg_shapes[0]);

struct options {
  const char *program, *type, *target, *platform, *build_options;
  const char *kernels; /* comma-separated kernel names to run (all: NULL) */
  int width, full, verbose;
  uint64_t seed;
};

struct run {
  struct options o;
  struct cl_env env;
  cl_program program;
  const struct sg_type *t;
  const struct elem_type *et; /* the conformance harness's, for fp */
  int passed, failed, skipped;
};

/* One launch of a kernel on a shape with one data mode. */
struct launch {
  const char *kernel;
  int first, last; /* its rows of checks[] */
  const struct sg_shape *s;
  enum data_mode mode;
  uint64_t seed;
  size_t group_size, n_groups, n;
  int slots; /* T values per work-item in x and in each out plane */
  int t_planes, i_planes;
  cl_uint arg;
  unsigned char *x, *out, *out2;
  int *p, *iout;
};

static const char usage[] =
    "usage: wgc-subgroups --program FILE --type TYPE --width W\n"
    "         [--target NAME] [--platform SUBSTR] [--build-options STR]\n"
    "         [--seed N] [--kernels NAME,...] [--full] [-v]\n"
    "Runs the OpenCL sub-group functions of TYPE from the program binary\n"
    "FILE (SPIR bitcode linked with wgc, or PTX, built with the options\n"
    "given, '-x spir -spir-std=1.2' by default) on sub-groups of W lanes\n"
    "and checks them against a host reference; --kernels runs only the\n"
    "kernels named, --full every shape (default: a subset).\n"
    "Prints 'N passed, N failed' last.\n";

static int parse_options(int argc, char **argv, struct options *o) {
  memset(o, 0, sizeof(*o));
  o->target = "?";
  o->seed = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-v")) {
      o->verbose = 1;
      continue;
    }
    if (!strcmp(a, "--full")) {
      o->full = 1;
      continue;
    }
    if (!v) {
      fprintf(stderr, "%s: missing value or unknown option\n%s", a, usage);
      return 1;
    }
    ++i;
    if (!strcmp(a, "--program"))
      o->program = v;
    else if (!strcmp(a, "--type"))
      o->type = v;
    else if (!strcmp(a, "--width"))
      o->width = atoi(v);
    else if (!strcmp(a, "--target"))
      o->target = v;
    else if (!strcmp(a, "--platform"))
      o->platform = v;
    else if (!strcmp(a, "--build-options"))
      o->build_options = v;
    else if (!strcmp(a, "--kernels"))
      o->kernels = v;
    else if (!strcmp(a, "--seed"))
      o->seed = strtoull(v, NULL, 0);
    else {
      fprintf(stderr, "unknown option %s\n%s", a, usage);
      return 1;
    }
  }
  if (!o->program || !o->type || o->width <= 0) {
    fputs(usage, stderr);
    return 1;
  }
  if (!o->build_options)
    o->build_options = "-x spir -spir-std=1.2";
  return 0;
}

static int type_has(const struct sg_type *t, enum types types) {
  if (types == TYPES_INT)
    return !strcmp(t->name, "int");
  return types == TYPES_ALL || !t->fp;
}

/* --- Values of the element type, as their bits zero-extended. --- */

static uint64_t mask_of(const struct sg_type *t) {
  return t->size == 8 ? ~0ull : (1ull << (t->size * 8)) - 1;
}

static uint64_t load(const struct sg_type *t, const void *buf, size_t i) {
  uint64_t v = 0;
  memcpy(&v, (const unsigned char *)buf + i * t->size, t->size);
  return v;
}

static void store(const struct sg_type *t, void *buf, size_t i, uint64_t v) {
  memcpy((unsigned char *)buf + i * t->size, &v, t->size);
}

static int64_t as_signed(const struct sg_type *t, uint64_t v) {
  int shift = 64 - 8 * t->size;
  return (int64_t)(v << shift) >> shift;
}

/* a < b in the integer type t. */
static int int_less(const struct sg_type *t, uint64_t a, uint64_t b) {
  return t->is_signed ? as_signed(t, a) < as_signed(t, b) : a < b;
}

static uint64_t int_identity(const struct sg_type *t, enum op op) {
  uint64_t m = mask_of(t), top = m ^ (m >> 1);
  switch (op) {
  case OP_MIN:
    return t->is_signed ? m >> 1 : m;
  case OP_MAX:
    return t->is_signed ? top : 0;
  case OP_MUL:
    return 1;
  case OP_AND:
    return m;
  default:
    return 0;
  }
}

static uint64_t int_op(const struct sg_type *t, enum op op, uint64_t a,
                       uint64_t b) {
  switch (op) {
  case OP_ADD:
    return (a + b) & mask_of(t);
  case OP_MUL:
    return (a * b) & mask_of(t);
  case OP_MIN:
    return int_less(t, b, a) ? b : a;
  case OP_MAX:
    return int_less(t, a, b) ? b : a;
  case OP_AND:
    return a & b;
  case OP_OR:
    return a | b;
  default:
    return a ^ b;
  }
}

/* --- Inputs: seeded, fresh per launch and work-group. --- */

static void fill_integers(const struct sg_type *t, enum data_mode m,
                          struct rng *r, void *buf, size_t count) {
  uint64_t mask = mask_of(t), top = mask ^ (mask >> 1);
  const uint64_t edges[] = {0,       1,         mask,    top,
                            top - 1, mask >> 1, top + 1, (mask >> 1) - 1};
  for (size_t i = 0; i < count; ++i) {
    uint64_t v = rng_next(r) & mask;
    if (m == MODE_EDGE && rng_below(r, 2) == 0)
      v = edges[rng_below(r, sizeof edges / sizeof edges[0])] & mask;
    store(t, buf, i, v);
  }
}

/* Predicates: each sub-group all false, one true, all but one true, all
 * true or random; true is a random non-zero int. */
static void fill_predicates(struct rng *r, int *p, size_t group_size,
                            size_t width) {
  for (size_t base = 0; base < group_size; base += width) {
    size_t size = group_size - base < width ? group_size - base : width;
    int kind = (int)rng_below(r, 5);
    size_t odd = rng_below(r, size);
    for (size_t i = 0; i < size; ++i) {
      int truth = kind == 0   ? 0
                  : kind == 1 ? i == odd
                  : kind == 2 ? i != odd
                  : kind == 3 ? 1
                              : (int)rng_below(r, 2);
      int v = (int)(rng_next(r) >> 33);
      p[base + i] = truth ? (v ? v : 1) * (rng_below(r, 2) ? 1 : -1) : 0;
    }
  }
}

/* --- The checks. --- */

/* The data modes a kernel runs on. */
static int modes_of(const struct run *r, const struct launch *l,
                    enum data_mode *modes) {
  int n = 0, mul = 0, add = 0;
  for (int c = l->first; c <= l->last; ++c) {
    mul |= checks[c].op == OP_MUL;
    add |= checks[c].op == OP_ADD;
  }
  modes[n++] = MODE_FULL;
  modes[n++] = MODE_EDGE;
  if (r->t->fp && add) {
    modes[n++] = MODE_EXACT;
    if (r->t->size != 2)
      modes[n++] = MODE_REAL;
    modes[n++] = MODE_SPECIAL;
  }
  if (r->t->fp && mul) {
    modes[n++] = MODE_POW2;
    if (r->t->size != 2)
      modes[n++] = MODE_NEAR_ONE;
    modes[n++] = MODE_SPECIAL_MUL;
  }
  return n;
}

/* Whether a check is verified on data of mode m (tests/conformance/modes.c). */
static int applies(const struct run *r, const struct sg_check *ch,
                   enum data_mode m) {
  if (!type_has(r->t, ch->types))
    return 0;
  if (!r->t->fp || ch->pt == I)
    return 1;
  if (ch->op == OP_ADD)
    return m != MODE_FULL && m != MODE_EDGE;
  if (ch->op == OP_MUL)
    return m == MODE_POW2 || m == MODE_NEAR_ONE || m == MODE_SPECIAL_MUL;
  return 1;
}

static int sum_or_product(const struct run *r, const struct sg_check *ch) {
  return r->t->fp && ch->pt == T && (ch->op == OP_ADD || ch->op == OP_MUL);
}

/* Expectations for lanes [0, count) combining in[0..count) as `c` with
 * `op`; results at e[0..count). */
static void expect_range(const struct run *r, const struct launch *l,
                         enum op op, enum collective c, const void *in,
                         size_t count, struct expect *e) {
  const struct sg_type *t = r->t;
  if (t->fp) {
    reference_group(r->et, op, c, exact_data(r->et, op, l->mode), 0, in, count,
                    e);
    return;
  }
  uint64_t acc = int_identity(t, op);
  for (size_t i = 0; i < count; ++i) {
    uint64_t v = load(t, in, i);
    e[i].exact = 1;
    e[i].truth = 0;
    if (c == SCAN_EXCLUSIVE)
      e[i].bits = acc;
    acc = int_op(t, op, acc, v);
    if (c == SCAN_INCLUSIVE)
      e[i].bits = acc;
  }
  if (c == REDUCE)
    for (size_t i = 0; i < count; ++i)
      e[i].bits = acc;
}

/* a mod m in [0, m), whatever the sign of a. */
static size_t mod_floor(int64_t a, size_t m) {
  int64_t r = a % (int64_t)m;
  return (size_t)(r < 0 ? r + (int64_t)m : r);
}

/* The delta of k_clustered_rotate's clusters of c = 2^j lanes: the 8 bits
 * of arg from bit 4j, less 128. */
static int cluster_delta(uint32_t arg, size_t c) {
  int j = 0;
  while ((size_t)1 << j < c)
    ++j;
  return (int)((arg >> (4 * j)) & 0xffu) - 128;
}

static void exact_bits(struct expect *e, uint64_t bits) {
  e->exact = 1;
  e->truth = 0;
  e->bits = bits;
}

/* Integers and int planes compare bits; floating-point values as
 * tests/lib/reference.c says (any NaN matches any NaN). */
static int got_ok(const struct run *r, const struct sg_check *ch,
                  const struct expect *e, uint64_t got) {
  if (r->t->fp && ch->pt == T)
    return expect_ok(r->et, e, got);
  return got == e->bits;
}

static uint64_t logical_bits(enum op op, const int *p, size_t count) {
  int acc = op == OP_LAND;
  for (size_t i = 0; i < count; ++i) {
    int v = p[i] != 0;
    acc = op == OP_LAND ? acc && v : op == OP_LOR ? acc || v : acc ^ v;
  }
  return (uint64_t)(uint32_t)acc;
}

static void describe(const struct run *r, const struct launch *l) {
  const size_t *lo = l->s->local, *g = l->s->groups;
  fprintf(stderr,
          "FAIL %s %s %s local=%zux%zux%zu groups=%zux%zux%zu mode=%s "
          "arg=0x%x\n  (rerun: --seed 0x%016" PRIx64 " --kernels %s)\n",
          r->o.target, r->t->name, l->kernel, lo[0], lo[1], lo[2], g[0], g[1],
          g[2], data_mode_name(l->mode), l->arg, r->o.seed, l->kernel);
}

/*
 * The expectations of check ch for one work-group's items [0, size) at
 * e[0..size) (`valid` 0 where OpenCL leaves the result undefined), and in
 * `same` a group key: items with the same key must get the same bits.
 */
static void expect_group(const struct run *r, const struct launch *l,
                         const struct sg_check *ch, size_t g, struct expect *e,
                         char *valid, size_t *same) {
  const struct sg_type *t = r->t;
  size_t size = l->group_size, w = (size_t)r->o.width, base = g * size;
  const unsigned char *x = l->x + base * t->size * l->slots;
  const int *p = l->p + base;
  size_t max_size = size < w ? size : w;
  for (size_t i = 0; i < size; ++i) {
    valid[i] = 1;
    same[i] = i;
  }
  for (size_t b = 0; b < size; b += w) {
    size_t sg = b < size ? (size - b < w ? size - b : w) : 0;
    for (size_t lane = 0; lane < sg; ++lane) {
      size_t i = b + lane;
      uint32_t info[6] = {(uint32_t)sg,
                          (uint32_t)max_size,
                          (uint32_t)((size + w - 1) / w),
                          (uint32_t)((size + w - 1) / w),
                          (uint32_t)(b / w),
                          (uint32_t)lane};
      size_t src;
      switch (ch->what) {
      case W_INFO:
        exact_bits(&e[i], info[ch->param]);
        break;
      case W_BROADCAST:
        src = b + l->arg % sg;
        exact_bits(&e[i], 0);
        same[i] = src;
        break;
      case W_ANY:
      case W_ALL:
        exact_bits(&e[i], logical_bits(ch->what == W_ANY ? OP_LOR : OP_LAND,
                                       p + b, sg));
        break;
      case W_SHUFFLE:
        exact_bits(&e[i], load(t, x, b + (lane * 7 + l->arg) % sg));
        break;
      case W_SHUFFLE_XOR:
        src = lane ^ ((l->arg >> 8) % max_size);
        valid[i] = src < sg;
        exact_bits(&e[i], valid[i] ? load(t, x, b + src) : 0);
        break;
      case W_SHUFFLE_UP:
        valid[i] = lane >= (l->arg >> 16) % sg;
        exact_bits(&e[i], valid[i] ? load(t, x, i - (l->arg >> 16) % sg) : 0);
        break;
      case W_SHUFFLE_DOWN:
        valid[i] = lane + (l->arg >> 16) % sg < sg;
        exact_bits(&e[i], valid[i] ? load(t, x, i + (l->arg >> 16) % sg) : 0);
        break;
      case W_ROTATE:
      case W_ROTATE_BY_ARG: {
        /* Over get_max_sub_group_size() lanes (cl_khr_subgroup_rotate). */
        int64_t delta =
            ch->what == W_ROTATE ? ch->param : (int32_t)(uint32_t)l->arg;
        src = mod_floor((int64_t)lane + delta, max_size);
        valid[i] = src < sg;
        exact_bits(&e[i], valid[i] ? load(t, x, b + src) : 0);
        break;
      }
      case W_CLUSTERED_ROTATE: {
        size_t c = (size_t)ch->param, first = lane - lane % c;
        src = first +
              mod_floor((int64_t)(lane % c) + cluster_delta(l->arg, c), c);
        valid[i] = src < sg;
        exact_bits(&e[i], valid[i] ? load(t, x, b + src) : 0);
        break;
      }
      case W_NEXT_LANE:
        exact_bits(&e[i], load(t, x, b + (lane + 1) % sg));
        break;
      case W_OWN:
        exact_bits(&e[i], load(t, x, i));
        break;
      case W_BROADCAST_REVERSED:
        exact_bits(&e[i], load(t, x, size - 1 - b));
        break;
      case W_EXCLUSIVE_SUM_LONG: {
        int64_t sum = 0;
        for (size_t k = b; k < i; ++k)
          sum += p[k];
        exact_bits(&e[i], (uint32_t)(uint64_t)sum);
        break;
      }
      case W_GROUP_SUM: {
        uint32_t sum = 0;
        for (size_t k = 0; k < size; ++k)
          sum += (uint32_t)p[k];
        exact_bits(&e[i], sum);
        break;
      }
      case W_GROUP_SCAN_MAX_UINT: {
        uint32_t m = 0;
        for (size_t k = 0; k <= i; ++k)
          m = (uint32_t)p[k] > m ? (uint32_t)p[k] : m;
        exact_bits(&e[i], m);
        break;
      }
      default:
        break;
      }
    }
    /* Collectives over the sub-group, or over each cluster of it. */
    size_t cluster = ch->what == W_CLUSTERED ? (size_t)ch->param : sg;
    enum collective c = ch->what == W_SCAN_INCLUSIVE   ? SCAN_INCLUSIVE
                        : ch->what == W_SCAN_EXCLUSIVE ? SCAN_EXCLUSIVE
                                                       : REDUCE;
    if (ch->what != W_REDUCE && ch->what != W_SCAN_INCLUSIVE &&
        ch->what != W_SCAN_EXCLUSIVE && ch->what != W_CLUSTERED)
      continue;
    for (size_t cb = b; cb < b + sg; cb += cluster) {
      size_t count = b + sg - cb < cluster ? b + sg - cb : cluster;
      if (ch->pt == I) {
        for (size_t k = 0; k < count; ++k)
          exact_bits(&e[cb + k], logical_bits(ch->op, p + cb, count));
      } else {
        expect_range(r, l, ch->op, c, x + cb * t->size, count, e + cb);
      }
      if (c == REDUCE)
        for (size_t k = 0; k < count; ++k)
          same[cb + k] = cb;
    }
  }
}

/* Checks one output plane of every work-group; counts a pass or a fail. */
static void check_plane(struct run *r, const struct launch *l,
                        const struct sg_check *ch, size_t *reported) {
  const struct sg_type *t = r->t;
  size_t size = l->group_size;
  struct expect *e = malloc(size * sizeof(*e));
  char *valid = malloc(size);
  size_t *same = malloc(size * sizeof(*same));
  int vector = ch->what == W_BROADCAST && ch->param > 1;
  int elems = vector ? ch->param : 1;
  size_t bad = !e || !valid || !same;
  for (size_t g = 0; g < l->n_groups && !bad; ++g) {
    expect_group(r, l, ch, g, e, valid, same);
    for (size_t i = 0; i < size; ++i) {
      size_t item = g * size + i;
      for (int k = 0; k < elems; ++k) {
        uint64_t got, want_same = 0;
        int ok = 1;
        if (ch->pt == I) {
          got = (uint32_t)l->iout[ch->plane * l->n + item];
        } else {
          size_t at = (ch->plane * l->n + item) * l->slots + k;
          got = load(t, l->out, at);
          if (ch->what == W_BROADCAST) {
            /* the source lane's element k */
            exact_bits(&e[i],
                       load(t, l->x, (g * size + same[i]) * l->slots + k));
          } else if (same[i] != i) {
            want_same = load(
                t, l->out, (ch->plane * l->n + g * size + same[i]) * l->slots);
            ok = got == want_same;
          }
        }
        if (!valid[i] || (ok && got_ok(r, ch, &e[i], got)))
          continue;
        if (bad++ == 0 && *reported == 0)
          describe(r, l);
        if (*reported < MAX_REPORTED) {
          fprintf(stderr, "  %s plane %d item %zu (group %zu, local %zu",
                  ch->pt == I ? "int" : "T", ch->plane, item, g, i);
          if (elems > 1)
            fprintf(stderr, ", element %d", k);
          if (e[i].exact)
            fprintf(stderr, "): expected 0x%" PRIx64, e[i].bits);
          else
            fprintf(stderr, "): expected %.21Lg +- %.3Lg", e[i].value,
                    e[i].bound);
          fprintf(stderr, ", got 0x%" PRIx64 "%s\n", got,
                  ok ? "" : " (not the same bits as its sub-group's)");
          ++*reported;
        }
      }
    }
  }
  bad ? ++r->failed : ++r->passed;
  free(e);
  free(valid);
  free(same);
}

/* Poisons the outputs, runs the kernel and reads them back into out, iout. */
static int enqueue(struct run *r, cl_kernel kern, struct launch *l,
                   unsigned char *out, cl_mem *bufs) {
  size_t out_bytes = (size_t)l->t_planes * l->n * l->slots * r->t->size;
  size_t iout_bytes = (size_t)l->i_planes * l->n * sizeof(int);
  cl_uint n = (cl_uint)l->n;
  cl_int err = CL_SUCCESS;
  for (int a = 0; a < 4; ++a)
    err |= clSetKernelArg(kern, a, sizeof bufs[a], &bufs[a]);
  err |= clSetKernelArg(kern, 4, sizeof l->arg, &l->arg);
  err |= clSetKernelArg(kern, 5, sizeof n, &n);
  memset(out, POISON, out_bytes);
  memset(l->iout, POISON, iout_bytes);
  size_t global[3];
  cl_uint dims = 3;
  for (int d = 0; d < 3; ++d)
    global[d] = l->s->local[d] * l->s->groups[d];
  while (dims > 1 && l->s->local[dims - 1] == 1 && l->s->groups[dims - 1] == 1)
    --dims;
  if (err == CL_SUCCESS && out_bytes)
    err = clEnqueueWriteBuffer(r->env.queue, bufs[2], CL_TRUE, 0, out_bytes,
                               out, 0, NULL, NULL);
  if (err == CL_SUCCESS && iout_bytes)
    err = clEnqueueWriteBuffer(r->env.queue, bufs[3], CL_TRUE, 0, iout_bytes,
                               l->iout, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(r->env.queue, kern, dims, NULL, global,
                                 l->s->local, 0, NULL, NULL);
  if (err == CL_SUCCESS && out_bytes)
    err = clEnqueueReadBuffer(r->env.queue, bufs[2], CL_TRUE, 0, out_bytes, out,
                              0, NULL, NULL);
  if (err == CL_SUCCESS && iout_bytes)
    err = clEnqueueReadBuffer(r->env.queue, bufs[3], CL_TRUE, 0, iout_bytes,
                              l->iout, 0, NULL, NULL);
  if (err != CL_SUCCESS) {
    describe(r, l);
    fprintf(stderr, "  OpenCL error %d (%s)\n", err, cl_error_name(err));
  }
  return err != CL_SUCCESS;
}

static void run_launch(struct run *r, cl_kernel kern, struct launch *l) {
  const struct sg_type *t = r->t;
  size_t values = l->n * l->slots;
  struct rng rng;
  rng_seed(&rng, l->seed);
  l->arg = (cl_uint)rng_next(&rng);
  for (size_t g = 0; g < l->n_groups; ++g) {
    size_t count = l->group_size * l->slots;
    void *at = l->x + g * count * t->size;
    if (t->fp)
      fill_group(r->et, l->mode, &rng, at, count);
    else
      fill_integers(t, l->mode, &rng, at, count);
    fill_predicates(&rng, l->p + g * l->group_size, l->group_size,
                    (size_t)r->o.width);
  }
  size_t out_bytes = (size_t)l->t_planes * values * t->size;
  cl_int err;
  cl_mem bufs[4] = {
      clCreateBuffer(r->env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                     values * t->size, l->x, &err),
      clCreateBuffer(r->env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                     l->n * sizeof(int), l->p, &err),
      clCreateBuffer(r->env.context, CL_MEM_READ_WRITE,
                     out_bytes ? out_bytes : 1, NULL, &err),
      clCreateBuffer(r->env.context, CL_MEM_READ_WRITE,
                     l->i_planes ? l->i_planes * l->n * sizeof(int) : 1, NULL,
                     &err)};
  if (!bufs[0] || !bufs[1] || !bufs[2] || !bufs[3]) {
    describe(r, l);
    fprintf(stderr, "  cannot allocate buffers\n");
    ++r->failed;
  } else if (enqueue(r, kern, l, l->out, bufs)) {
    ++r->failed;
  } else {
    size_t reported = 0;
    int rerun = 0;
    /* The kernel calls clusters of up to 8 lanes always, larger ones up to
     * get_max_sub_group_size(). */
    size_t w = (size_t)r->o.width;
    size_t max_size = l->group_size < w ? l->group_size : w;
    for (int c = l->first; c <= l->last; ++c) {
      const struct sg_check *ch = &checks[c];
      if ((ch->what == W_CLUSTERED || ch->what == W_CLUSTERED_ROTATE) &&
          ch->param > 8 && (size_t)ch->param > max_size)
        continue;
      if (!applies(r, ch, l->mode))
        continue;
      check_plane(r, l, ch, &reported);
      rerun |= sum_or_product(r, ch);
    }
    /* Floating-point sums and products: the same bits on the same input. */
    if (rerun) {
      int same = !enqueue(r, kern, l, l->out2, bufs) &&
                 memcmp(l->out, l->out2, out_bytes) == 0;
      if (!same) {
        describe(r, l);
        fprintf(stderr, "  a second run on the same input gave other bits\n");
      }
      same ? ++r->passed : ++r->failed;
    }
  }
  for (int b = 0; b < 4; ++b)
    if (bufs[b])
      clReleaseMemObject(bufs[b]);
}

static const char *skip_reason(const struct run *r, cl_kernel kern,
                               const struct sg_shape *s) {
  size_t kernel_max = 0;
  clGetKernelWorkGroupInfo(kern, r->env.device, CL_KERNEL_WORK_GROUP_SIZE,
                           sizeof kernel_max, &kernel_max, NULL);
  size_t size = s->local[0] * s->local[1] * s->local[2];
  for (int d = 0; d < 3; ++d)
    if (s->local[d] > r->env.max_item_sizes[d])
      return "a dimension exceeds the device's maximum work-item size";
  if (size > r->env.max_wg_size)
    return "larger than the device's maximum work-group size";
  if (kernel_max && size > kernel_max)
    return "larger than the kernel's maximum work-group size";
  return NULL;
}

/* Whether --kernels names the kernel (or is absent). */
static int selected(const struct options *o, const char *name) {
  size_t len = strlen(name);
  for (const char *k = o->kernels; k;
       k = strchr(k, ',') ? strchr(k, ',') + 1 : NULL)
    if (!strncmp(k, name, len) && (k[len] == ',' || k[len] == 0))
      return 1;
  return !o->kernels;
}

/* Runs the kernel of rows [first, last] of checks[] on every shape. */
static void run_kernel(struct run *r, int first, int last) {
  const char *name = checks[first].kernel;
  int runs = 0;
  struct launch l = {.kernel = name, .first = first, .last = last, .slots = 1};
  for (int c = first; c <= last; ++c) {
    runs |= type_has(r->t, checks[c].types);
    int *planes = checks[c].pt == T ? &l.t_planes : &l.i_planes;
    *planes = checks[c].plane + 1 > *planes ? checks[c].plane + 1 : *planes;
    if (checks[c].what == W_BROADCAST && checks[c].param > 1)
      l.slots = VECTOR_SLOTS;
  }
  if (!runs || !selected(&r->o, name))
    return;
  cl_int err;
  cl_kernel kern = clCreateKernel(r->program, name, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "FAIL %s %s %s: clCreateKernel: %s\n", r->o.target,
            r->t->name, name, cl_error_name(err));
    ++r->failed;
    return;
  }
  enum data_mode modes[8];
  int n_modes = modes_of(r, &l, modes);
  for (int si = 0; si < n_sg_shapes; ++si) {
    const struct sg_shape *s = &sg_shapes[si];
    if (!r->o.full && !s->subset)
      continue;
    const char *why = skip_reason(r, kern, s);
    if (why) {
      if (r->o.verbose)
        printf("skip %s local=%zux%zux%zu: %s\n", name, s->local[0],
               s->local[1], s->local[2], why);
      ++r->skipped;
      continue;
    }
    l.s = s;
    l.group_size = s->local[0] * s->local[1] * s->local[2];
    l.n_groups = s->groups[0] * s->groups[1] * s->groups[2];
    l.n = l.group_size * l.n_groups;
    size_t out_values = (size_t)(l.t_planes ? l.t_planes : 1) * l.n * l.slots;
    l.x = malloc(l.n * l.slots * r->t->size);
    l.p = malloc(l.n * sizeof(int));
    l.out = malloc(out_values * r->t->size);
    l.out2 = malloc(out_values * r->t->size);
    l.iout = malloc((l.i_planes ? l.i_planes : 1) * l.n * sizeof(int));
    for (int m = 0; m < n_modes; ++m) {
      l.mode = modes[m];
      l.seed = r->o.seed ^ ((uint64_t)(first + 1) << 40) ^
               ((uint64_t)(si + 1) << 20) ^ (uint64_t)(m + 1);
      if (!l.x || !l.p || !l.out || !l.out2 || !l.iout)
        ++r->failed;
      else
        run_launch(r, kern, &l);
    }
    free(l.x);
    free(l.p);
    free(l.out);
    free(l.out2);
    free(l.iout);
  }
  clReleaseKernel(kern);
}

int main(int argc, char **argv) {
  struct run r = {0};
  if (parse_options(argc, argv, &r.o))
    return 2;
  for (size_t i = 0; i < sizeof sg_types / sizeof sg_types[0]; ++i)
    if (!strcmp(sg_types[i].name, r.o.type))
      r.t = &sg_types[i];
  if (!r.t) {
    fprintf(stderr, "unknown type '%s'\n", r.o.type);
    return 2;
  }
  r.et = find_elem_type(r.t->name);
  if (cl_env_open(&r.env, r.o.platform))
    return 1;
  printf("wgc-subgroups: target %s, type %s, width %d, seed 0x%016" PRIx64 "\n",
         r.o.target, r.t->name, r.o.width, r.o.seed);
  printf("device: %s (%s, driver %s)\n", r.env.device_name, r.env.platform_name,
         r.env.driver);
  r.program =
      cl_load_program(&r.env, r.o.program, r.o.build_options, PROGRAM_BINARY);
  if (!r.program) {
    ++r.failed;
  } else {
    for (int first = 0; first < n_checks;) {
      int last = first;
      while (last + 1 < n_checks &&
             !strcmp(checks[last + 1].kernel, checks[first].kernel))
        ++last;
      run_kernel(&r, first, last);
      first = last + 1;
    }
    clReleaseProgram(r.program);
  }
  cl_env_close(&r.env);
  if (r.failed)
    printf("seed 0x%016" PRIx64 "\n", r.o.seed);
  printf("%d passed, %d failed, %d skipped\n", r.passed, r.failed, r.skipped);
  return r.failed != 0;
}
