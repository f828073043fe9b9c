// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Error and note messages of wgc-cc, on stderr. */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>

static void emit(const char *kind, const char *fmt, va_list ap) {
  fprintf(stderr, "wgc-cc: %s: ", kind);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
}

int wgc_cc_fail(int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emit("error", fmt, ap);
  va_end(ap);
  return code;
}

void wgc_cc_note(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emit("note", fmt, ap);
  va_end(ap);
}
