// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* clGetKernelArgInfo: kernels of programs the layer built are answered
 * from wgc-cc's description of their arguments (arg_info.c). */
#include <stdlib.h>

#include "arg_info.h"
#include "intercept.h"

/* The kernel's function name (malloc'd), NULL when the driver has none. */
static char *kernel_name(cl_kernel kernel) {
  size_t len = 0;
  char *name = NULL;
  if (wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, 0, NULL,
                                  &len) != CL_SUCCESS ||
      !(name = calloc(len + 1, 1)) ||
      wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, len, name,
                                  NULL) != CL_SUCCESS) {
    free(name);
    return NULL;
  }
  return name;
}

cl_int wgc_clGetKernelArgInfo(cl_kernel kernel, cl_uint index,
                              cl_kernel_arg_info param, size_t size,
                              void *value, size_t *size_ret) {
  cl_program bin = NULL;
  cl_int err = CL_SUCCESS;
  int answered = 0;
  if (wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof bin, &bin,
                                  NULL) == CL_SUCCESS &&
      wgc_arg_info_has(bin)) {
    char *name = kernel_name(kernel);
    answered = name && wgc_arg_info_answer(bin, name, index, param, size, value,
                                           size_ret, &err);
    free(name);
  }
  return answered ? err
                  : wgc_next()->clGetKernelArgInfo(kernel, index, param, size,
                                                   value, size_ret);
}
