// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* One launch of wgc-programs on the test driver (tests/lib/driver.h). */
#ifndef WGC_PROGRAMS_RUNNER_H
#define WGC_PROGRAMS_RUNNER_H

#include "driver.h"
#include "spec.h"

/* The kernel of a case that a launch runs, and the shape it runs on (with
 * the kernel's maximum filled in). */
struct launch_id {
  const struct test_case *tc;
  const struct kernel_spec *k;
  struct shape s;
};

/* 1 if every check reads a plane of its own type and every input plane is
 * read. */
int kernel_spec_valid(const struct kernel_spec *k);

/* Runs a launch of data round dl->mode (0: edge values and exact
 * floating-point sums, 1: full-range bits and sums within the error bound),
 * checks every output plane and counts each. */
void run_launch(struct driver *d, cl_kernel kern, const struct launch_id *id,
                struct driver_launch *dl);

#endif
