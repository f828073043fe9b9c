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

#define WGC_STR2(x) #x
#define WGC_STR(x) WGC_STR2(x)

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

static const int forwarded[] = {SIGINT,  SIGTERM, SIGHUP,  SIGQUIT,
                                SIGXFSZ, SIGUSR1, SIGUSR2, SIGALRM};
#define N_FORWARDED (int)(sizeof forwarded / sizeof *forwarded)

/* WGC_SPAWN_COPY builds the copying helper everywhere, to test it. */
#if defined(__x86_64__) && !defined(WGC_SPAWN_COPY)
/* The tool's process shares the caller's memory: no page of it is copied
 * (child.h). Two processes run in that memory beside the caller's threads,
 * on the calling thread's TLS: the waiter (the caller's clone child, exit
 * signal 0, that never execs) and, until its exec, the tool's. Neither may
 * write any memory of the caller's (errno is TLS), so they make raw system
 * calls only, and touch nothing but the block the caller mapped for them:
 * their stacks, the arguments copied there and their reports. */

#include <sys/mman.h>
#include <sys/syscall.h>

/* A system call without the C library: -errno on failure. */
static inline long raw6(long n, long a, long b, long c, long d, long e,
                        long f) {
  register long r10 __asm__("r10") = d;
  register long r8 __asm__("r8") = e;
  register long r9 __asm__("r9") = f;
  long ret;
  __asm__ volatile("syscall"
                   : "=a"(ret)
                   : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
                   : "rcx", "r11", "memory");
  return ret;
}

/* long wgc_raw_clone(unsigned long flags, void *stack_top,
 *                    int (*fn)(void *), void *arg): the child runs
 * fn(arg) on stack_top and ends with its value; the parent gets the
 * child's pid or -errno. */
__asm__(".text\n"
        ".p2align 4\n"
        ".hidden wgc_raw_clone\n"
        ".type wgc_raw_clone,@function\n"
        "wgc_raw_clone:\n"
        "  and $-16, %rsi\n"
        "  sub $16, %rsi\n"
        "  mov %rcx, 8(%rsi)\n"
        "  mov %rdx, 0(%rsi)\n"
        "  xor %edx, %edx\n"
        "  xor %r10d, %r10d\n"
        "  xor %r8d, %r8d\n"
        "  mov $" WGC_STR(
            SYS_clone) ", %eax\n"
                       "  syscall\n"
                       "  test %rax, %rax\n"
                       "  jz 1f\n"
                       "  ret\n"
                       "1:\n"
                       "  xor %ebp, %ebp\n"
                       "  pop %rax\n"
                       "  pop %rdi\n"
                       "  call *%rax\n"
                       "  mov %rax, %rdi\n"
                       "  mov $" WGC_STR(
                           SYS_exit) ", %eax\n"
                                     "  syscall\n"
                                     "  hlt\n"
                                     ".size wgc_raw_clone, .-wgc_raw_clone\n");

long wgc_raw_clone(unsigned long flags, void *stack_top, int (*fn)(void *),
                   void *arg);

/* The helper and the tool before its exec read no TLS either: the calling
 * thread's may be gone meanwhile. */
#if defined(__has_attribute)
#if __has_attribute(no_stack_protector)
#define NO_TLS __attribute__((no_stack_protector))
#endif
#endif
#ifndef NO_TLS
#define NO_TLS
#endif

#define RAW(n, a, b, c, d)                                                     \
  raw6(n, (long)(a), (long)(b), (long)(c), (long)(d), 0, 0)

/* The kernel's struct sigaction. */
struct ksigaction {
  void (*handler)(int);
  unsigned long flags;
  void (*restorer)(void);
  unsigned long mask;
};

/* The block the caller maps for one tool. */
struct shared {
  size_t size;
  const char *path;
  char **argv;
  char **envp;
  int fds[3];
  int have_fds;
  unsigned flags;
  unsigned long forward; /* bit sig - 1: passed on to the tool */
  long waiter;           /* the waiter's pid */
  volatile int exec_error;
  volatile int reported, kind, value;
  char *waiter_stack, *tool_stack; /* their tops */
};

#define SHARED_STACK (32 * 1024)

