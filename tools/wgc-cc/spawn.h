// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Running one step as a child process (posix_spawn, no shell). */
#ifndef WGC_CC_SPAWN_H
#define WGC_CC_SPAWN_H

/* How a child ended: its exit status (0-255), SPAWN_SIGNALED + the signal
 * number when a signal killed it, or SPAWN_NOT_RUN when it could not be
 * started (message printed). */
#define SPAWN_SIGNALED 256
#define SPAWN_NOT_RUN -1

/* Runs argv[0] with argv and waits. The child's stdout goes to stderr
 * (wgc-cc's stdout carries only `-o -` output); its stderr goes to
 * stderr_file when that is not NULL. With verbose, prints the command
 * first, quoted for a POSIX shell. */
int spawn_run(char *const argv[], int verbose, const char *stderr_file);

/* Copies a file to stderr (a tool's captured diagnostics). */
void spawn_show_file(const char *path);

#endif
