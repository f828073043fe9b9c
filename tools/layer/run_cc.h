// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs wgc-cc on one program's source, as a child process without a shell. */
#ifndef WGC_LAYER_RUN_CC_H
#define WGC_LAYER_RUN_CC_H

#include <stddef.h>

#include "targets.h"

/* wgc-cc's exit statuses the layer tells apart (tools/wgc-cc/exit_codes.h). */
#define WGC_CC_EXIT_COMPILE_ERROR 1
#define WGC_CC_EXIT_USAGE 2

/* A header given to clCompileProgram, written under its include name. */
struct wgc_header {
  char *name;
  char *text;
  size_t len;
};

struct wgc_source {
  const char *text;
  size_t len;
  const struct wgc_header *headers;
  size_t num_headers;
  const char *options; /* the app's build options verbatim */
};

struct wgc_cc_result {
  int status; /* CL_SUCCESS, CL_BUILD_PROGRAM_FAILURE or
                 CL_INVALID_BUILD_OPTIONS */
  char *log;  /* wgc-cc's stdout and stderr, NUL-terminated */
  unsigned char *binary;
  size_t binary_len;
  char *arg_info; /* wgc-cc's --arg-info description after a build, else
                     NULL */
};

/* Compiles src for target t with the wgc-cc of wgc_layer_cc_path() in a
 * private temporary folder (removed afterwards), with the description of
 * the kernels' arguments (wgc-cc --arg-info). */
void wgc_run_cc(const struct wgc_source *src, const struct wgc_target *t,
                struct wgc_cc_result *out);
/* For the cache key, computed once: wgc-cc --version and the --version of
 * the clang it runs ($WGC_CLANG, else the clang wgc was built with, which
 * wgc-cc finds the same way). */
const char *wgc_cc_identity(void);

#endif
