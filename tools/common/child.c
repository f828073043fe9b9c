// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Running a tool as a child process and learning how it ended, whatever
 * the calling process does with SIGCHLD (child.h). */
#include "child.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#if defined(__GLIBC_PREREQ)
#if __GLIBC_PREREQ(2, 34)
#define HAVE__FORK 1
#endif
#endif

/* In the helper: a fork that runs no pthread_atfork handler, so that
 * nothing of the caller's runs in the child and no lock another thread
 * held can block it; the child makes async-signal-safe calls only. */
static pid_t plain_fork(void) {
#ifdef HAVE__FORK
  return _Fork();
#else
  return fork();
#endif
}

#if defined(__GLIBC_PREREQ)
#if __GLIBC_PREREQ(2, 34)
#define HAVE_CLOSE_RANGE 1
#endif
#endif

/* Closes the descriptors lo..hi. */
static void close_span(unsigned lo, unsigned hi) {
#ifdef HAVE_CLOSE_RANGE
  if (close_range(lo, hi, 0) == 0)
    return;
#endif
  for (unsigned fd = lo; fd <= hi && fd < 65536; ++fd)
    close((int)fd);
}

/* In the helper: closes every descriptor from 3 up except those in keep
 * (N of them; entries below 3 are ignored). */
static void close_others(const int keep[], int n) {
  unsigned lo = 3;
  for (;;) {
    int next = -1;
    for (int i = 0; i < n; ++i)
      if (keep[i] >= 0 && (unsigned)keep[i] >= lo &&
          (next < 0 || keep[i] < next))
        next = keep[i];
    if (next < 0) {
      close_span(lo, ~0U);
      return;
    }
    if ((unsigned)next > lo)
      close_span(lo, (unsigned)next - 1);
    lo = (unsigned)next + 1;
  }
}

/* The helper's report: how the tool ended. */
struct report {
  int kind; /* 0 exited, 1 signaled, 2 not run */
  int value;
};

static const int forwarded[] = {SIGINT,  SIGTERM, SIGHUP,  SIGQUIT,
                                SIGXFSZ, SIGUSR1, SIGUSR2, SIGALRM};
#define N_FORWARDED (int)(sizeof forwarded / sizeof *forwarded)

/* In the helper: the tool to pass signals on to. */
static volatile pid_t helper_tool;

static void forward(int sig) {
  if (helper_tool > 0)
    kill(helper_tool, sig);
}

static void write_report(int fd, int kind, int value) {
  struct report r = {kind, value};
  ssize_t w;
  do
    w = write(fd, &r, sizeof r);
  while (w < 0 && errno == EINTR);
}

/* In the tool, before exec: descriptors 0-2 from fds (through fresh
 * copies, so that fds naming each other's targets do not clash); one that
 * is WGC_SPAWN_NULL, or that the caller has closed, becomes /dev/null. */
static int place_fds(const int fds[3]) {
  int copy[3];
  for (int i = 0; i < 3; ++i) {
    copy[i] = -1;
    if (fds && fds[i] >= 0 && (copy[i] = fcntl(fds[i], F_DUPFD_CLOEXEC, 3)) < 0)
      return -1;
  }
  for (int i = 0; i < 3; ++i) {
    if (copy[i] >= 0) {
      if (dup2(copy[i], i) < 0)
        return -1;
      continue;
    }
    if ((!fds || fds[i] != WGC_SPAWN_NULL) &&
        (fcntl(i, F_GETFD) >= 0 || errno != EBADF))
      continue;
    int null = open("/dev/null", (i == 0 ? O_RDONLY : O_WRONLY) | O_CLOEXEC);
    if (null < 0 || dup2(null, i) < 0)
      return -1;
    if (null != i)
      close(null);
  }
  return 0;
}

/* The tool: runs in the helper's child. Async-signal-safe calls only. */
static void run_tool(const char *path, char *const argv[], char *const envp[],
                     const int fds[3], int err_fd, pid_t helper) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != helper)
    _exit(127);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = SIG_DFL;
  sigemptyset(&sa.sa_mask);
  for (int i = 0; i < N_FORWARDED; ++i) {
    struct sigaction was;
    if (sigaction(forwarded[i], NULL, &was) == 0 && was.sa_handler == forward)
      sigaction(forwarded[i], &sa, NULL);
  }
  int err = 0;
  if (place_fds(fds) != 0)
    err = errno;
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  if (!err) {
    execve(path, argv, envp);
    err = errno;
  }
  ssize_t w;
  do
    w = write(err_fd, &err, sizeof err);
  while (w < 0 && errno == EINTR);
  _exit(127);
}

/* The helper: runs in the caller's child with every signal blocked.
 * Async-signal-safe calls only. */
