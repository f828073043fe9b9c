// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Whether a PTX file calls one of its own kernels. */
#ifndef WGC_CC_PTX_SCAN_H
#define WGC_CC_PTX_SCAN_H

/* 1 when the name of some .entry of the PTX file at PATH appears in it more
 * than once as a whole token (a call to a kernel, which ptxas rejects; an
 * over-count only costs wgc-cc an extra step), 0 when none does, -1 after a
 * message when the file cannot be read. */
int ptx_names_entry_twice(const char *path);

/* 1 when the PTX file at PATH declares a function it calls but never
 * defines (but printf, vprintf and __ names, the driver's), with
 * *name its name (malloc'ed); 0 when none; -1 after a message when the
 * file cannot be read. */
int ptx_undefined_function(const char *path, char **name);

#endif
