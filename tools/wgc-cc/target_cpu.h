// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The --mcpu values wgc-cc accepts and what each compiles as. */
#ifndef WGC_CC_TARGET_CPU_H
#define WGC_CC_TARGET_CPU_H

#include <stddef.h>

/* sm_XX (sm_XXa): writes the -march value clang-15 gets into out.
 * Returns 0, or WGC_CC_USAGE with a message. */
int nvptx_cpu(const char *mcpu, char *out, size_t size);

/* gfxNNN: checks it is a GPU clang-15 knows and writes the wgc library
 * family (gfx7, gfx9, gfx10). Returns 0, or WGC_CC_USAGE with a message. */
int amdgcn_family(const char *mcpu, char *family, size_t size);

#endif
