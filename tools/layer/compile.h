// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Compiles a program's source for one target through the compile cache. */
#ifndef WGC_LAYER_COMPILE_H
#define WGC_LAYER_COMPILE_H

#include "run_cc.h"

/* As wgc_run_cc, but answered from the cache when it holds a valid entry.
 * An entry is found by a key over the source, the headers given to
 * clCompileProgram (names and contents), the options, a variant's
 * work-group size (wgc_source.work_group_size), the target, the
 * layer's version and wgc_cc_identity() (the tools' and libraries' paths,
 * versions and contents); it is valid while every file the compile read
 * (clang's dependency list, recorded in the entry with each file's SHA-256)
 * still has the recorded contents, and, when the compile named one of
 * them by a relative path, the working directory is the same. Only
 * deterministic outcomes are stored (wgc_cc_result.deterministic). Threads
 * of one process asking for the same key wait for the first instead of
 * compiling it again. */
void wgc_compile(const struct wgc_source *src, const struct wgc_target *t,
                 struct wgc_cc_result *out);

#endif
