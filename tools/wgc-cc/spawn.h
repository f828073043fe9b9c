// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Running one step as a child process (tools/common/child.h, no shell). */
#ifndef WGC_CC_SPAWN_H
#define WGC_CC_SPAWN_H

#include "child.h"

/* How a child ended: its exit status (0-255), SPAWN_SIGNALED + the signal
 * number when a signal killed it, or SPAWN_NOT_RUN when it could not be
 * started (message printed). */
#define SPAWN_SIGNALED WGC_SPAWN_SIGNALED
#define SPAWN_NOT_RUN WGC_SPAWN_NOT_RUN

/* What a step's stderr said, when watched. */
struct spawn_log {
  /* clang reported an error at a place in the source: a line
   * "FILE:LINE:COL: error:" or "FILE:LINE:COL: fatal error:". */
  int located_error;
};

/* Runs argv[0] with argv and waits. The child's stdout goes to stderr
 * (wgc-cc's stdout carries only `-o -` output); its stderr goes to
 * stderr_file when that is not NULL, else to stderr (through wgc-cc,
 * which reads it into *log, when log is not NULL). With verbose, prints
 * the command first, quoted for a POSIX shell. A signal that came
 * meanwhile ends wgc-cc once the child has ended (cleanup.h). */
int spawn_run(char *const argv[], int verbose, const char *stderr_file,
              struct spawn_log *log);

/* Prints a command on stderr, quoted for a POSIX shell. */
void spawn_print_command(char *const argv[]);

/* Copies a file to stderr (a tool's captured diagnostics). */
void spawn_show_file(const char *path);

#endif