static void run_helper(const char *path, char *const argv[], char *const envp[],
                       const int fds[3], int status_fd, unsigned flags) {
  if (flags & WGC_SPAWN_CLOSE_FDS) {
    int keep[4] = {status_fd, fds ? fds[0] : -1, fds ? fds[1] : -1,
                   fds ? fds[2] : -1};
    close_others(keep, 4);
  }
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sigemptyset(&sa.sa_mask);
  /* No handler of the caller's may run here: each becomes the default,
   * SIGCHLD too (this process waits for its child), and the signals the
   * tool should get are passed on. Ignored signals stay ignored. */
  for (int sig = 1; sig < NSIG; ++sig) {
    struct sigaction was;
    if (sig == SIGKILL || sig == SIGSTOP || sigaction(sig, NULL, &was) != 0)
      continue;
    if (sig == SIGCHLD || was.sa_handler != SIG_IGN) {
      sa.sa_handler = SIG_DFL;
      sigaction(sig, &sa, NULL);
    }
  }
  sa.sa_handler = forward;
  for (int i = 0; i < N_FORWARDED; ++i) {
    struct sigaction was;
    if (sigaction(forwarded[i], NULL, &was) == 0 && was.sa_handler != SIG_IGN)
      sigaction(forwarded[i], &sa, NULL);
  }
  int errp[2];
  if (pipe2(errp, O_CLOEXEC) != 0) {
    write_report(status_fd, 2, errno);
    _exit(0);
  }
  pid_t self = getpid();
  pid_t tool = plain_fork();
  if (tool == 0)
    run_tool(path, argv, envp, fds, errp[1], self);
  helper_tool = tool;
  close(errp[1]);
  if (tool < 0) {
    write_report(status_fd, 2, errno);
    _exit(0);
  }
  /* The report goes to a caller that may be gone: no SIGPIPE then. */
  sa.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &sa, NULL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  int exec_err = 0;
  ssize_t got;
  do
    got = read(errp[0], &exec_err, sizeof exec_err);
  while (got < 0 && errno == EINTR);
  int status = 0;
  pid_t w;
  do
    w = waitpid(tool, &status, 0);
  while (w < 0 && errno == EINTR);
  if (got == (ssize_t)sizeof exec_err)
    write_report(status_fd, 2, exec_err);
  else if (w < 0)
    write_report(status_fd, 2, errno);
  else if (WIFSIGNALED(status))
    write_report(status_fd, 1, WTERMSIG(status));
  else
    write_report(status_fd, 0, WEXITSTATUS(status));
  _exit(0);
}

/* The helper's stack (its own copy, the caller's memory not being
 * shared). */
#define HELPER_STACK (256 * 1024)

struct helper_args {
  const char *path;
  char *const *argv;
  char *const *envp;
  const int *fds;
  int unused_fd, status_fd;
  unsigned flags;
};

static int helper_main(void *p) {
  const struct helper_args *a = p;
  close(a->unused_fd);
  run_helper(a->path, a->argv, a->envp, a->fds, a->status_fd, a->flags);
  return 0;
}

/* argv0 itself when it holds a '/', else its first executable match on
 * $PATH; malloc'ed, NULL (errno set) when none. */
static char *resolve(const char *argv0) {
  if (strchr(argv0, '/'))
    return strdup(argv0);
  const char *path = getenv("PATH");
  if (!path || !*path)
    path = "/usr/local/bin:/usr/bin:/bin";
  for (const char *p = path;; ++p) {
    size_t len = strcspn(p, ":");
    char buf[PATH_MAX];
    int n = snprintf(buf, sizeof buf, "%.*s%s%s", (int)len, p, len ? "/" : "./",
                     argv0);
    struct stat st;
    if (n > 0 && (size_t)n < sizeof buf && access(buf, X_OK) == 0 &&
        stat(buf, &st) == 0 && S_ISREG(st.st_mode))
      return strdup(buf);
    p += len;
    if (!*p)
      break;
  }
  errno = ENOENT;
  return NULL;
}

int wgc_spawn_start(struct wgc_child *c, char *const argv[], char *const envp[],
                    const int fds[3], unsigned flags) {
  c->pid = -1;
  c->status_fd = -1;
  c->error = 0;
  char *path = resolve(argv[0]);
  if (!path)
    return c->error = errno;
  int sp[2];
  if (pipe2(sp, O_CLOEXEC) != 0) {
    c->error = errno;
    free(path);
    return c->error;
  }
  char *stack = malloc(HELPER_STACK);
  if (!stack) {
    c->error = errno;
    free(path);
    close(sp[0]);
    close(sp[1]);
    return c->error;
  }
  struct helper_args args = {path,  argv, envp ? envp : environ, fds, sp[0],
                             sp[1], flags};
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  /* A process of its own (no CLONE_VM: its memory is a copy, this stack
   * included) whose end signals nothing (exit signal 0). */
  pid_t pid = clone(helper_main, stack + HELPER_STACK, 0, &args);
  int err = errno;
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  free(stack);
  free(path);
  close(sp[1]);
  if (pid < 0) {
    close(sp[0]);
    return c->error = err;
  }
  c->pid = pid;
  c->status_fd = sp[0];
  return 0;
}

int wgc_spawn_wait(struct wgc_child *c) {
  if (c->status_fd < 0)
    return WGC_SPAWN_NOT_RUN;
  struct report r;
  size_t have = 0;
  while (have < sizeof r) {
    ssize_t n = read(c->status_fd, (char *)&r + have, sizeof r - have);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    have += (size_t)n;
  }
  close(c->status_fd);
  c->status_fd = -1;
  int status = 0;
  pid_t w;
  do
    w = waitpid(c->pid, &status, __WCLONE);
  while (w < 0 && errno == EINTR);
  if (have == sizeof r) {
    if (r.kind == 0)
      return r.value;
    if (r.kind == 1)
      return WGC_SPAWN_SIGNALED + r.value;
    c->error = r.value;
    return WGC_SPAWN_NOT_RUN;
  }
  /* The helper died before reporting (killed): the tool died with it. */
  if (w == c->pid && WIFSIGNALED(status))
    return WGC_SPAWN_SIGNALED + WTERMSIG(status);
  c->error = ECHILD;
  return WGC_SPAWN_NOT_RUN;
}

int wgc_spawn_run(struct wgc_child *c, char *const argv[], char *const envp[],
                  const int fds[3], unsigned flags) {
  if (wgc_spawn_start(c, argv, envp, fds, flags) != 0)
    return WGC_SPAWN_NOT_RUN;
  return wgc_spawn_wait(c);
}
