// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The test driver of the harnesses: options, device, the loop over kernels,
 * shapes and data modes, launches, counts and reports. */
#include "driver.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char shared_usage[] =
    "Options of every harness:\n"
    "  --program FILE   a program binary (SPIR bitcode linked with wgc, or\n"
    "                   PTX; SPIR-V with --il; OpenCL C with --source), up\n"
    "                   to 16: a kernel is taken from the first that has it\n"
    "  --il, --source   how the programs are given to the runtime\n"
    "  --build-options STR  (default: '-x spir -spir-std=1.2'; none for\n"
    "                   --il)\n"
    "  --type TYPE      the element type, for the harnesses that have one\n"
    "  --target NAME, --platform SUBSTR, --seed N, -v\n"
    "  --kernel NAME,...  only these kernels; --skip PREFIX (up to 32) leaves\n"
    "                   out the kernels whose names start with PREFIX\n"
    "  --shape INDEX, --shapes I,J,...  only these shapes of the harness's\n"
    "                   table\n"
    "  --launches       prints 'launch KERNEL XxYxZ' (its local size) before\n"
    "                   a kernel's launches on each shape\n"
    "  --kernel-per-launch  a kernel object for each launch, released right\n"
    "                   after clEnqueueNDRangeKernel, before the results are\n"
    "                   read (one object for all launches of a kernel\n"
    "                   otherwise)\n"
    "Prints 'N passed, N failed, N skipped' last; exits 0 if none failed, 1\n"
    "if any did, 2 on bad options.\n";

static void print_usage(const char *usage) {
  fputs(usage, stderr);
  fputs(shared_usage, stderr);
}

int driver_parse(struct driver *d, const char *name, int argc, char **argv,
                 const struct driver_option *own, int n_own,
                 const char *usage) {
  struct driver_options *o = &d->opt;
  memset(d, 0, sizeof *d);
  d->name = name;
  o->target = "?";
  o->only_shape = -1;
  o->seed = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    int *flag = !strcmp(a, "-v")                    ? &o->verbose
                : !strcmp(a, "--launches")          ? &o->launches
                : !strcmp(a, "--kernel-per-launch") ? &o->kernel_per_launch
                                                    : NULL;
    if (flag) {
      *flag = 1;
      continue;
    }
    if (!strcmp(a, "--il") || !strcmp(a, "--source")) {
      o->kind = a[2] == 'i' ? PROGRAM_IL : PROGRAM_SOURCE;
      continue;
    }
    const struct driver_option *mine = NULL;
    for (int k = 0; k < n_own; ++k)
      if (!strcmp(a, own[k].name))
        mine = &own[k];
    if (mine && !mine->takes_value) {
      *(int *)mine->to = 1;
      continue;
    }
    if (!v) {
      fprintf(stderr, "%s: %s: missing value or unknown option\n", name, a);
      print_usage(usage);
      return 1;
    }
    ++i;
    if (mine) {
      *(const char **)mine->to = v;
    } else if (!strcmp(a, "--program")) {
      if (o->n_programs == DRIVER_MAX_PROGRAMS) {
        fprintf(stderr, "%s: more than %d --program\n", name,
                DRIVER_MAX_PROGRAMS);
        return 1;
      }
      o->programs[o->n_programs++] = v;
    } else if (!strcmp(a, "--type"))
      o->type = v;
    else if (!strcmp(a, "--target"))
      o->target = v;
    else if (!strcmp(a, "--platform"))
      o->platform = v;
    else if (!strcmp(a, "--build-options"))
      o->build_options = v;
    else if (!strcmp(a, "--kernel"))
      o->only_kernels = v;
    else if (!strcmp(a, "--skip") && o->n_skips < DRIVER_MAX_SKIPS)
      o->skip[o->n_skips++] = v;
    else if (!strcmp(a, "--shape"))
      o->only_shape = atoi(v);
    else if (!strcmp(a, "--shapes"))
      o->shape_list = v;
    else if (!strcmp(a, "--seed")) {
      char *end;
      o->seed = strtoull(v, &end, 0);
      if (*end || !*v) {
        fprintf(stderr, "%s: --seed %s: not a number\n", name, v);
        return 1;
      }
    } else {
      fprintf(stderr, "%s: unknown option %s\n", name, a);
      print_usage(usage);
      return 1;
    }
  }
  if (!o->n_programs) {
    fprintf(stderr, "%s: no --program given\n", name);
    print_usage(usage);
    return 1;
  }
  if (!o->build_options && o->kind != PROGRAM_SOURCE)
    o->build_options = o->kind == PROGRAM_IL ? "" : "-x spir -spir-std=1.2";
  return 0;
}

