/* CPU benchmark: the checkers accept a right output and catch wrong ones. */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

static int fails;

static void expect(int ok, const char *what, const char *type) {
  if (!ok) {
    printf("selftest FAILED: %s (%s)\n", what, type);
    fails++;
  }
}

/* A reference output, then that output with element i's bits changed,
 * then the poisoned output, through compare. */
static void catches(int t, const void *want, size_t n, size_t i,
                    const char *what) {
  size_t sz = bench_types[t].size, first = 0;
  unsigned char *got = malloc(n * sz);
  memcpy(got, want, n * sz);
  expect(compare(t, got, want, n, &first) == 0, what, bench_types[t].name);
  got[i * sz + (bench_types[t].is_float ? sz - 2 : 0)] ^= 0x10;
  expect(compare(t, got, want, n, &first) == 1 && first == i, what,
         bench_types[t].name);
  memset(got, 0xff, n * sz);
  expect(compare(t, got, want, n, &first) == n, what, bench_types[t].name);
  free(got);
}

int selftest(void) {
  size_t max = N_ELEMS * 8;
  unsigned char *in = malloc(max), *a = malloc(max), *b = malloc(max);
  for (int t = 0; t < N_TYPES; ++t) {
    size_t sz = bench_types[t].size;
    char s[8];
    fill_data(t, in, N_ELEMS, 12345 + t);
    struct cell k1 = {1, t, 64, 1, OP_ADD, F_SCAN_INCL};
    k1_factor(&k1, s);
    size_t n = reference(&k1, ROLE_WGC, in, a, 1, s);
    catches(t, a, n, n / 3, "K1 scan_inclusive_add");
    struct cell k2 = {2, t, 256, 4, OP_ADD, 0};
    struct cell k3 = {3, t, 256, 4, OP_ADD, 0};
    size_t groups = reference(&k2, ROLE_WGC, in, a, 1, s);
    catches(t, a, groups, groups - 1, "K2 reduce_add");
    n = reference(&k3, ROLE_WGC, in, b, 1, s);
    catches(t, b, n, 7, "K3 scan_exclusive_add");
    catches(t, in, N_ELEMS, N_ELEMS / 2, "copy");
    /* Two references agree: a tile's reduce is its exclusive scan's last
     * element plus its last input. */
    size_t tile = n / groups, bad = 0;
    for (size_t g = 0; g < groups; ++g) {
      unsigned char sum[8];
      size_t last = (g + 1) * tile - 1;
      if (bench_types[t].is_float) {
        double x = t == T_FLOAT
                       ? (double)((float *)b)[last] + ((float *)in)[last]
                       : ((double *)b)[last] + ((double *)in)[last];
        if (t == T_FLOAT)
          *(float *)sum = (float)x;
        else
          *(double *)sum = x;
      } else if (t == T_INT) {
        *(uint32_t *)sum = ((uint32_t *)b)[last] + ((uint32_t *)in)[last];
      } else {
        *(uint64_t *)sum = ((uint64_t *)b)[last] + ((uint64_t *)in)[last];
      }
      size_t f;
      bad += compare(t, sum, a + g * sz, 1, &f);
    }
    expect(bad == 0, "K2 reduce_add = K3 scan's last + last input",
           bench_types[t].name);
  }
  free(in);
  free(a);
  free(b);
  printf("selftest: %d failed\n", fails);
  return fails;
}
