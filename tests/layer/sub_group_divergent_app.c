// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* An application that, like Khronos' conformance test of sub_group_barrier,
 * runs sub-group functions that only some of a work-group's sub-groups
 * reach (sub_group_divergent.cl) wherever the device reports sub-groups,
 * and checks them against a host reference over the sub-groups the kernel
 * reports. The device reports sub-groups, as the conformance tests read
 * it, when CL_DEVICE_MAX_NUM_SUB_GROUPS is not 0; the app checks that
 * cl_khr_subgroups and the __opencl_c_subgroups feature say the same.
 * usage: sub_group_divergent_app KERNEL.cl */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

#define GLOBAL 2000
#define LOCAL 200 /* at most SLOTS of sub_group_divergent.cl */

static char *read_file(const char *path) {
  size_t size;
  char *text = (char *)cl_read_file(path, &size);
  check(text != NULL, "cannot read %s", path);
  return text;
}

static int has_word(const char *list, const char *word) {
  size_t n = strlen(word);
  for (const char *p = list; (p = strstr(p, word)); p += n)
    if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == 0))
      return 1;
  return 0;
}

static int lists_feature(const char *name) {
  cl_name_version v[128];
  size_t bytes = 0;
  if (clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, sizeof v, v,
                      &bytes) != CL_SUCCESS)
    return 0;
  for (size_t i = 0; i < bytes / sizeof v[0]; i++)
    if (!strcmp(v[i].name, name))
      return 1;
  return 0;
}

/* Whether the device reports sub-groups; checks its reports agree. */
static int reports_sub_groups(int *opencl3) {
  char ext[16384] = "", version[256] = "";
  clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, sizeof ext - 1, ext, NULL);
  clGetDeviceInfo(device, CL_DEVICE_VERSION, sizeof version - 1, version, NULL);
  *opencl3 = !strncmp(version, "OpenCL 3.", 9);
  cl_uint num = 0;
  cl_int err = clGetDeviceInfo(device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof num,
                               &num, NULL);
  int khr = has_word(ext, "cl_khr_subgroups");
  check(err == CL_SUCCESS, "CL_DEVICE_MAX_NUM_SUB_GROUPS: error %d", err);
  check(!khr || num > 0, "cl_khr_subgroups listed, no sub-groups");
  if (*opencl3) {
    int feature = lists_feature("__opencl_c_subgroups");
    check(feature == (num > 0),
          "__opencl_c_subgroups %s, CL_DEVICE_MAX_NUM_SUB_GROUPS %u",
          feature ? "listed" : "not listed", num);
  }
  printf("%s: cl_khr_subgroups %s, CL_DEVICE_MAX_NUM_SUB_GROUPS %u\n", version,
         khr ? "listed" : "not listed", num);
  return num > 0;
}

/* The work-item of the group's sub-group sg and lane, by the reported
 * geometry; -1 where none. */
static int find(const cl_int *geo, size_t group, int sg, int lane) {
  for (size_t j = 0; j < LOCAL; j++) {
    const cl_int *g = geo + 3 * (group * LOCAL + j);
    if (g[0] == sg && g[1] == lane)
      return (int)(group * LOCAL + j);
  }
  return -1;
}

/* The host reference of kernel name at work-item i. */
static int64_t want(const char *name, const cl_int *in, const cl_int *geo,
                    size_t i) {
  size_t group = i / LOCAL;
  int sg = geo[3 * i], lane = geo[3 * i + 1], size = geo[3 * i + 2];
  if (!strcmp(name, "even_reduce")) {
    if (sg % 2)
      return -(int64_t)in[i];
    uint32_t sum = 0;
    for (int l = 0; l < size; l++) {
      int j = find(geo, group, sg, l);
      if (j < 0)
        return INT64_MIN;
      sum += (uint32_t)in[j];
    }
    return (int32_t)sum;
  }
  if (sg != 0)
    return -(int64_t)in[i];
  int j = find(geo, group, 0, size - 1 - lane);
  return j < 0 ? INT64_MIN : in[j];
}

