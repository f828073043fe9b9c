// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The steps that turn one OpenCL C file into what a target's runtime
 * loads, per target. */
#ifndef WGC_CC_TARGET_H
#define WGC_CC_TARGET_H

#include "cc_options.h"

struct target_desc;

struct target_build {
  const struct cc_options *opt;
  const struct target_desc *desc;
  char cpu[16];      /* what the compile gets: sm_80, gfx1030, "" */
  char family[8];    /* AMD ISA family of the library: gfx7, gfx9, gfx10 */
  char *clang;       /* the tools and files this target needs, else NULL */
  char *library;     /* the wgc library */
  char *libclc;      /* libclc's bitcode */
  char *include_dir; /* wgc's headers (locate.h) */
  char *wgc_link;
  char *llvm_link, *opt_tool, *llc, *lld, *llvm_spirv;
  /* The file clang compiles: the input, or its copy in the work folder
   * when the input can be read only once (stdin, a FIFO, a pipe). */
  const char *source;
};

/* Checks --target and --mcpu and finds what the target needs. Returns 0,
 * WGC_CC_USAGE or WGC_CC_TOOLCHAIN_MISSING (message printed). */
int target_prepare(const struct cc_options *opt, struct target_build *b);

/* Runs the steps in the work folder (cleanup.h). Returns 0 and sets
 * *result to the finished file, or an exit status (message printed). */
int target_run(struct target_build *b, const char **result);

/* Compiles the source again, unoptimized and with -cl-kernel-arg-info, to
 * textual LLVM IR in OUT, for --arg-info. Returns 0 or an exit status. */
int target_describe(const struct target_build *b, const char *out);

void target_free(struct target_build *b);

#endif
