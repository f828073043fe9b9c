// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Error and note messages of wgc-cc, on stderr. */
#ifndef WGC_CC_DIAG_H
#define WGC_CC_DIAG_H

/* Prints "wgc-cc: error: ..." and returns code, so callers can write
 * `return wgc_cc_fail(WGC_CC_USAGE, ...)`. */
int wgc_cc_fail(int code, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void wgc_cc_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
