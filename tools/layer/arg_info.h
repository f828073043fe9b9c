// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The argument descriptions of the driver programs the layer built, which
 * answer clGetKernelArgInfo for their kernels (the driver, given a binary,
 * has none). */
#ifndef WGC_LAYER_ARG_INFO_H
#define WGC_LAYER_ARG_INFO_H

#include "kernel_args.h"

/* Whether build options ask for argument information: a native compiler
 * gives it only with -cl-kernel-arg-info, as the specification says (PoCL
 * answers CL_KERNEL_ARG_INFO_NOT_AVAILABLE for every query without it). */
int wgc_options_ask_arg_info(const char *options);
/* Records t (taken over; NULL records nothing) for the driver program bin,
 * answering with it when available, else CL_KERNEL_ARG_INFO_NOT_AVAILABLE. */
void wgc_arg_info_add(cl_program bin, struct wgc_kernel_args *t, int available);
int wgc_arg_info_has(cl_program bin);
/* bin is released by its owner (the layer or the app): its record goes
 * once no kernel of it lives. */
void wgc_arg_info_released(cl_program bin);
/* n kernels of bin were created; counted says whether the driver's
 * CL_PROGRAM_REFERENCE_COUNT of bin grew by them (PoCL's does, NVIDIA's
 * does not). */
void wgc_arg_info_kernels_created(cl_program bin, cl_uint n, int counted);
/* Whether the app's clReleaseProgram of bin, whose reference count is
 * refcount, drops the app's last reference. */
int wgc_arg_info_last_reference(cl_program bin, cl_uint refcount);
void wgc_arg_info_kernel_destroyed(cl_program bin);
/* Answers clGetKernelArgInfo for a kernel named name of bin; returns 0
 * (and answers nothing) when bin or the kernel has no record. */
int wgc_arg_info_answer(cl_program bin, const char *name, cl_uint index,
                        cl_kernel_arg_info param, size_t size, void *value,
                        size_t *size_ret, cl_int *err);

#endif