static void run(cl_program p, const char *name, const cl_int *in) {
  cl_int err;
  cl_kernel k = clCreateKernel(p, name, &err);
  check(err == CL_SUCCESS, "%s: no kernel (error %d)", name, err);
  if (err != CL_SUCCESS)
    return;
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  cl_mem b_in = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                               GLOBAL * sizeof *in, (void *)in, &err);
  cl_mem b_geo = clCreateBuffer(context, CL_MEM_READ_WRITE,
                                3 * GLOBAL * sizeof(cl_int), NULL, &err);
  cl_mem b_out = clCreateBuffer(context, CL_MEM_READ_WRITE,
                                GLOBAL * sizeof(cl_int), NULL, &err);
  cl_mem b_tmp = clCreateBuffer(context, CL_MEM_READ_WRITE,
                                GLOBAL * sizeof(cl_int), NULL, &err);
  clSetKernelArg(k, 0, sizeof b_in, &b_in);
  clSetKernelArg(k, 1, sizeof b_geo, &b_geo);
  clSetKernelArg(k, 2, sizeof b_out, &b_out);
  if (!strcmp(name, "global_barrier"))
    clSetKernelArg(k, 3, sizeof b_tmp, &b_tmp);
  size_t global = GLOBAL, local = LOCAL;
  static cl_int geo[3 * GLOBAL], out[GLOBAL];
  err = clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(q, b_geo, CL_TRUE, 0, sizeof geo, geo, 0, NULL,
                              NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(q, b_out, CL_TRUE, 0, sizeof out, out, 0, NULL,
                              NULL);
  check(err == CL_SUCCESS, "%s: run (error %d)", name, err);
  int bad = 0;
  for (size_t i = 0; err == CL_SUCCESS && i < GLOBAL; i++) {
    int64_t w = want(name, in, geo, i);
    if (out[i] != w && bad++ < 5)
      printf("%s: work-item %zu (sub-group %d, lane %d of %d): %d, want "
             "%lld\n",
             name, i, geo[3 * i], geo[3 * i + 1], geo[3 * i + 2], out[i],
             (long long)w);
  }
  check(err == CL_SUCCESS && bad == 0, "%s: %d work-items wrong", name, bad);
  printf("%s: %s\n", name, err == CL_SUCCESS && !bad ? "ok" : "wrong");
  clReleaseMemObject(b_in);
  clReleaseMemObject(b_geo);
  clReleaseMemObject(b_out);
  clReleaseMemObject(b_tmp);
  clReleaseCommandQueue(q);
  clReleaseKernel(k);
}

int main(int argc, char **argv) {
  char *source = argc > 1 ? read_file(argv[1]) : NULL;
  int opencl3 = 0;
  if (!source || !open_device())
    return finish();
  if (!reports_sub_groups(&opencl3)) {
    printf("no sub-groups: nothing to run\n");
    free(source);
    return finish();
  }
  cl_int err;
  const char *text = source;
  cl_program p = clCreateProgramWithSource(context, 1, &text, NULL, &err);
  if (err == CL_SUCCESS)
    err = clBuildProgram(
        p, 1, &device, opencl3 ? "-cl-std=CL3.0" : "-cl-std=CL2.0", NULL, NULL);
  if (err != CL_SUCCESS) {
    char log[8192] = "";
    clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log,
                          NULL);
    check(0, "build (error %d):\n%s", err, log);
  } else {
    static cl_int in[GLOBAL];
    uint32_t s = 2463534242u;
    for (size_t i = 0; i < GLOBAL; i++) {
      s ^= s << 13, s ^= s >> 17, s ^= s << 5;
      in[i] = (cl_int)(s % 2000001u) - 1000000; /* no sum overflows */
    }
    static const char *const kernels[] = {"local_barrier", "global_barrier",
                                          "even_reduce"};
    for (size_t i = 0; i < sizeof kernels / sizeof *kernels; i++) {
      fflush(stdout);
      run(p, kernels[i], in);
    }
  }
  if (p)
    clReleaseProgram(p);
  free(source);
  return finish();
}