NO_TLS static void raw_close_span(unsigned lo, unsigned hi) {
  if (RAW(SYS_close_range, lo, hi, 0, 0) == 0)
    return;
  for (unsigned fd = lo; fd <= hi && fd < 65536; ++fd)
    RAW(SYS_close, fd, 0, 0, 0);
}

/* Closes every descriptor from 3 up except those in keep. */
NO_TLS static void raw_close_others(const int keep[3]) {
  unsigned lo = 3;
  for (;;) {
    int next = -1;
    for (int i = 0; i < 3; ++i)
      if (keep[i] >= 0 && (unsigned)keep[i] >= lo &&
          (next < 0 || keep[i] < next))
        next = keep[i];
    if (next < 0) {
      raw_close_span(lo, ~0U);
      return;
    }
    if ((unsigned)next > lo)
      raw_close_span(lo, (unsigned)next - 1);
    lo = (unsigned)next + 1;
  }
}

/* In the tool, before exec: descriptors 0-2 from s->fds (through fresh
 * copies, so that fds naming each other's targets do not clash); one that
 * is WGC_SPAWN_NULL, or that the caller had closed, becomes /dev/null.
 * Returns 0, or -errno. */
NO_TLS static long raw_place_fds(const struct shared *s) {
  long copy[3];
  for (int i = 0; i < 3; ++i) {
    copy[i] = -1;
    if (s->have_fds && s->fds[i] >= 0 &&
        (copy[i] = RAW(SYS_fcntl, s->fds[i], F_DUPFD_CLOEXEC, 3, 0)) < 0)
      return copy[i];
  }
  for (int i = 0; i < 3; ++i) {
    long r;
    if (copy[i] >= 0) {
      if ((r = RAW(SYS_dup3, copy[i], i, 0, 0)) < 0)
        return r;
      continue;
    }
    if ((!s->have_fds || s->fds[i] != WGC_SPAWN_NULL) &&
        ((r = RAW(SYS_fcntl, i, F_GETFD, 0, 0)) >= 0 || r != -EBADF))
      continue;
    long null = RAW(SYS_openat, AT_FDCWD, "/dev/null",
                    (i == 0 ? O_RDONLY : O_WRONLY) | O_CLOEXEC, 0);
    if (null < 0)
      return null;
    if (null == i) {
      if ((r = RAW(SYS_fcntl, i, F_SETFD, 0, 0)) < 0)
        return r;
      continue;
    }
    if ((r = RAW(SYS_dup3, null, i, 0, 0)) < 0)
      return r;
    RAW(SYS_close, null, 0, 0, 0);
  }
  return 0;
}

/* The tool until its exec: the waiter's CLONE_VM | CLONE_VFORK child. */
NO_TLS static int start_tool(void *p) {
  struct shared *s = p;
  RAW(SYS_prctl, PR_SET_PDEATHSIG, SIGKILL, 0, 0);
  if (RAW(SYS_getppid, 0, 0, 0, 0) != s->waiter) {
    s->exec_error = ECHILD;
    RAW(SYS_exit, 127, 0, 0, 0);
  }
  /* The caller's handlers become the default; ignored signals stay
   * ignored (SIGCHLD is the waiter's default already). */
  struct ksigaction dfl = {SIG_DFL, 0, 0, 0};
  for (int sig = 1; sig <= 64; ++sig) {
    struct ksigaction was;
    if (sig == SIGKILL || sig == SIGSTOP ||
        RAW(SYS_rt_sigaction, sig, 0, &was, 8) != 0)
      continue;
    if (was.handler != SIG_IGN && was.handler != SIG_DFL)
      RAW(SYS_rt_sigaction, sig, &dfl, 0, 8);
  }
  long r = raw_place_fds(s);
  if (r == 0) {
    unsigned long none = 0;
    RAW(SYS_rt_sigprocmask, SIG_SETMASK, &none, 0, 8);
    r = RAW(SYS_execve, s->path, s->argv, s->envp, 0);
  }
  s->exec_error = r < 0 ? (int)-r : ENOEXEC;
  RAW(SYS_exit, 127, 0, 0, 0);
  return 127;
}

