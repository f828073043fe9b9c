// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: the type table, cell geometry and seeded random test data. */
#include "bench.h"

#include <string.h>

const struct type_desc bench_types[N_TYPES] = {
    {"int", 4, 0}, {"float", 4, 1}, {"long", 8, 0}, {"double", 8, 1}};
const char *const op_names[3] = {"add", "min", "max"};
const char *const form_names[3] = {"reduce", "scan_inclusive",
                                   "scan_exclusive"};

int type_by_name(const char *name) {
  for (int t = 0; t < N_TYPES; ++t)
    if (!strcmp(bench_types[t].name, name))
      return t;
  return -1;
}

size_t cell_groups(const struct cell *c) {
  if (c->kernel == 1)
    return K1_ITEMS / c->wg;
  return N_ELEMS / ((size_t)c->wg * c->ipt);
}

size_t cell_items(const struct cell *c) { return cell_groups(c) * c->wg; }

size_t cell_in_elems(const struct cell *c) {
  return cell_items(c) * (c->kernel == 1 ? 1 : c->ipt);
}

static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

void fill_data(int t, void *buf, size_t n, uint64_t seed) {
  uint64_t x = seed;
  for (size_t i = 0; i < n; ++i) {
    uint64_t z = splitmix(&x);
    /* k / 128 for k in [-128, 128]: a float or double exactly. */
    double f = (double)((int)(z % 257) - 128) / 128.0;
    switch (t) {
    case T_INT:
      ((uint32_t *)buf)[i] = (uint32_t)z;
      break;
    case T_FLOAT:
      ((float *)buf)[i] = (float)f;
      break;
    case T_LONG:
      ((uint64_t *)buf)[i] = z;
      break;
    default:
      ((double *)buf)[i] = f;
    }
  }
}
