// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Harness of the non-uniform sub-group functions against a host reference. */
#include "clhost.h"
#include "reference.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: wgc-sg-non-uniform --program LINKED.bc --width W [--types LIST]\n"
    "         [--seed N] [--platform NAME] [--build-options OPTS]\n"
    "Runs the kernels of tests/sg_non_uniform/kernels/non_uniform.cl on\n"
    "sub-groups of W lanes with random active sets and checks every output\n"
    "against a serial host reference. LIST is comma-separated type names\n"
    "and 'logical', 'ballot' (default: all).\n";

/* Work-group shapes, in sub-group widths: 2 full sub-groups and a partial
 * one of 5 lanes (3 work-groups), one full sub-group (2 work-groups), and
 * work-groups of 13 items, less than a sub-group (get_max_sub_group_size()
 * is 13, which bounds the ballot masks). */
struct shape {
  int widths, extra, groups;
};
static const struct shape shapes[] = {{2, 5, 3}, {1, 0, 2}, {0, 13, 3}};

struct run {
  struct cl_env env;
  cl_program program;
  unsigned width;
  unsigned long long seed;
  unsigned long long rng;
  int passed, failed;
};

static uint64_t next(struct run *r) {
  /* splitmix64 */
  uint64_t z = (r->rng += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* The launch: n work-items in groups of `local`; sub-groups of r->width
 * consecutive ids, the last of a group partial. */
struct launch {
  size_t n, local;
  int *act;        /* per work-item */
  unsigned *lanes; /* per work-item: its sub-group's broadcast lane */
};

static unsigned sg_base(const struct run *r, const struct launch *l,
                        size_t gid) {
  size_t g = gid / l->local, lid = gid % l->local;
  return (unsigned)(g * l->local + lid / r->width * r->width);
}

static unsigned sg_size(const struct run *r, const struct launch *l,
                        size_t gid) {
  size_t lid = gid % l->local, start = lid / r->width * r->width;
  size_t rest = l->local - start;
  return (unsigned)(rest < r->width ? rest : r->width);
}

/* Active sets per sub-group: one lane, all, all but one, alternating,
 * random; the broadcast lane is a random active one. */
static void make_active(struct run *r, struct launch *l) {
  unsigned s = 0;
  for (size_t base = 0; base < l->n; ++s) {
    unsigned size = sg_size(r, l, base), pick = (unsigned)(next(r) % size);
    unsigned parity = (unsigned)(next(r) & 1), first = size;
    for (unsigned i = 0; i < size; ++i) {
      int a;
      switch ((s + (unsigned)(l->local % 7)) % 5) {
      case 0:
        a = i == pick;
        break;
      case 1:
        a = 1;
        break;
      case 2:
        a = i != pick || size == 1;
        break;
      case 3:
        a = (i & 1) == parity || size == 1;
        break;
      default:
        a = (next(r) & 1) || i == pick;
        break;
      }
      l->act[base + i] = a;
      if (a && first == size)
        first = i;
    }
    unsigned lane;
    do
      lane = (unsigned)(next(r) % size);
    while (!l->act[base + lane]);
    for (unsigned i = 0; i < size; ++i)
      l->lanes[base + i] = lane;
    base += size;
  }
}

/* A random value of t: an edge value one time in four, or always with
 * `edges` (for floats then only +-0.0 and NaN, where the rules of min and
 * max matter). */
static uint64_t random_value(struct run *r, const struct nu_type *t,
                             int edges) {
  uint64_t bits = next(r), pick = next(r);
  uint64_t m = t->size == 8 ? ~0ull : (1ull << (t->size * 8)) - 1;
  if (edges)
    pick &= ~3ull;
  if (t->kind != NU_FP) {
    static const uint64_t ints[] = {0, 1, ~0ull, 2, 3};
    if (pick % 4 == 0) {
      unsigned e = (unsigned)(pick >> 8) % 7;
      uint64_t sign = 1ull << (t->size * 8 - 1);
      return e < 5 ? ints[e] & m : e == 5 ? sign : m & ~sign;
    }
    return bits & m;
  }
  static const double fps[] = {0.0,
                               -0.0,
                               NAN,
                               0.0,
                               -0.0,
                               NAN,
                               INFINITY,
                               -INFINITY,
                               1.0,
                               -1.0,
                               4.9406564584124654e-324,
                               1e-40,
                               65504.0,
                               1.7976931348623157e308};
  if (pick % 4 == 0)
    return nu_from_double(t, fps[(pick >> 8) % (edges ? 3 : 14)]);
  if (pick % 4 == 1)
    return bits & m; /* any bit pattern: denormals, NaNs, huge */
  /* A modest value, so that sums and products of a sub-group stay finite
   * often enough to compare rounding. */
  double v = (double)(bits % 2000000) / 1000000.0 + 0.25;
  return nu_from_double(t, (pick & 64) ? -v : v);
}

static void report(struct run *r, const char *kernel, const struct launch *l,
                   int slot, size_t gid, uint64_t got, uint64_t want,
                   int *shown) {
  if ((*shown)++ < 5)
    printf("FAIL %s seed %llu work-groups of %zu, slot %d, work-item %zu "
           "(%s): got 0x%llx, expected 0x%llx\n",
           kernel, r->seed, l->local, slot, gid,
           l->act[gid] ? "active" : "inactive", (unsigned long long)got,
           (unsigned long long)want);
}

/* The fold of op over the active lanes of gid's sub-group: mode 0 the
 * whole, 1 up to gid, 2 before gid (the identity first). */
static uint64_t fold(const struct run *r, const struct launch *l,
                     const struct nu_type *t, enum nu_op op, const void *x,
                     size_t gid, int mode) {
  unsigned base = sg_base(r, l, gid), size = sg_size(r, l, gid);
  int logical = op >= OP_LAND, started = 0;
  uint64_t acc = nu_identity(t, op);
  for (unsigned i = 0; i < size; ++i) {
    size_t j = base + i;
    if (!l->act[j])
      continue;
    if (mode == 2 && j == gid)
      return started ? acc : nu_identity(t, op);
    uint64_t v = nu_get(t, x, j);
    if (logical)
      v = v != 0;
    acc = started ? nu_apply(t, op, acc, v) : v;
    started = 1;
    if (mode == 1 && j == gid)
      return acc;
  }
  return acc;
}

static cl_mem buffer(struct run *r, size_t bytes, const void *data) {
  cl_int err;
  cl_mem b =
      clCreateBuffer(r->env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                     bytes, (void *)data, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "clCreateBuffer: %s\n", cl_error_name(err));
    exit(2);
  }
  return b;
}

/* Runs `kernel` over args (buffers, their bytes and host copies); outputs
 * come back into their host copies. Returns 0 on success. */
static int launch(struct run *r, const char *name, struct launch *l, int nargs,
                  void **host, const size_t *bytes) {
  cl_int err;
  cl_kernel k = clCreateKernel(r->program, name, &err);
  if (err != CL_SUCCESS) {
    printf("FAIL %s: clCreateKernel: %s\n", name, cl_error_name(err));
    return 1;
  }
  cl_mem mem[8];
  for (int i = 0; i < nargs; ++i) {
    mem[i] = buffer(r, bytes[i], host[i]);
    clSetKernelArg(k, (cl_uint)i, sizeof(cl_mem), &mem[i]);
  }
  err = clEnqueueNDRangeKernel(r->env.queue, k, 1, NULL, &l->n, &l->local, 0,
                               NULL, NULL);
  for (int i = 0; err == CL_SUCCESS && i < nargs; ++i)
    err = clEnqueueReadBuffer(r->env.queue, mem[i], CL_TRUE, 0, bytes[i],
                              host[i], 0, NULL, NULL);
  for (int i = 0; i < nargs; ++i)
    clReleaseMemObject(mem[i]);
  clReleaseKernel(k);
  if (err != CL_SUCCESS) {
    printf("FAIL %s: launch: %s\n", name, cl_error_name(err));
    return 1;
  }
  return 0;
}

#define POISON 0xa5

/* Checks slot `slot` of every work-item: active ones against want, inactive
 * ones still poisoned. */
static int check_slot(struct run *r, const char *kernel, struct launch *l,
                      const struct nu_type *t, const void *out, int slot,
                      uint64_t (*want)(struct run *, struct launch *, size_t,
                                       void *),
                      void *ctx, int *shown) {
  int bad = 0;
  uint64_t poison = 0;
  memset(&poison, POISON, t->size);
  for (size_t gid = 0; gid < l->n; ++gid) {
    uint64_t got = nu_get(t, out, slot * l->n + gid);
    uint64_t w = l->act[gid] ? want(r, l, gid, ctx) : poison;
    if (!(l->act[gid] ? nu_same(t, got, w) : got == w)) {
      report(r, kernel, l, slot, gid, got, w, shown);
      bad = 1;
    }
  }
  return bad;
}

/* Reference contexts of the typed kernel's slots. */
struct typed {
  const struct nu_type *t;
  const void *x, *e;
  enum nu_op op;
  int mode, comp;
};

static uint64_t want_first(struct run *r, struct launch *l, size_t gid,
                           void *ctx) {
  struct typed *c = ctx;
  unsigned base = sg_base(r, l, gid);
  while (!l->act[base])
    ++base;
  return nu_get(c->t, c->x, base);
}

static uint64_t want_bcast(struct run *r, struct launch *l, size_t gid,
                           void *ctx) {
  struct typed *c = ctx;
  size_t src = sg_base(r, l, gid) + l->lanes[gid];
  return nu_get(c->t, c->x, (src + (size_t)c->comp) % l->n);
}

static uint64_t want_fold(struct run *r, struct launch *l, size_t gid,
                          void *ctx) {
  struct typed *c = ctx;
  return fold(r, l, c->t, c->op, c->x, gid, c->mode);
}

static uint64_t want_all_equal(struct run *r, struct launch *l, size_t gid,
                               void *ctx) {
  struct typed *c = ctx;
  unsigned base = sg_base(r, l, gid), size = sg_size(r, l, gid);
  uint64_t first = 0;
  int seen = 0;
  for (unsigned i = 0; i < size; ++i) {
    if (!l->act[base + i])
      continue;
    uint64_t v = nu_get(c->t, c->e, base + i);
    if (!seen)
      first = v, seen = 1;
    if (!nu_equal(c->t, v, first))
      return 0;
  }
  return 1;
}

static const struct nu_type int_type = {"int", 4, NU_SINT};
static const struct nu_type uint_type = {"uint", 4, NU_UINT};

static void run_typed(struct run *r, const struct nu_type *t,
                      struct launch *l) {
  size_t n = l->n;
  int slots = t->kind == NU_FP ? 17 : 26;
  char *x = malloc(n * t->size), *e = malloc(n * t->size);
  char *out = malloc(slots * n * t->size);
  int *iout = malloc(n * sizeof(int));
  /* Every third sub-group holds edge values only. */
  for (size_t i = 0; i < n; ++i)
    nu_set(t, x, i, random_value(r, t, sg_base(r, l, i) / r->width % 3 == 0));
  /* all_equal inputs: per sub-group one value, one value but a lane, the
   * random values, or +-0.0 and NaN mixes for floats. */
  unsigned s = 0;
  for (size_t base = 0; base < n; ++s) {
    unsigned size = sg_size(r, l, base);
    uint64_t c = random_value(r, t, 0);
    size_t odd = base + (size_t)(next(r) % size);
    for (unsigned i = 0; i < size; ++i) {
      uint64_t v = c;
      switch (s % 4) {
      case 1:
        v = base + i == odd ? c ^ 1 : c;
        break;
      case 2:
        v = random_value(r, t, 0);
        break;
      case 3:
        if (t->kind == NU_FP)
          v = nu_from_double(t, (next(r) & 1) ? 0.0 : -0.0);
        break;
      }
      nu_set(t, e, base + i, v);
    }
    base += size;
  }
  memset(out, POISON, slots * n * t->size);
  memset(iout, POISON, n * sizeof(int));
  char name[32];
  snprintf(name, sizeof name, "k_%s", t->name);
  void *host[] = {x, e, l->act, l->lanes, out, iout};
  size_t bytes[] = {n * t->size,          n * t->size,         n * sizeof(int),
                    n * sizeof(unsigned), slots * n * t->size, n * sizeof(int)};
  int bad = launch(r, name, l, 6, host, bytes), shown = 0;
  if (!bad) {
    struct typed c = {t, x, e, OP_ADD, 0, 0};
    bad |= check_slot(r, name, l, t, out, 0, want_first, &c, &shown);
    bad |= check_slot(r, name, l, t, out, 1, want_bcast, &c, &shown);
    for (c.comp = 0; c.comp < 3; ++c.comp)
      bad |= check_slot(r, name, l, t, out, 2 + c.comp, want_bcast, &c, &shown);
    bad |=
        check_slot(r, name, l, &int_type, iout, 0, want_all_equal, &c, &shown);
    int ops = t->kind == NU_FP ? 4 : 7;
    for (int op = 0; op < ops; ++op)
      for (c.mode = 0; c.mode < 3; ++c.mode) {
        c.op = (enum nu_op)op;
        bad |= check_slot(r, name, l, t, out, 5 + 3 * op + c.mode, want_fold,
                          &c, &shown);
      }
  }
  bad ? ++r->failed : ++r->passed;
  free(x), free(e), free(out), free(iout);
}

static void run_logical(struct run *r, struct launch *l) {
  size_t n = l->n;
  int *x = malloc(n * sizeof(int)), *out = malloc(9 * n * sizeof(int));
  /* Zeros often in some sub-groups, rarely in others. */
  for (size_t i = 0; i < n; ++i) {
    unsigned sg = (unsigned)(i / r->width);
    int zero = (next(r) % (sg & 1 ? 2 : 40)) == 0;
    x[i] = zero ? 0 : (int)next(r) | 1;
  }
  memset(out, POISON, 9 * n * sizeof(int));
  void *host[] = {x, l->act, out};
  size_t bytes[] = {n * sizeof(int), n * sizeof(int), 9 * n * sizeof(int)};
  int bad = launch(r, "k_logical", l, 3, host, bytes), shown = 0;
  for (int op = 0; !bad && op < 3; ++op) {
    struct typed c = {&int_type, x, NULL, (enum nu_op)(OP_LAND + op), 0, 0};
    for (c.mode = 0; c.mode < 3; ++c.mode)
      bad |= check_slot(r, "k_logical", l, &int_type, out, 3 * op + c.mode,
                        want_fold, &c, &shown);
  }
  bad ? ++r->failed : ++r->passed;
  free(x), free(out);
}

/* The ballot kernel's reference, slot by slot. */
struct ballot_ctx {
  const int *p;
  const unsigned *v; /* uint4 per work-item */
  const unsigned *idx;
  int slot;
  unsigned max_sg;
};

static uint64_t popcount64(uint64_t v) {
  return (uint64_t)__builtin_popcountll(v);
}

static uint64_t want_ballot(struct run *r, struct launch *l, size_t gid,
                            void *ctx) {
  struct ballot_ctx *c = ctx;
  unsigned base = sg_base(r, l, gid), size = sg_size(r, l, gid);
  unsigned me = (unsigned)(gid - base);
  uint64_t lanes = c->max_sg >= 64 ? ~0ull : (1ull << c->max_sg) - 1;
  uint64_t active = 0, ballot = 0;
  for (unsigned i = 0; i < size; ++i)
    if (l->act[base + i]) {
      active |= 1ull << i;
      if (c->p[base + i])
        ballot |= 1ull << i;
    }
  uint64_t v = ((uint64_t)c->v[4 * gid + 1] << 32 | c->v[4 * gid]) & lanes;
  uint64_t le = (2ull << me) - 1, lt = (1ull << me) - 1;
  uint64_t masks[5] = {1ull << me, ~lt & lanes, ~le & lanes, le, lt};
  unsigned idx = c->idx[gid];
  switch (c->slot) {
  case 0:
    return me == (unsigned)__builtin_ctzll(active);
  case 1:
    return ballot == active;
  case 2:
    return ballot != 0;
  case 3:
    return (uint32_t)ballot;
  case 4:
    return ballot >> 32;
  case 5:
  case 6:
  case 25:
    return 0;
  case 7:
    return v >> me & 1;
  case 8:
    return idx < 64 ? v >> idx & 1 : 0;
  case 9:
    return popcount64(v);
  case 10:
    return popcount64(v & le);
  case 11:
    return popcount64(v & lt);
  case 12:
    return v ? (uint64_t)__builtin_ctzll(v) : 0xffffffffu;
  case 13:
    return v ? 63 - (uint64_t)__builtin_clzll(v) : 0xffffffffu;
  case 24:
    return popcount64(ballot & le & lanes);
  default: {
    uint64_t m = masks[(c->slot - 14) / 2];
    return (c->slot - 14) % 2 ? m >> 32 : (uint32_t)m;
  }
  }
}

static void run_ballot(struct run *r, struct launch *l) {
  size_t n = l->n;
  unsigned max_sg = l->local < r->width ? (unsigned)l->local : r->width;
  int *p = malloc(n * sizeof(int));
  unsigned *v = malloc(4 * n * sizeof(unsigned));
  unsigned *idx = malloc(n * sizeof(unsigned));
  unsigned *out = malloc(26 * n * sizeof(unsigned));
  for (size_t i = 0; i < n; ++i) {
    unsigned sg = (unsigned)(i / r->width);
    /* Predicates: all true in some sub-groups, mixed in others. */
    p[i] = (sg % 3 == 0 || next(r) % 3) ? (int)(next(r) | 1) : 0;
    for (int j = 0; j < 4; ++j)
      v[4 * i + j] = (unsigned)next(r);
    if (next(r) % 8 == 0) /* no bit among the lanes */
      v[4 * i] = v[4 * i + 1] = 0;
    idx[i] = (unsigned)(next(r) % max_sg);
  }
  memset(out, POISON, 26 * n * sizeof(unsigned));
  void *host[] = {p, v, idx, l->act, out};
  size_t bytes[] = {n * sizeof(int), 4 * n * sizeof(unsigned),
                    n * sizeof(unsigned), n * sizeof(int),
                    26 * n * sizeof(unsigned)};
  int bad = launch(r, "k_ballot", l, 5, host, bytes), shown = 0;
  struct ballot_ctx c = {p, v, idx, 0, max_sg};
  for (c.slot = 0; !bad && c.slot < 26; ++c.slot)
    bad |= check_slot(r, "k_ballot", l, &uint_type, out, c.slot, want_ballot,
                      &c, &shown);
  bad ? ++r->failed : ++r->passed;
  free(p), free(v), free(idx), free(out);
}

int main(int argc, char **argv) {
  struct run r = {0};
  const char *program = NULL, *platform = NULL;
  const char *types = "char,uchar,short,ushort,int,uint,long,ulong,float,"
                      "double,half,logical,ballot";
  const char *options = "-x spir -spir-std=1.2";
  r.seed = 0;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--program") && v)
      program = v, ++i;
    else if (!strcmp(a, "--width") && v)
      r.width = (unsigned)atoi(v), ++i;
    else if (!strcmp(a, "--types") && v)
      types = v, ++i;
    else if (!strcmp(a, "--seed") && v)
      r.seed = strtoull(v, NULL, 0), ++i;
    else if (!strcmp(a, "--platform") && v)
      platform = v, ++i;
    else if (!strcmp(a, "--build-options") && v)
      options = v, ++i;
    else {
      fputs(usage, stderr);
      return 2;
    }
  }
  if (!program || (r.width != 32 && r.width != 64)) {
    fputs(usage, stderr);
    return 2;
  }
  if (!r.seed) {
    FILE *f = fopen("/dev/urandom", "rb");
    if (!f || fread(&r.seed, sizeof r.seed, 1, f) != 1)
      return 2;
    fclose(f);
  }
  if (cl_env_open(&r.env, platform))
    return 2;
  r.program = cl_load_program(&r.env, program, options, PROGRAM_BINARY);
  if (!r.program) {
    printf("0 passed, 1 failed\n");
    return 1;
  }
  printf("device %s, seed %llu\n", r.env.device_name, r.seed);
  char *list = strdup(types);
  for (char *name = strtok(list, ","); name; name = strtok(NULL, ",")) {
    const struct nu_type *t = nu_find_type(name);
    if (!t && strcmp(name, "logical") && strcmp(name, "ballot")) {
      fprintf(stderr, "unknown type '%s'\n", name);
      return 2;
    }
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; ++s) {
      struct launch l;
      l.local = shapes[s].widths * r.width + shapes[s].extra;
      l.n = l.local * shapes[s].groups;
      l.act = malloc(l.n * sizeof(int));
      l.lanes = malloc(l.n * sizeof(unsigned));
      r.rng = r.seed ^ (0x1000193ull * (s + 1)) ^ (uint64_t)name[0] << 40 ^
              (uint64_t)strlen(name) << 48 ^ (uint64_t)name[1] << 32;
      make_active(&r, &l);
      if (t)
        run_typed(&r, t, &l);
      else if (!strcmp(name, "logical"))
        run_logical(&r, &l);
      else
        run_ballot(&r, &l);
      free(l.act), free(l.lanes);
    }
  }
  free(list);
  printf("%d passed, %d failed\n", r.passed, r.failed);
  return r.failed != 0;
}
