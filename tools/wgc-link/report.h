// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Error reporting for the wgc host tools. */
#ifndef WGC_REPORT_H
#define WGC_REPORT_H

/* wgc-link's exit statuses, as its --help documents them. */
enum {
  WGC_EXIT_OK = 0,     /* linked, output written */
  WGC_EXIT_FAILED = 1, /* bad input, library or link: nothing written */
  WGC_EXIT_USAGE = 2,  /* bad command line */
  WGC_EXIT_OUTPUT = 3, /* the output could not be written: nothing written */
  /* --no-undefined: the program calls a function defined nowhere */
  WGC_EXIT_UNDEFINED = 4
};

/* Prints "wgc-link: error: <message>" to stderr; returns 1. */
int wgc_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
