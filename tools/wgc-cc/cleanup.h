// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The private temporary folder of one run, and removal of everything
 * wgc-cc created when it exits or is interrupted. */
#ifndef WGC_CC_CLEANUP_H
#define WGC_CC_CLEANUP_H

/* Installs the handlers of SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE and
 * SIGXFSZ (each unless ignored). A signal that comes while a child runs is
 * passed on to it, and wgc-cc goes on until the child has ended
 * (cleanup_take_signal then ends it, after removing what it created): no
 * child can write into the folder after it is removed. A signal that comes
 * while none runs removes the folder and the output's twin at once and ends
 * wgc-cc by the same signal. The SIGXFSZ of wgc-cc's own write past the
 * file size limit does not end wgc-cc: the write fails (EFBIG) and is
 * reported (output.h); a SIGXFSZ someone sends is handled as the others. */
void cleanup_install_handlers(void);

/* Creates the folder ($TMPDIR or /tmp, mode 0700), which becomes the
 * $TMPDIR of the steps. Returns 0, or
 * WGC_CC_TOOLCHAIN_FAILED with a message. */
int cleanup_make_workdir(void);

/* The path of NAME inside the folder (static storage, one per name). */
const char *cleanup_work_file(const char *name);

/* A file outside the folder (the output's temporary twin) to unlink on a
 * signal; NULL forgets it. */
void cleanup_watch_file(const char *path);

/* Blocks the handled signals while a child is started and recorded
 * (cleanup_watch_child), so that none comes between. */
void cleanup_block_signals(void);
void cleanup_unblock_signals(void);

/* The child (wgc_child.pid) to pass a signal on to; 0 for none. */
void cleanup_watch_child(int pid);

/* After a child ended: when a signal came meanwhile, removes the folder
 * and the twin and ends wgc-cc by that signal; else returns. */
void cleanup_take_signal(void);

/* Empties and removes the folder. */
void cleanup_remove_workdir(void);

#endif
