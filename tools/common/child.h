// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Running a tool as a child process and learning how it ended, whatever
 * the calling process does with SIGCHLD.
 *
 * The contract, for tools and for a library inside other people's
 * processes (wgc's layer):
 *  - The tool runs as the child of a helper process that resets SIGCHLD
 *    to its default in itself, waits for the tool and reports how it
 *    ended. The caller learns the end from that report, so an inherited
 *    SIG_IGN for SIGCHLD (children reaped by the kernel) or a handler of
 *    the host application that reaps every child (waitpid(-1, ...))
 *    loses nothing. The helper is a clone child that signals nothing when
 *    it ends (exit signal 0) and never execs (an exec makes it SIGCHLD):
 *    the caller gets no SIGCHLD for it, its wait() and waitpid(-1, ...)
 *    never take it (only __WCLONE or __WALL does), the kernel does not
 *    reap it with SIGCHLD ignored, and wgc_spawn_wait collects it.
 *  - No page of the caller's memory is copied, whatever its size (on
 *    x86-64): the helper and, until its exec, the tool's
 *    process share the caller's memory (CLONE_VM, the tool's with
 *    CLONE_VFORK); no page table is copied and no write of the caller's
 *    threads becomes a copy-on-write fault while the tool runs. They write
 *    none of the caller's memory, errno included: raw system calls only,
 *    on their own stacks, over a copy of the arguments. Elsewhere the
 *    helper is a copy of the caller (clone without CLONE_VM).
 *  - Nothing process-wide of the caller's changes: no signal disposition,
 *    no umask, no descriptor 0-2. The calling thread's signal mask, and
 *    errno on success, are as they were when wgc_spawn_start returns; the
 *    functions may be called from several threads at once.
 *  - No pthread_atfork handler runs, and until the tool's exec only
 *    async-signal-safe calls run; the caller's signal handlers never run
 *    in the helper or the tool: safe in multi-threaded processes. The
 *    tool starts with no signal blocked, SIGCHLD at its default and other
 *    signals as the caller has them, except that handlers are reset to
 *    the default by exec.
 *  - SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ, SIGUSR1, SIGUSR2 and
 *    SIGALRM sent to the helper (wgc_child.pid) are passed on to the tool
 *    unless the caller ignores them; the tool is killed (SIGKILL) if the
 *    helper dies.
 *  - The tool's descriptors 0, 1, 2 are the descriptors given, else the
 *    caller's; one the caller has closed, or WGC_SPAWN_NULL, is /dev/null
 *    in the tool, so the tool always has all three. Every descriptor this
 *    code opens is O_CLOEXEC, so none reaches the children another thread
 *    starts meanwhile. No descriptor of the caller's opened with O_CLOEXEC
 *    reaches the tool; with WGC_SPAWN_CLOSE_FDS no other one does either
 *    (the helper closes them first). */
#ifndef WGC_COMMON_CHILD_H
#define WGC_COMMON_CHILD_H

#include <sys/types.h>

/* How a tool ended (wgc_spawn_wait): its exit status (0-255),
 * WGC_SPAWN_SIGNALED + the signal number when a signal ended it, or
 * WGC_SPAWN_NOT_RUN when it could not be started or its end is unknown
 * (wgc_child.error says why). */
#define WGC_SPAWN_SIGNALED 256
#define WGC_SPAWN_NOT_RUN (-1)

/* fds[i] for a tool descriptor that reads or writes /dev/null. */
#define WGC_SPAWN_NULL (-2)

/* Flags: the tool (and the helper) get none of the caller's descriptors
 * beyond the three given or kept; for a library running tools inside
 * another program, whose pipes must not stay open in them. */
#define WGC_SPAWN_CLOSE_FDS 1u

struct wgc_child {
  pid_t pid;     /* the helper: signal it to signal the tool */
  int status_fd; /* the helper's report, where it is a copy */
  void *shared;  /* its block, where it shares the memory */
  int error;     /* errno of a tool that did not run */
};

/* Starts argv[0] (a path; a name without '/' is searched on $PATH) with
 * argv and the environment ENVP (NULL: environ). FDS (NULL: all -1)
 * [i] >= 0 becomes the tool's descriptor i, WGC_SPAWN_NULL /dev/null; -1
 * keeps the caller's. FLAGS: 0 or WGC_SPAWN_CLOSE_FDS. Returns 0, or an
 * errno value when the helper could not be started. */
int wgc_spawn_start(struct wgc_child *c, char *const argv[], char *const envp[],
                    const int fds[3], unsigned flags);

/* Waits for the tool started by wgc_spawn_start and returns how it ended.
 * Interrupted by a signal, it goes on waiting. */
int wgc_spawn_wait(struct wgc_child *c);

/* wgc_spawn_start and wgc_spawn_wait; a failure to start is
 * WGC_SPAWN_NOT_RUN with c->error set. */
int wgc_spawn_run(struct wgc_child *c, char *const argv[], char *const envp[],
                  const int fds[3], unsigned flags);

#endif
