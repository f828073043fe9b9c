// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Error reporting for the wgc host tools. */
#include "report.h"

#include <stdarg.h>
#include <stdio.h>

int wgc_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("wgc-link: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return 1;
}
