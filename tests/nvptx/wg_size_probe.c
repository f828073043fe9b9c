// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Compares NVIDIA OpenCL's CL_KERNEL_WORK_GROUP_SIZE with the CUDA driver's
 * limit for the same PTX, and launches each kernel at the device maximum.
 *
 * Usage: wg_size_probe FILE.ptx...
 * Every kernel of each PTX file must take one `__global int *` argument and
 * store get_local_id(0) at get_global_id(0) (tests/nvptx/wg_size_kernels.cl).
 * A kernel built from the same source by NVIDIA's own OpenCL compiler is
 * probed first. Prints one line per kernel; exits 1 if a launch at the
 * device maximum fails or stores a wrong value. */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char source[] = "__kernel void probe(__global int *o) {\n"
                             "  o[get_global_id(0)] = get_local_id(0);\n"
                             "}\n";

static char *read_all(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
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

/* The CUDA driver's per-kernel thread limit for this PTX, or -1. */
static int cuda_limit(const char *ptx, const char *kernel) {
  CUmodule m;
  CUfunction f;
  int limit = -1;
  if (cuModuleLoadData(&m, ptx) != CUDA_SUCCESS)
    return -1;
  if (cuModuleGetFunction(&f, m, kernel) == CUDA_SUCCESS)
    cuFuncGetAttribute(&limit, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f);
  cuModuleUnload(m);
  return limit;
}

/* Launches two work-groups of `local` items; 0 if every item stored its
 * local id. */
static int launch(cl_context ctx, cl_command_queue q, cl_kernel k, size_t local,
                  cl_int *status) {
  size_t global = 2 * local;
  int *out = malloc(global * sizeof(int));
  cl_int err;
  cl_mem buf =
      clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, global * sizeof(int), NULL, &err);
  int bad = 1;
  clSetKernelArg(k, 0, sizeof buf, &buf);
  *status =
      clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  if (*status == CL_SUCCESS &&
      clEnqueueReadBuffer(q, buf, CL_TRUE, 0, global * sizeof(int), out, 0,
                          NULL, NULL) == CL_SUCCESS) {
    bad = 0;
    for (size_t i = 0; i < global; ++i)
      bad |= out[i] != (int)(i % local);
  }
  clReleaseMemObject(buf);
  free(out);
  return bad;
}

static int probe(cl_context ctx, cl_device_id dev, cl_command_queue q,
                 cl_program prog, const char *label, const char *ptx,
                 size_t device_max) {
  cl_kernel ks[64];
  cl_uint n = 0;
  int failed = 0;
  if (clCreateKernelsInProgram(prog, 64, ks, &n) != CL_SUCCESS || n == 0) {
    printf("%s: no kernels\n", label);
    return 1;
  }
  for (cl_uint i = 0; i < n; ++i) {
    char name[256] = "";
    size_t wg = 0;
    cl_int status;
    clGetKernelInfo(ks[i], CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL);
    clGetKernelWorkGroupInfo(ks[i], dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg,
                             &wg, NULL);
    int bad = launch(ctx, q, ks[i], device_max, &status);
    printf("%s %s: CL_KERNEL_WORK_GROUP_SIZE %zu, CUDA "
           "MAX_THREADS_PER_BLOCK %d, launch of %zu: status %d, %s\n",
           label, name, wg, ptx ? cuda_limit(ptx, name) : -1, device_max,
           status, bad ? "WRONG" : "correct");
    failed |= bad;
    clReleaseKernel(ks[i]);
  }
  return failed;
}

int main(int argc, char **argv) {
  cl_platform_id platforms[8];
  cl_uint np = 0;
  cl_device_id dev = NULL;
  cl_int err;
  size_t device_max = 0;
  int failed = 0;
  clGetPlatformIDs(8, platforms, &np);
  for (cl_uint i = 0; i < np && !dev; ++i) {
    char name[256] = "";
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (strstr(name, "NVIDIA") &&
        clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL) !=
            CL_SUCCESS)
      dev = NULL;
  }
  if (!dev || cuInit(0) != CUDA_SUCCESS) {
    fputs("wg_size_probe: no NVIDIA OpenCL device or CUDA driver\n", stderr);
    return 2;
  }
  CUdevice cu_dev;
  CUcontext cu_ctx;
  cuDeviceGet(&cu_dev, 0);
  cuDevicePrimaryCtxRetain(&cu_ctx, cu_dev);
  cuCtxSetCurrent(cu_ctx);
  clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof device_max,
                  &device_max, NULL);
  printf("CL_DEVICE_MAX_WORK_GROUP_SIZE %zu\n", device_max);
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);

  const char *src = source;
  cl_program own = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  if (clBuildProgram(own, 1, &dev, "", NULL, NULL) != CL_SUCCESS)
    return 2;
  failed |= probe(ctx, dev, q, own, "nvidia-source", NULL, device_max);
  clReleaseProgram(own);

  for (int a = 1; a < argc; ++a) {
    size_t size;
    char *ptx = read_all(argv[a], &size);
    if (!ptx) {
      fprintf(stderr, "wg_size_probe: cannot read %s\n", argv[a]);
      return 2;
    }
    const unsigned char *bin = (const unsigned char *)ptx;
    cl_program p =
        clCreateProgramWithBinary(ctx, 1, &dev, &size, &bin, NULL, &err);
    if (err != CL_SUCCESS ||
        clBuildProgram(p, 1, &dev, "", NULL, NULL) != CL_SUCCESS) {
      fprintf(stderr, "wg_size_probe: %s does not build\n", argv[a]);
      return 2;
    }
    failed |= probe(ctx, dev, q, p, argv[a], ptx, device_max);
    clReleaseProgram(p);
    free(ptx);
  }
  return failed;
}
