// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Shared by the program kernels: the element of a work-item and the planes
 * of the input and output buffers. */
#ifndef WGC_PROGRAMS_H
#define WGC_PROGRAMS_H

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

/* Every kernel's first arguments: n elements per plane, planes n * 8 bytes
 * apart, and a random value per launch. */
#define KERNEL_ARGS                                                            \
  __global const uchar *in, __global uchar *out, ulong n, uint seed

/* Element i of plane p, as type T. */
#define IN(T, p) (((__global const T *)(in + (size_t)(p) * n * 8))[i])
#define OUT(T, p) (((__global T *)(out + (size_t)(p) * n * 8))[i])

/* The element of this work-item: its global id, row-major over the global
 * offset plus the global size of each dimension. */
static size_t item(void) {
  size_t e0 = get_global_offset(0) + get_global_size(0);
  size_t e1 = get_global_offset(1) + get_global_size(1);
  return (get_global_id(2) * e1 + get_global_id(1)) * e0 + get_global_id(0);
}

#endif
