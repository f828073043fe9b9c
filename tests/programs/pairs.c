// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The kernel specs of kernels/pairs.cl, from pairs.def. */
#include "spec.h"

#define C_reduce_add .c = REDUCE, .op = OP_ADD
#define C_reduce_min .c = REDUCE, .op = OP_MIN
#define C_reduce_max .c = REDUCE, .op = OP_MAX
#define C_scan_inclusive_add .c = SCAN_INCLUSIVE, .op = OP_ADD
#define C_scan_inclusive_min .c = SCAN_INCLUSIVE, .op = OP_MIN
#define C_scan_inclusive_max .c = SCAN_INCLUSIVE, .op = OP_MAX
#define C_scan_exclusive_add .c = SCAN_EXCLUSIVE, .op = OP_ADD
#define C_scan_exclusive_min .c = SCAN_EXCLUSIVE, .op = OP_MIN
#define C_scan_exclusive_max .c = SCAN_EXCLUSIVE, .op = OP_MAX

/* Plane k of a row kernel is input and output of the same collective. */
#define CHECK(k, T, ...)                                                       \
  { .out = (k), .src = (k), .type = #T, __VA_ARGS__ }
#define CHECK_(k, T, C) CHECK(k, T, C)
#define PAIR(P, A, B, F1, F2)                                                  \
  CHECK_(2 * ((P) % 7), A, C_##F1), CHECK_(2 * ((P) % 7) + 1, B, C_##F2),
#define ROW(A, PAIRS)                                                          \
  static const struct kernel_spec pairs_##A = {                                \
      .name = "pairs_" #A, .n_in = 14, .n_checks = 14, .checks = {PAIRS}};
#include "pairs.def"
#undef ROW
#undef PAIR

const struct kernel_spec *const pair_kernels[N_PAIR_KERNELS] = {
    &pairs_int,   &pairs_uint,   &pairs_long, &pairs_ulong,
    &pairs_float, &pairs_double, &pairs_half,
};
