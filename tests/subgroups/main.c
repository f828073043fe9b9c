// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-subgroups: runs the OpenCL sub-group functions of one type on an
 * OpenCL device and checks them against a host reference. Its cases (the
 * kernels of cases.def, their reference and shapes) run on the test driver
 * (tests/lib/driver.h). */
#include "driver.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The run: its type, the sub-group width and the kernels of checks[]. */
struct subgroups {
  const struct elem_type *t;
  const char *width_arg;
  size_t width;
  int full; /* every shape */
  int n_kernels;
  int first[32], last[32]; /* each kernel's rows of checks[] */
};

static struct subgroups sgr;

/* One launch of a kernel on a shape with one data mode. */
struct launch {
  struct driver_launch *dl;
  int first, last; /* its rows of checks[] */
  size_t group_size, n_groups, n;
  int slots; /* T values per work-item in x and in each out plane */
  int t_planes, i_planes;
  cl_uint arg;
  unsigned char *x, *out, *out2;
  int *p, *iout;
  struct driver_buffer bufs[4]; /* x, p, out, iout */
};

static const char usage[] =
    "usage: wgc-subgroups --program FILE --type TYPE --width W [options]\n"
    "         [--full]\n"
    "Runs the OpenCL sub-group functions of TYPE from the program FILE on\n"
    "sub-groups of W lanes and checks them against a host reference; --full\n"
    "runs every shape (default: a subset).\n";

static int type_has(const struct elem_type *t, enum types types) {
  if (types == TYPES_INT)
    return !strcmp(t->name, "int");
  return types == TYPES_ALL || t->kind != KIND_FP;
}

/* --- Inputs: seeded, fresh per launch and work-group. --- */

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
static int modes_of(int first, int last, enum data_mode *modes) {
  int n = 0, mul = 0, add = 0;
  for (int c = first; c <= last; ++c) {
    mul |= checks[c].op == OP_MUL;
    add |= checks[c].op == OP_ADD;
  }
  modes[n++] = MODE_FULL;
  modes[n++] = MODE_EDGE;
  if (sgr.t->kind == KIND_FP)
    n += data_fp_modes(sgr.t, add, mul, modes + n);
  return n;
}

/* Whether a check is verified on data of mode m. */
static int applies(const struct sg_check *ch, enum data_mode m) {
  if (!type_has(sgr.t, ch->types))
    return 0;
  return ch->pt == I || data_checks_op(sgr.t, ch->op, m);
}

static int sum_or_product(const struct sg_check *ch) {
  return sgr.t->kind == KIND_FP && ch->pt == T &&
         (ch->op == OP_ADD || ch->op == OP_MUL);
}

/* Expectations for lanes [0, count) combining in[0..count) as `c` with
 * `op`; results at e[0..count). */
