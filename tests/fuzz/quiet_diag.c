// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-cc's diagnostics (tools/wgc-cc/diag.h) formatted but not printed:
 * the fuzz targets reach every error path millions of times. */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>

int wgc_cc_fail(int code, const char *fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return code;
}

void wgc_cc_note(const char *fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
}
