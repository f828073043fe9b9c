// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The device's OpenCL C version queries, as an app sees them (through the
 * layer when it is loaded): each version claimed must be backed by what
 * the device reports for that version's required features. Prints what it
 * read, then "N passed, N failed". */
#include <string.h>

#include "harness.h"

#define MAX_ENTRIES 64

struct versions {
  cl_name_version list[MAX_ENTRIES];
  size_t count;
};

static void read_list(cl_device_info param, struct versions *v,
                      const char *what) {
  size_t bytes = 0;
  cl_int err = clGetDeviceInfo(device, param, sizeof v->list, v->list, &bytes);
  check(err == CL_SUCCESS, "%s: error %d", what, err);
  v->count = err == CL_SUCCESS ? bytes / sizeof v->list[0] : 0;
  printf("%s:", what);
  for (size_t i = 0; i < v->count; i++)
    printf(" %s %u.%u", v->list[i].name, CL_VERSION_MAJOR(v->list[i].version),
           CL_VERSION_MINOR(v->list[i].version));
  printf("\n");
}

static int lists(const struct versions *v, const char *name, cl_uint major,
                 cl_uint minor) {
  for (size_t i = 0; i < v->count; i++)
    if (strcmp(v->list[i].name, name) == 0 &&
        CL_VERSION_MAJOR(v->list[i].version) == major &&
        CL_VERSION_MINOR(v->list[i].version) == minor)
      return 1;
  return 0;
}

static cl_ulong number(cl_device_info param, size_t width) {
  cl_ulong value = 0;
  clGetDeviceInfo(device, param, width, &value, NULL);
  return value;
}

/* OpenCL C 2.0 requires what OpenCL C 3.0 makes optional: the work-group
 * collective functions, the generic address space, pipes and device-side
 * enqueue (among others), so a device listing 2.0 reports all of them. */
static void check_two(const struct versions *all, const char *version) {
  unsigned major = 0, minor = 0;
  sscanf(version, "OpenCL C %u.%u", &major, &minor);
  int claims = lists(all, "OpenCL C", 2, 0) || major == 2;
  cl_ulong collectives = number(
      CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, sizeof(cl_bool));
  cl_ulong generic =
      number(CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, sizeof(cl_bool));
  cl_ulong pipes = number(CL_DEVICE_PIPE_SUPPORT, sizeof(cl_bool));
  cl_ulong enqueue = number(CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES,
                            sizeof(cl_device_device_enqueue_capabilities));
  printf("collectives %d, generic address space %d, pipes %d, device-side "
         "enqueue %d\n",
         collectives != 0, generic != 0, pipes != 0, enqueue != 0);
  check(!claims || (collectives && generic && pipes && enqueue),
        "OpenCL C 2.0 claimed without every feature it requires");
}

int main(void) {
  if (!open_device())
    return finish();
  char device_version[256] = "", c_version[256] = "";
  clGetDeviceInfo(device, CL_DEVICE_VERSION, sizeof device_version - 1,
                  device_version, NULL);
  cl_int err = clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_VERSION,
                               sizeof c_version - 1, c_version, NULL);
  printf("CL_DEVICE_VERSION: %s\nCL_DEVICE_OPENCL_C_VERSION: %s\n",
         device_version, c_version);
  check(err == CL_SUCCESS && strncmp(c_version, "OpenCL C ", 9) == 0,
        "CL_DEVICE_OPENCL_C_VERSION '%s' (error %d)", c_version, err);
  struct versions all, features;
  read_list(CL_DEVICE_OPENCL_C_ALL_VERSIONS, &all,
            "CL_DEVICE_OPENCL_C_ALL_VERSIONS");
  read_list(CL_DEVICE_OPENCL_C_FEATURES, &features,
            "CL_DEVICE_OPENCL_C_FEATURES");
  unsigned major = 0, minor = 0;
  sscanf(c_version, "OpenCL C %u.%u", &major, &minor);
  check(lists(&all, "OpenCL C", major, minor),
        "CL_DEVICE_OPENCL_C_VERSION %u.%u is not in the list", major, minor);
  if (strncmp(device_version, "OpenCL 3.", 9) == 0)
    check(lists(&all, "OpenCL C", 3, 0),
          "an OpenCL 3 device without OpenCL C 3.0 in the list");
  check_two(&all, c_version);
  return finish();
}
