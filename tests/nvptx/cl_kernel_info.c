// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Builds a program binary on the NVIDIA OpenCL device and prints, per kernel,
 * the work-group size limit and memory use; with -cl-nv-verbose the build
 * log has ptxas's register counts. With KERNEL and LOCAL, also launches one
 * work-group of LOCAL items of an int (in, out) kernel on ones and prints the
 * enqueue status and every distinct output value.
 * Usage: cl_kernel_info FILE [OPTIONS [KERNEL LOCAL]] */
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char *read_all(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  unsigned char *buf = NULL;
  long len;
  if (f && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) > 0) {
    rewind(f);
    buf = malloc((size_t)len + 1);
    if (buf && fread(buf, 1, (size_t)len, f) == (size_t)len) {
      buf[len] = 0;
      *size = (size_t)len;
    } else {
      free(buf);
      buf = NULL;
    }
  }
  if (f)
    fclose(f);
  return buf;
}

static void launch(cl_context ctx, cl_device_id dev, cl_program prog,
                   const char *name, size_t n) {
  cl_int err;
  cl_kernel k = clCreateKernel(prog, name, &err);
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
  int *buf = malloc(n * sizeof(int));
  for (size_t i = 0; i < n; ++i)
    buf[i] = 1;
  cl_mem in = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             n * sizeof(int), buf, &err);
  cl_mem out =
      clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, n * sizeof(int), NULL, &err);
  clSetKernelArg(k, 0, sizeof in, &in);
  clSetKernelArg(k, 1, sizeof out, &out);
  err = clEnqueueNDRangeKernel(q, k, 1, NULL, &n, &n, 0, NULL, NULL);
  printf("launch %s local=%zu: enqueue %d", name, n, err);
  memset(buf, 0, n * sizeof(int));
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(q, out, CL_TRUE, 0, n * sizeof(int), buf, 0, NULL,
                              NULL);
  printf(", read %d, values:", err);
  for (size_t i = 0; i < n; ++i)
    if (i == 0 || buf[i] != buf[i - 1])
      printf(" [%zu]=%d", i, buf[i]);
  putchar('\n');
  clReleaseMemObject(in);
  clReleaseMemObject(out);
  clReleaseCommandQueue(q);
  clReleaseKernel(k);
  free(buf);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fputs("usage: cl_kernel_info FILE [OPTIONS [KERNEL LOCAL]]\n", stderr);
    return 2;
  }
  const char *options = argc > 2 ? argv[2] : "";
  cl_platform_id platforms[16];
  cl_uint n = 0;
  cl_device_id dev = NULL;
  clGetPlatformIDs(16, platforms, &n);
  for (cl_uint i = 0; i < n && !dev; ++i) {
    char name[256] = "";
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (strstr(name, "NVIDIA") &&
        clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL))
      dev = NULL;
  }
  size_t size;
  unsigned char *bin = read_all(argv[1], &size);
  if (!dev || !bin) {
    fputs("no NVIDIA device or unreadable file\n", stderr);
    return 1;
  }
  cl_int err, status;
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  const unsigned char *bins[1] = {bin};
  cl_program prog =
      clCreateProgramWithBinary(ctx, 1, &dev, &size, bins, &status, &err);
  err = clBuildProgram(prog, 1, &dev, options, NULL, NULL);
  static char log[1 << 16];
  clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
  printf("%s [%s]: build %d\n%s\n", argv[1], options, err, log);
  if (err != CL_SUCCESS)
    return 1;
  cl_kernel kernels[64];
  cl_uint nk = 0;
  clCreateKernelsInProgram(prog, 64, kernels, &nk);
  for (cl_uint k = 0; k < nk; ++k) {
    char name[128] = "";
    size_t wg = 0;
    cl_ulong priv = 0, local = 0;
    clGetKernelInfo(kernels[k], CL_KERNEL_FUNCTION_NAME, sizeof name, name,
                    NULL);
    clGetKernelWorkGroupInfo(kernels[k], dev, CL_KERNEL_WORK_GROUP_SIZE,
                             sizeof wg, &wg, NULL);
    clGetKernelWorkGroupInfo(kernels[k], dev, CL_KERNEL_PRIVATE_MEM_SIZE,
                             sizeof priv, &priv, NULL);
    clGetKernelWorkGroupInfo(kernels[k], dev, CL_KERNEL_LOCAL_MEM_SIZE,
                             sizeof local, &local, NULL);
    printf("  %-22s max work-group %4zu, private %llu B, local %llu B\n", name,
           wg, (unsigned long long)priv, (unsigned long long)local);
    clReleaseKernel(kernels[k]);
  }
  if (argc > 4)
    launch(ctx, dev, prog, argv[3], (size_t)atoi(argv[4]));
  clReleaseProgram(prog);
  clReleaseContext(ctx);
  free(bin);
  return 0;
}
