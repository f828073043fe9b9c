// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-conformance: runs every collective of one type on an OpenCL device and
 * checks it against the host reference. */
#include "cases.h"
#include "clhost.h"
#include "data.h"
#include "modes.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROUNDS 3
#define MAX_REPORTED 4
#define POISON 0xA5
#define MAX_SKIPS 32

struct options {
  const char *program, *type, *target, *platform, *build_options;
  const char *only_kernel;     /* run only these kernels (NAME,...) */
  const char *skip[MAX_SKIPS]; /* kernel name prefixes not to run */
  int n_skips;
  int only_shape;         /* run only this shape index (-1: all) */
  const char *shape_list; /* run only these shape indices (I,J,...) */
  int launches;           /* print each kernel and local size run */
  int kernel_per_launch;  /* a kernel object per launch, released after it */
  int every_shape;        /* run every kernel on every shape, not only k_all */
  int subset_shapes;      /* run every kernel, k_all too, on the subset only */
  uint64_t seed;
  int verbose;
  enum program_kind kind;
};

struct run {
  struct options opt;
  struct cl_env env;
  cl_program program;
  const struct elem_type *t;
  int passed, failed, skipped;
};

/* One launch: the buffers of a kernel case on one shape. */
struct launch {
  const struct kernel_case *k;
  const struct shape *s;
  enum data_mode mode;
  uint64_t seed;
  size_t group_size, n_groups, n; /* n = items of one plane */
  cl_uint dims;                   /* of the NDRange */
  cl_uint ids[BROADCAST_POSITIONS][3];
  void *in, *out, *out2;
};

static const char usage[] =
    "usage: wgc-conformance --program FILE --type TYPE [--target NAME]\n"
    "         [--platform SUBSTR] [--build-options STR] [--seed N]\n"
    "         [--kernel NAME,...] [--skip PREFIX]... [--shape INDEX]\n"
    "         [--shapes I,J,...] [--every-shape | --subset-shapes]\n"
    "         [--il | --source] [--launches] [--kernel-per-launch] [-v]\n"
    "Runs every work-group collective of TYPE from the program binary FILE\n"
    "(SPIR bitcode linked with wgc, or PTX; SPIR-V with --il, built with no\n"
    "options unless given; with --source, the kernels' OpenCL C, compiled by\n"
    "the runtime's own compiler with -cl-std=CL2.0 -DT=TYPE unless given, to\n"
    "test a runtime's native collectives) and checks the results against a\n"
    "host reference. --skip leaves out the kernels whose names start with\n"
    "PREFIX (up to 32). Only k_all runs on every shape, the other kernels on\n"
    "a subset, unless --every-shape: for runtimes that build a kernel once\n"
    "for all work-group sizes, where a shape costs a launch, not a build;\n"
    "with --subset-shapes k_all too runs on the subset only. --shapes runs\n"
    "every kernel on the listed shape indices only. --launches prints\n"
    "'launch KERNEL XxYxZ' (its local size) before a kernel's launches on\n"
    "each shape. --kernel-per-launch creates a kernel object for each launch\n"
    "and releases it right after clEnqueueNDRangeKernel, before reading the\n"
    "results (one object for all launches of a kernel otherwise).\n"
    "Prints 'N passed, N failed' last.\n";

