// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A plain OpenCL application that builds kernels calling work-group
 * collectives from source and checks them against a host reference. */
#include "clhost.h"

#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define THREADS 8
#define GX 32 /* global size, 2D */
#define GY 8
#define LX 8 /* work-group size, 2D: 32 items */
#define LY 4
#define N (GX * GY)
#define N1 256 /* 1D kernels: global size and work-group size */
#define L1 64

static const char *mix_source =
    "#ifndef BIAS\n"
    "#error BIAS must be given with -D\n"
    "#endif\n"
    "int wg_total(int x) { return work_group_reduce_add(x); }\n"
    "kernel void mix(global const int *a, global const float *f,\n"
    "                global const ulong *u, global const long *l,\n"
    "                global int *o_sum, global float *o_max,\n"
    "                global ulong *o_scan, global long *o_exmin,\n"
    "                global uint *o_umin) {\n"
    "  size_t g = get_global_id(1) * get_global_size(0) + get_global_id(0);\n"
    "  o_sum[g] = wg_total(a[g]) + BIAS;\n"
    "  o_max[g] = work_group_reduce_max(f[g]);\n"
    "  o_scan[g] = work_group_scan_inclusive_add(u[g]);\n"
    "  o_exmin[g] = work_group_scan_exclusive_min(l[g]);\n"
    "  o_umin[g] = work_group_reduce_min((uint)a[g]);\n"
    "}\n";

static const char *broken_source = "kernel void broken(global int *a) {\n"
                                   "  a[0] = work_group_reduce_add(a[0])\n"
                                   "}\n";

static const char *plain_source = "kernel void affine(global int *a) {\n"
                                  "  size_t i = get_global_id(0);\n"
                                  "  a[i] = a[i] * 3 + 1;\n"
                                  "}\n";

static const char *header_source =
    "int group_max(int x) { return work_group_reduce_max(x); }\n";

static const char *linked_source =
    "#include \"coll.h\"\n"
    "kernel void hmax(global const int *a, global int *o) {\n"
    "  size_t i = get_global_id(0);\n"
    "  o[i] = group_max(a[i]);\n"
    "}\n";

static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
static int passed, failed;
static uint64_t seed;
static cl_context context;
static cl_device_id device;

static void check(int ok, const char *what, const char *detail) {
  pthread_mutex_lock(&count_lock);
  if (ok) {
    passed++;
  } else {
    failed++;
    printf("FAIL: %s%s%s (seed %" PRIu64 ")\n", what, detail ? ": " : "",
           detail ? detail : "", seed);
  }
  pthread_mutex_unlock(&count_lock);
}

static uint64_t next_random(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

static char *build_log(cl_program p) {
  size_t len = 0;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
  char *log = calloc(len + 1, 1);
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, len, log, NULL);
  return log;
}

static cl_program from_source(const char *src) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(context, 1, &src, NULL, &err);
  check(err == CL_SUCCESS, "clCreateProgramWithSource", NULL);
  return p;
}

static cl_mem buffer(size_t bytes, void *data) {
  cl_int err;
  cl_mem m = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                            bytes, data, &err);
  check(err == CL_SUCCESS, "clCreateBuffer", NULL);
  return m;
}

/* The kernel's CL_KERNEL_WORK_GROUP_SIZE, 0 if the query fails. */
static size_t kernel_limit(cl_kernel k) {
  size_t limit = 0;
  if (clGetKernelWorkGroupInfo(k, device, CL_KERNEL_WORK_GROUP_SIZE,
                               sizeof limit, &limit, NULL) != CL_SUCCESS)
    return 0;
  return limit;
}

/* Launches within the kernel's CL_KERNEL_WORK_GROUP_SIZE, as the API
 * requires, and waits. */
