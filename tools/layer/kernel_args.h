// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The kernels' argument descriptions wgc-cc writes with --arg-info,
 * parsed into the values clGetKernelArgInfo returns. */
#ifndef WGC_LAYER_KERNEL_ARGS_H
#define WGC_LAYER_KERNEL_ARGS_H

#include "next.h"

struct wgc_kernel_arg {
  cl_kernel_arg_address_qualifier address;
  cl_kernel_arg_access_qualifier access;
  cl_kernel_arg_type_qualifier type_qualifier;
  char *type_name;
  char *name;
};

struct wgc_kernel_args;

/* Parses the description wgc-cc --arg-info writes (docs/wgc-cc.1,
 * ARGUMENT INFORMATION); NULL when it is malformed or memory runs out. */
struct wgc_kernel_args *wgc_kernel_args_parse(const char *text);
/* The arguments of the kernel named name and their count; NULL when the
 * description has no such kernel. */
const struct wgc_kernel_arg *
wgc_kernel_args_find(const struct wgc_kernel_args *t, const char *name,
                     cl_uint *count);
void wgc_kernel_args_free(struct wgc_kernel_args *t);

#endif
