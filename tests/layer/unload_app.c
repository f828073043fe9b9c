// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The layer unloaded while its workers wait: an app loads it with dlopen
 * (its entry points intercept as under LD_PRELOAD), builds a program
 * through it, makes a kernel and launches it at a size, whose variant a
 * worker compiles; once the variant is built and the kernel and program
 * released, dlclose unloads the layer, and no worker thread
 * ("wgc-specialize") may be left to run its code.
 * Usage: unload_app LAYER LOG */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

static const char *source =
    "kernel void lowest(global const int *in, global int *out) {\n"
    "  size_t g = get_global_id(0);\n"
    "  out[g] = work_group_reduce_min(in[g]);\n"
    "}\n";

/* The threads of this process named name. */
static int threads_named(const char *name) {
  DIR *dir = opendir("/proc/self/task");
  int n = 0;
  for (struct dirent *e = dir ? readdir(dir) : NULL; e; e = readdir(dir)) {
    char path[300], comm[64] = "";
    if (e->d_name[0] == '.')
      continue;
    snprintf(path, sizeof path, "/proc/self/task/%s/comm", e->d_name);
    FILE *f = fopen(path, "r");
    if (f && fgets(comm, sizeof comm, f))
      comm[strcspn(comm, "\n")] = 0;
    if (f)
      fclose(f);
    n += !strcmp(comm, name);
  }
  if (dir)
    closedir(dir);
  return n;
}

/* Whether /proc/self/maps maps the file at path. */
static int mapped(const char *path) {
  char real[4096], line[4608];
  if (!realpath(path, real))
    return 0;
  FILE *f = fopen("/proc/self/maps", "r");
  int found = 0;
  while (f && !found && fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = 0;
    size_t n = strlen(line), m = strlen(real);
    found = n >= m && !strcmp(line + n - m, real);
  }
  if (f)
    fclose(f);
  return found;
}

#define CALL(name) ((__typeof__(&name))dlsym(layer, #name))

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: unload_app LAYER LOG\n");
    return 2;
  }
  if (!open_device())
    return finish();
  void *layer = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  check(layer != NULL, "dlopen: %s", dlerror());
  if (!layer)
    return finish();
  cl_int err;
  const size_t global = 64, local = 32;
  int in[64], out[64];
  for (int i = 0; i < 64; i++)
    in[i] = 100 - i;
  cl_mem a = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                            sizeof in, in, &err);
  cl_mem b = clCreateBuffer(context, CL_MEM_READ_WRITE, sizeof out, NULL, &err);
  cl_program p =
      CALL(clCreateProgramWithSource)(context, 1, &source, NULL, &err);
  err = p ? CALL(clBuildProgram)(p, 1, &device, NULL, NULL, NULL) : err;
  check(err == CL_SUCCESS, "build through the layer: %d", err);
  cl_kernel k =
      err == CL_SUCCESS ? CALL(clCreateKernel)(p, "lowest", &err) : NULL;
  check(k != NULL, "clCreateKernel through the layer: %d", err);
  if (k) {
    CALL(clSetKernelArg)(k, 0, sizeof a, &a);
    CALL(clSetKernelArg)(k, 1, sizeof b, &b);
    err = CALL(clEnqueueNDRangeKernel)(env.queue, k, 1, NULL, &global, &local,
                                       0, NULL, NULL);
    check(err == CL_SUCCESS, "launch through the layer: %d", err);
    err = clEnqueueReadBuffer(env.queue, b, CL_TRUE, 0, sizeof out, out, 0,
                              NULL, NULL);
    check(err == CL_SUCCESS && out[0] == 100 - 31 && out[63] == 100 - 63,
          "the launch's result: %d %d", out[0], out[63]);
    int built = 0;
    for (int i = 0; !built && i < 6000; i++) {
      built = cl_file_contains(argv[2], ": built (program ");
      if (!built)
        cl_pause_ms(100);
    }
    check(built, "the variant was not built");
    CALL(clReleaseKernel)(k);
  }
  if (p)
    CALL(clReleaseProgram)(p);
  int before = threads_named("wgc-specialize");
  check(before >= 1, "no worker thread waits before the layer is unloaded");
  /* What a worker running the unmapped code would cut off. */
  printf("unloading the layer, %d worker threads\n", before);
  fflush(stdout);
  check(dlclose(layer) == 0, "dlclose: %s", dlerror());
  check(!mapped(argv[1]), "the layer is still mapped after dlclose");
  /* A joined thread leaves the task list right after it ended. */
  int after = threads_named("wgc-specialize");
  for (int i = 0; after && i < 20; i++) {
    cl_pause_ms(100);
    after = threads_named("wgc-specialize");
  }
  check(after == 0, "%d of %d worker threads outlived the layer", after,
        before);
  clReleaseMemObject(a);
  clReleaseMemObject(b);
  return finish();
}
