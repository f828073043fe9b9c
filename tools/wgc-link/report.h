/* Error reporting for the wgc host tools. */
#ifndef WGC_REPORT_H
#define WGC_REPORT_H

/* Prints "wgc-link: error: <message>" to stderr; returns 1. */
int wgc_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
