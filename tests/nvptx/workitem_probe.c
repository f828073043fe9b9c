// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL 2.0's work-item functions on NVIDIA's OpenCL: a 2D launch with a
 * global offset. */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>

/*
 * usage: workitem_probe PTX
 * Runs kernel workitem (workitem.cl, built by wgc-cc for nvptx64) on the
 * first GPU of the first platform over 16 x 6 work-items in work-groups of
 * 8 x 3 from offset (5, 7). Every work-item writes, at its global linear id
 * (the offset taken away), the enqueued local size, its local linear id,
 * its global id and the sub-group counts; each is checked. Prints
 * 'N passed, N failed'; exits 1 on a failure, 2 when it cannot run.
 */
#define W 16
#define H 6

int main(int argc, char **argv) {
  static unsigned char ptx[1 << 20];
  FILE *f = argc == 2 ? fopen(argv[1], "rb") : NULL;
  size_t n = f ? fread(ptx, 1, sizeof ptx, f) : 0;
  const unsigned char *bin = ptx;
  cl_platform_id platform;
  cl_device_id dev;
  cl_int err = n ? clGetPlatformIDs(1, &platform, NULL) : CL_INVALID_VALUE;
  if (err == CL_SUCCESS)
    err = clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &dev, NULL);
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
  cl_program prog =
      clCreateProgramWithBinary(ctx, 1, &dev, &n, &bin, NULL, &err);
  if (err == CL_SUCCESS)
    err = clBuildProgram(prog, 1, &dev, "", NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "workitem", &err);
  cl_uint out[W * H * 4];
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, sizeof out, NULL, &err);
  size_t global[2] = {W, H}, local[2] = {8, 3}, offset[2] = {5, 7};
  if (err == CL_SUCCESS)
    err = clSetKernelArg(k, 0, sizeof buf, &buf);
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(q, k, 2, offset, global, local, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err =
        clEnqueueReadBuffer(q, buf, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "workitem_probe: OpenCL error %d\n", err);
    return 2;
  }
  int passed = 0, failed = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      /* 24 work-items: one sub-group of every work-group. */
      const cl_uint want[4] = {8 * 100 + 3, (y % 3) * 8 + x % 8,
                               (x + 5) * 1000 + (y + 7), 1 * 100 + 1};
      const cl_uint *got = out + 4 * (y * W + x);
      for (int j = 0; j < 4; j++) {
        if (got[j] == want[j]) {
          passed++;
        } else if (failed++ < 8) {
          printf("FAIL (%d, %d) value %d: %u, want %u\n", x, y, j, got[j],
                 want[j]);
        }
      }
    }
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
