// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL host set-up: device, program files, errors, pauses. */
#define _POSIX_C_SOURCE 200809L
#include "clhost.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *cl_error_name(cl_int err) {
  switch (err) {
#define E(x)                                                                   \
  case x:                                                                      \
    return #x;
    E(CL_SUCCESS)
    E(CL_DEVICE_NOT_FOUND)
    E(CL_DEVICE_NOT_AVAILABLE)
    E(CL_COMPILER_NOT_AVAILABLE)
    E(CL_MEM_OBJECT_ALLOCATION_FAILURE)
    E(CL_OUT_OF_RESOURCES)
    E(CL_OUT_OF_HOST_MEMORY)
    E(CL_BUILD_PROGRAM_FAILURE)
    E(CL_COMPILE_PROGRAM_FAILURE)
    E(CL_LINK_PROGRAM_FAILURE)
    E(CL_INVALID_VALUE)
    E(CL_INVALID_DEVICE)
    E(CL_INVALID_CONTEXT)
    E(CL_INVALID_COMMAND_QUEUE)
    E(CL_INVALID_MEM_OBJECT)
    E(CL_INVALID_BINARY)
    E(CL_INVALID_BUILD_OPTIONS)
    E(CL_INVALID_PROGRAM)
    E(CL_INVALID_PROGRAM_EXECUTABLE)
    E(CL_INVALID_KERNEL_NAME)
    E(CL_INVALID_KERNEL)
    E(CL_INVALID_ARG_INDEX)
    E(CL_INVALID_ARG_VALUE)
    E(CL_INVALID_ARG_SIZE)
    E(CL_INVALID_KERNEL_ARGS)
    E(CL_INVALID_WORK_DIMENSION)
    E(CL_INVALID_WORK_GROUP_SIZE)
    E(CL_INVALID_WORK_ITEM_SIZE)
    E(CL_INVALID_GLOBAL_OFFSET)
    E(CL_INVALID_GLOBAL_WORK_SIZE)
    E(CL_INVALID_OPERATION)
    E(CL_INVALID_BUFFER_SIZE)
#undef E
  default:
    return "CL error";
  }
}

int cl_env_open(struct cl_env *env, const char *platform_substr) {
  return cl_env_open_props(env, platform_substr, NULL);
}

int cl_env_open_props(struct cl_env *env, const char *platform_substr,
                      const cl_queue_properties *props) {
  cl_platform_id platforms[16];
  cl_uint n = 0;
  cl_int err = clGetPlatformIDs(16, platforms, &n);
  memset(env, 0, sizeof(*env));
  if (err != CL_SUCCESS || n == 0) {
    fprintf(stderr, "no OpenCL platform: %s\n", cl_error_name(err));
    return 1;
  }
  for (cl_uint i = 0; i < n; ++i) {
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof env->platform_name,
                      env->platform_name, NULL);
    if (platform_substr && !strstr(env->platform_name, platform_substr))
      continue;
    if (clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &env->device,
                       NULL) != CL_SUCCESS)
      continue;
    env->platform = platforms[i];
    break;
  }
  if (!env->platform) {
    fprintf(stderr, "no OpenCL device on a platform matching '%s'\n",
            platform_substr ? platform_substr : "");
    return 1;
  }
  clGetDeviceInfo(env->device, CL_DEVICE_NAME, sizeof env->device_name,
                  env->device_name, NULL);
  clGetDeviceInfo(env->device, CL_DRIVER_VERSION, sizeof env->driver,
                  env->driver, NULL);
  clGetDeviceInfo(env->device, CL_DEVICE_VERSION, sizeof env->version,
                  env->version, NULL);
  clGetDeviceInfo(env->device, CL_DEVICE_MAX_WORK_GROUP_SIZE,
                  sizeof env->max_wg_size, &env->max_wg_size, NULL);
  clGetDeviceInfo(env->device, CL_DEVICE_MAX_WORK_ITEM_SIZES,
                  sizeof env->max_item_sizes, env->max_item_sizes, NULL);
  env->context = clCreateContext(NULL, 1, &env->device, NULL, NULL, &err);
  if (err == CL_SUCCESS)
    env->queue = clCreateCommandQueueWithProperties(env->context, env->device,
                                                    props, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "cannot create a context and queue: %s\n",
            cl_error_name(err));
    return 1;
  }
  return 0;
}

void cl_env_close(struct cl_env *env) {
  if (env->queue)
    clReleaseCommandQueue(env->queue);
  if (env->context)
    clReleaseContext(env->context);
}

unsigned char *cl_read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  unsigned char *buf = NULL;
  if (fseek(f, 0, SEEK_END) == 0) {
    long len = ftell(f);
    rewind(f);
    buf = len > 0 ? malloc((size_t)len + 1) : NULL;
    if (buf && fread(buf, 1, (size_t)len, f) != (size_t)len) {
      free(buf);
      buf = NULL;
    }
    if (buf) {
      buf[len] = 0;
      *size = (size_t)len;
    }
  }
  fclose(f);
  return buf;
}

int cl_file_contains(const char *path, const char *text) {
  size_t size;
  unsigned char *data = cl_read_file(path, &size);
  int found = data && strstr((const char *)data, text);
  free(data);
  return found;
}

void cl_pause_ms(unsigned ms) {
  struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
  nanosleep(&t, NULL);
}

cl_program cl_load_program(struct cl_env *env, const char *path,
                           const char *options, enum program_kind kind) {
  size_t size;
  unsigned char *bin = cl_read_file(path, &size);
  if (!bin) {
    fprintf(stderr, "%s: cannot read\n", path);
    return NULL;
  }
  cl_int status, err;
  const unsigned char *bins[1] = {bin};
  const char *text = (const char *)bin;
  static const char *const how[] = {"clCreateProgramWithBinary",
                                    "clCreateProgramWithIL",
                                    "clCreateProgramWithSource"};
  cl_program prog =
      kind == PROGRAM_IL ? clCreateProgramWithIL(env->context, bin, size, &err)
      : kind == PROGRAM_SOURCE
          ? clCreateProgramWithSource(env->context, 1, &text, &size, &err)
          : clCreateProgramWithBinary(env->context, 1, &env->device, &size,
                                      bins, &status, &err);
  free(bin);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s: %s: %s\n", path, how[kind], cl_error_name(err));
    return NULL;
  }
  if (cl_build_program(env, prog, options, path) != CL_SUCCESS) {
    clReleaseProgram(prog);
    return NULL;
  }
  return prog;
}

cl_int cl_build_program(struct cl_env *env, cl_program prog,
                        const char *options, const char *what) {
  cl_int err = clBuildProgram(prog, 1, &env->device, options, NULL, NULL);
  if (err != CL_SUCCESS) {
    char log[16384] = "";
    clGetProgramBuildInfo(prog, env->device, CL_PROGRAM_BUILD_LOG, sizeof log,
                          log, NULL);
    fprintf(stderr, "%s: clBuildProgram: %s\n%s\n", what, cl_error_name(err),
            log);
  }
  return err;
}

cl_int cl_event_ms(cl_event e, double *ms) {
  cl_ulong a, b;
  cl_int err = clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START, sizeof a,
                                       &a, NULL);
  if (err == CL_SUCCESS)
    err = clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof b, &b,
                                  NULL);
  if (err == CL_SUCCESS)
    *ms = (double)(b - a) / 1e6;
  return err;
}
