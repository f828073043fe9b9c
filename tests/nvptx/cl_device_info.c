// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Prints the OpenCL platform and device facts a GPU run is recorded with. */
#include <CL/cl.h>
#include <stdio.h>
#include <string.h>

static void show(cl_device_id d, cl_device_info what, const char *name) {
  char buf[8192] = "";
  clGetDeviceInfo(d, what, sizeof buf - 1, buf, NULL);
  printf("  %s: %s\n", name, buf);
}

int main(int argc, char **argv) {
  cl_platform_id platforms[16];
  cl_uint n = 0;
  if (clGetPlatformIDs(16, platforms, &n) != CL_SUCCESS || n == 0) {
    puts("no OpenCL platform");
    return 1;
  }
  for (cl_uint i = 0; i < n; ++i) {
    char name[256] = "", version[256] = "";
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    clGetPlatformInfo(platforms[i], CL_PLATFORM_VERSION, sizeof version,
                      version, NULL);
    printf("platform: %s (%s)\n", name, version);
    if (argc > 1 && !strstr(name, argv[1]))
      continue;
    cl_device_id dev;
    if (clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &dev, NULL))
      continue;
    size_t wg = 0, items[3] = {0};
    clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof wg, &wg, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof items, items,
                    NULL);
    show(dev, CL_DEVICE_NAME, "device");
    show(dev, CL_DEVICE_VERSION, "version");
    show(dev, CL_DRIVER_VERSION, "driver");
    printf("  max work-group size: %zu (items %zu x %zu x %zu)\n", wg, items[0],
           items[1], items[2]);
    show(dev, CL_DEVICE_EXTENSIONS, "extensions");
  }
  return 0;
}
