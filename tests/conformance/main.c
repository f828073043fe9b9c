// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-conformance: runs every collective of one type on an OpenCL device and
 * checks it against the host reference. Its cases (cases.c, modes.c) run on
 * the test driver (tests/lib/driver.h). */
#include "cases.h"
#include "driver.h"
#include "modes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROUNDS 3

struct conformance {
  const struct elem_type *t;
  int every_shape;   /* every kernel on every shape, not only k_all */
  int subset_shapes; /* every kernel, k_all too, on the subset only */
};

static struct conformance conf;

/* One launch's data and the kernel's arguments. */
struct launch {
  const struct kernel_case *k;
  const struct shape *s;
  struct driver_launch *dl;
  cl_uint ids[BROADCAST_POSITIONS][3];
  void *in, *out, *out2;
  struct driver_buffer bufs[3]; /* in, out, ids */
};

static const char usage[] =
    "usage: wgc-conformance --program FILE --type TYPE [options]\n"
    "         [--every-shape | --subset-shapes]\n"
    "Runs every work-group collective of TYPE from the program FILE and\n"
    "checks the results against a host reference. With --source, the\n"
    "kernels' OpenCL C is compiled by the runtime's own compiler with\n"
    "-cl-std=CL2.0 -DT=TYPE unless --build-options is given, to test a\n"
    "runtime's native collectives. Only k_all runs on every shape, the other\n"
    "kernels on a subset, unless --every-shape: for runtimes that build a\n"
    "kernel once for all work-group sizes, where a shape costs a launch, not\n"
    "a build; with --subset-shapes k_all too runs on the subset only.\n"
    "--shapes runs every kernel on the listed shape indices only.\n";

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

/* Checks every output plane of a launch that applies to its data; counts
 * the planes that pass and fail. */
static void check_launch(struct driver *d, struct launch *l) {
  const struct elem_type *t = conf.t;
  struct driver_launch *dl = l->dl;
  struct expect *e = malloc(dl->group_size * sizeof(*e));
  for (int c = 0; c < l->k->n_checks; ++c) {
    const struct check *ch = &l->k->checks[c];
    if (!check_applies(t, ch, dl->data))
      continue;
    char plane[32];
    snprintf(plane, sizeof plane, "plane %d", ch->out);
    size_t bad = e ? 0 : 1;
    for (size_t g = 0; g < dl->n_groups && e; ++g) {
      size_t base = g * dl->group_size;
      const char *in = (const char *)l->in + (ch->in * dl->n + base) * t->size;
      reference_group(t, ch->op, ch->c, exact_data(t, ch->op, dl->data),
                      ch->c == BROADCAST ? broadcast_source(l, ch->pos) : 0, in,
                      dl->group_size, e);
      size_t out0 = ch->out * dl->n + base;
      uint64_t first = get_bits(t, l->out, out0);
      for (size_t i = 0; i < dl->group_size; ++i) {
        uint64_t got = get_bits(t, l->out, out0 + i);
        /* A reduction gives every work-item the same bits. */
        if (expect_ok(t, &e[i], got) && (ch->c != REDUCE || got == first))
          continue;
        ++bad;
        driver_wrong_item(d, dl, plane, base + i, g, i, NULL, t, &e[i], got);
      }
    }
    driver_count(d, !bad);
  }
  free(e);
}

static cl_int set_args(cl_kernel kern, void *ctx) {
  struct launch *l = ctx;
  cl_uint n = (cl_uint)l->dl->n, rounds = ROUNDS;
  cl_int err = clSetKernelArg(kern, 0, sizeof(cl_mem), &l->bufs[0].mem);
  err |= clSetKernelArg(kern, 1, sizeof(cl_mem), &l->bufs[1].mem);
  if (l->k->args != ARGS_IN_OUT)
    err |= clSetKernelArg(kern, 2, sizeof n, &n);
  if (l->k->args == ARGS_IN_OUT_N_ROUNDS)
    err |= clSetKernelArg(kern, 3, sizeof rounds, &rounds);
  if (l->k->args == ARGS_IN_OUT_N_IDS)
    err |= clSetKernelArg(kern, 3, sizeof(cl_mem), &l->bufs[2].mem);
  return err;
}

/* Runs a launch and checks it. Where it has floating-point sums or products,
 * runs it again on the same input: the two results must be bit-identical. */
