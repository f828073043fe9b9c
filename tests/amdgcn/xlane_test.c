// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Checks the emulated AMD cross-lane operations against the host model. */
#include "clhost.h"
#include "xlane_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 192
#define GROUPS 2

static struct cl_env env;
static cl_context ctx;
static cl_command_queue queue;
static cl_program prog;
static cl_mem buf_src, buf_aux, buf_out;
static unsigned passed, failed;
static uint64_t rng = 0x9e3779b97f4a7c15u;

static uint32_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint32_t)(rng >> 16);
}

static void check(cl_int err, const char *what) {
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s failed: %d\n", what, err);
    exit(2);
  }
}

static void setup(const char *path) {
  cl_int err;
  if (cl_env_open(&env, NULL))
    exit(2);
  ctx = env.context;
  queue = env.queue;
  prog = cl_load_program(&env, path, "", PROGRAM_BINARY);
  if (!prog)
    exit(2);
  size_t bytes = sizeof(uint32_t) * MAX_ITEMS * GROUPS;
  buf_src = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
  check(err, "clCreateBuffer");
  buf_aux = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
  check(err, "clCreateBuffer");
  buf_out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
  check(err, "clCreateBuffer");
}

/* Runs kernel `name` over GROUPS work-groups of `items`, with uint
 * arguments after the three buffers, and compares with `expect`. */
static void run(const char *name, unsigned items, const uint32_t *src,
                const uint32_t *aux, const uint32_t *expect,
                const uint32_t *args, unsigned n_args, const char *desc) {
  cl_int err;
  size_t total = (size_t)items * GROUPS, bytes = total * sizeof(uint32_t);
  uint32_t out[MAX_ITEMS * GROUPS];
  cl_kernel k = clCreateKernel(prog, name, &err);
  check(err, name);
  check(clEnqueueWriteBuffer(queue, buf_src, CL_TRUE, 0, bytes, src, 0, NULL,
                             NULL),
        "write");
  check(clEnqueueWriteBuffer(queue, buf_aux, CL_TRUE, 0, bytes, aux, 0, NULL,
                             NULL),
        "write");
  clSetKernelArg(k, 0, sizeof(cl_mem), &buf_src);
  clSetKernelArg(k, 1, sizeof(cl_mem), &buf_aux);
  clSetKernelArg(k, 2, sizeof(cl_mem), &buf_out);
  for (unsigned i = 0; i < n_args; ++i)
    clSetKernelArg(k, 3 + i, sizeof(uint32_t), &args[i]);
  size_t local = items;
  check(
      clEnqueueNDRangeKernel(queue, k, 1, NULL, &total, &local, 0, NULL, NULL),
      "enqueue");
  check(clEnqueueReadBuffer(queue, buf_out, CL_TRUE, 0, bytes, out, 0, NULL,
                            NULL),
        "read");
  clReleaseKernel(k);
  for (size_t i = 0; i < total; ++i) {
    if (out[i] != expect[i]) {
      if (failed < 10)
        printf("FAIL %s %s items %u: item %zu got 0x%08x want 0x%08x\n", name,
               desc, items, i, out[i], expect[i]);
      failed++;
      return;
    }
  }
  passed++;
}

/* The wavefront of local item i in a work-group of `items`. */
static struct wave wave_of(int family, unsigned width, unsigned items,
                           unsigned i, unsigned *lane, unsigned *base) {
  struct wave w = {family, width, 0};
  *base = i / width * width;
  *lane = i - *base;
  w.active = items - *base < width ? items - *base : width;
  return w;
}

enum op { DPP, PERMLANE, SWIZZLE, BPERMUTE, READLANE };