static int run(cl_command_queue q, cl_kernel k, cl_uint dims,
               const size_t *global, const size_t *local) {
  size_t items = 1;
  for (cl_uint d = 0; d < dims; d++)
    items *= local[d];
  check(items <= kernel_limit(k), "work-group within CL_KERNEL_WORK_GROUP_SIZE",
        NULL);
  cl_int err =
      clEnqueueNDRangeKernel(q, k, dims, NULL, global, local, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clFinish(q);
  char code[32];
  snprintf(code, sizeof code, "error %d", err);
  check(err == CL_SUCCESS, "enqueue", code);
  return err == CL_SUCCESS;
}

static void read_back(cl_command_queue q, cl_mem m, size_t bytes, void *out) {
  check(clEnqueueReadBuffer(q, m, CL_TRUE, 0, bytes, out, 0, NULL, NULL) ==
            CL_SUCCESS,
        "clEnqueueReadBuffer", NULL);
}

struct mix_data {
  int32_t a[N];
  float f[N];
  uint64_t u[N];
  int64_t l[N];
};

static void fill_mix(struct mix_data *d, uint64_t *s) {
  for (int i = 0; i < N; i++) {
    d->a[i] = (int32_t)(uint32_t)next_random(s);
    d->f[i] = (float)((int64_t)next_random(s) % 2000001 - 1000000) / 64.0f;
    d->u[i] = next_random(s);
    d->l[i] = (int64_t)next_random(s);
  }
  d->a[0] = INT32_MIN;
  d->a[1] = INT32_MAX;
  d->l[2] = INT64_MIN;
  d->l[3] = INT64_MAX;
  d->u[4] = UINT64_MAX;
}

/* Checks mix's outputs against a serial host computation, group by group
 * in local linear order (row-major over x, y). */
static void check_mix(const struct mix_data *d, int bias, const int32_t *sum,
                      const float *max, const uint64_t *scan,
                      const int64_t *exmin, const uint32_t *umin,
                      const char *who) {
  int bad = 0;
  for (int gy = 0; gy < GY / LY; gy++) {
    for (int gx = 0; gx < GX / LX; gx++) {
      uint32_t total = 0, min_u = UINT32_MAX;
      float max_f = -INFINITY;
      for (int y = 0; y < LY; y++) {
        for (int x = 0; x < LX; x++) {
          int g = (gy * LY + y) * GX + gx * LX + x;
          total += (uint32_t)d->a[g];
          min_u = (uint32_t)d->a[g] < min_u ? (uint32_t)d->a[g] : min_u;
          max_f = d->f[g] > max_f ? d->f[g] : max_f;
        }
      }
      uint64_t running = 0;
      int64_t before = INT64_MAX;
      for (int y = 0; y < LY; y++) {
        for (int x = 0; x < LX; x++) {
          int g = (gy * LY + y) * GX + gx * LX + x;
          running += d->u[g];
          bad += sum[g] != (int32_t)(total + (uint32_t)bias);
          bad += max[g] != max_f;
          bad += umin[g] != min_u;
          bad += scan[g] != running;
          bad += exmin[g] != before;
          before = d->l[g] < before ? d->l[g] : before;
        }
      }
    }
  }
  char detail[64];
  snprintf(detail, sizeof detail, "%d wrong values", bad);
  check(bad == 0, who, detail);
}

/* Builds mix with -DBIAS=bias, runs it on 2D work-groups and checks it. */
static void build_and_run_mix(int bias, uint64_t data_seed, int release_early,
                              const char *who) {
  cl_program p = from_source(mix_source);
  char options[128];
  snprintf(options, sizeof options,
           "-cl-std=CL2.0 -cl-kernel-arg-info "
           "-DBIAS=%d",
           bias);
  cl_int err = clBuildProgram(p, 1, &device, options, NULL, NULL);
  if (err != CL_SUCCESS) {
    char *log = build_log(p);
    printf("%s: clBuildProgram: %d\n%s\n", who, err, log);
    free(log);
    check(0, who, "clBuildProgram failed");
    clReleaseProgram(p);
    return;
  }
  cl_kernel k = clCreateKernel(p, "mix", &err);
  check(err == CL_SUCCESS, who, "clCreateKernel");
  if (err != CL_SUCCESS)
    return;
  cl_program owner = NULL;
  clGetKernelInfo(k, CL_KERNEL_PROGRAM, sizeof owner, &owner, NULL);
  check(owner == p, who, "CL_KERNEL_PROGRAM is the program it came from");
  if (release_early)
    clReleaseProgram(p);
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  uint64_t s = data_seed | 1;
  struct mix_data *d = malloc(sizeof *d);
  fill_mix(d, &s);
  int32_t *sum = malloc(N * 4);
  float *max = malloc(N * 4);
  uint64_t *scan = malloc(N * 8);
  int64_t *exmin = malloc(N * 8);
  uint32_t *umin = malloc(N * 4);
  memset(sum, 0xa5, N * 4);
  memset(max, 0xa5, N * 4);
  memset(scan, 0xa5, N * 8);
  memset(exmin, 0xa5, N * 8);
  memset(umin, 0xa5, N * 4);
  cl_mem m[9] = {
      buffer(N * 4, d->a), buffer(N * 4, d->f),  buffer(N * 8, d->u),
      buffer(N * 8, d->l), buffer(N * 4, sum),   buffer(N * 4, max),
      buffer(N * 8, scan), buffer(N * 8, exmin), buffer(N * 4, umin)};
  for (cl_uint i = 0; i < 9; i++)
    clSetKernelArg(k, i, sizeof m[i], &m[i]);
  size_t global[2] = {GX, GY}, local[2] = {LX, LY};
  if (run(q, k, 2, global, local)) {
    read_back(q, m[4], N * 4, sum);
    read_back(q, m[5], N * 4, max);
    read_back(q, m[6], N * 8, scan);
    read_back(q, m[7], N * 8, exmin);
    read_back(q, m[8], N * 4, umin);
    check_mix(d, bias, sum, max, scan, exmin, umin, who);
  }
  if (release_early) {
    size_t kernels = 0;
    clGetKernelInfo(k, CL_KERNEL_PROGRAM, sizeof owner, &owner, NULL);
    err = clGetProgramInfo(owner, CL_PROGRAM_NUM_KERNELS, sizeof kernels,
                           &kernels, NULL);
    check(owner == p && err == CL_SUCCESS && kernels == 1, who,
          "the kernel keeps its released program");
  } else {
    clReleaseProgram(p);
  }
  for (int i = 0; i < 9; i++)
    clReleaseMemObject(m[i]);
  clReleaseKernel(k);
  clReleaseCommandQueue(q);
  free(d);
  free(sum);
  free(max);
  free(scan);
  free(exmin);
  free(umin);
}

struct notified {
  cl_program program;
  cl_build_status status;
  volatile int done;
};

static void CL_CALLBACK on_built(cl_program p, void *user) {
  struct notified *n = user;
  n->program = p;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_STATUS, sizeof n->status,
                        &n->status, NULL);
  n->done = 1;
}

