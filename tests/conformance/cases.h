/* What the harness runs: kernels, the checks on their outputs, and shapes. */
#ifndef WGC_TEST_CASES_H
#define WGC_TEST_CASES_H

#include "reference.h"

#include <stddef.h>

#define MAX_CHECKS 9

/* Output plane `out` must be collective `c` with `op` over input plane `in`. */
struct check {
  int out, in;
  enum op op;
  enum collective c;
};

enum kernel_args { ARGS_IN_OUT, ARGS_IN_OUT_N, ARGS_IN_OUT_N_ROUNDS };

struct kernel_case {
  const char *name;
  enum kernel_args args;
  int in_planes, out_planes;
  int n_checks;
  struct check checks[MAX_CHECKS];
  int subset; /* runs on the shapes marked `subset` only */
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
