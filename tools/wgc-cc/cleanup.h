// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The private temporary folder of one run, and removal of everything
 * wgc-cc created when it exits or is interrupted. */
#ifndef WGC_CC_CLEANUP_H
#define WGC_CC_CLEANUP_H

/* Creates the folder ($TMPDIR or /tmp, mode 0700) and installs the
 * handlers of SIGINT, SIGTERM, SIGHUP and SIGPIPE. Returns 0, or
 * WGC_CC_TOOLCHAIN_FAILED with a message. */
int cleanup_make_workdir(void);

/* The path of NAME inside the folder (static storage, one per name). */
const char *cleanup_work_file(const char *name);

/* A file outside the folder (the output's temporary twin) to unlink on a
 * signal; NULL forgets it. */
void cleanup_watch_file(const char *path);

/* The child to pass a signal on to before cleaning up; 0 for none. */
void cleanup_watch_child(int pid);

/* Empties and removes the folder. */
void cleanup_remove_workdir(void);

#endif