static int parse_options(int argc, char **argv, struct options *o) {
  memset(o, 0, sizeof(*o));
  o->target = "?";
  o->only_shape = -1;
  o->seed = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
  o->build_options = NULL;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-v")) {
      o->verbose = 1;
      continue;
    }
    if (!strcmp(a, "--every-shape")) {
      o->every_shape = 1;
      continue;
    }
    if (!strcmp(a, "--subset-shapes")) {
      o->subset_shapes = 1;
      continue;
    }
    if (!strcmp(a, "--launches")) {
      o->launches = 1;
      continue;
    }
    if (!strcmp(a, "--kernel-per-launch")) {
      o->kernel_per_launch = 1;
      continue;
    }
    if (!strcmp(a, "--il")) {
      o->kind = PROGRAM_IL;
      continue;
    }
    if (!strcmp(a, "--source")) {
      o->kind = PROGRAM_SOURCE;
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
    else if (!strcmp(a, "--target"))
      o->target = v;
    else if (!strcmp(a, "--platform"))
      o->platform = v;
    else if (!strcmp(a, "--build-options"))
      o->build_options = v;
    else if (!strcmp(a, "--kernel"))
      o->only_kernel = v;
    else if (!strcmp(a, "--skip") && o->n_skips < MAX_SKIPS)
      o->skip[o->n_skips++] = v;
    else if (!strcmp(a, "--shape"))
      o->only_shape = atoi(v);
    else if (!strcmp(a, "--shapes"))
      o->shape_list = v;
    else if (!strcmp(a, "--seed"))
      o->seed = strtoull(v, NULL, 0);
    else {
      fprintf(stderr, "unknown option %s\n%s", a, usage);
      return 1;
    }
  }
  if (!o->program || !o->type) {
    fputs(usage, stderr);
    return 1;
  }
  if (!o->build_options && o->kind == PROGRAM_SOURCE) {
    static char native[64];
    snprintf(native, sizeof native, "-cl-std=CL2.0 -DT=%s%s", o->type,
             strcmp(o->type, "half") ? "" : " -DWGC_TEST_HALF");
    o->build_options = native;
  }
  if (!o->build_options)
    o->build_options = o->kind == PROGRAM_IL ? "" : "-x spir -spir-std=1.2";
  return 0;
}

/* Whether NAME is one of the comma-separated names of --kernel. */
static int listed_kernel(const struct options *o, const char *name) {
  size_t len = strlen(name);
  for (const char *p = o->only_kernel; p; p = strchr(p, ',')) {
    p += *p == ',';
    if (!strncmp(p, name, len) && (p[len] == ',' || p[len] == 0))
      return 1;
  }
  return 0;
}

/* Whether shape index SI is one of the comma-separated indices of
 * --shapes. */
static int listed_shape(const struct options *o, int si) {
  for (const char *p = o->shape_list; p; p = strchr(p, ',')) {
    p += *p == ',';
    char *end;
    long v = strtol(p, &end, 10);
    if (end != p && (*end == ',' || *end == 0) && v == si)
      return 1;
  }
  return 0;
}

/* Whether NAME starts with one of the --skip prefixes. */
static int skipped_kernel(const struct options *o, const char *name) {
  for (int i = 0; i < o->n_skips; ++i)
    if (!strncmp(name, o->skip[i], strlen(o->skip[i])))
      return 1;
  return 0;
}

static uint64_t case_seed(uint64_t seed, int k, int s, int m) {
  return seed ^ ((uint64_t)(k + 1) << 40) ^ ((uint64_t)(s + 1) << 20) ^
         (uint64_t)(m + 1);
}

/* Fewest dimensions that hold the shape's local and global sizes. */
static cl_uint shape_dims(const struct shape *s) {
  cl_uint dims = 3;
  while (dims > 1 && s->local[dims - 1] == 1 && s->groups[dims - 1] == 1)
    --dims;
  return dims;
}

/* The broadcast positions of cases.h for the launch's work-group. */
static void broadcast_positions(struct launch *l, struct rng *rng) {
  for (int p = 0; p < BROADCAST_POSITIONS; ++p)
    for (int d = 0; d < 3; ++d) {
      size_t size = l->s->local[d], id = 0;
      if (p < 8)
        id = (p >> d & 1) ? size - 1 : 0;
      else if (p == 8)
        id = size / 2;
      else
        id = rng_below(rng, size);
      l->ids[p][d] = (cl_uint)id;
    }
}

/* The local linear id of a broadcast position (row-major over x, y, z). */
static size_t broadcast_source(const struct launch *l, int pos) {
  const size_t *lo = l->s->local;
  const cl_uint *id = l->ids[pos];
  return (id[2] * lo[1] + id[1]) * lo[0] + id[0];
}

