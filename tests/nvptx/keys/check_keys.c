// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Checks the NVIDIA floating-point keys against the min/max rules of ops.h. */
#include "clhost.h"
#include "types.h"

#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int passed, failed;

static void check(int ok, const char *what, const char *type, uint64_t a,
                  uint64_t b, uint64_t seed) {
  if (ok) {
    ++passed;
    return;
  }
  if (++failed <= 20)
    fprintf(stderr,
            "FAIL %s %s: a=0x%" PRIx64 " b=0x%" PRIx64
            " (rerun with seed 0x%" PRIx64 ")\n",
            type, what, a, b, seed);
}

/* ops.h's rule, computed independently: NaN ignored, -0.0 below +0.0. */
static uint64_t ref_pick(const struct elem_type *t, int is_min, uint64_t a,
                         uint64_t b, int *nan) {
  int na = fp_is_nan(t, a), nb = fp_is_nan(t, b);
  *nan = na && nb;
  if (na || nb)
    return na ? b : a;
  long double x = fp_value(t, a), y = fp_value(t, b);
  if (x == y)
    return is_min ? (a | b) : (a & b);
  return (is_min == (x < y)) ? a : b;
}

static uint64_t next(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* Inputs: every pattern for half; edge values then random bits otherwise. */
static size_t make_inputs(const struct elem_type *t, void *buf, size_t n,
                          uint64_t seed) {
  if (t->size == 2) {
    for (size_t i = 0; i < 65536; ++i)
      set_bits(t, buf, i, i);
    return 65536;
  }
  uint64_t sign = fp_sign_mask(t);
  const long double edge[] = {0.0L, 1.0L, -1.0L, INFINITY, 1.5L, 2.0L};
  size_t k = 0;
  for (size_t e = 0; e < sizeof edge / sizeof edge[0]; ++e) {
    set_bits(t, buf, k++, fp_bits(t, edge[e]));
    set_bits(t, buf, k++, fp_bits(t, edge[e]) ^ sign);
  }
  set_bits(t, buf, k++, fp_bits(t, NAN));
  set_bits(t, buf, k++, fp_bits(t, NAN) ^ sign);
  set_bits(t, buf, k++, 1);        /* smallest denormal */
  set_bits(t, buf, k++, 1 | sign); /* its negative */
  uint64_t mask = t->size == 4 ? 0xffffffffu : ~(uint64_t)0;
  uint64_t s = seed | 1; /* xorshift never leaves 0 */
  while (k < n)
    set_bits(t, buf, k++, next(&s) & mask);
  return n;
}

#define N_RANDOM 65536
#define N_PAIRS 200000

/* Runs keys_<type> on the inputs and checks round trips and pair orders. */
static int run_type(struct cl_env *env, cl_program prog, const char *name,
                    uint64_t seed) {
  const struct elem_type *t = find_elem_type(name);
  const struct elem_type *kt = find_elem_type(t->size == 8 ? "ulong" : "uint");
  size_t n = t->size == 2 ? 65536 : N_RANDOM;
  unsigned char *in = malloc(n * t->size), *dmin = malloc(n * t->size),
                *dmax = malloc(n * t->size);
  unsigned char *kmin = malloc(n * kt->size), *kmax = malloc(n * kt->size);
  make_inputs(t, in, n, seed);
  char kname[32];
  snprintf(kname, sizeof kname, "keys_%s", name);
  cl_int err;
  cl_kernel k = clCreateKernel(prog, kname, &err);
  cl_mem b[5];
  size_t sizes[5] = {t->size, kt->size, kt->size, t->size, t->size};
  void *host[5] = {in, kmin, kmax, dmin, dmax};
  for (int i = 0; i < 5 && err == CL_SUCCESS; ++i) {
    b[i] = clCreateBuffer(env->context, CL_MEM_READ_WRITE, n * sizes[i], NULL,
                          &err);
    if (err == CL_SUCCESS)
      err = clSetKernelArg(k, i, sizeof b[i], &b[i]);
  }
  if (err == CL_SUCCESS)
    err = clEnqueueWriteBuffer(env->queue, b[0], CL_TRUE, 0, n * t->size, in, 0,
                               NULL, NULL);
  if (err == CL_SUCCESS)
    err =
        clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &n, NULL, 0, NULL, NULL);
  for (int i = 1; i < 5 && err == CL_SUCCESS; ++i)
    err = clEnqueueReadBuffer(env->queue, b[i], CL_TRUE, 0, n * sizes[i],
                              host[i], 0, NULL, NULL);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s: OpenCL error %s\n", kname, cl_error_name(err));
    return 1;
  }
  uint64_t all = kt->size == 8  ? ~(uint64_t)0
                 : t->size == 2 ? 0xffff
                                : 0xffffffffu;
  for (size_t i = 0; i < n; ++i) {
    uint64_t x = get_bits(t, in, i);
    uint64_t a = get_bits(kt, kmin, i), z = get_bits(kt, kmax, i);
    if (fp_is_nan(t, x)) {
      check(a == all && z == 0, "NaN keys (largest for min, 0 for max)", name,
            x, a, seed);
      check(fp_is_nan(t, get_bits(t, dmin, i)) &&
                fp_is_nan(t, get_bits(t, dmax, i)),
            "NaN keys decode to NaN", name, x, 0, seed);
    } else {
      check(a == z && a <= all, "one key for min and max", name, x, a, seed);
      check(get_bits(t, dmin, i) == x && get_bits(t, dmax, i) == x,
            "decode(encode(x)) == x", name, x, 0, seed);
    }
  }
  /* Integer min/max of keys picks what ops.h's min/max picks. */
  uint64_t s = seed | 1;
  for (size_t p = 0; p < N_PAIRS; ++p) {
    size_t i = p < 400 ? p / 20 : next(&s) % n,
           j = p < 400 ? p % 20 : next(&s) % n;
    uint64_t x = get_bits(t, in, i), y = get_bits(t, in, j);
    for (int is_min = 0; is_min < 2; ++is_min) {
      unsigned char *kk = is_min ? kmin : kmax, *dd = is_min ? dmin : dmax;
      uint64_t ki = get_bits(kt, kk, i), kj = get_bits(kt, kk, j);
      int pick_i = is_min ? ki <= kj : ki >= kj;
      uint64_t got = get_bits(t, dd, pick_i ? i : j);
      int nan;
      uint64_t want = ref_pick(t, is_min, x, y, &nan);
      check(nan ? fp_is_nan(t, got) : got == want,
            is_min ? "min of keys" : "max of keys", name, x, y, seed);
    }
  }
  for (int i = 0; i < 5; ++i)
    clReleaseMemObject(b[i]);
  clReleaseKernel(k);
  free(in), free(dmin), free(dmax), free(kmin), free(kmax);
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3) {
    fprintf(stderr, "usage: %s KEYS.bc [SEED] (keys.cl compiled to SPIR)\n",
            argv[0]);
    return 2;
  }
  struct cl_env env;
  if (cl_env_open(&env, NULL))
    return 2;
  cl_program prog = cl_load_program(&env, argv[1], "", PROGRAM_BINARY);
  if (!prog)
    return 2;
  uint64_t seed = argc == 3 ? strtoull(argv[2], NULL, 0)
                            : (uint64_t)time(NULL) * 0x9e3779b97f4a7c15u;
  int bad = 0;
  bad |= run_type(&env, prog, "half", seed);
  bad |= run_type(&env, prog, "float", seed);
  bad |= run_type(&env, prog, "double", seed);
  clReleaseProgram(prog);
  cl_env_close(&env);
  printf("%d passed, %d failed\n", passed, failed);
  return bad || failed ? 1 : 0;
}
