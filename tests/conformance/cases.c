// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* What the harness runs: kernels, the checks on their outputs, and shapes. */
#include "cases.h"

#define SINGLE(NAME, OP, C)                                                    \
  { "k_" NAME, ARGS_IN_OUT, 1, 1, 1, {{0, 0, OP, C, 0}}, 1, 0 }

/* The three collectives of one operator, in the planes reduce, inclusive
 * scan, exclusive scan. */
#define OPERATOR(NAME, OP)                                                     \
  {                                                                            \
    "k_" NAME, ARGS_IN_OUT_N, 1, 3, 3,                                         \
        {{0, 0, OP, REDUCE, 0},                                                \
         {1, 0, OP, SCAN_INCLUSIVE, 0},                                        \
         {2, 0, OP, SCAN_EXCLUSIVE, 0}},                                       \
        1, 0                                                                   \
  }

#define BROADCAST_AT(PLANE, POS)                                               \
  { PLANE, 0, OP_NONE, BROADCAST, POS }
#define BROADCASTS_FROM(PLANE)                                                 \
  BROADCAST_AT(PLANE, 0), BROADCAST_AT(PLANE + 1, 1),                          \
      BROADCAST_AT(PLANE + 2, 2), BROADCAST_AT(PLANE + 3, 3),                  \
      BROADCAST_AT(PLANE + 4, 4), BROADCAST_AT(PLANE + 5, 5),                  \
      BROADCAST_AT(PLANE + 6, 6), BROADCAST_AT(PLANE + 7, 7),                  \
      BROADCAST_AT(PLANE + 8, 8), BROADCAST_AT(PLANE + 9, 9)

/* k_all runs on every shape; the other kernels run on the shapes marked
 * `subset`, or on every shape with --every-shape.
 * k_loop runs 3 rounds: plane 2r is reduce_max and plane 2r+1
 * scan_inclusive_add of input plane r. A kernel runs for the types that have
 * one of its checks' functions (collective_exists) and checks only those;
 * collectives.cl defines it for the same types. */
const struct kernel_case kernel_cases[] = {
    {"k_all",
     ARGS_IN_OUT_N,
     1,
     9,
     9,
     {{0, 0, OP_ADD, REDUCE, 0},
      {1, 0, OP_MIN, REDUCE, 0},
      {2, 0, OP_MAX, REDUCE, 0},
      {3, 0, OP_ADD, SCAN_INCLUSIVE, 0},
      {4, 0, OP_MIN, SCAN_INCLUSIVE, 0},
      {5, 0, OP_MAX, SCAN_INCLUSIVE, 0},
      {6, 0, OP_ADD, SCAN_EXCLUSIVE, 0},
      {7, 0, OP_MIN, SCAN_EXCLUSIVE, 0},
      {8, 0, OP_MAX, SCAN_EXCLUSIVE, 0}},
     0,
     0},
    {"k_extended",
     ARGS_IN_OUT_N_IDS,
     1,
     17,
     17,
     {{0, 0, OP_ADD, REDUCE, 0},
      {1, 0, OP_MUL, SCAN_INCLUSIVE, 0},
      BROADCASTS_FROM(2),
      {12, 0, OP_XOR, SCAN_EXCLUSIVE, 0},
      {13, 0, OP_LXOR, REDUCE, 0},
      {14, 0, OP_NONE, ANY, 0},
      {15, 0, OP_NONE, ALL, 0},
      {16, 0, OP_MAX, SCAN_EXCLUSIVE, 0}},
     1,
     1},
    SINGLE("reduce_add", OP_ADD, REDUCE),
    SINGLE("reduce_min", OP_MIN, REDUCE),
    SINGLE("reduce_max", OP_MAX, REDUCE),
    SINGLE("scan_inclusive_add", OP_ADD, SCAN_INCLUSIVE),
    SINGLE("scan_inclusive_min", OP_MIN, SCAN_INCLUSIVE),
    SINGLE("scan_inclusive_max", OP_MAX, SCAN_INCLUSIVE),
    SINGLE("scan_exclusive_add", OP_ADD, SCAN_EXCLUSIVE),
    SINGLE("scan_exclusive_min", OP_MIN, SCAN_EXCLUSIVE),
    SINGLE("scan_exclusive_max", OP_MAX, SCAN_EXCLUSIVE),
    OPERATOR("mul", OP_MUL),
    OPERATOR("and", OP_AND),
    OPERATOR("or", OP_OR),
    OPERATOR("xor", OP_XOR),
    OPERATOR("logical_and", OP_LAND),
    OPERATOR("logical_or", OP_LOR),
    OPERATOR("logical_xor", OP_LXOR),
    {"k_broadcast",
     ARGS_IN_OUT_N_IDS,
     1,
     BROADCAST_POSITIONS,
     BROADCAST_POSITIONS,
     {BROADCASTS_FROM(0)},
     1,
     1},
    {"k_vote",
     ARGS_IN_OUT_N,
     1,
     2,
     2,
     {{0, 0, OP_NONE, ANY, 0}, {1, 0, OP_NONE, ALL, 0}},
     1,
     0},
    {"k_mixed",
     ARGS_IN_OUT_N,
     1,
     4,
     4,
     {{0, 0, OP_ADD, REDUCE, 0},
      {1, 0, OP_MAX, SCAN_INCLUSIVE, 0},
      {2, 0, OP_ADD, SCAN_EXCLUSIVE, 0},
      {3, 0, OP_MIN, REDUCE, 0}},
     1,
     0},
    {"k_twice",
     ARGS_IN_OUT_N,
     1,
     2,
     2,
     {{0, 0, OP_MIN, SCAN_EXCLUSIVE, 0}, {1, 0, OP_MIN, SCAN_EXCLUSIVE, 0}},
     1,
     0},
    {"k_loop",
     ARGS_IN_OUT_N_ROUNDS,
     3,
     6,
     6,
     {{0, 0, OP_MAX, REDUCE, 0},
      {1, 0, OP_ADD, SCAN_INCLUSIVE, 0},
      {2, 1, OP_MAX, REDUCE, 0},
      {3, 1, OP_ADD, SCAN_INCLUSIVE, 0},
      {4, 2, OP_MAX, REDUCE, 0},
      {5, 2, OP_ADD, SCAN_INCLUSIVE, 0}},
     1,
     0},
};
const int n_kernel_cases = sizeof(kernel_cases) / sizeof(kernel_cases[0]);

