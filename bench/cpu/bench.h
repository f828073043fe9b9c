// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark host: types, cells, variants and the functions between files.
 */
#ifndef WGC_CPU_BENCH_H
#define WGC_CPU_BENCH_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define CK(x)                                                                  \
  do {                                                                         \
    cl_int e_ = (x);                                                           \
    if (e_ != CL_SUCCESS) {                                                    \
      fprintf(stderr, "%s:%d %s: %d\n", __FILE__, __LINE__, #x, e_);           \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

/* K2/K3 elements; K1 work-items per launch; K1 calls per timed launch. */
#define N_ELEMS (1u << 22)
#define K1_ITEMS (1u << 16)
#define K1_R 8

enum type_id { T_INT, T_FLOAT, T_LONG, T_DOUBLE, N_TYPES };
struct type_desc {
  const char *name;
  size_t size;
  int is_float;
};
extern const struct type_desc bench_types[N_TYPES];
int type_by_name(const char *name);

enum op_id { OP_ADD, OP_MIN, OP_MAX };
enum form_id { F_REDUCE, F_SCAN_INCL, F_SCAN_EXCL };
extern const char *const op_names[3];
extern const char *const form_names[3];

/* One measured cell: kernel 1-3, its function, type and shape. */
struct cell {
  int kernel, type, wg, ipt, op, form;
};

/* Work-groups, work-items and output elements of a cell's kernel. */
size_t cell_groups(const struct cell *c);
size_t cell_items(const struct cell *c);
size_t cell_in_elems(const struct cell *c);

/* Fills buf with n elements of random test data of type t (data.c):
 * integers full-range random bits; float and double multiples of 2^-7 in
 * [-1, 1], whose sums over any tile here are exact in any order. */
void fill_data(int t, void *buf, size_t n, uint64_t seed);

/* The roles a variant's kernel plays in a cell. */
/* ROLE_FLOOR: one local store, barrier and local load where a collective
 * would be (kernels.cl), the least a barrier-based collective costs. */
enum role_id { ROLE_WGC, ROLE_TREE, ROLE_COPY, ROLE_FLOOR };

/* Host references (reference.c). The output of a cell's role for the
 * cell's input; r calls for K1, s its factor; returns the element count. */
size_t reference(const struct cell *c, int role, const void *in, void *out,
                 unsigned r, const void *s);
/* The K1 factor s for a cell's type and function (bits of type T). */
void k1_factor(const struct cell *c, void *s);
/* Compares n elements; returns the mismatches and the first one's index. */
size_t compare(int t, const void *got, const void *want, size_t n,
               size_t *first);
/* Formats element i of buf as text. */
void format_elem(int t, const void *buf, size_t i, char *out, size_t len);

/* The checkers catch a wrong output (selftest.c); returns failures. */
int selftest(void);

#endif
