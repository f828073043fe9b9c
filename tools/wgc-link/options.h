// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Command-line options of wgc-link. */
#ifndef WGC_OPTIONS_H
#define WGC_OPTIONS_H

/* --work-group-size NAME=X,Y,Z: kernel NAME declared with
 * reqd_work_group_size(X, Y, Z). */
struct wgc_declared_size {
  const char *kernel;
  unsigned xyz[3];
};

struct wgc_options {
  const char *output;
  char *library; /* resolved path of the wgc bitcode library */
  const char **inputs;
  int n_inputs;
  int print_library;       /* --print-library: print the path and stop */
  int remat;               /* rematerialize after barriers (off: --no-remat) */
  int inline_kernel_calls; /* --inline-kernel-calls: that only, no library */
  int fold_wg_size;        /* --fold-work-group-size: that only, no library */
  int no_undefined;        /* --no-undefined: the output is a whole program */
  struct wgc_declared_size *sizes; /* --work-group-size, in order */
  int n_sizes;
};

/* Returns -1 to go on, or the exit status to stop with (help, errors). */
int wgc_parse_options(int argc, char **argv, struct wgc_options *opt);
void wgc_free_options(struct wgc_options *opt);

#endif
