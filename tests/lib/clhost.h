// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The OpenCL host set-up that the harnesses, the layer's apps, the
 * benchmark host and the examples share: a device by platform name, its
 * context and queue, program files built with their log, error names. */
#ifndef WGC_TEST_CLHOST_H
#define WGC_TEST_CLHOST_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct cl_env {
  cl_platform_id platform;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
  size_t max_wg_size;
  size_t max_item_sizes[3];
  char platform_name[256], device_name[256], driver[128], version[256];
};

/* Opens the first device of the first platform whose name contains
 * platform_substr (any platform if NULL), with a context and an in-order
 * queue. Returns 0 on success; otherwise prints why and returns 1. */
int cl_env_open(struct cl_env *env, const char *platform_substr);
/* The same with the queue's properties (NULL: none). */
int cl_env_open_props(struct cl_env *env, const char *platform_substr,
                      const cl_queue_properties *props);
void cl_env_close(struct cl_env *env);

/* How a program file is given to the runtime. */
enum program_kind {
  PROGRAM_BINARY, /* SPIR bitcode or PTX: clCreateProgramWithBinary */
  PROGRAM_IL,     /* SPIR-V: clCreateProgramWithIL */
  PROGRAM_SOURCE  /* OpenCL C, compiled by the runtime's own compiler */
};

/* Loads the program in path and builds it with options; prints the reason
 * and the build log and returns NULL on failure. */
cl_program cl_load_program(struct cl_env *env, const char *path,
                           const char *options, enum program_kind kind);

/* Builds prog for env's device; on failure prints what (a file name or a
 * description), the error and the build log, and returns the error. */
cl_int cl_build_program(struct cl_env *env, cl_program prog,
                        const char *options, const char *what);

/* The contents of the file at path with a NUL appended (size without it),
 * to free; NULL if it cannot be read. */
unsigned char *cl_read_file(const char *path, size_t *size);

/* Whether the file at path holds text (a log a test waits on); 0 when it
 * cannot be read. */
int cl_file_contains(const char *path, const char *text);

/* Sleeps ms milliseconds: the pause of a test polling for a log line. */
void cl_pause_ms(unsigned ms);

/* The name of an OpenCL error code, such as "CL_INVALID_VALUE". */
const char *cl_error_name(cl_int err);

/* In *ms, the milliseconds between the start and the end of the command of
 * event e, from a queue with profiling; the error of the query that fails
 * otherwise. */
cl_int cl_event_ms(cl_event e, double *ms);

/* Evaluates the OpenCL call x; unless it returns CL_SUCCESS, prints its
 * place, its text and the error's name and exits with status 1 (for hosts
 * that have nothing to clean up). */
#define CL_CHECK(x)                                                            \
  do {                                                                         \
    cl_int e_ = (x);                                                           \
    if (e_ != CL_SUCCESS) {                                                    \
      fprintf(stderr, "%s:%d %s: %s (%d)\n", __FILE__, __LINE__, #x,           \
              cl_error_name(e_), e_);                                          \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

#endif