static void expect_range(const struct launch *l, enum op op, enum collective c,
                         const void *in, size_t count, struct expect *e) {
  reference_group(sgr.t, op, c, exact_data(sgr.t, op, l->dl->data), 0, in,
                  count, e);
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

/* T planes compare as tests/lib/reference.c says (bits, or for
 * floating-point values within their bound, any NaN matching any NaN); int
 * planes compare bits. */
static int got_ok(const struct sg_check *ch, const struct expect *e,
                  uint64_t got) {
  return ch->pt == T ? expect_ok(sgr.t, e, got) : got == e->bits;
}

static uint64_t logical_bits(enum op op, const int *p, size_t count) {
  int acc = op == OP_LAND;
  for (size_t i = 0; i < count; ++i) {
    int v = p[i] != 0;
    acc = op == OP_LAND ? acc && v : op == OP_LOR ? acc || v : acc ^ v;
  }
  return (uint64_t)(uint32_t)acc;
}

/*
 * The expectations of check ch for one work-group's items [0, size) at
 * e[0..size) (`valid` 0 where OpenCL leaves the result undefined), and in
 * `same` a group key: items with the same key must get the same bits.
 */
static void expect_group(const struct launch *l, const struct sg_check *ch,
                         size_t g, struct expect *e, char *valid,
                         size_t *same) {
  const struct elem_type *t = sgr.t;
  size_t size = l->group_size, w = sgr.width, base = g * size;
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
        exact_bits(&e[i], get_bits(t, x, b + (lane * 7 + l->arg) % sg));
        break;
      case W_SHUFFLE_XOR:
        src = lane ^ ((l->arg >> 8) % max_size);
        valid[i] = src < sg;
        exact_bits(&e[i], valid[i] ? get_bits(t, x, b + src) : 0);
        break;
      case W_SHUFFLE_UP:
        valid[i] = lane >= (l->arg >> 16) % sg;
        exact_bits(&e[i],
                   valid[i] ? get_bits(t, x, i - (l->arg >> 16) % sg) : 0);
        break;
      case W_SHUFFLE_DOWN:
        valid[i] = lane + (l->arg >> 16) % sg < sg;
        exact_bits(&e[i],
                   valid[i] ? get_bits(t, x, i + (l->arg >> 16) % sg) : 0);
        break;
      case W_ROTATE:
      case W_ROTATE_BY_ARG: {
        /* Over get_max_sub_group_size() lanes (cl_khr_subgroup_rotate). */
        int64_t delta =
            ch->what == W_ROTATE ? ch->param : (int32_t)(uint32_t)l->arg;
        src = mod_floor((int64_t)lane + delta, max_size);
        valid[i] = src < sg;
        exact_bits(&e[i], valid[i] ? get_bits(t, x, b + src) : 0);
        break;
      }
      case W_CLUSTERED_ROTATE: {
        size_t c = (size_t)ch->param, first = lane - lane % c;
        src = first +
              mod_floor((int64_t)(lane % c) + cluster_delta(l->arg, c), c);
        valid[i] = src < sg;
        exact_bits(&e[i], valid[i] ? get_bits(t, x, b + src) : 0);
        break;
      }
      case W_NEXT_LANE:
        exact_bits(&e[i], get_bits(t, x, b + (lane + 1) % sg));
        break;
      case W_OWN:
        exact_bits(&e[i], get_bits(t, x, i));
        break;
      case W_BROADCAST_REVERSED:
        exact_bits(&e[i], get_bits(t, x, size - 1 - b));
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
        expect_range(l, ch->op, c, x + cb * t->size, count, e + cb);
      }
      if (c == REDUCE)
        for (size_t k = 0; k < count; ++k)
          same[cb + k] = cb;
    }
  }
}

/* Checks one output plane of every work-group; counts a pass or a fail. */
static void check_plane(struct driver *d, const struct launch *l,
                        const struct sg_check *ch) {
  const struct elem_type *t = sgr.t;
  size_t size = l->group_size;
  struct expect *e = malloc(size * sizeof(*e));
  char *valid = malloc(size);
  size_t *same = malloc(size * sizeof(*same));
  int vector = ch->what == W_BROADCAST && ch->param > 1;
  int elems = vector ? ch->param : 1;
  size_t bad = !e || !valid || !same;
  for (size_t g = 0; g < l->n_groups && !bad; ++g) {
    expect_group(l, ch, g, e, valid, same);
    for (size_t i = 0; i < size; ++i) {
      size_t item = g * size + i;
      for (int k = 0; k < elems; ++k) {
        uint64_t got, want_same = 0;
        int ok = 1;
        if (ch->pt == I) {
          got = (uint32_t)l->iout[ch->plane * l->n + item];
        } else {
          size_t at = (ch->plane * l->n + item) * l->slots + k;
          got = get_bits(t, l->out, at);
          if (ch->what == W_BROADCAST) {
            /* the source lane's element k */
            exact_bits(&e[i],
                       get_bits(t, l->x, (g * size + same[i]) * l->slots + k));
          } else if (same[i] != i) {
            want_same = get_bits(
                t, l->out, (ch->plane * l->n + g * size + same[i]) * l->slots);
            ok = got == want_same;
          }
        }
        if (!valid[i] || (ok && got_ok(ch, &e[i], got)))
          continue;
        ++bad;
        char plane[16], note[64];
        snprintf(plane, sizeof plane, "%s plane %d", ch->pt == I ? "int" : "T",
                 ch->plane);
        int at = 0;
        note[0] = 0;
        if (elems > 1)
          at = snprintf(note, sizeof note, "element %d%s", k, ok ? "" : ", ");
        if (!ok)
          snprintf(note + at, sizeof note - (size_t)at,
                   "not the same bits as its sub-group's");
        driver_wrong_item(d, l->dl, plane, item, g, i, note[0] ? note : NULL,
                          sgr.t->kind == KIND_FP && ch->pt == T ? sgr.t : NULL,
                          &e[i], got);
      }
    }
  }
  driver_count(d, !bad);
  free(e);
  free(valid);
  free(same);
}

