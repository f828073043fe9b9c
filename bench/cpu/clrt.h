// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: one OpenCL runtime (platform, queue, buffers, programs). */
#ifndef WGC_CPU_CLRT_H
#define WGC_CPU_CLRT_H

#include "bench.h"
#include "clhost.h"

struct runtime {
  const char *name; /* intel, pocl */
  struct cl_env env;
  cl_device_id dev;
  cl_context ctx;
  cl_command_queue q; /* in order, with profiling */
  cl_mem in, out;     /* N_ELEMS elements of the largest type each */
  char platform[256], device[256], version[256];
};

/* Opens the first device of the first platform whose name contains
 * platform_substr; returns 0, or -1 with a message when there is none. */
int rt_open(struct runtime *rt, const char *name, const char *platform_substr);

/* Programs from OpenCL C source, SPIR-V (clCreateProgramWithIL) or a
 * binary (clCreateProgramWithBinary), built with options. NULL, with the
 * reason and build log on stderr, when the file is missing or the build
 * fails. */
cl_program rt_program_source(struct runtime *rt, const char *path,
                             const char *options);
cl_program rt_program_il(struct runtime *rt, const char *path,
                         const char *options);
cl_program rt_program_binary(struct runtime *rt, const char *path,
                             const char *options);

#endif
