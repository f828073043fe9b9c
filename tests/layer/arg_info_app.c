// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* clGetKernelArgInfo on kernels of programs built from source: through
 * the layer for programs calling collectives (built, compiled and linked,
 * with and without -cl-kernel-arg-info) and from the driver for the same
 * signature without them, against values written from the kernel source. */
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "harness.h"

#define N 256
#define L 64

/* Every kind of kernel argument: global, local and constant pointers,
 * const, volatile and restrict pointees, a vector typedef, an unsigned
 * scalar spelled out, a const scalar (no qualifier reported) and a scalar
 * typedef. Private pointers cannot be kernel arguments. */
#define SIGNATURE                                                              \
  "typedef float4 vec_t;\n"                                                    \
  "typedef int count_t;\n"                                                     \
  "kernel void args(global const int *restrict in,\n"                          \
  "                 local volatile float *scratch, constant uint *table,\n"    \
  "                 global int *out, vec_t scale, unsigned long n,\n"          \
  "                 const int bias, global uchar4 *bytes, count_t count,\n"    \
  "                 global const volatile short *flags) {\n"                   \
  "  size_t i = get_global_id(0);\n"
#define SECOND                                                                 \
  "kernel void pairs(global long2 *p, uint k) {\n"                             \
  "  p[get_global_id(0)].x += k;\n"                                            \
  "}\n"

static const char *collective_source =
    SIGNATURE "  out[i] = work_group_reduce_add(in[i]) + bias;\n}\n" SECOND;
static const char *plain_source =
    SIGNATURE "  out[i] = in[i] + bias;\n}\n" SECOND;

struct expected {
  const char *name, *type;
  cl_kernel_arg_address_qualifier address;
  cl_kernel_arg_type_qualifier qualifiers;
};

#define G CL_KERNEL_ARG_ADDRESS_GLOBAL
#define P CL_KERNEL_ARG_ADDRESS_PRIVATE
static const struct expected args_expected[] = {
    {"in", "int*", G, CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_RESTRICT},
    {"scratch", "float*", CL_KERNEL_ARG_ADDRESS_LOCAL,
     CL_KERNEL_ARG_TYPE_VOLATILE},
    {"table", "uint*", CL_KERNEL_ARG_ADDRESS_CONSTANT,
     CL_KERNEL_ARG_TYPE_CONST},
    {"out", "int*", G, CL_KERNEL_ARG_TYPE_NONE},
    {"scale", "vec_t", P, CL_KERNEL_ARG_TYPE_NONE},
    {"n", "ulong", P, CL_KERNEL_ARG_TYPE_NONE},
    {"bias", "int", P, CL_KERNEL_ARG_TYPE_NONE},
    {"bytes", "uchar4*", G, CL_KERNEL_ARG_TYPE_NONE},
    {"count", "count_t", P, CL_KERNEL_ARG_TYPE_NONE},
    {"flags", "short*", G,
     CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_VOLATILE},
};
static const struct expected pairs_expected[] = {
    {"p", "long2*", G, CL_KERNEL_ARG_TYPE_NONE},
    {"k", "uint", P, CL_KERNEL_ARG_TYPE_NONE},
};
#define COUNT(a) (cl_uint)(sizeof a / sizeof a[0])

static uint64_t seed;

/* A fixed-size query: value, its size and the error, buffer poisoned. */
static cl_int query(cl_kernel k, cl_uint i, cl_kernel_arg_info param,
                    size_t size, void *value, size_t *size_ret) {
  memset(value, 0xa5, size);
  *size_ret = 0xdead;
  return clGetKernelArgInfo(k, i, param, size, value, size_ret);
}

static void check_string(cl_kernel k, cl_uint i, cl_kernel_arg_info param,
                         const char *want, const char *who) {
  char text[256];
  size_t len, need = strlen(want) + 1;
  cl_int err = clGetKernelArgInfo(k, i, param, 0, NULL, &len);
  check(err == CL_SUCCESS && len == need,
        "%s arg %u param 0x%x: size %zu, "
        "want %zu (error %d)",
        who, i, param, len, need, err);
  err = query(k, i, param, sizeof text, text, &len);
  check(err == CL_SUCCESS && len == need && strcmp(text, want) == 0,
        "%s arg %u param 0x%x: '%s', want '%s' (error %d)", who, i, param,
        err == CL_SUCCESS ? text : "", want, err);
  err = query(k, i, param, need - 1, text, &len);
  check(err == CL_INVALID_VALUE,
        "%s arg %u param 0x%x: a buffer one byte "
        "short gives %d, want CL_INVALID_VALUE",
        who, i, param, err);
}

