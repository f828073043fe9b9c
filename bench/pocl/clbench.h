// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* PoCL benchmark hosts: error check, device set-up and SPIR program loading,
 * over tests/lib/clhost.c (compiled with them). */
#ifndef WGC_CLBENCH_H
#define WGC_CLBENCH_H

#include "clhost.h"

#include <stdio.h>
#include <stdlib.h>

static struct cl_env clbench_env;

/* The first device of the first platform with one, a context and a
 * profiling queue; exits with a message if there is none. */
static void clbench_open(cl_device_id *dev, cl_context *ctx,
                         cl_command_queue *q) {
  static const cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                              CL_QUEUE_PROFILING_ENABLE, 0};
  if (cl_env_open_props(&clbench_env, NULL, props))
    exit(1);
  *dev = clbench_env.device;
  *ctx = clbench_env.context;
  *q = clbench_env.queue;
}

/* Builds the linked SPIR bitcode at `path` for clbench_open's device;
 * exits with the reason and the build log on error. */
static cl_program clbench_load(const char *path) {
  cl_program p = cl_load_program(&clbench_env, path, "-x spir -spir-std=1.2",
                                 PROGRAM_BINARY);
  if (!p)
    exit(1);
  return p;
}

#endif
