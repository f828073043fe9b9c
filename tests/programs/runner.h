// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* One run of wgc-programs: options, device, programs and the tally. */
#ifndef WGC_PROGRAMS_RUNNER_H
#define WGC_PROGRAMS_RUNNER_H

#include "clhost.h"
#include "spec.h"

#define MAX_PROGRAMS 16

struct options {
  const char *programs[MAX_PROGRAMS];
  int n_programs;
  const char *target, *platform, *build_options, *only_case, *pair_rows;
  uint64_t seed;
  int verbose, il;
};

struct runner {
  struct options opt;
  struct cl_env env;
  cl_program programs[MAX_PROGRAMS]; /* NULL where one failed to load */
  int passed, failed, skipped;
};

/* Where one launch runs: a kernel of a case on a shape, data round `round`
 * (0: edge values and exact floating-point sums, 1: full-range bits and
 * sums within the error bound). */
struct launch_id {
  const struct test_case *tc;
  const struct kernel_spec *k;
  struct shape s; /* with the kernel's maximum filled in */
  int round;
  uint64_t seed;
};

/* 1 if every check reads a plane of its own type and every input plane is
 * read. */
int kernel_spec_valid(const struct kernel_spec *k);

/* Runs a launch, checks every output plane, adds to the tally. */
void run_launch(struct runner *r, cl_kernel kern, const struct launch_id *id);

#endif