static cl_int set_args(cl_kernel kern, void *ctx) {
  struct launch *l = ctx;
  cl_uint n = (cl_uint)l->n;
  cl_int err = CL_SUCCESS;
  for (int a = 0; a < 4; ++a)
    err |= clSetKernelArg(kern, a, sizeof(cl_mem), &l->bufs[a].mem);
  err |= clSetKernelArg(kern, 4, sizeof l->arg, &l->arg);
  err |= clSetKernelArg(kern, 5, sizeof n, &n);
  return err;
}

/* The planes and slots of the kernel of rows [first, last] of checks[]. */
static void kernel_layout(struct launch *l) {
  l->slots = 1;
  for (int c = l->first; c <= l->last; ++c) {
    int *planes = checks[c].pt == T ? &l->t_planes : &l->i_planes;
    *planes = checks[c].plane + 1 > *planes ? checks[c].plane + 1 : *planes;
    if (checks[c].what == W_BROADCAST && checks[c].param > 1)
      l->slots = VECTOR_SLOTS;
  }
}

/* Inputs: the argument, every work-group's values and predicates. */
static void fill_inputs(struct launch *l) {
  const struct elem_type *t = sgr.t;
  struct rng rng;
  rng_seed(&rng, l->dl->seed);
  l->arg = (cl_uint)rng_next(&rng);
  snprintf(l->dl->note, sizeof l->dl->note, "arg=0x%x", l->arg);
  for (size_t g = 0; g < l->n_groups; ++g) {
    size_t count = l->group_size * l->slots;
    void *at = l->x + g * count * t->size;
    fill_group(t, l->dl->data, &rng, at, count);
    fill_predicates(&rng, l->p + g * l->group_size, l->group_size, sgr.width);
  }
}

/* Runs a launch and checks each plane that applies to its data. Where it
 * has floating-point sums or products, runs it again on the same input:
 * the two results must be bit-identical. */
static void run_launch(struct driver *d, cl_kernel kern,
                       struct driver_launch *dl) {
  const struct elem_type *t = sgr.t;
  struct launch l = {.dl = dl,
                     .first = sgr.first[dl->kernel],
                     .last = sgr.last[dl->kernel],
                     .group_size = dl->group_size,
                     .n_groups = dl->n_groups,
                     .n = dl->n};
  kernel_layout(&l);
  size_t values = l.n * l.slots;
  size_t out_bytes = (size_t)l.t_planes * values * t->size;
  size_t iout_bytes = (size_t)l.i_planes * l.n * sizeof(int);
  l.x = malloc(values * t->size);
  l.p = malloc(l.n * sizeof(int));
  l.out = malloc(out_bytes ? out_bytes : 1);
  l.out2 = malloc(out_bytes ? out_bytes : 1);
  l.iout = malloc(iout_bytes ? iout_bytes : 1);
  if (!l.x || !l.p || !l.out || !l.out2 || !l.iout) {
    driver_describe(d, dl);
    fprintf(stderr, "  out of host memory\n");
    driver_count(d, 0);
  } else {
    fill_inputs(&l);
    l.bufs[0] = (struct driver_buffer){.host = l.x, .bytes = values * t->size};
    l.bufs[1] = (struct driver_buffer){.host = l.p, .bytes = l.n * sizeof(int)};
    l.bufs[2] =
        (struct driver_buffer){.host = l.out, .bytes = out_bytes, .output = 1};
    l.bufs[3] = (struct driver_buffer){
        .host = l.iout, .bytes = iout_bytes, .output = 1};
    if (!driver_buffers(d, dl, l.bufs, 4) &&
        !driver_enqueue(d, kern, dl, l.bufs, 4, set_args, &l)) {
      int rerun = 0;
      /* The kernel calls clusters of up to 8 lanes always, larger ones up
       * to get_max_sub_group_size(). */
      size_t max_size = l.group_size < sgr.width ? l.group_size : sgr.width;
      for (int c = l.first; c <= l.last; ++c) {
        const struct sg_check *ch = &checks[c];
        if ((ch->what == W_CLUSTERED || ch->what == W_CLUSTERED_ROTATE) &&
            ch->param > 8 && (size_t)ch->param > max_size)
          continue;
        if (!applies(ch, dl->data))
          continue;
        check_plane(d, &l, ch);
        rerun |= sum_or_product(ch);
      }
      /* Floating-point sums and products: the same bits on the same input. */
      if (rerun) {
        l.bufs[2].host = l.out2;
        int same = !driver_enqueue(d, kern, dl, l.bufs, 4, set_args, &l) &&
                   memcmp(l.out, l.out2, out_bytes) == 0;
        driver_count_rerun(d, dl, same);
      }
    }
    driver_release(l.bufs, 4);
  }
  free(l.x);
  free(l.p);
  free(l.out);
  free(l.out2);
  free(l.iout);
}

