// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: opens a runtime by platform name and loads its programs
 * (through the tests' host library, tests/lib/clhost.h). */
#include "clrt.h"

#include <stdlib.h>
#include <string.h>

int rt_open(struct runtime *rt, const char *name, const char *platform_substr) {
  cl_int err;
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE,
                                 0};
  rt->name = name;
  if (cl_env_open_props(&rt->env, platform_substr, props))
    return -1;
  rt->dev = rt->env.device;
  rt->ctx = rt->env.context;
  rt->q = rt->env.queue;
  strcpy(rt->platform, rt->env.platform_name);
  strcpy(rt->device, rt->env.device_name);
  strcpy(rt->version, rt->env.version);
  rt->in = clCreateBuffer(rt->ctx, CL_MEM_READ_ONLY, N_ELEMS * 8, NULL, &err);
  CK(err);
  rt->out = clCreateBuffer(rt->ctx, CL_MEM_READ_WRITE, N_ELEMS * 8, NULL, &err);
  CK(err);
  return 0;
}

cl_program rt_program_source(struct runtime *rt, const char *path,
                             const char *options) {
  return cl_load_program(&rt->env, path, options, PROGRAM_SOURCE);
}

cl_program rt_program_il(struct runtime *rt, const char *path,
                         const char *options) {
  return cl_load_program(&rt->env, path, options, PROGRAM_IL);
}

cl_program rt_program_binary(struct runtime *rt, const char *path,
                             const char *options) {
  return cl_load_program(&rt->env, path, options, PROGRAM_BINARY);
}
