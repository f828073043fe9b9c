// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* An app without OpenCL of its own. With LIBRARY: loads it with RTLD_LOCAL
 * (private_lib.c, which brings its loader) and runs it. With --none: calls
 * the OpenCL entry points the global scope offers (under LD_PRELOAD, the
 * layer's) with no OpenCL implementation loaded; each must return an
 * error.
 * Usage: private_app LIBRARY | --none */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static int passed, failed;

#define check(ok, ...)                                                         \
  do {                                                                         \
    if (ok) {                                                                  \
      passed++;                                                                \
    } else {                                                                   \
      failed++;                                                                \
      printf("FAIL: " __VA_ARGS__);                                            \
      printf("\n");                                                            \
    }                                                                          \
  } while (0)

typedef cl_int (*get_device_info)(cl_device_id, cl_device_info, size_t, void *,
                                  size_t *);
typedef cl_kernel (*create_kernel)(cl_program, const char *, cl_int *);
typedef cl_int (*build_program)(cl_program, cl_uint, const cl_device_id *,
                                const char *,
                                void(CL_CALLBACK *)(cl_program, void *),
                                void *);

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: private_app LIBRARY | --none\n");
    return 2;
  }
  if (strcmp(argv[1], "--none")) {
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    int (*run)(void) = lib ? (int (*)(void))dlsym(lib, "run_private") : NULL;
    if (!run) {
      printf("FAIL: %s\n0 passed, 1 failed\n", dlerror());
      return 1;
    }
    return run();
  }
  get_device_info info =
      (get_device_info)dlsym(RTLD_DEFAULT, "clGetDeviceInfo");
  create_kernel kernel = (create_kernel)dlsym(RTLD_DEFAULT, "clCreateKernel");
  build_program build = (build_program)dlsym(RTLD_DEFAULT, "clBuildProgram");
  check(info && kernel && build, "no OpenCL entry points in the global scope");
  if (info && kernel && build) {
    cl_uint units = 0;
    cl_int err =
        info(NULL, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, NULL);
    check(err != CL_SUCCESS, "clGetDeviceInfo answered %d", err);
    err = CL_SUCCESS;
    cl_kernel k = kernel(NULL, "k", &err);
    check(!k && err != CL_SUCCESS, "clCreateKernel: %p, error %d", (void *)k,
          err);
    err = build(NULL, 0, NULL, "", NULL, NULL);
    check(err != CL_SUCCESS, "clBuildProgram answered %d", err);
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
