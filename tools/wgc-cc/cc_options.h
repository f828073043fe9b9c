// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The command line of wgc-cc. */
#ifndef WGC_CC_CC_OPTIONS_H
#define WGC_CC_CC_OPTIONS_H

#include "cl_options.h"

struct cc_options {
  const char *target;   /* spir64, spirv64, nvptx64, amdgcn, emu32, emu64 */
  const char *mcpu;     /* sm_XX or gfxNNN; NULL for the default */
  const char *input;    /* a file, or "-" for stdin */
  const char *output;   /* a file, or "-" for stdout */
  const char *clang;    /* --clang */
  const char *libclc;   /* --libclc */
  const char *lib_dir;  /* --wgc-lib-dir */
  const char *arg_info; /* --arg-info: the kernel argument description */
  int verbose;          /* -v */
  int wave64;           /* -mwavefrontsize64 */
  int emit_llvm;        /* -emit-llvm */
  struct cl_flags flags;
  /* --work-group-size KERNEL=X,Y,Z values, as given */
  struct strvec work_group_sizes;
};

/* Returns -1 to go on, or the status to exit with (0 after --help or
 * --version, WGC_CC_USAGE after a message). */
int cc_parse_options(int argc, char **argv, struct cc_options *opt);
void cc_free_options(struct cc_options *opt);

/* The full usage text (--help). */
void cc_print_usage(void);
/* --version: the version and the libraries found (version.c). */
void cc_print_version(void);

#endif
