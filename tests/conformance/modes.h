// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Which data modes a kernel runs on, and which checks each mode verifies. */
#ifndef WGC_TEST_MODES_H
#define WGC_TEST_MODES_H

#include "cases.h"
#include "data.h"

#define MAX_MODES 16

/* 1 if type t has a function of one of k's checks (collective_exists). */
int kernel_runs(const struct elem_type *t, const struct kernel_case *k);

/* The data modes k runs on for type t: full-range and edge data, the
 * floating-point sum data, product data where k has a mul, predicates where
 * k has an int logical operator or vote. Returns their count. */
int modes_for(const struct elem_type *t, const struct kernel_case *k,
              enum data_mode *modes);

/* 1 if check ch is verified on data of mode m: floating-point sums and
 * products only where no order overflows in ways the reference cannot
 * predict. */
int check_applies(const struct elem_type *t, const struct check *ch,
                  enum data_mode m);

/* 1 if the check's floating-point results depend on the combination order
 * (sums and products): a rerun must give the same bits. */
int order_dependent(const struct elem_type *t, const struct check *ch);

#endif