NO_TLS static void report(struct shared *s, int kind, int value) {
  s->kind = kind;
  s->value = value;
  s->reported = 1;
}

/* The waiter: starts the tool, passes signals on to it, waits for it and
 * reports how it ended. Every signal stays blocked: the caller's handlers,
 * still installed in its copy of them, never run. */
NO_TLS static int waiter(void *p) {
  struct shared *s = p;
  s->waiter = RAW(SYS_getpid, 0, 0, 0, 0);
  if (s->flags & WGC_SPAWN_CLOSE_FDS) {
    int keep[3] = {-1, -1, -1};
    for (int i = 0; i < 3 && s->have_fds; ++i)
      keep[i] = s->fds[i];
    raw_close_others(keep);
  }
  /* Its child is its own to wait for, SIGCHLD ignored or not. */
  struct ksigaction dfl = {SIG_DFL, 0, 0, 0};
  RAW(SYS_rt_sigaction, SIGCHLD, &dfl, 0, 8);
  long tool = wgc_raw_clone(CLONE_VM | CLONE_VFORK | SIGCHLD, s->tool_stack,
                            start_tool, s);
  if (tool < 0) {
    report(s, 2, (int)-tool);
    return 0;
  }
  int status = 0;
  if (s->exec_error) {
    while (RAW(SYS_wait4, tool, &status, 0, 0) == -EINTR)
      ;
    report(s, 2, s->exec_error);
    return 0;
  }
  /* SIGCHLD tells of the tool's end; a poll each second too, should it
   * not come (a tracer taking it). */
  unsigned long wanted = s->forward | 1ul << (SIGCHLD - 1);
  struct {
    long sec, nsec;
  } second = {1, 0};
  for (;;) {
    long sig = RAW(SYS_rt_sigtimedwait, &wanted, 0, &second, 8);
    if (sig == SIGCHLD || sig == -EAGAIN) {
      long w = RAW(SYS_wait4, tool, &status, WNOHANG, 0);
      if (w == tool)
        break;
      if (w < 0 && w != -EINTR) {
        report(s, 2, (int)-w);
        return 0;
      }
    } else if (sig > 0) {
      RAW(SYS_kill, tool, sig, 0, 0);
    }
  }
  if (WIFSIGNALED(status))
    report(s, 1, WTERMSIG(status));
  else
    report(s, 0, WEXITSTATUS(status));
  return 0;
}

/* Bytes of the strings of a NULL-ended array, and their count. */
static size_t strings_size(char *const v[], size_t *count) {
  size_t bytes = 0, n = 0;
  for (; v[n]; ++n)
    bytes += strlen(v[n]) + 1;
  *count = n;
  return bytes;
}

/* Copies v's strings to *text and their pointers to out. */
static void copy_strings(char **out, char *const v[], size_t n, char **text) {
  for (size_t i = 0; i < n; ++i) {
    size_t len = strlen(v[i]) + 1;
    memcpy(*text, v[i], len);
    out[i] = *text;
    *text += len;
  }
  out[n] = NULL;
}

