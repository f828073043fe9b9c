// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: opens a runtime by platform name and loads its programs. */
#include "clrt.h"

#include <stdlib.h>
#include <string.h>

int rt_open(struct runtime *rt, const char *name, const char *platform_substr) {
  cl_platform_id plats[16];
  cl_uint n = 0;
  cl_int err;
  rt->name = name;
  if (clGetPlatformIDs(16, plats, &n) != CL_SUCCESS)
    n = 0;
  for (cl_uint i = 0; i < n; ++i) {
    CK(clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof rt->platform,
                         rt->platform, NULL));
    if (!strstr(rt->platform, platform_substr) ||
        clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_ALL, 1, &rt->dev, NULL) !=
            CL_SUCCESS)
      continue;
    CK(clGetDeviceInfo(rt->dev, CL_DEVICE_NAME, sizeof rt->device, rt->device,
                       NULL));
    CK(clGetDeviceInfo(rt->dev, CL_DEVICE_VERSION, sizeof rt->version,
                       rt->version, NULL));
    rt->ctx = clCreateContext(NULL, 1, &rt->dev, NULL, NULL, &err);
    CK(err);
    cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                   CL_QUEUE_PROFILING_ENABLE, 0};
    rt->q = clCreateCommandQueueWithProperties(rt->ctx, rt->dev, props, &err);
    CK(err);
    rt->in = clCreateBuffer(rt->ctx, CL_MEM_READ_ONLY, N_ELEMS * 8, NULL, &err);
    CK(err);
    rt->out =
        clCreateBuffer(rt->ctx, CL_MEM_READ_WRITE, N_ELEMS * 8, NULL, &err);
    CK(err);
    return 0;
  }
  fprintf(stderr, "no OpenCL platform named like '%s' (%u platforms)\n",
          platform_substr, n);
  return -1;
}

static unsigned char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return NULL;
  }
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buf = len >= 0 ? malloc((size_t)len + 1) : NULL;
  if (!buf || fread(buf, 1, (size_t)len, f) != (size_t)len) {
    fprintf(stderr, "%s: cannot read\n", path);
    free(buf);
    fclose(f);
    return NULL;
  }
  fclose(f);
  buf[len] = 0;
  *n = (size_t)len;
  return buf;
}

/* Builds p; on failure prints the build log, releases p and returns NULL. */
static cl_program build(struct runtime *rt, cl_program p, const char *path,
                        const char *options) {
  cl_int err = clBuildProgram(p, 1, &rt->dev, options, NULL, NULL);
  if (err == CL_SUCCESS)
    return p;
  size_t len = 0;
  clGetProgramBuildInfo(p, rt->dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
  char *log = malloc(len + 1);
  if (log && clGetProgramBuildInfo(p, rt->dev, CL_PROGRAM_BUILD_LOG, len, log,
                                   NULL) == CL_SUCCESS) {
    log[len] = 0;
    fprintf(stderr, "%s: %s build failed (%d):\n%.4000s\n", path, rt->name, err,
            log);
  }
  free(log);
  clReleaseProgram(p);
  return NULL;
}

cl_program rt_program_source(struct runtime *rt, const char *path,
                             const char *options) {
  size_t n;
  cl_int err;
  unsigned char *src = slurp(path, &n);
  if (!src)
    return NULL;
  const char *s = (const char *)src;
  cl_program p = clCreateProgramWithSource(rt->ctx, 1, &s, &n, &err);
  free(src);
  CK(err);
  return build(rt, p, path, options);
}

cl_program rt_program_il(struct runtime *rt, const char *path,
                         const char *options) {
  size_t n;
  cl_int err;
  unsigned char *il = slurp(path, &n);
  if (!il)
    return NULL;
  cl_program p = clCreateProgramWithIL(rt->ctx, il, n, &err);
  free(il);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s: clCreateProgramWithIL: %d\n", path, err);
    return NULL;
  }
  return build(rt, p, path, options);
}

cl_program rt_program_binary(struct runtime *rt, const char *path,
                             const char *options) {
  size_t n;
  cl_int err, st;
  unsigned char *bin = slurp(path, &n);
  if (!bin)
    return NULL;
  cl_program p = clCreateProgramWithBinary(
      rt->ctx, 1, &rt->dev, &n, (const unsigned char **)&bin, &st, &err);
  free(bin);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s: clCreateProgramWithBinary: %d\n", path, err);
    return NULL;
  }
  return build(rt, p, path, options);
}