static void run_launch(struct driver *d, cl_kernel kern,
                       struct driver_launch *dl) {
  const struct elem_type *t = conf.t;
  const struct kernel_case *k = &kernel_cases[dl->kernel];
  struct launch l = {.k = k, .s = &shapes[dl->shape], .dl = dl};
  if (!k->shape_dims)
    dl->dims = 3;
  size_t in_bytes = k->in_planes * dl->n * t->size;
  size_t out_bytes = k->out_planes * dl->n * t->size;
  l.in = malloc(in_bytes);
  l.out = malloc(out_bytes);
  l.out2 = malloc(out_bytes);
  if (!l.in || !l.out || !l.out2) {
    driver_describe(d, dl);
    fprintf(stderr, "  out of host memory\n");
    driver_count(d, 0);
  } else {
    struct rng rng;
    rng_seed(&rng, dl->seed);
    for (int p = 0; p < k->in_planes; ++p)
      for (size_t g = 0; g < dl->n_groups; ++g)
        fill_group(t, dl->data, &rng,
                   (char *)l.in + (p * dl->n + g * dl->group_size) * t->size,
                   dl->group_size);
    broadcast_positions(&l, &rng);
    l.bufs[0] = (struct driver_buffer){.host = l.in, .bytes = in_bytes};
    l.bufs[1] =
        (struct driver_buffer){.host = l.out, .bytes = out_bytes, .output = 1};
    l.bufs[2] = (struct driver_buffer){.host = l.ids, .bytes = sizeof l.ids};
    if (!driver_buffers(d, dl, l.bufs, 3) &&
        !driver_enqueue(d, kern, dl, l.bufs, 3, set_args, &l)) {
      check_launch(d, &l);
      if (has_order_dependent(t, k, dl->data)) {
        l.bufs[1].host = l.out2;
        int same = !driver_enqueue(d, kern, dl, l.bufs, 3, set_args, &l) &&
                   memcmp(l.out, l.out2, out_bytes) == 0;
        driver_count_rerun(d, dl, same);
      }
    }
    driver_release(l.bufs, 3);
  }
  free(l.in);
  free(l.out);
  free(l.out2);
}

static const char *kernel_name(struct driver *d, int ki) {
  (void)d;
  return kernel_runs(conf.t, &kernel_cases[ki]) ? kernel_cases[ki].name : NULL;
}

static int shape_runs(struct driver *d, int ki, int si, size_t kernel_max,
                      struct driver_launch *l, const char **why) {
  (void)kernel_max;
  (void)why;
  const struct shape *s = &shapes[si];
  int subset_only =
      conf.subset_shapes || (kernel_cases[ki].subset && !conf.every_shape);
  if (subset_only && !s->subset && !d->opt.shape_list)
    return 0;
  memcpy(l->local, s->local, sizeof l->local);
  memcpy(l->groups, s->groups, sizeof l->groups);
  return 1;
}

static int kernel_modes(struct driver *d, int ki, enum data_mode *modes) {
  (void)d;
  return modes_for(conf.t, &kernel_cases[ki], modes);
}

static int skipped_checks(struct driver *d, int ki, enum data_mode m) {
  (void)d;
  const struct kernel_case *k = &kernel_cases[ki];
  int n = 0;
  for (int c = 0; c < k->n_checks; ++c)
    n += check_applies(conf.t, &k->checks[c], m);
  return n;
}

int main(int argc, char **argv) {
  struct driver d;
  const struct driver_option own[] = {
      {"--every-shape", 0, &conf.every_shape},
      {"--subset-shapes", 0, &conf.subset_shapes},
  };
  if (driver_parse(&d, "wgc-conformance", argc, argv, own, 2, usage))
    return 2;
  if (!d.opt.type || !(conf.t = find_elem_type(d.opt.type))) {
    fprintf(stderr, "wgc-conformance: unknown or no --type '%s'\n",
            d.opt.type ? d.opt.type : "");
    return 2;
  }
  if (!d.opt.build_options) {
    static char native[64];
    snprintf(native, sizeof native, "-cl-std=CL2.0 -DT=%s%s", d.opt.type,
             strcmp(d.opt.type, "half") ? "" : " -DWGC_TEST_HALF");
    d.opt.build_options = native;
  }
  const struct driver_suite suite = {
      .n_kernels = n_kernel_cases,
      .n_shapes = n_shapes,
      .kernel = kernel_name,
      .shape = shape_runs,
      .modes = kernel_modes,
      .skipped_checks = skipped_checks,
      .launch = run_launch,
  };
  return driver_run(&d, &suite, NULL);
}