/* Program queries on a built program and the build callback. */
static void test_queries(void) {
  cl_program p = from_source(mix_source);
  struct notified n = {0};
  const char *options = "-cl-std=CL2.0 -cl-kernel-arg-info -DBIAS=5";
  cl_int err = clBuildProgram(p, 1, &device, options, on_built, &n);
  struct timespec tick = {0, 10000000};
  for (int i = 0; i < 6000 && !n.done; i++)
    nanosleep(&tick, NULL);
  check(err == CL_SUCCESS && n.done && n.program == p &&
            n.status == CL_BUILD_SUCCESS,
        "build callback", "called with the program, build done");
  char text[4096] = "";
  clGetProgramInfo(p, CL_PROGRAM_SOURCE, sizeof text, text, NULL);
  check(strcmp(text, mix_source) == 0, "CL_PROGRAM_SOURCE", NULL);
  size_t kernels = 0;
  clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof kernels, &kernels, NULL);
  check(kernels == 1, "CL_PROGRAM_NUM_KERNELS", NULL);
  text[0] = 0;
  clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, sizeof text, text, NULL);
  check(strcmp(text, "mix") == 0, "CL_PROGRAM_KERNEL_NAMES", text);
  size_t binary_size = 0;
  clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof binary_size, &binary_size,
                   NULL);
  check(binary_size > 0, "CL_PROGRAM_BINARY_SIZES", NULL);
  cl_program_binary_type type = 0;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type,
                        NULL);
  check(type == CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "CL_PROGRAM_BINARY_TYPE",
        NULL);
  text[0] = 0;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_OPTIONS, sizeof text, text,
                        NULL);
  check(strcmp(text, options) == 0, "CL_PROGRAM_BUILD_OPTIONS", text);
  cl_kernel k = clCreateKernel(p, "mix", &err);
  text[0] = 0;
  clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, sizeof text, text, NULL);
  check(strcmp(text, "mix") == 0, "CL_KERNEL_FUNCTION_NAME", text);
  cl_kernel all[2] = {NULL, NULL};
  cl_uint count = 0;
  err = clCreateKernelsInProgram(p, 2, all, &count);
  check(err == CL_SUCCESS && count == 1 && all[0], "clCreateKernelsInProgram",
        NULL);
  cl_program owner = NULL;
  clGetKernelInfo(all[0], CL_KERNEL_PROGRAM, sizeof owner, &owner, NULL);
  check(owner == p, "CL_KERNEL_PROGRAM of clCreateKernelsInProgram's", NULL);
  clReleaseKernel(all[0]);
  clReleaseKernel(k);
  clReleaseProgram(p);
}