/* Sizes around every sub-group width (32, 64) and power of two, odd sizes,
 * the raking scan's segment lengths (3 at 65 items, 5, 7 at 160 and 192,
 * 11 and 13 at 300 and 384 with 32-item sub-groups), partial sub-groups, PoCL's
 * maximum (4096), 2D and 3D shapes; the two after that run hundreds of small
 * work-groups at once. The last four go beyond 4096 items, up to Intel's CPU
 * maximum (8192); the harness skips them on devices that do not allow them.
 * PoCL compiles a kernel once per work-group size, which dominates the run
 * time: hence the subset. */
const struct shape shapes[] = {
    {{1, 1, 1}, {64, 1, 1}, 1},   {{2, 1, 1}, {40, 1, 1}, 0},
    {{3, 1, 1}, {30, 1, 1}, 0},   {{7, 1, 1}, {20, 1, 1}, 0},
    {{31, 1, 1}, {9, 1, 1}, 0},   {{32, 1, 1}, {8, 1, 1}, 0},
    {{33, 1, 1}, {7, 1, 1}, 1},   {{63, 1, 1}, {6, 1, 1}, 0},
    {{64, 1, 1}, {6, 1, 1}, 0},   {{65, 1, 1}, {5, 1, 1}, 1},
    {{100, 1, 1}, {5, 1, 1}, 0},  {{127, 1, 1}, {4, 1, 1}, 0},
    {{128, 1, 1}, {4, 1, 1}, 0},  {{160, 1, 1}, {4, 1, 1}, 0},
    {{192, 1, 1}, {4, 1, 1}, 0},  {{255, 1, 1}, {4, 1, 1}, 0},
    {{256, 1, 1}, {4, 1, 1}, 0},  {{1000, 1, 1}, {3, 1, 1}, 1},
    {{300, 1, 1}, {3, 1, 1}, 0},  {{384, 1, 1}, {3, 1, 1}, 0},
    {{1024, 1, 1}, {3, 1, 1}, 1}, {{4096, 1, 1}, {3, 1, 1}, 1},
    {{8, 8, 1}, {3, 2, 1}, 1},    {{5, 7, 3}, {2, 2, 2}, 1},
    {{16, 16, 4}, {2, 1, 2}, 0},  {{3, 5, 1}, {4, 3, 1}, 0},
    {{17, 3, 1}, {3, 1, 3}, 0},   {{2, 3, 4}, {3, 3, 3}, 0},
    {{1, 33, 3}, {2, 2, 1}, 0},   {{32, 32, 1}, {2, 2, 1}, 0},
    {{64, 64, 1}, {2, 1, 1}, 0},  {{16, 16, 16}, {1, 2, 2}, 0},
    {{64, 1, 1}, {512, 1, 1}, 1}, {{100, 1, 1}, {16, 8, 2}, 0},
    {{8192, 1, 1}, {2, 1, 1}, 1}, {{6001, 1, 1}, {2, 1, 1}, 0},
    {{64, 128, 1}, {1, 1, 2}, 0}, {{16, 16, 32}, {1, 2, 1}, 0},
};
const int n_shapes = sizeof(shapes) / sizeof(shapes[0]);