static void one_case(enum op op, int family, unsigned width) {
  /* Few sizes, as PoCL compiles a kernel per work-group size; all but the
   * multiples of the width end in a partial wavefront. */
  const unsigned sizes[] = {1,          13,        width - 1,    width,
                            width + 15, 2 * width, 3 * width - 5};
  unsigned items = sizes[next() % (sizeof sizes / sizeof sizes[0])];
  uint32_t src[MAX_ITEMS * GROUPS], aux[MAX_ITEMS * GROUPS];
  uint32_t expect[MAX_ITEMS * GROUPS], args[4];
  for (unsigned i = 0; i < items * GROUPS; ++i) {
    src[i] = next();
    aux[i] = op == BPERMUTE ? next() % 512 : next();
  }
  unsigned n_args = 0;
  const char *name = "";
  char desc[96];
  switch (op) {
  case DPP:
    args[0] = next() % 0x170;
    args[1] = next() % 16;
    args[2] = next() % 16;
    if (next() % 2)
      args[1] = args[2] = 15;
    args[3] = next() % 2;
    n_args = 4, name = "dpp";
    snprintf(desc, sizeof desc, "ctrl 0x%x row 0x%x bank 0x%x bc %u", args[0],
             args[1], args[2], args[3]);
    break;
  case PERMLANE:
    args[0] = next() | (uint32_t)next() << 16;
    args[1] = next() | (uint32_t)next() << 16;
    args[2] = next() % 2;
    args[3] = next() % 2;
    n_args = 4, name = "permlanex16";
    snprintf(desc, sizeof desc, "sel 0x%08x%08x fi %u bc %u", args[1], args[0],
             args[2], args[3]);
    break;
  case SWIZZLE:
    args[0] = next() % 4 ? next() % 0x8000 : 0x8000 | next() % 256;
    if (next() % 16 == 0)
      args[0] = 0x8000 | next() % 0x8000;
    n_args = 1, name = "swizzle";
    snprintf(desc, sizeof desc, "pattern 0x%x", args[0]);
    break;
  case BPERMUTE:
    name = "bpermute";
    snprintf(desc, sizeof desc, "random addresses");
    break;
  case READLANE:
    args[0] = next() % 80;
    n_args = 1, name = "readlane";
    snprintf(desc, sizeof desc, "lane %u", args[0]);
    break;
  }
  for (unsigned g = 0; g < GROUPS; ++g) {
    for (unsigned i = 0; i < items; ++i) {
      unsigned lane, base, at = g * items;
      struct wave w = wave_of(family, width, items, i, &lane, &base);
      const uint32_t *s = src + at + base, *a = aux + at + base;
      uint32_t *e = expect + at + i;
      switch (op) {
      case DPP:
        *e = model_dpp(&w, lane, s, a, args[0], args[1], args[2], args[3]);
        break;
      case PERMLANE:
        *e = model_permlanex16(&w, lane, s, a, args[0], args[1], args[2],
                               args[3]);
        break;
      case SWIZZLE:
        *e = model_swizzle(&w, lane, s, args[0]);
        break;
      case BPERMUTE:
        *e = model_bpermute(&w, lane, s, a);
        break;
      case READLANE:
        *e = model_readlane(&w, s, args[0]);
        break;
      }
    }
  }
  run(name, items, src, aux, expect, args, n_args, desc);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s LINKED_KERNELS.bc FAMILY WAVE\n", argv[0]);
    return 2;
  }
  int family = atoi(argv[2]);
  unsigned width = (unsigned)atoi(argv[3]);
  setup(argv[1]);
  static const struct {
    enum op op;
    unsigned cases;
  } plan[] = {{DPP, 400},
              {PERMLANE, 120},
              {SWIZZLE, 120},
              {BPERMUTE, 60},
              {READLANE, 60}};
  for (unsigned p = 0; p < sizeof plan / sizeof plan[0]; ++p)
    for (unsigned c = 0; c < plan[p].cases; ++c)
      one_case(plan[p].op, family, width);
  printf("%u passed, %u failed\n", passed, failed);
  return failed != 0 || passed == 0;
}