int driver_listed(const char *list, const char *name) {
  size_t len = strlen(name);
  for (const char *p = list; p; p = strchr(p, ',')) {
    p += *p == ',';
    if (!strncmp(p, name, len) && (p[len] == ',' || p[len] == 0))
      return 1;
  }
  return 0;
}

/* Whether shape index si is one of the comma-separated indices of list. */
static int listed_shape(const char *list, int si) {
  for (const char *p = list; p; p = strchr(p, ',')) {
    p += *p == ',';
    char *end;
    long v = strtol(p, &end, 10);
    if (end != p && (*end == ',' || *end == 0) && v == si)
      return 1;
  }
  return 0;
}

static int skipped_name(const struct driver_options *o, const char *name) {
  for (int i = 0; i < o->n_skips; ++i)
    if (!strncmp(name, o->skip[i], strlen(o->skip[i])))
      return 1;
  return 0;
}

/* The kernel from the first program that has it, or NULL. */
static cl_kernel create_kernel(struct driver *d, const char *name,
                               cl_int *err) {
  *err = CL_INVALID_PROGRAM;
  for (int p = 0; p < d->opt.n_programs; ++p) {
    if (!d->programs[p])
      continue;
    cl_kernel k = clCreateKernel(d->programs[p], name, err);
    if (*err == CL_SUCCESS)
      return k;
  }
  return NULL;
}

void driver_describe(struct driver *d, struct driver_launch *l) {
  if (l->described)
    return;
  l->described = 1;
  const size_t *lo = l->local, *g = l->groups, *of = l->offset;
  fprintf(stderr, "FAIL %s%s%s %s local=%zux%zux%zu groups=%zux%zux%zu",
          d->opt.target, d->opt.type ? " " : "", d->opt.type ? d->opt.type : "",
          l->name, lo[0], lo[1], lo[2], g[0], g[1], g[2]);
  if (of[0] || of[1] || of[2])
    fprintf(stderr, " offset=%zu,%zu,%zu", of[0], of[1], of[2]);
  fprintf(stderr,
          " mode=%s%s%s seed=0x%016" PRIx64 "\n  (rerun: --seed 0x%016" PRIx64
          " --kernel %s --shape %d)\n",
          data_mode_name(l->data), l->note[0] ? " " : "", l->note, l->seed,
          d->opt.seed, l->name, l->shape);
}

void driver_wrong_item(struct driver *d, struct driver_launch *l,
                       const char *plane, size_t item, size_t group,
                       size_t local, const char *note,
                       const struct elem_type *t, const struct expect *e,
                       uint64_t got) {
  driver_describe(d, l);
  if (l->reported >= DRIVER_MAX_REPORTED)
    return;
  ++l->reported;
  fprintf(stderr, "  %s item %zu (group %zu, local %zu%s%s): ", plane, item,
          group, local, note ? ", " : "", note ? note : "");
  if (e->exact && e->truth)
    fprintf(stderr, "expected %s", e->bits ? "non-zero" : "zero");
  else if (e->exact)
    fprintf(stderr, "expected 0x%" PRIx64, e->bits);
  else
    fprintf(stderr, "expected %.21Lg +- %.3Lg", e->value, e->bound);
  fprintf(stderr, ", got 0x%" PRIx64, got);
  if (t && t->kind == KIND_FP)
    fprintf(stderr, " (%.21Lg)", fp_value(t, got));
  fputc('\n', stderr);
}

void driver_count(struct driver *d, int ok) { ok ? ++d->passed : ++d->failed; }