static void check_number(cl_kernel k, cl_uint i, cl_kernel_arg_info param,
                         size_t width, uint64_t want, const char *who) {
  unsigned char bytes[8];
  uint64_t got = 0;
  size_t len;
  cl_int err = query(k, i, param, width, bytes, &len);
  memcpy(&got, bytes, width);
  check(err == CL_SUCCESS && len == width && got == want,
        "%s arg %u param 0x%x: 0x%" PRIx64 " (%zu bytes), want 0x%" PRIx64
        " (error %d)",
        who, i, param, got, len, want, err);
  err = query(k, i, param, width - 1, bytes, &len);
  check(err == CL_INVALID_VALUE,
        "%s arg %u param 0x%x: a short buffer gives "
        "%d, want CL_INVALID_VALUE",
        who, i, param, err);
}

static const cl_kernel_arg_info params[] = {
    CL_KERNEL_ARG_ADDRESS_QUALIFIER, CL_KERNEL_ARG_ACCESS_QUALIFIER,
    CL_KERNEL_ARG_TYPE_NAME, CL_KERNEL_ARG_TYPE_QUALIFIER, CL_KERNEL_ARG_NAME};

/* Checks every argument of kernel name of p; with available the values,
 * else CL_KERNEL_ARG_INFO_NOT_AVAILABLE for each query. */
static void check_kernel(cl_program p, const char *name,
                         const struct expected *e, cl_uint n, int available,
                         const char *who) {
  cl_int err;
  cl_kernel k = clCreateKernel(p, name, &err);
  check(err == CL_SUCCESS, "%s: clCreateKernel %s: %d", who, name, err);
  if (err != CL_SUCCESS)
    return;
  for (cl_uint i = 0; i < n; i++) {
    if (!available) {
      for (size_t q = 0; q < sizeof params / sizeof params[0]; q++) {
        char buf[256];
        size_t len;
        err = query(k, i, params[q], sizeof buf, buf, &len);
        check(err == CL_KERNEL_ARG_INFO_NOT_AVAILABLE,
              "%s arg %u param 0x%x:"
              " %d, want CL_KERNEL_ARG_INFO_NOT_AVAILABLE",
              who, i, params[q], err);
      }
      continue;
    }
    check_number(k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER,
                 sizeof(cl_kernel_arg_address_qualifier), e[i].address, who);
    check_number(k, i, CL_KERNEL_ARG_ACCESS_QUALIFIER,
                 sizeof(cl_kernel_arg_access_qualifier),
                 CL_KERNEL_ARG_ACCESS_NONE, who);
    check_number(k, i, CL_KERNEL_ARG_TYPE_QUALIFIER,
                 sizeof(cl_kernel_arg_type_qualifier), e[i].qualifiers, who);
    check_string(k, i, CL_KERNEL_ARG_TYPE_NAME, e[i].type, who);
    check_string(k, i, CL_KERNEL_ARG_NAME, e[i].name, who);
  }
  char buf[64];
  size_t len;
  err = query(k, n, CL_KERNEL_ARG_NAME, sizeof buf, buf, &len);
  check(err == CL_INVALID_ARG_INDEX,
        "%s: argument %u of %u gives %d, want "
        "CL_INVALID_ARG_INDEX",
        who, n, n, err);
  if (available) {
    err = query(k, 0, 0x7fff, sizeof buf, buf, &len);
    check(err == CL_INVALID_VALUE,
          "%s: an unknown param_name gives %d, want "
          "CL_INVALID_VALUE",
          who, err);
  }
  clReleaseKernel(k);
}

static cl_program build(const char *source, const char *options,
                        const char *who) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  if (err == CL_SUCCESS)
    err = clBuildProgram(p, 1, &device, options, NULL, NULL);
  check(err == CL_SUCCESS, "%s: build with '%s': %d", who, options, err);
  return err == CL_SUCCESS ? p : NULL;
}

static void check_program(cl_program p, int available, const char *who) {
  if (!p)
    return;
  check_kernel(p, "args", args_expected, COUNT(args_expected), available, who);
  check_kernel(p, "pairs", pairs_expected, COUNT(pairs_expected), available,
               who);
}

