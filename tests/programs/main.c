// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-programs: work-group collectives in whole programs (several types back
 * to back, helper functions, kernels calling kernels, user local memory,
 * global offsets, every work-group size) against a host reference. */
#include "runner.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char usage[] =
    "usage: wgc-programs --program FILE [--program FILE]... [--il]\n"
    "         [--target NAME] [--platform SUBSTR] [--build-options STR]\n"
    "         [--seed N]\n"
    "         [--case NAME,...] [--pair-rows TYPE,...] [-v]\n"
    "Runs the kernels of tests/programs/kernels from the program binaries\n"
    "FILE (SPIR bitcode linked by wgc-link, built with -x spir\n"
    "-spir-std=1.2 unless --build-options is given, as for PTX; SPIR-V\n"
    "with --il) and checks them against a host\n"
    "reference. A kernel is taken from the first program that has it; a\n"
    "program that cannot be loaded and a kernel in no program fail.\n"
    "--case runs only the cases listed: pairs, chain, chain-fp, helpers,\n"
    "extern-helper, kernel-call, local-mem, offset. --pair-rows runs only\n"
    "the pair kernels whose first type is listed (default: all 7).\n"
    "Prints 'N passed, N failed' last; exits 0 if none failed, 1 if any\n"
    "did, 2 on bad options.\n";

static int parse_options(int argc, char **argv, struct options *o) {
  memset(o, 0, sizeof *o);
  o->target = "?";
  o->seed = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "-v") || !strcmp(a, "--il")) {
      *(a[1] == 'v' ? &o->verbose : &o->il) = 1;
      continue;
    }
    if (!v) {
      fprintf(stderr, "wgc-programs: %s: missing value or unknown option\n%s",
              a, usage);
      return 1;
    }
    ++i;
    if (!strcmp(a, "--program")) {
      if (o->n_programs == MAX_PROGRAMS) {
        fprintf(stderr, "wgc-programs: more than %d --program\n", MAX_PROGRAMS);
        return 1;
      }
      o->programs[o->n_programs++] = v;
    } else if (!strcmp(a, "--target"))
      o->target = v;
    else if (!strcmp(a, "--platform"))
      o->platform = v;
    else if (!strcmp(a, "--build-options"))
      o->build_options = v;
    else if (!strcmp(a, "--case"))
      o->only_case = v;
    else if (!strcmp(a, "--pair-rows"))
      o->pair_rows = v;
    else if (!strcmp(a, "--seed")) {
      char *end;
      o->seed = strtoull(v, &end, 0);
      if (*end || !*v) {
        fprintf(stderr, "wgc-programs: --seed %s: not a number\n", v);
        return 1;
      }
    } else {
      fprintf(stderr, "wgc-programs: unknown option %s\n%s", a, usage);
      return 1;
    }
  }
  if (!o->n_programs) {
    fprintf(stderr, "wgc-programs: no --program given\n%s", usage);
    return 1;
  }
  return 0;
}

/* 1 if the name is in the comma-separated list. */
static int in_list(const char *list, const char *name) {
  size_t len = strlen(name);
  for (const char *p = list; p; p = strchr(p, ',')) {
    p += *p == ',';
    if (!strncmp(p, name, len) && (p[len] == ',' || !p[len]))
      return 1;
  }
  return 0;
}

/* 0 if every name of the comma-separated list is one of names[]. */
static int check_list(const char *option, const char *list,
                      const char *(*name)(int), int n) {
  for (const char *p = list; p; p = strchr(p, ',')) {
    p += *p == ',';
    size_t len = strcspn(p, ",");
    int known = 0;
    for (int i = 0; i < n; ++i)
      known |= strlen(name(i)) == len && !strncmp(name(i), p, len);
    if (!known) {
      fprintf(stderr, "wgc-programs: %s: no such name '%.*s'\n%s", option,
              (int)len, p, usage);
      return 1;
    }
  }
  return 0;
}

static const char *case_name(int i) { return test_cases[i].name; }
static const char *type_name(int i) { return elem_types[i].name; }

static cl_kernel find_kernel(struct runner *r, const char *name) {
  for (int p = 0; p < r->opt.n_programs; ++p) {
    cl_int err;
    if (!r->programs[p])
      continue;
    cl_kernel k = clCreateKernel(r->programs[p], name, &err);
    if (err == CL_SUCCESS)
      return k;
  }
  return NULL;
}

/* Fills in the shape to run and returns 1, or returns 0 with the reason
 * in *why. */