void driver_count_rerun(struct driver *d, struct driver_launch *l, int same) {
  if (!same) {
    driver_describe(d, l);
    fprintf(stderr, "  a second run on the same input gave other bits\n");
  }
  driver_count(d, same);
}

int driver_buffers(struct driver *d, struct driver_launch *l,
                   struct driver_buffer *b, int n) {
  int ok = 1;
  for (int i = 0; i < n; ++i) {
    cl_int err;
    cl_mem_flags flags = b[i].output ? CL_MEM_READ_WRITE
                                     : CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR;
    b[i].mem =
        clCreateBuffer(d->env.context, flags, b[i].bytes ? b[i].bytes : 1,
                       b[i].output ? NULL : b[i].host, &err);
    ok &= b[i].mem != NULL;
  }
  if (!ok) {
    driver_describe(d, l);
    fprintf(stderr, "  cannot allocate buffers\n");
    ++d->failed;
  }
  return !ok;
}

void driver_release(struct driver_buffer *b, int n) {
  for (int i = 0; i < n; ++i)
    if (b[i].mem) {
      clReleaseMemObject(b[i].mem);
      b[i].mem = NULL;
    }
}

int driver_enqueue(struct driver *d, cl_kernel kern, struct driver_launch *l,
                   struct driver_buffer *b, int n,
                   cl_int (*set_args)(cl_kernel kern, void *ctx), void *ctx) {
  cl_int err = CL_SUCCESS;
  if (d->opt.kernel_per_launch)
    kern = create_kernel(d, l->name, &err);
  if (err == CL_SUCCESS)
    err = set_args(kern, ctx);
  for (int i = 0; i < n && err == CL_SUCCESS; ++i)
    if (b[i].output && b[i].bytes) {
      memset(b[i].host, DRIVER_POISON, b[i].bytes);
      err = clEnqueueWriteBuffer(d->env.queue, b[i].mem, CL_TRUE, 0, b[i].bytes,
                                 b[i].host, 0, NULL, NULL);
    }
  size_t global[3];
  int offset = 0;
  for (int k = 0; k < 3; ++k) {
    global[k] = l->local[k] * l->groups[k];
    offset |= l->offset[k] != 0;
  }
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(d->env.queue, kern, l->dims,
                                 offset ? l->offset : NULL, global, l->local, 0,
                                 NULL, NULL);
  if (d->opt.kernel_per_launch && kern)
    clReleaseKernel(kern);
  for (int i = 0; i < n && err == CL_SUCCESS; ++i)
    if (b[i].output && b[i].bytes)
      err = clEnqueueReadBuffer(d->env.queue, b[i].mem, CL_TRUE, 0, b[i].bytes,
                                b[i].host, 0, NULL, NULL);
  if (err != CL_SUCCESS) {
    driver_describe(d, l);
    fprintf(stderr, "  OpenCL error %d (%s)\n", err, cl_error_name(err));
    ++d->failed;
  }
  return err != CL_SUCCESS;
}

static const char *limit_reason(const struct driver *d, size_t kernel_max,
                                const size_t local[3]) {
  size_t size = local[0] * local[1] * local[2];
  for (int k = 0; k < 3; ++k)
    if (local[k] > d->env.max_item_sizes[k])
      return "a dimension exceeds the device's maximum work-item size";
  if (size > d->env.max_wg_size)
    return "larger than the device's maximum work-group size";
  if (kernel_max && size > kernel_max)
    return "larger than the kernel's maximum work-group size";
  return NULL;
}

static uint64_t launch_seed(uint64_t seed, int k, int s, int m) {
  return seed ^ ((uint64_t)(k + 1) << 40) ^ ((uint64_t)(s + 1) << 20) ^
         (uint64_t)(m + 1);
}

