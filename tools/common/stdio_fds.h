// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Descriptors 0, 1 and 2 made valid before a tool opens anything. */
#ifndef WGC_COMMON_STDIO_FDS_H
#define WGC_COMMON_STDIO_FDS_H

/* Opens /dev/null onto each of descriptors 0, 1 and 2 that is closed, so
 * that no file the tool opens later becomes its stdin, stdout or stderr
 * (a temporary output given descriptor 2 would receive the diagnostics of
 * every child). Call first thing in main. Returns 0, or -1 when /dev/null
 * cannot be opened (then a descriptor may stay closed). */
int wgc_stdio_fds_open(void);

/* Whether descriptor fd (0, 1 or 2) was closed when wgc_stdio_fds_open
 * ran: it is /dev/null now, and an output or input named for it ("-",
 * /dev/stdout, ...) is refused rather than silently written to or read
 * from /dev/null. 0 in a process that never called wgc_stdio_fds_open. */
int wgc_stdio_fd_was_closed(int fd);

#endif