static void test_syntax_error(void) {
  cl_program p = from_source(broken_source);
  cl_int err = clBuildProgram(p, 1, &device, "-cl-std=CL2.0", NULL, NULL);
  cl_build_status status = CL_BUILD_NONE;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_STATUS, sizeof status,
                        &status, NULL);
  char *log = build_log(p);
  check(err == CL_BUILD_PROGRAM_FAILURE, "syntax error: clBuildProgram fails",
        NULL);
  check(status == CL_BUILD_ERROR, "syntax error: CL_BUILD_ERROR", NULL);
  check(strstr(log, "expected ';'") != NULL, "syntax error: in the log", log);
  free(log);
  clReleaseProgram(p);
}

static void test_plain(uint64_t s) {
  cl_program p = from_source(plain_source);
  cl_int err = clBuildProgram(p, 1, &device, NULL, NULL, NULL);
  check(err == CL_SUCCESS, "program without collectives builds", NULL);
  cl_kernel k = clCreateKernel(p, "affine", &err);
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  int32_t a[N1], out[N1];
  for (int i = 0; i < N1; i++)
    a[i] = (int32_t)(uint32_t)next_random(&s);
  memset(out, 0xa5, sizeof out);
  cl_mem m = buffer(sizeof a, a);
  clSetKernelArg(k, 0, sizeof m, &m);
  size_t global = N1, local = L1;
  int bad = 0;
  if (run(q, k, 1, &global, &local)) {
    read_back(q, m, sizeof out, out);
    for (int i = 0; i < N1; i++)
      bad += out[i] != (int32_t)((uint32_t)a[i] * 3u + 1u);
  }
  check(bad == 0, "program without collectives runs", NULL);
  clReleaseMemObject(m);
  clReleaseKernel(k);
  clReleaseCommandQueue(q);
  clReleaseProgram(p);
}

static const char *widest_source =
    "__kernel void widest(__global const int *in, __global int *out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  int total = work_group_reduce_add(in[i]);\n"
    "  out[i] = work_group_scan_inclusive_add(in[i]) - total;\n"
    "}\n";

/* Two work-groups of the largest size the kernel allows (up to 8192). */
static void test_widest(uint64_t s) {
  cl_program p = from_source(widest_source);
  cl_int err = clBuildProgram(p, 1, &device, "-cl-std=CL2.0", NULL, NULL);
  check(err == CL_SUCCESS, "widest: clBuildProgram", NULL);
  cl_kernel k = clCreateKernel(p, "widest", &err);
  size_t local = kernel_limit(k);
  printf("widest: CL_KERNEL_WORK_GROUP_SIZE %zu\n", local);
  check(local > 0, "widest: CL_KERNEL_WORK_GROUP_SIZE", NULL);
  if (local > 8192)
    local = 8192;
  if (err != CL_SUCCESS || local == 0) {
    clReleaseProgram(p);
    return;
  }
  size_t global = 2 * local;
  int32_t *a = malloc(global * sizeof *a), *out = malloc(global * sizeof *out);
  for (size_t i = 0; i < global; i++)
    a[i] = (int32_t)(uint32_t)next_random(&s);
  memset(out, 0xa5, global * sizeof *out);
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  cl_mem in = buffer(global * sizeof *a, a),
         o = buffer(global * sizeof *out, out);
  clSetKernelArg(k, 0, sizeof in, &in);
  clSetKernelArg(k, 1, sizeof o, &o);
  size_t bad = 0;
  if (run(q, k, 1, &global, &local)) {
    read_back(q, o, global * sizeof *out, out);
    for (size_t g = 0; g < 2; g++) {
      uint32_t total = 0, prefix = 0;
      for (size_t i = 0; i < local; i++)
        total += (uint32_t)a[g * local + i];
      for (size_t i = 0; i < local; i++) {
        prefix += (uint32_t)a[g * local + i];
        bad += (uint32_t)out[g * local + i] != prefix - total;
      }
    }
  }
  check(bad == 0, "widest work-group: reduce and scan", NULL);
  free(a);
  free(out);
  clReleaseMemObject(in);
  clReleaseMemObject(o);
  clReleaseKernel(k);
  clReleaseCommandQueue(q);
  clReleaseProgram(p);
}