static int has_order_dependent(const struct elem_type *t,
                               const struct kernel_case *k, enum data_mode m) {
  for (int c = 0; c < k->n_checks; ++c)
    if (order_dependent(t, &k->checks[c]) && check_applies(t, &k->checks[c], m))
      return 1;
  return 0;
}

static void describe(const struct run *r, const struct launch *l) {
  const size_t *lo = l->s->local, *g = l->s->groups;
  fprintf(stderr,
          "FAIL %s %s %s local=%zux%zux%zu groups=%zux%zux%zu mode=%s "
          "seed=0x%016" PRIx64 "\n  (rerun: --seed 0x%016" PRIx64
          " --kernel %s --shape %d)\n",
          r->opt.target, r->t->name, l->k->name, lo[0], lo[1], lo[2], g[0],
          g[1], g[2], data_mode_name(l->mode), l->seed, r->opt.seed, l->k->name,
          (int)(l->s - shapes));
}

static void report_item(const struct run *r, const struct launch *l, int plane,
                        size_t i, const struct expect *e, uint64_t got) {
  size_t g = i / l->group_size;
  fprintf(stderr, "  plane %d item %zu (group %zu, local %zu): ", plane, i, g,
          i % l->group_size);
  if (e->exact && e->truth)
    fprintf(stderr, "expected %s", e->bits ? "non-zero" : "zero");
  else if (e->exact)
    fprintf(stderr, "expected 0x%" PRIx64, e->bits);
  else
    fprintf(stderr, "expected %.21Lg +- %.3Lg", e->value, e->bound);
  fprintf(stderr, ", got 0x%" PRIx64, got);
  if (r->t->kind == KIND_FP)
    fprintf(stderr, " (%.21Lg)", fp_value(r->t, got));
  fputc('\n', stderr);
}

/* Checks every output plane of a launch that applies to its data; counts
 * the planes that pass and fail. */
static void check_launch(struct run *r, const struct launch *l) {
  const struct elem_type *t = r->t;
  struct expect *e = malloc(l->group_size * sizeof(*e));
  size_t reported = 0;
  for (int c = 0; c < l->k->n_checks; ++c) {
    const struct check *ch = &l->k->checks[c];
    if (!check_applies(t, ch, l->mode))
      continue;
    size_t bad = e ? 0 : 1;
    for (size_t g = 0; g < l->n_groups && e; ++g) {
      size_t base = g * l->group_size;
      const char *in = (const char *)l->in + (ch->in * l->n + base) * t->size;
      reference_group(t, ch->op, ch->c, exact_data(t, ch->op, l->mode),
                      ch->c == BROADCAST ? broadcast_source(l, ch->pos) : 0, in,
                      l->group_size, e);
      size_t out0 = ch->out * l->n + base;
      uint64_t first = get_bits(t, l->out, out0);
      for (size_t i = 0; i < l->group_size; ++i) {
        uint64_t got = get_bits(t, l->out, out0 + i);
        /* A reduction gives every work-item the same bits. */
        int ok = expect_ok(t, &e[i], got) && (ch->c != REDUCE || got == first);
        if (ok)
          continue;
        if (bad++ == 0 && reported == 0)
          describe(r, l);
        if (reported < MAX_REPORTED) {
          report_item(r, l, ch->out, base + i, &e[i], got);
          ++reported;
        }
      }
    }
    bad ? ++r->failed : ++r->passed;
  }
  free(e);
}

static cl_kernel create_kernel(struct run *r, const struct kernel_case *k) {
  cl_int err;
  cl_kernel kern = clCreateKernel(r->program, k->name, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "FAIL %s %s %s: clCreateKernel: %s\n", r->opt.target,
            r->t->name, k->name, cl_error_name(err));
    ++r->failed;
    return NULL;
  }
  return kern;
}