static const char *kernel_name(struct driver *d, int k) {
  (void)d;
  for (int c = sgr.first[k]; c <= sgr.last[k]; ++c)
    if (type_has(sgr.t, checks[c].types))
      return checks[c].kernel;
  return NULL;
}

static int shape_runs(struct driver *d, int k, int si, size_t kernel_max,
                      struct driver_launch *l, const char **why) {
  (void)d;
  (void)k;
  (void)kernel_max;
  (void)why;
  const struct sg_shape *s = &sg_shapes[si];
  if (!sgr.full && !s->subset)
    return 0;
  memcpy(l->local, s->local, sizeof l->local);
  memcpy(l->groups, s->groups, sizeof l->groups);
  return 1;
}

static int kernel_modes(struct driver *d, int k, enum data_mode *modes) {
  (void)d;
  return modes_of(sgr.first[k], sgr.last[k], modes);
}

int main(int argc, char **argv) {
  struct driver d;
  const struct driver_option own[] = {
      {"--width", 1, &sgr.width_arg},
      {"--full", 0, &sgr.full},
  };
  if (driver_parse(&d, "wgc-subgroups", argc, argv, own, 2, usage))
    return 2;
  sgr.t = d.opt.type ? find_elem_type(d.opt.type) : NULL;
  if (!sgr.t) {
    fprintf(stderr, "wgc-subgroups: unknown or no --type '%s'\n",
            d.opt.type ? d.opt.type : "");
    return 2;
  }
  sgr.width = sgr.width_arg ? strtoul(sgr.width_arg, NULL, 10) : 0;
  if (!sgr.width) {
    fprintf(stderr, "wgc-subgroups: no --width W\n%s", usage);
    return 2;
  }
  /* The kernels: runs of rows of checks[] with the same name. */
  for (int first = 0; first < n_checks;) {
    int last = first;
    while (last + 1 < n_checks &&
           !strcmp(checks[last + 1].kernel, checks[first].kernel))
      ++last;
    if (sgr.n_kernels == (int)(sizeof sgr.first / sizeof sgr.first[0])) {
      fprintf(stderr, "wgc-subgroups: too many kernels in cases.def\n");
      return 2;
    }
    sgr.first[sgr.n_kernels] = first;
    sgr.last[sgr.n_kernels++] = last;
    first = last + 1;
  }
  char width[32];
  snprintf(width, sizeof width, "width %zu", sgr.width);
  const struct driver_suite suite = {
      .n_kernels = sgr.n_kernels,
      .n_shapes = n_sg_shapes,
      .kernel = kernel_name,
      .shape = shape_runs,
      .modes = kernel_modes,
      .launch = run_launch,
  };
  return driver_run(&d, &suite, width);
}
