// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-programs: work-group collectives in whole programs (several types back
 * to back, helper functions, kernels calling kernels, user local memory,
 * global offsets, every work-group size) against a host reference. Its
 * cases (cases.c, pairs.c, derive.c) run on the test driver
 * (tests/lib/driver.h). */
#include "runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char usage[] =
    "usage: wgc-programs --program FILE [--program FILE]... [options]\n"
    "         [--case NAME,...] [--pair-rows TYPE,...]\n"
    "Runs the kernels of tests/programs/kernels from the programs FILE and\n"
    "checks them against a host reference. A program that cannot be loaded\n"
    "and a kernel in no program fail.\n"
    "--case runs only the cases listed: pairs, chain, chain-fp, helpers,\n"
    "extern-helper, kernel-call, local-mem, offset. --pair-rows runs only\n"
    "the pair kernels whose first type is listed (default: all 7).\n"
    "Each case ends with 'case NAME: N passed, N failed (T s)'.\n";

/* Every kernel of every case, in order: a case's kernels are consecutive. */
#define MAX_KERNELS 32
static struct {
  const char *only_case, *pair_rows;
  int n;
  int tc[MAX_KERNELS], k[MAX_KERNELS];
  int passed, failed; /* at the start of the current case */
  double start;
} prog;

static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
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
static const char *row_name(int i) {
  return pair_kernels[i]->name + strlen("pairs_");
}

static int case_runs(const struct test_case *tc) {
  return !prog.only_case || driver_listed(prog.only_case, tc->name);
}

static const char *kernel_name(struct driver *d, int i) {
  const struct test_case *tc = &test_cases[prog.tc[i]];
  const struct kernel_spec *k = tc->kernels[prog.k[i]];
  if (prog.k[i] == 0) {
    prog.passed = d->passed;
    prog.failed = d->failed;
    prog.start = seconds();
  }
  if (!case_runs(tc))
    return NULL;
  if (tc->kernels == pair_kernels && prog.pair_rows &&
      !driver_listed(prog.pair_rows, k->name + strlen("pairs_")))
    return NULL;
  return k->name;
}

/* The case's summary after its last kernel. */
static void kernel_done(struct driver *d, int i) {
  const struct test_case *tc = &test_cases[prog.tc[i]];
  if (prog.k[i] != tc->n_kernels - 1 || !case_runs(tc))
    return;
  printf("case %s: %d passed, %d failed (%.1f s)\n", tc->name,
         d->passed - prog.passed, d->failed - prog.failed,
         seconds() - prog.start);
  fflush(stdout);
}

/* The shape of the case's table; local[0] == 0 is the kernel's maximum,
 * left out where that size is also listed. */
static int shape_runs(struct driver *d, int i, int si, size_t kernel_max,
                      struct driver_launch *l, const char **why) {
  (void)d;
  const struct test_case *tc = &test_cases[prog.tc[i]];
  if (si >= tc->n_shapes)
    return 0;
  const struct shape *s = &tc->shapes[si];
  memcpy(l->local, s->local, sizeof l->local);
  memcpy(l->groups, s->groups, sizeof l->groups);
  memcpy(l->offset, s->offset, sizeof l->offset);
  if (!l->local[0]) {
    l->local[0] = kernel_max;
    for (int j = 0; j < tc->n_shapes; ++j)
      if (tc->shapes[j].local[0] == kernel_max &&
          tc->shapes[j].local[1] * tc->shapes[j].local[2] == 1)
        *why = "the kernel's maximum is also listed";
  }
  return 1;
}

/* Two rounds of data (plane_mode in launch.c). */
static int rounds(struct driver *d, int i, enum data_mode *modes) {
  (void)d;
  (void)i;
  modes[0] = MODE_EDGE;
  modes[1] = MODE_FULL;
  return 2;
}

static void launch(struct driver *d, cl_kernel kern, struct driver_launch *l) {
  const struct test_case *tc = &test_cases[prog.tc[l->kernel]];
  struct launch_id id = {.tc = tc, .k = tc->kernels[prog.k[l->kernel]]};
  memcpy(id.s.local, l->local, sizeof l->local);
  memcpy(id.s.groups, l->groups, sizeof l->groups);
  memcpy(id.s.offset, l->offset, sizeof l->offset);
  snprintf(l->note, sizeof l->note, "case=%s round=%d", tc->name, l->mode);
  run_launch(d, kern, &id, l);
}

int main(int argc, char **argv) {
  struct driver d;
  const struct driver_option own[] = {
      {"--case", 1, &prog.only_case},
      {"--pair-rows", 1, &prog.pair_rows},
  };
  if (driver_parse(&d, "wgc-programs", argc, argv, own, 2, usage) ||
      check_list("--case", prog.only_case, case_name, n_test_cases) ||
      check_list("--pair-rows", prog.pair_rows, row_name, N_PAIR_KERNELS))
    return 2;
  for (int c = 0; c < n_test_cases; ++c)
    for (int k = 0; k < test_cases[c].n_kernels; ++k) {
      if (!kernel_spec_valid(test_cases[c].kernels[k])) {
        fprintf(stderr,
                "wgc-programs: the checks of kernel %s are "
                "inconsistent (tests/programs/cases.c)\n",
                test_cases[c].kernels[k]->name);
        return 2;
      }
      if (prog.n == MAX_KERNELS) {
        fprintf(stderr, "wgc-programs: more than %d kernels\n", MAX_KERNELS);
        return 2;
      }
      prog.tc[prog.n] = c;
      prog.k[prog.n++] = k;
    }
  int n_shapes = 0;
  for (int c = 0; c < n_test_cases; ++c)
    if (test_cases[c].n_shapes > n_shapes)
      n_shapes = test_cases[c].n_shapes;
  const struct driver_suite suite = {
      .n_kernels = prog.n,
      .n_shapes = n_shapes,
      .kernel = kernel_name,
      .shape = shape_runs,
      .modes = rounds,
      .launch = launch,
      .kernel_done = kernel_done,
  };
  return driver_run(&d, &suite, NULL);
}