static uint64_t next_random(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* Runs kernel args of p against a host reference. */
static void run_args(cl_program p, const char *who) {
  cl_int err;
  cl_kernel k = clCreateKernel(p, "args", &err);
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  int32_t in[N], out[N], bias = (int32_t)(next_random(&seed) >> 32);
  cl_uint table[4] = {0};
  cl_uchar4 bytes = {{0}};
  cl_short flags = 0;
  cl_float4 scale = {{0}};
  cl_ulong n = N;
  for (int i = 0; i < N; i++)
    in[i] = (int32_t)(uint32_t)next_random(&seed);
  in[0] = INT32_MIN;
  in[1] = INT32_MAX;
  memset(out, 0xa5, sizeof out);
  cl_mem m[5] = {
      clCreateBuffer(context, CL_MEM_COPY_HOST_PTR, sizeof in, in, &err),
      clCreateBuffer(context, CL_MEM_COPY_HOST_PTR, sizeof table, table, &err),
      clCreateBuffer(context, CL_MEM_COPY_HOST_PTR, sizeof out, out, &err),
      clCreateBuffer(context, CL_MEM_COPY_HOST_PTR, sizeof bytes, &bytes, &err),
      clCreateBuffer(context, CL_MEM_COPY_HOST_PTR, sizeof flags, &flags,
                     &err)};
  clSetKernelArg(k, 0, sizeof m[0], &m[0]);
  clSetKernelArg(k, 1, L * sizeof(float), NULL);
  clSetKernelArg(k, 2, sizeof m[1], &m[1]);
  clSetKernelArg(k, 3, sizeof m[2], &m[2]);
  clSetKernelArg(k, 4, sizeof scale, &scale);
  clSetKernelArg(k, 5, sizeof n, &n);
  clSetKernelArg(k, 6, sizeof bias, &bias);
  clSetKernelArg(k, 7, sizeof m[3], &m[3]);
  clSetKernelArg(k, 8, sizeof bias, &bias);
  clSetKernelArg(k, 9, sizeof m[4], &m[4]);
  size_t global = N, local = L;
  err = clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
  if (err == CL_SUCCESS)
    err = clEnqueueReadBuffer(q, m[2], CL_TRUE, 0, sizeof out, out, 0, NULL,
                              NULL);
  int bad = 0;
  for (int g = 0; g < N / L; g++) {
    uint32_t total = (uint32_t)bias;
    for (int i = 0; i < L; i++)
      total += (uint32_t)in[g * L + i];
    for (int i = 0; i < L; i++)
      bad += out[g * L + i] != (int32_t)total;
  }
  check(err == CL_SUCCESS && bad == 0, "%s: run: error %d, %d wrong values",
        who, err, bad);
  for (int i = 0; i < 5; i++)
    clReleaseMemObject(m[i]);
  clReleaseCommandQueue(q);
  clReleaseKernel(k);
}

/* clCompileProgram with -cl-kernel-arg-info, then clLinkProgram; the
 * program is released before its kernel is queried. */
static void check_linked(void) {
  cl_int err;
  cl_program p =
      clCreateProgramWithSource(context, 1, &collective_source, NULL, &err);
  err = clCompileProgram(p, 1, &device, "-cl-std=CL2.0 -cl-kernel-arg-info", 0,
                         NULL, NULL, NULL, NULL);
  check(err == CL_SUCCESS, "linked: clCompileProgram: %d", err);
  cl_program linked =
      clLinkProgram(context, 1, &device, NULL, 1, &p, NULL, NULL, &err);
  check(err == CL_SUCCESS && linked, "linked: clLinkProgram: %d", err);
  clReleaseProgram(p);
  if (!linked)
    return;
  check_program(linked, 1, "linked");
  cl_kernel k = clCreateKernel(linked, "pairs", &err);
  clReleaseProgram(linked);
  char name[8] = "";
  size_t len;
  err = query(k, 1, CL_KERNEL_ARG_NAME, sizeof name, name, &len);
  check(err == CL_SUCCESS && strcmp(name, "k") == 0,
        "linked: a kernel outliving its program: '%s' (error %d)", name, err);
  clReleaseKernel(k);
}

int main(int argc, char **argv) {
  seed = argc > 2 && strcmp(argv[1], "--seed") == 0
             ? strtoull(argv[2], NULL, 10)
             : (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
  seed |= 1;
  printf("seed %" PRIu64 "\n", seed);
  if (!open_device())
    return finish();
  cl_program p;
  /* The driver's own answers for the same signature. */
  p = build(plain_source, "-cl-kernel-arg-info", "native");
  check_program(p, 1, "native");
  clReleaseProgram(p);
  p = build(plain_source, "", "native without -cl-kernel-arg-info");
  check_program(p, 0, "native without -cl-kernel-arg-info");
  clReleaseProgram(p);
  /* Through the layer: OpenCL C 3.0 and 2.0, with and without the option. */
  p = build(collective_source, "-cl-std=CL3.0 -cl-kernel-arg-info", "built");
  check_program(p, 1, "built");
  if (p)
    run_args(p, "built with -cl-std=CL3.0");
  clReleaseProgram(p);
  p = build(collective_source, "-cl-std=CL2.0",
            "built without -cl-kernel-arg-info");
  check_program(p, 0, "built without -cl-kernel-arg-info");
  clReleaseProgram(p);
  check_linked();
  return finish();
}
