// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* What wgc-programs runs: kernels, their planes and checks, shapes, cases. */
#ifndef WGC_PROGRAMS_SPEC_H
#define WGC_PROGRAMS_SPEC_H

#include "reference.h"

#include <stddef.h>
#include <stdint.h>

#define MAX_PLANES 16
/* Source plane k of a check: input plane k, or host plane k - HOST. */
#define HOST 100

/* One work-group's data as contiguous arrays, in local linear id order. */
struct group_data {
  const void *in[MAX_PLANES]; /* the input planes */
  void *host[MAX_PLANES];     /* derive() fills the host planes */
  size_t size;                /* work-items */
  uint32_t group;             /* linear id, x fastest */
  uint32_t seed;              /* the kernel's seed argument */
};

/* Output plane `out` holds collective `c` with `op` over plane `src`, or
 * with `copy` the source plane itself bit for bit. exact_add: the source is
 * exact (integer-valued), whatever the data mode. */
struct check {
  int out, src;
  const char *type;
  enum collective c;
  enum op op;
  int copy, exact_add;
};

/* The type of an input plane is the type of the checks reading it. */
struct kernel_spec {
  const char *name;
  int n_in;
  int n_host;
  const char *host_types[MAX_PLANES];
  void (*derive)(const struct group_data *g);
  int n_checks;
  struct check checks[MAX_PLANES];
  size_t local_arg_bytes; /* a __local argument after the seed, if not 0 */
};

/* local[0] == 0 stands for the kernel's maximum work-group size, 1D. */
struct shape {
  size_t local[3], groups[3], offset[3];
};

struct test_case {
  const char *name;
  const struct kernel_spec *const *kernels;
  int n_kernels;
  const struct shape *shapes;
  int n_shapes;
};

extern const struct test_case test_cases[];
extern const int n_test_cases;

/* The kernels of kernels/pairs.cl, one per first type (pairs.c). */
#define N_PAIR_KERNELS 7
extern const struct kernel_spec *const pair_kernels[N_PAIR_KERNELS];

/* Host planes of the derived kernels (derive.c). */
void derive_chain(const struct group_data *g);
void derive_chain_fp(const struct group_data *g);
void derive_local_mem(const struct group_data *g);

#endif
