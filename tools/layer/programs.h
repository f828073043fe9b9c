// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The layer's record of each program the app created from source, and the
 * driver program it was built into. All access holds wgc_programs_lock. */
#ifndef WGC_LAYER_PROGRAMS_H
#define WGC_LAYER_PROGRAMS_H

#include "next.h"
#include "run_cc.h"

struct wgc_program {
  cl_program src; /* the app's handle, a driver program with the source */
  cl_program bin; /* the driver program built from wgc-cc's binary */
  cl_context context;
  char *source;
  size_t source_len;
  int via_wgc;         /* the last build or compile went through wgc-cc */
  int busy;            /* a build, compile or link of it is running */
  int zombie;          /* released by the app, kept while bin has kernels */
  size_t live_kernels; /* kernels of bin not yet destroyed */
  cl_build_status status;
  cl_program_binary_type binary_type;
  char *log, *options;
  cl_device_id *devices; /* the devices of the last wgc build */
  cl_uint num_devices;
  struct wgc_header *headers; /* clCompileProgram's, for clLinkProgram */
  size_t num_headers;
};

void wgc_programs_lock(void);
void wgc_programs_unlock(void);
/* Adds a record for a program created from source; NULL when out of
 * memory. */
struct wgc_program *wgc_program_add(cl_program src, cl_context context,
                                    char *source, size_t len);
struct wgc_program *wgc_program_by_src(cl_program src);
struct wgc_program *wgc_program_by_bin(cl_program bin);
int wgc_program_has_device(const struct wgc_program *p, cl_device_id d);
/* Replaces the build state (takes ownership of log, options, devices). */
void wgc_program_set_build(struct wgc_program *p, cl_program bin,
                           cl_build_status status, cl_program_binary_type type,
                           char *log, char *options, cl_device_id *devices,
                           cl_uint num_devices);
void wgc_program_set_headers(struct wgc_program *p, struct wgc_header *headers,
                             size_t num);
/* The app released its last reference to p->src: releases src and bin
 * and forgets p, or keeps both (a zombie) while kernels of bin live. The
 * layer counts those kernels itself: drivers need not count a kernel's
 * hold on its program in CL_PROGRAM_REFERENCE_COUNT (NVIDIA's does not). */
void wgc_program_app_released(struct wgc_program *p);
/* Releases the zombies whose kernels are gone. */
void wgc_programs_sweep(void);
void wgc_headers_free(struct wgc_header *h, size_t n);
cl_uint wgc_refcount(cl_program p);
/* Kernels created from, and about to be destroyed of, the program behind
 * bin (ignored for programs the layer did not build). */
void wgc_program_kernels_created(cl_program bin, size_t n);
void wgc_program_kernel_destroyed(cl_program bin);

#endif
