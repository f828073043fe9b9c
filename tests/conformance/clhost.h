// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL host set-up for the harness: device, program binaries, errors. */
#ifndef WGC_TEST_CLHOST_H
#define WGC_TEST_CLHOST_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <stddef.h>

struct cl_env {
  cl_platform_id platform;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
  size_t max_wg_size;
  size_t max_item_sizes[3];
  char platform_name[256], device_name[256], driver[128];
};

/* Opens the first device of the first platform whose name contains
 * platform_substr (any platform if NULL). Returns 0 on success. */
int cl_env_open(struct cl_env *env, const char *platform_substr);
void cl_env_close(struct cl_env *env);

/* How a program file is given to the runtime. */
enum program_kind {
  PROGRAM_BINARY, /* SPIR bitcode or PTX: clCreateProgramWithBinary */
  PROGRAM_IL,     /* SPIR-V: clCreateProgramWithIL */
  PROGRAM_SOURCE  /* OpenCL C, compiled by the runtime's own compiler */
};

/* Loads the program in path and builds it with options; prints the build
 * log and returns NULL on failure. */
cl_program cl_load_program(struct cl_env *env, const char *path,
                           const char *options, enum program_kind kind);

const char *cl_error_name(cl_int err);

#endif