static int enqueue(struct run *r, cl_kernel kern, struct launch *l, void *out,
                   cl_mem in_buf, cl_mem out_buf, cl_mem ids_buf) {
  const struct elem_type *t = r->t;
  if (r->opt.kernel_per_launch && !(kern = create_kernel(r, l->k)))
    return 1;
  size_t out_bytes = l->k->out_planes * l->n * t->size;
  cl_uint n = (cl_uint)l->n, rounds = ROUNDS;
  cl_int err = clSetKernelArg(kern, 0, sizeof in_buf, &in_buf);
  err |= clSetKernelArg(kern, 1, sizeof out_buf, &out_buf);
  if (l->k->args != ARGS_IN_OUT)
    err |= clSetKernelArg(kern, 2, sizeof n, &n);
  if (l->k->args == ARGS_IN_OUT_N_ROUNDS)
    err |= clSetKernelArg(kern, 3, sizeof rounds, &rounds);
  if (l->k->args == ARGS_IN_OUT_N_IDS)
    err |= clSetKernelArg(kern, 3, sizeof ids_buf, &ids_buf);
  memset(out, POISON, out_bytes);
  size_t global[3];
  for (int d = 0; d < 3; ++d)
    global[d] = l->s->local[d] * l->s->groups[d];
  if (err == CL_SUCCESS)
    err = clEnqueueWriteBuffer(r->env.queue, out_buf, CL_TRUE, 0, out_bytes,
                               out, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(r->env.queue, kern, l->dims, NULL, global,
                                 l->s->local, 0, NULL, NULL);
  if (r->opt.kernel_per_launch)
    clReleaseKernel(kern);
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(r->env.queue, out_buf, CL_TRUE, 0, out_bytes, out,
                              0, NULL, NULL);
  if (err != CL_SUCCESS) {
    describe(r, l);
    fprintf(stderr, "  OpenCL error %d (%s)\n", err, cl_error_name(err));
  }
  return err != CL_SUCCESS;
}

/* Runs a launch and checks it. Where it has floating-point sums or products,
 * runs it again on the same input: the two results must be bit-identical. */
static void run_launch(struct run *r, cl_kernel kern, struct launch *l) {
  const struct elem_type *t = r->t;
  size_t in_bytes = l->k->in_planes * l->n * t->size;
  size_t out_bytes = l->k->out_planes * l->n * t->size;
  struct rng rng;
  rng_seed(&rng, l->seed);
  for (int p = 0; p < l->k->in_planes; ++p)
    for (size_t g = 0; g < l->n_groups; ++g)
      fill_group(t, l->mode, &rng,
                 (char *)l->in + (p * l->n + g * l->group_size) * t->size,
                 l->group_size);
  broadcast_positions(l, &rng);
  cl_int err;
  cl_mem in_buf =
      clCreateBuffer(r->env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                     in_bytes, l->in, &err);
  cl_mem out_buf =
      clCreateBuffer(r->env.context, CL_MEM_READ_WRITE, out_bytes, NULL, &err);
  cl_mem ids_buf =
      clCreateBuffer(r->env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                     sizeof l->ids, l->ids, &err);
  if (!in_buf || !out_buf || !ids_buf) {
    describe(r, l);
    fprintf(stderr, "  cannot allocate buffers\n");
    ++r->failed;
  } else if (enqueue(r, kern, l, l->out, in_buf, out_buf, ids_buf)) {
    ++r->failed;
  } else {
    check_launch(r, l);
    if (has_order_dependent(t, l->k, l->mode)) {
      int same = !enqueue(r, kern, l, l->out2, in_buf, out_buf, ids_buf) &&
                 memcmp(l->out, l->out2, out_bytes) == 0;
      if (!same) {
        describe(r, l);
        fprintf(stderr, "  a second run on the same input gave other bits\n");
      }
      same ? ++r->passed : ++r->failed;
    }
  }
  if (in_buf)
    clReleaseMemObject(in_buf);
  if (out_buf)
    clReleaseMemObject(out_buf);
  if (ids_buf)
    clReleaseMemObject(ids_buf);
}

static const char *shape_skip_reason(const struct run *r, cl_kernel kern,
                                     const struct shape *s) {
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

static void run_kernel_case(struct run *r, int ki) {
  const struct kernel_case *k = &kernel_cases[ki];
  if (!kernel_runs(r->t, k))
    return;
  cl_kernel kern = create_kernel(r, k);
  if (!kern)
    return;
  enum data_mode modes[MAX_MODES];
  int n_modes = modes_for(r->t, k, modes);
  for (int si = 0; si < n_shapes; ++si) {
    const struct shape *s = &shapes[si];
    int subset_only =
        r->opt.subset_shapes || (k->subset && !r->opt.every_shape);
    if ((subset_only && !s->subset && !r->opt.shape_list) ||
        (r->opt.only_shape >= 0 && si != r->opt.only_shape) ||
        (r->opt.shape_list && !listed_shape(&r->opt, si)))
      continue;
    const char *why = shape_skip_reason(r, kern, s);
    if (why) {
      if (r->opt.verbose)
        printf("skip %s local=%zux%zux%zu: %s\n", k->name, s->local[0],
               s->local[1], s->local[2], why);
      for (int m = 0; m < n_modes; ++m)
        for (int c = 0; c < k->n_checks; ++c)
          r->skipped += check_applies(r->t, &k->checks[c], modes[m]);
      continue;
    }
    if (r->opt.launches) {
      printf("launch %s %zux%zux%zu\n", k->name, s->local[0], s->local[1],
             s->local[2]);
      fflush(stdout);
    }
    struct launch l = {
        .k = k, .s = s, .dims = k->shape_dims ? shape_dims(s) : 3};
    l.group_size = s->local[0] * s->local[1] * s->local[2];
    l.n_groups = s->groups[0] * s->groups[1] * s->groups[2];
    l.n = l.group_size * l.n_groups;
    l.in = malloc(k->in_planes * l.n * r->t->size);
    l.out = malloc(k->out_planes * l.n * r->t->size);
    l.out2 = malloc(k->out_planes * l.n * r->t->size);
    for (int m = 0; m < n_modes; ++m) {
      l.mode = modes[m];
      l.seed = case_seed(r->opt.seed, ki, si, m);
      if (!l.in || !l.out || !l.out2)
        ++r->failed;
      else
        run_launch(r, kern, &l);
    }
    free(l.in);
    free(l.out);
    free(l.out2);
  }
  clReleaseKernel(kern);
}

int main(int argc, char **argv) {
  struct run r = {0};
  if (parse_options(argc, argv, &r.opt))
    return 2;
  r.t = find_elem_type(r.opt.type);
  if (!r.t) {
    fprintf(stderr, "unknown type '%s'\n", r.opt.type);
    return 2;
  }
  if (cl_env_open(&r.env, r.opt.platform))
    return 1;
  printf("wgc-conformance: target %s, type %s, seed 0x%016" PRIx64 "\n",
         r.opt.target, r.t->name, r.opt.seed);
  printf("device: %s (%s, driver %s)\n", r.env.device_name, r.env.platform_name,
         r.env.driver);
  r.program =
      cl_load_program(&r.env, r.opt.program, r.opt.build_options, r.opt.kind);
  if (!r.program) {
    ++r.failed;
  } else {
    for (int k = 0; k < n_kernel_cases; ++k)
      if ((!r.opt.only_kernel || listed_kernel(&r.opt, kernel_cases[k].name)) &&
          !skipped_kernel(&r.opt, kernel_cases[k].name))
        run_kernel_case(&r, k);
    clReleaseProgram(r.program);
  }
  cl_env_close(&r.env);
  if (r.failed)
    printf("seed 0x%016" PRIx64 "\n", r.opt.seed);
  printf("%d passed, %d failed, %d skipped\n", r.passed, r.failed, r.skipped);
  return r.failed != 0;
}