int wgc_spawn_start(struct wgc_child *c, char *const argv[], char *const envp[],
                    const int fds[3], unsigned flags) {
  c->pid = -1;
  c->status_fd = -1;
  c->shared = NULL;
  c->error = 0;
  int saved_errno = errno;
  if (!envp)
    envp = environ;
  char *path = resolve(argv[0]);
  if (!path)
    return c->error = errno;
  size_t nargs, nenv, page = (size_t)sysconf(_SC_PAGESIZE);
  size_t text =
      strings_size(argv, &nargs) + strings_size(envp, &nenv) + strlen(path) + 1;
  size_t size = sizeof(struct shared) + (nargs + nenv + 2) * sizeof(char *) +
                text + 2 * SHARED_STACK + 64;
  size = (size + page - 1) / page * page;
  struct shared *s = mmap(NULL, size, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (s == MAP_FAILED) {
    c->error = errno;
    free(path);
    return c->error;
  }
  /* The stacks at the bottom, growing away from the rest. */
  char *base = (char *)s;
  s->size = size;
  s->waiter_stack = base + size - SHARED_STACK;
  s->tool_stack = base + size;
  char **ptrs = (char **)(base + sizeof *s);
  char *t = (char *)(ptrs + nargs + nenv + 2);
  s->argv = ptrs;
  copy_strings(s->argv, argv, nargs, &t);
  s->envp = ptrs + nargs + 1;
  copy_strings(s->envp, envp, nenv, &t);
  memcpy(t, path, strlen(path) + 1);
  s->path = t;
  free(path);
  s->have_fds = fds != NULL;
  for (int i = 0; i < 3; ++i)
    s->fds[i] = fds ? fds[i] : -1;
  s->flags = flags;
  for (int i = 0; i < N_FORWARDED; ++i) {
    struct sigaction was;
    if (sigaction(forwarded[i], NULL, &was) == 0 && was.sa_handler != SIG_IGN)
      s->forward |= 1ul << (forwarded[i] - 1);
  }
  /* Every signal blocked, the C library's own too: the waiter starts with
   * them all blocked. */
  unsigned long all = ~0ul, old;
  RAW(SYS_rt_sigprocmask, SIG_SETMASK, &all, &old, 8);
  long pid = wgc_raw_clone(CLONE_VM, s->waiter_stack, waiter, s);
  RAW(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, 8);
  if (pid < 0) {
    munmap(s, size);
    return c->error = (int)-pid;
  }
  c->pid = (pid_t)pid;
  c->shared = s;
  errno = saved_errno;
  return 0;
}

int wgc_spawn_wait(struct wgc_child *c) {
  struct shared *s = c->shared;
  if (!s)
    return WGC_SPAWN_NOT_RUN;
  int status = 0;
  pid_t w;
  do
    w = waitpid(c->pid, &status, __WCLONE);
  while (w < 0 && errno == EINTR);
  int result = WGC_SPAWN_NOT_RUN;
  if (w == c->pid && s->reported) {
    if (s->kind == 0)
      result = s->value;
    else if (s->kind == 1)
      result = WGC_SPAWN_SIGNALED + s->value;
    else
      c->error = s->value;
  } else if (w == c->pid && WIFSIGNALED(status)) {
    /* The waiter was killed before it reported: the tool died with it. */
    result = WGC_SPAWN_SIGNALED + WTERMSIG(status);
  } else {
    c->error = w < 0 ? errno : ECHILD;
  }
  /* Its stack is free only once it is reaped. */
  if (w == c->pid)
    munmap(s, s->size);
  c->shared = NULL;
  return result;
}

#else
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

/* A close-on-exec pipe whose ends are above 2: a descriptor 0-2 the
 * caller has closed stays free for /dev/null in the tool. */
static int pipe_above_stdio(int p[2]) {
  if (pipe2(p, O_CLOEXEC) != 0)
    return -1;
  for (int i = 0; i < 2; ++i) {
    if (p[i] > 2)
      continue;
    int moved = fcntl(p[i], F_DUPFD_CLOEXEC, 3);
    if (moved < 0) {
      close(p[0]);
      close(p[1]);
      return -1;
    }
    close(p[i]);
    p[i] = moved;
  }
  return 0;
}

/* The helper's report: how the tool ended. */
struct report {
  int kind; /* 0 exited, 1 signaled, 2 not run */
  int value;
};

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
    if (null < 0)
      return -1;
    if (null == i) {
      /* Opened there: kept open across the exec. */
      if (fcntl(i, F_SETFD, 0) < 0)
        return -1;
      continue;
    }
    if (dup2(null, i) < 0)
      return -1;
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
  if (pipe_above_stdio(errp) != 0) {
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

int wgc_spawn_start(struct wgc_child *c, char *const argv[], char *const envp[],
                    const int fds[3], unsigned flags) {
  c->pid = -1;
  c->status_fd = -1;
  c->error = 0;
  char *path = resolve(argv[0]);
  if (!path)
    return c->error = errno;
  int sp[2];
  if (pipe_above_stdio(sp) != 0) {
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

#endif

int wgc_spawn_run(struct wgc_child *c, char *const argv[], char *const envp[],
                  const int fds[3], unsigned flags) {
  if (wgc_spawn_start(c, argv, envp, fds, flags) != 0)
    return WGC_SPAWN_NOT_RUN;
  return wgc_spawn_wait(c);
}
