// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The kernels of every case, their checks, and the shapes they run on. */
#include "spec.h"

#define ARRAY_SIZE(a) (int)(sizeof(a) / sizeof((a)[0]))
#define C(o, s, T, coll, oper)                                                 \
  { .out = o, .src = s, .type = #T, .c = coll, .op = oper }
#define EXACT(o, s, T, coll, oper)                                             \
  { .out = o, .src = s, .type = #T, .c = coll, .op = oper, .exact_add = 1 }
#define COPY(o, s, T)                                                          \
  { .out = o, .src = s, .type = #T, .copy = 1 }
#define INC SCAN_INCLUSIVE
#define EXC SCAN_EXCLUSIVE

static const struct kernel_spec chain = {
    .name = "chain",
    .n_in = 1,
    .n_host = 4,
    .host_types = {"long", "uint", "double", "int"},
    .derive = derive_chain,
    .n_checks = 5,
    .checks = {C(0, 0, int, INC, OP_ADD), C(1, HOST + 0, long, REDUCE, OP_ADD),
               C(2, HOST + 1, uint, EXC, OP_MAX),
               EXACT(3, HOST + 2, double, INC, OP_ADD),
               C(4, HOST + 3, int, REDUCE, OP_MIN)}};

static const struct kernel_spec chain_fp = {
    .name = "chain_fp",
    .n_in = 3,
    .n_host = 1,
    .host_types = {"float"},
    .derive = derive_chain_fp,
    .n_checks = 4,
    .checks = {C(0, 0, float, INC, OP_MIN), C(1, 1, half, REDUCE, OP_MAX),
               C(2, 2, ulong, EXC, OP_ADD),
               EXACT(3, HOST + 0, float, REDUCE, OP_ADD)}};

static const struct kernel_spec helpers_a = {
    .name = "helpers_a",
    .n_in = 3,
    .n_checks = 3,
    .checks = {C(0, 0, int, REDUCE, OP_MAX), C(1, 1, long, EXC, OP_ADD),
               C(2, 2, float, INC, OP_MIN)}};

static const struct kernel_spec helpers_b = {
    .name = "helpers_b",
    .n_in = 5,
    .n_checks = 5,
    .checks = {C(0, 0, long, EXC, OP_ADD), C(1, 1, float, INC, OP_MIN),
               C(2, 2, uint, REDUCE, OP_ADD), C(3, 3, int, REDUCE, OP_MAX),
               C(4, 4, long, EXC, OP_ADD)}};

static const struct kernel_spec extern_a = {
    .name = "extern_a",
    .n_in = 3,
    .n_checks = 3,
    .checks = {C(0, 0, int, REDUCE, OP_MAX), C(1, 1, ulong, INC, OP_ADD),
               C(2, 2, int, REDUCE, OP_MAX)}};

static const struct kernel_spec extern_b = {
    .name = "extern_b",
    .n_in = 2,
    .n_checks = 2,
    .checks = {C(0, 0, ulong, INC, OP_ADD), C(1, 1, int, REDUCE, OP_MAX)}};

static const struct kernel_spec callee = {
    .name = "callee",
    .n_in = 1,
    .n_checks = 1,
    .checks = {C(0, 0, long, EXC, OP_ADD)}};

static const struct kernel_spec caller = {
    .name = "caller",
    .n_in = 3,
    .n_checks = 3,
    .checks = {C(0, 0, long, EXC, OP_ADD), C(1, 1, int, REDUCE, OP_MAX),
               C(2, 2, uint, INC, OP_MIN)}};

static const struct kernel_spec callee_inline = {
    .name = "callee_inline",
    .n_in = 1,
    .n_checks = 1,
    .checks = {C(0, 0, double, REDUCE, OP_ADD)}};

static const struct kernel_spec caller_inline = {
    .name = "caller_inline",
    .n_in = 2,
    .n_checks = 2,
    .checks = {C(0, 0, double, REDUCE, OP_ADD), C(1, 1, half, EXC, OP_MAX)}};

/* The __local argument is ARG_WORDS uints (kernels/local_mem.cl). */
static const struct kernel_spec local_mem = {
    .name = "local_mem",
    .n_in = 3,
    .n_host = 5,
    .host_types = {"uint", "ulong", "uint", "ulong", "uint"},
    .derive = derive_local_mem,
    .n_checks = 8,
    .checks = {C(0, 0, int, INC, OP_ADD), C(1, HOST + 0, uint, REDUCE, OP_ADD),
               C(2, 1, double, EXC, OP_MAX), C(3, HOST + 1, ulong, INC, OP_MAX),
               C(4, 2, long, REDUCE, OP_ADD), COPY(5, HOST + 2, uint),
               COPY(6, HOST + 3, ulong), COPY(7, HOST + 4, uint)},
    .local_arg_bytes = 4096};

/* PoCL builds a kernel once per work-group size: few shapes per kernel, a
 * large 1D one and a small 3D one; one for the seven pair kernels. */
static const struct shape pair_shapes[] = {
    {{7, 5, 3}, {2, 2, 2}, {0}},
};

static const struct shape few_shapes[] = {
    {{1000, 1, 1}, {3, 1, 1}, {0}},
    {{7, 5, 3}, {2, 2, 2}, {0}},
};

/* Every size up to the kernel's maximum (PoCL: 4096, Intel's CPU runtime:
 * 8192), 1D, 2D and 3D; larger ones than the kernel allows are left out. */
static const struct shape size_shapes[] = {
    {{1, 1, 1}, {64, 1, 1}, {0}},   {{2, 1, 1}, {40, 1, 1}, {0}},
    {{31, 1, 1}, {9, 1, 1}, {0}},   {{33, 1, 1}, {7, 1, 1}, {0}},
    {{64, 1, 1}, {512, 1, 1}, {0}}, {{100, 1, 1}, {5, 1, 1}, {0}},
    {{256, 1, 1}, {4, 1, 1}, {0}},  {{1000, 1, 1}, {3, 1, 1}, {0}},
    {{1024, 1, 1}, {3, 1, 1}, {0}}, {{4096, 1, 1}, {3, 1, 1}, {0}},
    {{5000, 1, 1}, {2, 1, 1}, {0}}, {{8192, 1, 1}, {2, 1, 1}, {0}},
    {{0, 1, 1}, {2, 1, 1}, {0}},    {{7, 5, 3}, {2, 2, 2}, {0}},
    {{100, 10, 1}, {2, 1, 1}, {0}}, {{16, 16, 4}, {1, 2, 1}, {0}},
    {{1, 33, 3}, {2, 2, 1}, {0}},   {{64, 64, 1}, {1, 1, 2}, {0}},
    {{128, 64, 1}, {2, 1, 1}, {0}}, {{16, 16, 32}, {1, 1, 2}, {0}},
};

static const struct shape local_shapes[] = {
    {{1, 1, 1}, {16, 1, 1}, {0}},
    {{1000, 1, 1}, {3, 1, 1}, {0}},
    {{0, 1, 1}, {2, 1, 1}, {0}},
    {{7, 5, 3}, {2, 2, 2}, {0}},
};

static const struct shape offset_shapes[] = {
    {{33, 1, 1}, {4, 1, 1}, {12345, 0, 0}},
    {{8, 4, 1}, {3, 2, 1}, {3, 1, 0}},
    {{7, 5, 3}, {2, 2, 2}, {1, 2, 3}},
};

static const struct kernel_spec *const chain_kernels[] = {&chain};
static const struct kernel_spec *const chain_fp_kernels[] = {&chain_fp};
static const struct kernel_spec *const helper_kernels[] = {&helpers_a,
                                                           &helpers_b};
static const struct kernel_spec *const extern_kernels[] = {&extern_a,
                                                           &extern_b};
static const struct kernel_spec *const call_kernels[] = {
    &callee, &caller, &callee_inline, &caller_inline};
static const struct kernel_spec *const local_kernels[] = {&local_mem};
static const struct kernel_spec *const offset_kernels[] = {&chain, &chain_fp};

#define CASE(name, kernels, shapes)                                            \
  { name, kernels, ARRAY_SIZE(kernels), shapes, ARRAY_SIZE(shapes) }

const struct test_case test_cases[] = {
    {"pairs", pair_kernels, N_PAIR_KERNELS, pair_shapes,
     ARRAY_SIZE(pair_shapes)},
    CASE("chain", chain_kernels, size_shapes),
    CASE("chain-fp", chain_fp_kernels, few_shapes),
    CASE("helpers", helper_kernels, few_shapes),
    CASE("extern-helper", extern_kernels, few_shapes),
    CASE("kernel-call", call_kernels, few_shapes),
    CASE("local-mem", local_kernels, local_shapes),
    CASE("offset", offset_kernels, offset_shapes),
};
const int n_test_cases = ARRAY_SIZE(test_cases);
