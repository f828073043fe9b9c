// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Writing a tool's output without ever losing data.
 *
 * The path names one of:
 *  - a regular file, or none yet: the data goes to a temporary twin in the
 *    same folder (mode 0600 while written), which wgc_output_commit gives
 *    the mode a new file gets (0666 less the umask; for
 *    wgc_output_open_replace, the mode it was given) and renames over the
 *    file: readers see the old file or the whole new one, and a failure
 *    (full disk, file size limit, signal) leaves the old file as it was.
 *    A symbolic link to a regular file (or to none) keeps the link: its
 *    final target is what is replaced.
 *  - "-", /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N (or a link
 *    to one of these): the descriptor itself is written, at its offset;
 *    one that is not open, or was closed when the tool started
 *    (stdio_fds.h), is refused;
 *  - anything else that is not a folder (a device such as /dev/null, a
 *    FIFO, a file reached through /proc): opened and written through,
 *    never renamed over or removed.
 * An existing output that is one of the inputs (same device and inode) is
 * refused before anything is written, as is a folder.
 *
 * Nothing here prints: a failure leaves its message, "cannot write 'PATH':
 * REASON", in o->error for the tool to print with its own prefix. Every
 * descriptor opened here is O_CLOEXEC and nothing process-wide changes
 * (the umask is read, never set), so several threads may write outputs at
 * once, as in a library inside a multi-threaded program. The functions
 * are not async-signal-safe; a signal handler may unlink o->tmp (fixed
 * once wgc_output_open returns). */
#ifndef WGC_COMMON_OUTPUT_H
#define WGC_COMMON_OUTPUT_H

#include <signal.h>
#include <stddef.h>
#include <sys/types.h>

struct wgc_output {
  const char *path; /* as given */
  char *target;     /* the file renamed over at commit (tmp != NULL) */
  char *tmp;        /* the temporary twin; NULL when written through */
  int fd;           /* where wgc_output_write writes; -1 once closed */
  int own_fd;       /* fd was opened here (closed at commit or abort) */
  mode_t mode;      /* the twin's mode at commit; 0: 0666 less the umask */
  char error[512];  /* the last failure's message */
};

/* Opens PATH for writing. INPUTS (N of them, NULL entries skipped; "-" is
 * the file on stdin, where that is a regular file) are the files the tool
 * reads: an existing output that is one of them is refused. Returns 0, or
 * -1 with o->error set; either way o may be given to wgc_output_abort. */
int wgc_output_open(struct wgc_output *o, const char *path,
                    const char *const *inputs, int n);

/* Opens PATH to be replaced atomically whatever it is: the twin is always
 * written and renamed over PATH itself (a symbolic link is replaced, not
 * followed) with MODE, whatever the umask (0: 0666 less the umask). For
 * files only the tool writes, such as a cache's entries (0600: another
 * user's sources compiled are no one else's to read). Returns 0, or -1
 * with o->error set. */
int wgc_output_open_replace(struct wgc_output *o, const char *path,
                            mode_t mode);

/* Appends LEN bytes. Returns 0, or -1 with o->error set. */
int wgc_output_write(struct wgc_output *o, const void *data, size_t len);

/* Whether LEN more bytes written to the descriptor fd stay within the
 * process's file size limit (RLIMIT_FSIZE; only regular files have one).
 * wgc_output_write checks it before each write and fails with EFBIG
 * instead of writing past the limit: the kernel would send SIGXFSZ, whose
 * default action ends the process, and the layer writes inside other
 * people's programs. */
int wgc_output_fits_size_limit(int fd, size_t len);

/* Appends the whole content of the file FROM. Returns 0, or -1 with
 * o->error set. */
int wgc_output_copy_file(struct wgc_output *o, const char *from);

/* Finishes the output: the twin is synced, given its mode and renamed over
 * the target; a written-through output is closed (a caller's descriptor
 * stays open). Returns 0, or -1 with o->error set and no twin left. */
int wgc_output_commit(struct wgc_output *o);

/* Abandons the output: the twin is removed, the target left as it was.
 * Safe to call after a failed open, after commit, and twice. */
void wgc_output_abort(struct wgc_output *o);

/* For a SIGXFSZ handler (SA_SIGINFO): whether the signal is the kernel's
 * for a write of this process past its file size limit (RLIMIT_FSIZE),
 * which the kernel sends as the process sending itself SIGXFSZ (SI_USER
 * from its own pid). That write then fails with EFBIG, which
 * wgc_output_write reports, so the handler returns. Any other SIGXFSZ was
 * sent by someone (kill) and asks the process to end, as SIGXFSZ's default
 * action does. Async-signal-safe. */
int wgc_output_size_limit_signal(const siginfo_t *info);

#endif
