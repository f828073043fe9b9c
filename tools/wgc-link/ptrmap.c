// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A hash map from pairs of pointers to pointers (open addressing). */
#include "ptrmap.h"

#include <stdint.h>
#include <stdlib.h>

static size_t hash(const void *a, const void *b, size_t cap) {
  uint64_t h = (uint64_t)(uintptr_t)a * 0x9e3779b97f4a7c15u;
  h ^= (uint64_t)(uintptr_t)b * 0xc2b2ae3d27d4eb4fu;
  h ^= h >> 29;
  return (size_t)h & (cap - 1);
}

/* The slot holding (a, b), or the empty slot where it would go. */
static struct wgc_ptrmap_entry *slot(const struct wgc_ptrmap *m, const void *a,
                                     const void *b) {
  for (size_t i = hash(a, b, m->cap);; i = (i + 1) & (m->cap - 1)) {
    struct wgc_ptrmap_entry *e = &m->slots[i];
    if (!e->a || (e->a == a && e->b == b))
      return e;
  }
}

void *wgc_ptrmap_get(const struct wgc_ptrmap *m, const void *a, const void *b) {
  return m->cap ? slot(m, a, b)->value : NULL;
}

static int grow(struct wgc_ptrmap *m) {
  size_t cap = m->cap ? 2 * m->cap : 64;
  struct wgc_ptrmap grown = {calloc(cap, sizeof *grown.slots), cap, m->n};
  if (!grown.slots)
    return 0;
  for (size_t i = 0; i < m->cap; ++i)
    if (m->slots[i].a)
      *slot(&grown, m->slots[i].a, m->slots[i].b) = m->slots[i];
  free(m->slots);
  *m = grown;
  return 1;
}

int wgc_ptrmap_put(struct wgc_ptrmap *m, const void *a, const void *b,
                   void *value) {
  if (2 * (m->n + 1) > m->cap && !grow(m))
    return 0;
  struct wgc_ptrmap_entry *e = slot(m, a, b);
  if (!e->a)
    ++m->n;
  *e = (struct wgc_ptrmap_entry){a, b, value};
  return 1;
}

void wgc_ptrmap_free(struct wgc_ptrmap *m) {
  free(m->slots);
  *m = (struct wgc_ptrmap){0};
}
