// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* What the harness runs: kernels, the checks on their outputs, and shapes. */
#ifndef WGC_TEST_CASES_H
#define WGC_TEST_CASES_H

#include "reference.h"

#include <stddef.h>

#define MAX_CHECKS 17

/* The local ids a broadcast kernel reads from: the 8 corners of the
 * work-group (position p has coordinate d at its last index where bit d of
 * p is set, else at 0), its middle (local size / 2 in each dimension) and a
 * random one; each dimension a launch does not have stays 0. */
#define BROADCAST_POSITIONS 10

/* Output plane `out` must be collective `c` with `op` over input plane `in`;
 * a BROADCAST reads from position `pos`. */
struct check {
  int out, in;
  enum op op;
  enum collective c;
  int pos;
};

/* The kernel's parameters after (in, out): nothing; n, the items of one
 * plane; n and the rounds of a loop; n and the broadcast positions (a buffer
 * of BROADCAST_POSITIONS x, y, z triples of uint). */
enum kernel_args {
  ARGS_IN_OUT,
  ARGS_IN_OUT_N,
  ARGS_IN_OUT_N_ROUNDS,
  ARGS_IN_OUT_N_IDS
};

struct kernel_case {
  const char *name;
  enum kernel_args args;
  int in_planes, out_planes;
  int n_checks;
  struct check checks[MAX_CHECKS];
  int subset; /* runs on the shapes marked `subset` only */
  /* Launched with as many dimensions as its shape has (the fewest that hold
   * its local and global sizes), so that get_work_dim() picks the
   * broadcast form; otherwise always with 3. */
  int shape_dims;
};

struct shape {
  size_t local[3], groups[3];
  int subset; /* also runs the kernels marked `subset` */
};

extern const struct kernel_case kernel_cases[];
extern const int n_kernel_cases;
extern const struct shape shapes[];
extern const int n_shapes;

#endif
