// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Specialization at launch: a kernel of a program the layer built, first
 * launched at a local size, gets a variant compiled in the background with
 * that size declared (wgc-cc --work-group-size: the code of a source
 * declaring reqd_work_group_size); once the variant is built, launches of
 * the kernel at that size run it, with the arguments the app set on its
 * kernel. Until then, and whenever the variant cannot be used, the app's
 * kernel runs: no launch waits on a compiler (but with
 * WGC_LAYER_SPECIALIZE=wait). The app never sees a variant: its kernel
 * answers every query itself. */
#ifndef WGC_LAYER_SPECIALIZE_H
#define WGC_LAYER_SPECIALIZE_H

#include "programs.h"

/* Records n kernels of the program p built (p->bin), whose arguments the
 * layer then tracks. Called with the program records locked. */
void wgc_specialize_kernels_created(const struct wgc_program *p,
                                    const cl_kernel *kernels, cl_uint n);
/* The app retains kernel, or releases it (before the driver's release):
 * at its last reference the record and its variant kernels go. */
void wgc_specialize_kernel_retained(cl_kernel kernel);
void wgc_specialize_kernel_released(cl_kernel kernel);

/* What the app set on its kernel, after the driver accepted it. */
void wgc_specialize_arg(cl_kernel kernel, cl_uint index, size_t size,
                        const void *value);
void wgc_specialize_arg_svm(cl_kernel kernel, cl_uint index, const void *ptr);
void wgc_specialize_exec_info(cl_kernel kernel, cl_kernel_exec_info param,
                              size_t size, const void *value);

/* clEnqueueNDRangeKernel: the kernel's variant for the local size where
 * one is built, else the kernel itself (starting the variant's compile
 * after the kernel's first launch at that size). */
cl_int wgc_specialize_enqueue(cl_command_queue queue, cl_kernel kernel,
                              cl_uint work_dim, const size_t *offset,
                              const size_t *global, const size_t *local,
                              cl_uint num_events, const cl_event *events,
                              cl_event *event);

#endif
