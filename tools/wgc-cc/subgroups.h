// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The compile flags that enable wgc's sub-group extensions. */
#ifndef WGC_CC_SUBGROUPS_H
#define WGC_CC_SUBGROUPS_H

#include "strvec.h"

/* Appends to a the clang flags that declare the functions of every
 * extension in wgc/subgroup_extensions.def, and for -cl-std=CL3.0 and
 * CL3.1 (STD "CL3.0", "CL3.1") define their OpenCL C features. */
void subgroup_flags(struct strvec *a, const char *std);

#endif
