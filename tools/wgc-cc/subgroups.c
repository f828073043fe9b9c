// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The compile flags that enable wgc's sub-group extensions. */
#include "subgroups.h"

#include <stdio.h>
#include <string.h>

/* clang-15 knows cl_khr_subgroups (and the features) by name, enabled with
 * -cl-ext; the cl_khr_subgroup_* extensions it knows only as the macros
 * that guard their declarations in opencl-c.h. */
static void enable(struct strvec *a, const char *name) {
  char flag[96];
  if (!strcmp(name, "cl_khr_subgroups") || !strncmp(name, "__opencl_c_", 11)) {
    snprintf(flag, sizeof flag, "-cl-ext=+%s", name);
    strvec_push2(a, "-Xclang", flag);
  } else {
    snprintf(flag, sizeof flag, "-D%s=1", name);
    strvec_push(a, flag);
  }
}

void subgroup_flags(struct strvec *a, const char *std) {
  int cl3 = !strncmp(std, "CL3.", 4);
#define WGC_SUBGROUP_EXTENSION(name, major, minor, patch, feature, emulated)   \
  enable(a, #name);                                                            \
  if (cl3 && *#feature)                                                        \
    enable(a, #feature);
#include <wgc/subgroup_extensions.def>
}
