// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Compiles a program's source for one target through the compile cache. */
#ifndef WGC_LAYER_COMPILE_H
#define WGC_LAYER_COMPILE_H

#include "run_cc.h"

/* As wgc_run_cc, but answered from the cache when an entry for the same
 * source, headers, options, target, wgc version and compiler exists, and
 * stored there after a compile that built or failed on the user's code. Threads
 * of one process asking for the same key wait for the first instead of
 * compiling it again. A source with an #include that names none of its headers
 * is compiled every time: the key cannot cover files found through -I. */
void wgc_compile(const struct wgc_source *src, const struct wgc_target *t,
                 struct wgc_cc_result *out);
void wgc_cc_result_free(struct wgc_cc_result *r);

#endif
