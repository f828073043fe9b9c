/* Runs one PoCL benchmark kernel REPS times (callgrind, cache dumps, timing).
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>

static int cmpd(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

#define CK(x)                                                                  \
  do {                                                                         \
    cl_int e_ = (x);                                                           \
    if (e_ != CL_SUCCESS) {                                                    \
      fprintf(stderr, "%s:%d %s: %d\n", __FILE__, __LINE__, #x, e_);           \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

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
    fprintf(stderr, "%s: ELEMENTS must be a multiple of WG*IPT\n", argv[0]);
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 1;
  }
  fseek(f, 0, SEEK_END);
  size_t len = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buf = malloc(len);
  if (!buf || fread(buf, 1, len, f) != len)
    return 1;
  fclose(f);
  cl_platform_id plat;
  cl_device_id dev;
  cl_int err, st;
  CK(clGetPlatformIDs(1, &plat, NULL));
  CK(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  CK(err);
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE,
                                 0};
  cl_command_queue q =
      clCreateCommandQueueWithProperties(ctx, dev, props, &err);
  CK(err);
  cl_program p = clCreateProgramWithBinary(
      ctx, 1, &dev, &len, (const unsigned char **)&buf, &st, &err);
  CK(err);
  CK(clBuildProgram(p, 1, &dev, "-x spir -spir-std=1.2", NULL, NULL));
  cl_kernel k = clCreateKernel(p, argv[2], &err);
  CK(err);
  cl_mem in = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n * 4, NULL, &err);
  CK(err);
  cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n * 4, NULL, &err);
  CK(err);
  CK(clEnqueueFillBuffer(q, in, &(int){1}, 4, 0, n * 4, 0, NULL, NULL));
  CK(clSetKernelArg(k, 0, sizeof in, &in));
  CK(clSetKernelArg(k, 1, sizeof out, &out));
  CK(clSetKernelArg(k, 2, wg * 4, NULL));
  size_t gs = n / ipt;
  cl_event *ev = malloc(reps * sizeof *ev);
  double *ms = malloc(reps * sizeof *ms);
  if (!ev || !ms)
    return 1;
  for (int r = 0; r < reps; ++r)
    CK(clEnqueueNDRangeKernel(q, k, 1, NULL, &gs, &wg, 0, NULL, &ev[r]));
  CK(clFinish(q));
  for (int r = 0; r < reps; ++r) {
    cl_ulong a, b;
    CK(clGetEventProfilingInfo(ev[r], CL_PROFILING_COMMAND_START, sizeof a, &a,
                               NULL));
    CK(clGetEventProfilingInfo(ev[r], CL_PROFILING_COMMAND_END, sizeof b, &b,
                               NULL));
    ms[r] = (b - a) / 1e6;
  }
  qsort(ms, reps, sizeof *ms, cmpd);
  printf("%s wg %zu ipt %zu: %d runs over %zu elements, median %.3f ms "
         "[p10 %.3f, p90 %.3f]\n",
         argv[2], wg, ipt, reps, n, ms[reps / 2], ms[reps / 10],
         ms[reps - 1 - reps / 10]);
  return 0;
}