/* clCompileProgram with a header program, then clLinkProgram. */
static void test_compile_link(uint64_t s) {
  cl_program header = from_source(header_source);
  cl_program p = from_source(linked_source);
  const char *name = "coll.h";
  cl_int err = clCompileProgram(p, 1, &device, "-cl-std=CL2.0", 1, &header,
                                &name, NULL, NULL);
  if (err != CL_SUCCESS) {
    char *log = build_log(p);
    printf("clCompileProgram: %d\n%s\n", err, log);
    free(log);
  }
  check(err == CL_SUCCESS, "clCompileProgram with a header", NULL);
  cl_program linked =
      clLinkProgram(context, 1, &device, NULL, 1, &p, NULL, NULL, &err);
  check(err == CL_SUCCESS && linked, "clLinkProgram", NULL);
  if (!linked)
    return;
  cl_kernel k = clCreateKernel(linked, "hmax", &err);
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  int32_t a[N1], out[N1];
  for (int i = 0; i < N1; i++)
    a[i] = (int32_t)(uint32_t)next_random(&s);
  memset(out, 0xa5, sizeof out);
  cl_mem in = buffer(sizeof a, a), o = buffer(sizeof out, out);
  clSetKernelArg(k, 0, sizeof in, &in);
  clSetKernelArg(k, 1, sizeof o, &o);
  size_t global = N1, local = L1;
  int bad = 0;
  if (run(q, k, 1, &global, &local)) {
    read_back(q, o, sizeof out, out);
    for (int g = 0; g < N1 / L1; g++) {
      int32_t max = INT32_MIN;
      for (int i = 0; i < L1; i++)
        max = a[g * L1 + i] > max ? a[g * L1 + i] : max;
      for (int i = 0; i < L1; i++)
        bad += out[g * L1 + i] != max;
    }
  }
  check(bad == 0, "linked program with a header's collective runs", NULL);
  clReleaseMemObject(in);
  clReleaseMemObject(o);
  clReleaseKernel(k);
  clReleaseCommandQueue(q);
  clReleaseProgram(linked);
  clReleaseProgram(p);
  clReleaseProgram(header);
}

/* The device claims the collective set and the uniform arithmetic
 * extension, so apps that test for them call every work-group function. */
static void test_device_claims(void) {
  cl_bool support = CL_FALSE;
  cl_int err =
      clGetDeviceInfo(device, CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT,
                      sizeof support, &support, NULL);
  check(err == CL_SUCCESS && support == CL_TRUE,
        "CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT is true", NULL);
  cl_name_version features[64];
  size_t bytes = 0;
  clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, sizeof features,
                  features, &bytes);
  int listed = 0;
  for (size_t i = 0; i < bytes / sizeof features[0]; i++)
    listed += strcmp(features[i].name,
                     "__opencl_c_work_group_collective_functions") == 0;
  check(listed == 1, "collective feature listed once", NULL);
  char extensions[8192] = "";
  clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, sizeof extensions, extensions,
                  NULL);
  check(strstr(extensions, "cl_khr_work_group_uniform_arithmetic") != NULL,
        "uniform arithmetic extension listed", extensions);
}

/* An app that tests the feature macro and the extension, as apps do, and
 * calls the rest of the set on a 2D launch of 2 x 2 work-groups of 4 x 3. */
static const char *full_set_source =
    "kernel void full(global const int *a, global int *o) {\n"
    "  size_t g = get_global_id(1) * get_global_size(0) + get_global_id(0);\n"
    "  int x = a[g];\n"
    "#if defined(__opencl_c_work_group_collective_functions) && \\\n"
    "    defined(cl_khr_work_group_uniform_arithmetic)\n"
    "  o[4 * g] = work_group_broadcast(x, 1, 2);\n"
    "  o[4 * g + 1] = work_group_any(x > 0) + 2 * work_group_all(x != 0);\n"
    "  o[4 * g + 2] = work_group_reduce_mul(x);\n"
    "  o[4 * g + 3] = work_group_scan_exclusive_xor(x);\n"
    "#else\n"
    "#error the work-group set is not claimed\n"
    "#endif\n"
    "}\n";

