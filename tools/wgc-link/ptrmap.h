// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A hash map from pairs of pointers to pointers, for the passes' lookups. */
#ifndef WGC_PTRMAP_H
#define WGC_PTRMAP_H

#include <stddef.h>

struct wgc_ptrmap_entry {
  const void *a, *b;
  void *value;
};

/* Zero-initialized is empty. Keys are (a, b) pairs with a != NULL. */
struct wgc_ptrmap {
  struct wgc_ptrmap_entry *slots;
  size_t cap, n;
};

/* The value stored for (a, b), or NULL. */
void *wgc_ptrmap_get(const struct wgc_ptrmap *m, const void *a, const void *b);
/* Stores `value` (not NULL) for (a, b), replacing any; 0 when out of memory. */
int wgc_ptrmap_put(struct wgc_ptrmap *m, const void *a, const void *b,
                   void *value);
void wgc_ptrmap_free(struct wgc_ptrmap *m);

#endif
