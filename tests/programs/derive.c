// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Host planes of the kernels that compute values before their collectives:
 * the same arithmetic as the kernels, in C. */
#include "spec.h"

#include <string.h>

static int32_t get_i32(const void *p, size_t i) {
  int32_t v;
  memcpy(&v, (const char *)p + 4 * i, 4);
  return v;
}

static uint64_t get_u64(const void *p, size_t i) {
  uint64_t v;
  memcpy(&v, (const char *)p + 8 * i, 8);
  return v;
}

#define PUT(plane, T, i, value)                                                \
  do {                                                                         \
    T v_ = (value);                                                            \
    memcpy((char *)(plane) + sizeof(T) * (i), &v_, sizeof(T));                 \
  } while (0)

/* kernels/chain.cl, chain: (long)x * 3, (uint)x ^ 0x55, (double)(x & 1023)
 * and the inclusive sum of x (wrapping), the input of the last reduction. */
void derive_chain(const struct group_data *g) {
  uint32_t sum = 0;
  for (size_t i = 0; i < g->size; ++i) {
    int32_t x = get_i32(g->in[0], i);
    sum += (uint32_t)x;
    PUT(g->host[0], int64_t, i, (int64_t)x * 3);
    PUT(g->host[1], uint32_t, i, (uint32_t)x ^ 0x55u);
    PUT(g->host[2], double, i, (double)((uint32_t)x & 1023u));
    PUT(g->host[3], uint32_t, i, sum);
  }
}

/* kernels/chain.cl, chain_fp: (float)(z & 255) of the ulong input. */
void derive_chain_fp(const struct group_data *g) {
  for (size_t i = 0; i < g->size; ++i)
    PUT(g->host[0], float, i, (float)(get_u64(g->in[2], i) & 255));
}

/* kernels/local_mem.cl: its arrays' sizes and contents. */
enum { BIG_WORDS = 3072, SMALL_WORDS = 512, ARG_WORDS = 1024 };

static uint32_t big_value(uint32_t j, uint32_t seed, uint32_t g) {
  return (j * 2654435761u) ^ seed ^ (g * 0x9e3779b9u);
}

static uint64_t small_value(uint32_t j, uint32_t seed, uint32_t g) {
  return (uint64_t)(j ^ seed) << 32 | (uint32_t)(j * 40503u + g);
}

static uint32_t arg_value(uint32_t j, uint32_t seed, uint32_t g) {
  return (j * 0x01000193u) ^ ~seed ^ (g << 7);
}

/* The collectives' inputs read from the arrays, then what each work-item
 * reads back from each array after the collectives. */
void derive_local_mem(const struct group_data *g) {
  for (uint32_t l = 0; l < g->size; ++l) {
    PUT(g->host[0], uint32_t, l,
        big_value((l * 5 + 1) % BIG_WORDS, g->seed, g->group));
    PUT(g->host[1], uint64_t, l,
        small_value(l % SMALL_WORDS, g->seed, g->group));
    PUT(g->host[2], uint32_t, l,
        big_value((l * 7 + 3) % BIG_WORDS, g->seed, g->group));
    PUT(g->host[3], uint64_t, l,
        small_value((l * 3 + 1) % SMALL_WORDS, g->seed, g->group));
    PUT(g->host[4], uint32_t, l,
        arg_value((l * 11 + 2) % ARG_WORDS, g->seed, g->group));
  }
}