enum { FULL_W = 8, FULL_H = 6, FULL_LX = 4, FULL_LY = 3 };

static void test_full_set(uint64_t s) {
  cl_program p = from_source(full_set_source);
  cl_int err = clBuildProgram(p, 1, &device, "-cl-std=CL3.0", NULL, NULL);
  char *log = err == CL_SUCCESS ? NULL : build_log(p);
  check(err == CL_SUCCESS, "full set: clBuildProgram -cl-std=CL3.0", log);
  free(log);
  cl_kernel k = clCreateKernel(p, "full", &err);
  if (err != CL_SUCCESS) {
    clReleaseProgram(p);
    return;
  }
  enum { N_FULL = FULL_W * FULL_H };
  int32_t a[N_FULL], out[4 * N_FULL];
  for (int i = 0; i < N_FULL; i++)
    a[i] = (int32_t)(uint32_t)next_random(&s);
  a[5] = 0;
  memset(out, 0xa5, sizeof out);
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  cl_mem in = buffer(sizeof a, a), o = buffer(sizeof out, out);
  clSetKernelArg(k, 0, sizeof in, &in);
  clSetKernelArg(k, 1, sizeof o, &o);
  size_t global[2] = {FULL_W, FULL_H}, local[2] = {FULL_LX, FULL_LY};
  size_t bad = 0;
  if (run(q, k, 2, global, local)) {
    read_back(q, o, sizeof out, out);
    for (int by = 0; by < FULL_H / FULL_LY; by++)
      for (int bx = 0; bx < FULL_W / FULL_LX; bx++) {
        int any = 0, all = 1;
        uint32_t product = 1, prefix = 0;
        int32_t source = a[(by * FULL_LY + 2) * FULL_W + bx * FULL_LX + 1];
        for (int ly = 0; ly < FULL_LY; ly++)
          for (int lx = 0; lx < FULL_LX; lx++) {
            int32_t x = a[(by * FULL_LY + ly) * FULL_W + bx * FULL_LX + lx];
            any |= x > 0;
            all &= x != 0;
            product *= (uint32_t)x;
          }
        for (int ly = 0; ly < FULL_LY; ly++)
          for (int lx = 0; lx < FULL_LX; lx++) {
            int g = (by * FULL_LY + ly) * FULL_W + bx * FULL_LX + lx;
            bad += out[4 * g] != source;
            bad += out[4 * g + 1] != any + 2 * all;
            bad += (uint32_t)out[4 * g + 2] != product;
            bad += (uint32_t)out[4 * g + 3] != prefix;
            prefix ^= (uint32_t)a[g];
          }
      }
  }
  check(bad == 0, "full set: broadcast 2D, any, all, reduce_mul, scan_xor",
        NULL);
  clReleaseMemObject(in);
  clReleaseMemObject(o);
  clReleaseKernel(k);
  clReleaseCommandQueue(q);
  clReleaseProgram(p);
}

struct worker {
  int index;
  uint64_t seed;
};

static void *work(void *arg) {
  struct worker *w = arg;
  char who[32];
  snprintf(who, sizeof who, "thread %d", w->index);
  build_and_run_mix(100 + w->index % 2, w->seed, w->index == 0, who);
  return NULL;
}

int main(int argc, char **argv) {
  seed = argc > 2 && strcmp(argv[1], "--seed") == 0
             ? strtoull(argv[2], NULL, 10)
             : (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
  seed |= 1;
  printf("seed %" PRIu64 "\n", seed);
  struct cl_env env;
  if (cl_env_open(&env, NULL)) {
    printf("no OpenCL device\n0 passed, 1 failed\n");
    return 1;
  }
  device = env.device;
  context = env.context;
  uint64_t s = seed;
  test_device_claims();
  test_full_set(next_random(&s));
  build_and_run_mix(-7, next_random(&s), 0, "2D mix");
  test_queries();
  test_syntax_error();
  test_plain(next_random(&s));
  test_widest(next_random(&s));
  test_compile_link(next_random(&s));
  pthread_t threads[THREADS];
  struct worker workers[THREADS];
  for (int i = 0; i < THREADS; i++) {
    workers[i].index = i;
    workers[i].seed = next_random(&s) | 1;
    pthread_create(&threads[i], NULL, work, &workers[i]);
  }
  for (int i = 0; i < THREADS; i++)
    pthread_join(threads[i], NULL);
  cl_env_close(&env);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
