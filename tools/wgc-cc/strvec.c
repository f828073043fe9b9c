// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A growable, NULL-terminated list of owned strings (a child's argv). */
#include "strvec.h"

#include <stdlib.h>
#include <string.h>

int strvec_push(struct strvec *v, const char *s) {
  if (v->len + 2 > v->cap) {
    int cap = v->cap ? 2 * v->cap : 16;
    char **items = realloc(v->items, (size_t)cap * sizeof(*items));
    if (!items) {
      v->oom = 1;
      return -1;
    }
    v->items = items;
    v->cap = cap;
  }
  char *copy = strdup(s);
  if (!copy) {
    v->oom = 1;
    return -1;
  }
  v->items[v->len++] = copy;
  v->items[v->len] = NULL;
  return 0;
}

int strvec_push2(struct strvec *v, const char *a, const char *b) {
  return strvec_push(v, a) || strvec_push(v, b) ? -1 : 0;
}

int strvec_append(struct strvec *v, const struct strvec *more) {
  for (int i = 0; i < more->len; ++i)
    if (strvec_push(v, more->items[i]))
      return -1;
  return 0;
}

void strvec_free(struct strvec *v) {
  for (int i = 0; i < v->len; ++i)
    free(v->items[i]);
  free(v->items);
  v->items = NULL;
  v->len = v->cap = v->oom = 0;
}