static void run_kernel(struct driver *d, const struct driver_suite *su, int k) {
  const struct driver_options *o = &d->opt;
  const char *name = su->kernel(d, k);
  if (!name || (o->only_kernels && !driver_listed(o->only_kernels, name)) ||
      skipped_name(o, name))
    return;
  cl_int err;
  cl_kernel kern = create_kernel(d, name, &err);
  if (!kern) {
    fprintf(stderr, "FAIL %s%s%s %s: clCreateKernel: %s\n", o->target,
            o->type ? " " : "", o->type ? o->type : "", name,
            cl_error_name(err));
    ++d->failed;
    return;
  }
  size_t kernel_max = 0;
  clGetKernelWorkGroupInfo(kern, d->env.device, CL_KERNEL_WORK_GROUP_SIZE,
                           sizeof kernel_max, &kernel_max, NULL);
  enum data_mode modes[DRIVER_MAX_MODES];
  int n_modes = su->modes(d, k, modes);
  for (int s = 0; s < su->n_shapes; ++s) {
    if ((o->only_shape >= 0 && s != o->only_shape) ||
        (o->shape_list && !listed_shape(o->shape_list, s)))
      continue;
    struct driver_launch l = {.kernel = k, .shape = s, .name = name};
    const char *why = NULL;
    if (!su->shape(d, k, s, kernel_max, &l, &why))
      continue;
    if (!why)
      why = limit_reason(d, kernel_max, l.local);
    if (why) {
      if (o->verbose)
        printf("skip %s local=%zux%zux%zu: %s\n", name, l.local[0], l.local[1],
               l.local[2], why);
      for (int m = 0; m < n_modes; ++m)
        d->skipped +=
            su->skipped_checks ? su->skipped_checks(d, k, modes[m]) : m == 0;
      continue;
    }
    if (o->launches) {
      printf("launch %s %zux%zux%zu\n", name, l.local[0], l.local[1],
             l.local[2]);
      fflush(stdout);
    }
    l.group_size = l.local[0] * l.local[1] * l.local[2];
    l.n_groups = l.groups[0] * l.groups[1] * l.groups[2];
    l.n = l.group_size * l.n_groups;
    l.dims = 3;
    while (l.dims > 1 && l.local[l.dims - 1] == 1 &&
           l.groups[l.dims - 1] == 1 && l.offset[l.dims - 1] == 0)
      --l.dims;
    for (int m = 0; m < n_modes; ++m) {
      struct driver_launch run = l;
      run.mode = m;
      run.data = modes[m];
      run.seed = launch_seed(o->seed, k, s, m);
      su->launch(d, kern, &run);
    }
  }
  clReleaseKernel(kern);
}

int driver_run(struct driver *d, const struct driver_suite *s,
               const char *extra) {
  struct driver_options *o = &d->opt;
  if (cl_env_open(&d->env, o->platform))
    return 1;
  printf("%s: target %s%s%s%s%s, seed 0x%016" PRIx64 "\n", d->name, o->target,
         o->type ? ", type " : "", o->type ? o->type : "", extra ? ", " : "",
         extra ? extra : "", o->seed);
  printf("device: %s (%s, driver %s), max work-group size %zu\n",
         d->env.device_name, d->env.platform_name, d->env.driver,
         d->env.max_wg_size);
  for (int p = 0; p < o->n_programs; ++p) {
    d->programs[p] =
        cl_load_program(&d->env, o->programs[p], o->build_options, o->kind);
    if (!d->programs[p]) {
      fprintf(stderr, "FAIL %s: program %s cannot be loaded or built\n",
              o->target, o->programs[p]);
      ++d->failed;
    }
  }
  int loaded = 0;
  for (int p = 0; p < o->n_programs; ++p)
    loaded |= d->programs[p] != NULL;
  for (int k = 0; loaded && k < s->n_kernels; ++k) {
    run_kernel(d, s, k);
    if (s->kernel_done)
      s->kernel_done(d, k);
  }
  for (int p = 0; p < o->n_programs; ++p)
    if (d->programs[p])
      clReleaseProgram(d->programs[p]);
  cl_env_close(&d->env);
  if (d->failed)
    printf("seed 0x%016" PRIx64 "\n", o->seed);
  printf("%d passed, %d failed, %d skipped\n", d->passed, d->failed,
         d->skipped);
  return d->failed != 0;
}