static int resolve_shape(const struct runner *r, const struct test_case *tc,
                         const struct shape *in, size_t kernel_max,
                         struct shape *s, const char **why) {
  *s = *in;
  if (!s->local[0]) {
    s->local[0] = kernel_max;
    for (int i = 0; i < tc->n_shapes; ++i)
      if (tc->shapes[i].local[0] == kernel_max &&
          tc->shapes[i].local[1] * tc->shapes[i].local[2] == 1) {
        *why = "the kernel's maximum is also listed";
        return 0;
      }
  }
  size_t size = s->local[0] * s->local[1] * s->local[2];
  *why = NULL;
  for (int d = 0; d < 3; ++d)
    if (s->local[d] > r->env.max_item_sizes[d])
      *why = "a dimension exceeds the device's maximum work-item size";
  if (size > r->env.max_wg_size)
    *why = "larger than the device's maximum work-group size";
  if (size > kernel_max)
    *why = "larger than the kernel's maximum work-group size";
  return *why == NULL;
}

static void run_kernel(struct runner *r, int ci, int ki) {
  const struct test_case *tc = &test_cases[ci];
  const struct kernel_spec *k = tc->kernels[ki];
  cl_kernel kern = find_kernel(r, k->name);
  if (!kern) {
    printf("FAIL %s %s %s: the kernel is in none of the programs loaded\n",
           r->opt.target, tc->name, k->name);
    ++r->failed;
    return;
  }
  size_t kernel_max = 0;
  clGetKernelWorkGroupInfo(kern, r->env.device, CL_KERNEL_WORK_GROUP_SIZE,
                           sizeof kernel_max, &kernel_max, NULL);
  for (int si = 0; si < tc->n_shapes; ++si) {
    struct launch_id id = {.tc = tc, .k = k};
    const char *why;
    if (!resolve_shape(r, tc, &tc->shapes[si], kernel_max, &id.s, &why)) {
      if (r->opt.verbose)
        printf("skip %s %s local=%zux%zux%zu: %s\n", tc->name, k->name,
               id.s.local[0], id.s.local[1], id.s.local[2], why);
      ++r->skipped;
      continue;
    }
    for (id.round = 0; id.round < 2; ++id.round) {
      id.seed = r->opt.seed ^ (uint64_t)(ci + 1) << 48 ^
                (uint64_t)(ki + 1) << 32 ^ (uint64_t)(si + 1) << 16 ^
                (uint64_t)(id.round + 1);
      run_launch(r, kern, &id);
    }
  }
  clReleaseKernel(kern);
}

static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char **argv) {
  struct runner r = {0};
  if (parse_options(argc, argv, &r.opt) ||
      check_list("--case", r.opt.only_case, case_name, n_test_cases) ||
      check_list("--pair-rows", r.opt.pair_rows, type_name, n_elem_types))
    return 2;
  for (int c = 0; c < n_test_cases; ++c)
    for (int k = 0; k < test_cases[c].n_kernels; ++k)
      if (!kernel_spec_valid(test_cases[c].kernels[k])) {
        fprintf(stderr,
                "wgc-programs: the checks of kernel %s are "
                "inconsistent (tests/programs/cases.c)\n",
                test_cases[c].kernels[k]->name);
        return 2;
      }
  if (cl_env_open(&r.env, r.opt.platform))
    return 1;
  printf("wgc-programs: target %s, seed 0x%016" PRIx64 "\n", r.opt.target,
         r.opt.seed);
  printf("device: %s (%s, driver %s), max work-group size %zu\n",
         r.env.device_name, r.env.platform_name, r.env.driver,
         r.env.max_wg_size);
  for (int p = 0; p < r.opt.n_programs; ++p) {
    r.programs[p] = cl_load_program(&r.env, r.opt.programs[p],
                                    r.opt.il ? "" : "-x spir -spir-std=1.2",
                                    r.opt.il ? PROGRAM_IL : PROGRAM_BINARY);
    if (!r.programs[p]) {
      printf("FAIL %s: program %s cannot be loaded or built\n", r.opt.target,
             r.opt.programs[p]);
      ++r.failed;
    }
  }
  for (int c = 0; c < n_test_cases; ++c) {
    const struct test_case *tc = &test_cases[c];
    if (r.opt.only_case && !in_list(r.opt.only_case, tc->name))
      continue;
    int passed = r.passed, failed = r.failed;
    double start = seconds();
    for (int k = 0; k < tc->n_kernels; ++k)
      if (tc->kernels != pair_kernels || !r.opt.pair_rows ||
          in_list(r.opt.pair_rows, tc->kernels[k]->name + strlen("pairs_")))
        run_kernel(&r, c, k);
    printf("case %s: %d passed, %d failed (%.1f s)\n", tc->name,
           r.passed - passed, r.failed - failed, seconds() - start);
    fflush(stdout);
  }
  for (int p = 0; p < r.opt.n_programs; ++p)
    if (r.programs[p])
      clReleaseProgram(r.programs[p]);
  cl_env_close(&r.env);
  if (r.failed)
    printf("seed 0x%016" PRIx64 "\n", r.opt.seed);
  printf("%d passed, %d failed, %d skipped\n", r.passed, r.failed, r.skipped);
  return r.failed != 0;
}
