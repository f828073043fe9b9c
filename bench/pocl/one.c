// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs one PoCL benchmark kernel REPS times (callgrind, cache dumps, timing).
 */
#include "clbench.h"

static int cmpd(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: %s LINKED.bc KERNEL WG IPT ELEMENTS REPS\n",
            argv[0]);
    return 2;
  }
  size_t wg = strtoul(argv[3], NULL, 0), ipt = strtoul(argv[4], NULL, 0);
  size_t n = strtoul(argv[5], NULL, 0);
  int reps = atoi(argv[6]);
  if (!wg || !ipt || n % (wg * ipt) || reps < 1) {
    fprintf(stderr,
            "%s: WG, IPT and REPS must be positive and ELEMENTS a multiple "
            "of WG*IPT\n",
            argv[0]);
    return 2;
  }
  cl_device_id dev;
  cl_context ctx;
  cl_command_queue q;
  cl_int err;
  clbench_open(&dev, &ctx, &q);
  cl_program p = clbench_load(argv[1]);
  cl_kernel k = clCreateKernel(p, argv[2], &err);
  CL_CHECK(err);
  cl_mem in = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n * 4, NULL, &err);
  CL_CHECK(err);
  cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n * 4, NULL, &err);
  CL_CHECK(err);
  CL_CHECK(clEnqueueFillBuffer(q, in, &(int){1}, 4, 0, n * 4, 0, NULL, NULL));
  CL_CHECK(clSetKernelArg(k, 0, sizeof in, &in));
  CL_CHECK(clSetKernelArg(k, 1, sizeof out, &out));
  CL_CHECK(clSetKernelArg(k, 2, wg * 4, NULL));
  size_t gs = n / ipt;
  cl_event *ev = malloc(reps * sizeof *ev);
  double *ms = malloc(reps * sizeof *ms);
  if (!ev || !ms)
    return 1;
  for (int r = 0; r < reps; ++r)
    CL_CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &gs, &wg, 0, NULL, &ev[r]));
  CL_CHECK(clFinish(q));
  for (int r = 0; r < reps; ++r) {
    CL_CHECK(cl_event_ms(ev[r], &ms[r]));
  }
  qsort(ms, reps, sizeof *ms, cmpd);
  printf("%s wg %zu ipt %zu: %d runs over %zu elements, median %.3f ms "
         "[p10 %.3f, p90 %.3f]\n",
         argv[2], wg, ipt, reps, n, ms[reps / 2], ms[reps / 10],
         ms[reps - 1 - reps / 10]);
  return 0;
}
