// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs wgc-cc on one program's source, as a child process without a shell. */
#ifndef WGC_LAYER_RUN_CC_H
#define WGC_LAYER_RUN_CC_H

#include <stddef.h>

#include "targets.h"

/* wgc-cc's exit statuses the layer tells apart (tools/wgc-cc/exit_codes.h). */
#define WGC_CC_EXIT_COMPILE_ERROR 1
#define WGC_CC_EXIT_USAGE 2
#define WGC_CC_EXIT_TOOLCHAIN_MISSING 4

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
  /* wgc-cc's --work-group-size KERNEL=X,Y,Z, or NULL: the kernel compiled
   * as though it declared reqd_work_group_size(X, Y, Z) */
  const char *work_group_size;
};

struct wgc_cc_result {
  int status; /* CL_SUCCESS, CL_BUILD_PROGRAM_FAILURE,
                 CL_INVALID_BUILD_OPTIONS or CL_COMPILER_NOT_AVAILABLE */
  char *log;  /* wgc-cc's stdout and stderr, NUL-terminated */
  unsigned char *binary;
  size_t binary_len;
  char *arg_info; /* wgc-cc's --arg-info description after a build, else
                     NULL */
  /* Whether the outcome depends only on the compile's inputs: a build, or
   * status 1 with clang's diagnostics located in the files the compile
   * read, and the compile's dependency list complete. */
  int deterministic;
  /* Whether the source or a file it read names __DATE__, __TIME__ or
   * __TIMESTAMP__, which makes the outcome not deterministic. */
  int reads_clock;
  /* The files the compile read outside the layer's work folder (clang's
   * dependency list), as absolute paths, and the working directory when
   * the compile named one of them by a relative path (else NULL). */
  char **deps;
  size_t num_deps;
  char *cwd;
};

/* Compiles src for target t with the wgc-cc of wgc_layer_cc_path() in a
 * private temporary folder (removed afterwards), with the description of
 * the kernels' arguments (wgc-cc --arg-info) and clang's dependency list.
 * The app's options reach wgc-cc in a file (--cl-options-file), the
 * headers' folder as its own -I argument. wgc-cc runs through child.h: its
 * exit status comes through a pipe whatever the app does with SIGCHLD; it
 * gets /dev/null as stdin, the log's pipe as stdout and stderr, and none
 * of the app's other descriptors; the app's descriptors 0-2 are left as
 * they are, open or closed. */
void wgc_run_cc(const struct wgc_source *src, const struct wgc_target *t,
                struct wgc_cc_result *out);
/* For the cache key, computed once: wgc-cc --version (the libraries and
 * tools it would use), the --version of the clang it runs ($WGC_CLANG, else
 * the clang wgc was built with), the SHA-256 of the contents of wgc-cc
 * and of every file that --version names, and the environment variables
 * that change what clang compiles (CPATH, CCC_OVERRIDE_OPTIONS...). */
const char *wgc_cc_identity(void);

#endif
