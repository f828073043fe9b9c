// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The shared spawn (tools/common/child.h) learns how each child ended
 * whatever the process does with SIGCHLD: default, ignored (the kernel
 * reaps children) or a handler that reaps every child, as host
 * applications of wgc's layer have; such a handler never runs for the
 * tool. The caller's memory is neither copied nor written.
 *
 *   check_spawn                       runs the checks
 *   check_spawn --ignore-sigchld PROG ARGS...
 *                                     runs PROG with SIGCHLD ignored (an
 *                                     inherited disposition, for the tools'
 *                                     own tests)
 *   check_spawn --default-sigint PROG ARGS...
 *                                     runs PROG with SIGINT at its default
 *                                     (a shell's background job has it
 *                                     ignored) */
#include "child.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static int passed, failed;

static void check(const char *what, int ok, int got) {
  if (ok) {
    ++passed;
  } else {
    ++failed;
    printf("FAIL %s: got %d\n", what, got);
  }
}

static volatile sig_atomic_t sigchld_count;

static void count_and_reap(int sig) {
  (void)sig;
  int saved = errno;
  ++sigchld_count;
  while (waitpid(-1, NULL, WNOHANG) > 0)
    ;
  errno = saved;
}

static void reap_all(int sig) {
  (void)sig;
  int saved = errno;
  while (waitpid(-1, NULL, WNOHANG) > 0)
    ;
  errno = saved;
}

static void set_sigchld(void (*handler)(int)) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(SIGCHLD, &sa, NULL);
}

static void on_usr1(int sig) { (void)sig; }

/* Starts argv with stdout into a pipe and reads it all into out (SIZE
 * bytes, NUL-ended): 1 when started (the tool has then closed its stdout,
 * having ended), 0 when not. */
static int run_started(struct wgc_child *c, char *argv[], char *out,
                       size_t size) {
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0)
    return 0;
  int fds[3] = {-1, p[1], -1};
  int err = wgc_spawn_start(c, argv, NULL, fds, 0);
  close(p[1]);
  size_t have = 0;
  ssize_t n;
  while (!err && (n = read(p[0], out + have, size - 1 - have)) > 0)
    have += (size_t)n;
  out[have] = 0;
  close(p[0]);
  return !err;
}

/* run_started and wgc_spawn_wait. */
static int run_output(char *argv[], char *out, size_t size) {
  struct wgc_child c;
  if (!run_started(&c, argv, out, size))
    return WGC_SPAWN_NOT_RUN;
  return wgc_spawn_wait(&c);
}

/* The hexadecimal mask after NAME in a /proc/PID/status text. */
static unsigned long long mask_of(const char *status, const char *name) {
  const char *p = strstr(status, name);
  return p ? strtoull(p + strlen(name), NULL, 16) : ~0ull;
}

static void checks(const char *mode) {
  struct sigaction chld_before, chld_after;
  sigaction(SIGCHLD, NULL, &chld_before);
  char what[128];
  struct wgc_child c;
  char *exit3[] = {"/bin/sh", "-c", "sleep 0.05; exit 3", NULL};
  snprintf(what, sizeof what, "%s: exit status 3", mode);
  int st = wgc_spawn_run(&c, exit3, NULL, NULL, 0);
  check(what, st == 3, st);

  char *killed[] = {"/bin/sh", "-c", "kill -TERM $$", NULL};
  snprintf(what, sizeof what, "%s: killed by SIGTERM", mode);
  st = wgc_spawn_run(&c, killed, NULL, NULL, 0);
  check(what, st == WGC_SPAWN_SIGNALED + SIGTERM, st);

  char *missing[] = {"/nonexistent/tool", NULL};
  snprintf(what, sizeof what, "%s: a missing tool is not run (ENOENT)", mode);
  st = wgc_spawn_run(&c, missing, NULL, NULL, 0);
  check(what, st == WGC_SPAWN_NOT_RUN && c.error == ENOENT, st);

  /* The tool's stdout and stderr given as descriptors, found on $PATH. */
  int p[2];
  if (pipe(p) != 0)
    return;
  char *echo[] = {"sh", "-c", "echo out; echo err >&2", NULL};
  int fds[3] = {-1, p[1], p[1]};
  snprintf(what, sizeof what, "%s: stdout and stderr to a pipe", mode);
  st = wgc_spawn_run(&c, echo, NULL, fds, 0);
  close(p[1]);
  char buf[64] = {0};
  ssize_t n = read(p[0], buf, sizeof buf - 1);
  close(p[0]);
  check(what, st == 0 && n == 8 && !strcmp(buf, "out\nerr\n"), st);

  /* A tool that cannot be executed: the exec's error. */
  char *not_exec[] = {"/dev/null", NULL};
  snprintf(what, sizeof what, "%s: an exec that fails is not run (EACCES)",
           mode);
  st = wgc_spawn_run(&c, not_exec, NULL, NULL, 0);
  check(what, st == WGC_SPAWN_NOT_RUN && c.error == EACCES, st);

  /* The tool's signals: none blocked, SIGCHLD at its default, SIGHUP
   * ignored as the caller has it. */
  struct sigaction hup, was_hup;
  memset(&hup, 0, sizeof hup);
  hup.sa_handler = SIG_IGN;
  sigaction(SIGHUP, &hup, &was_hup);
  char status[4096];
  char *cat[] = {"cat", "/proc/self/status", NULL};
  st = run_output(cat, status, sizeof status);
  sigaction(SIGHUP, &was_hup, NULL);
  unsigned long long blocked = mask_of(status, "SigBlk:"),
                     ignored = mask_of(status, "SigIgn:");
  snprintf(what, sizeof what,
           "%s: the tool has no signal blocked, SIGCHLD not ignored, SIGHUP "
           "ignored",
           mode);
  check(what,
        st == 0 && blocked == 0 && !(ignored & 1ull << (SIGCHLD - 1)) &&
            (ignored & 1ull << (SIGHUP - 1)),
        st);

  /* The caller's handlers stay its own; its wait(-1) sees no child, the
   * tool ended or not. */
  struct sigaction usr1, was_usr1, now;
  memset(&usr1, 0, sizeof usr1);
  usr1.sa_handler = on_usr1;
  sigaction(SIGUSR1, &usr1, &was_usr1);
  char out[16];
  char *ends[] = {"/bin/sh", "-c", "echo end; exit 5", NULL};
  struct wgc_child e;
  int started = run_started(&e, ends, out, sizeof out);
  int w = (int)waitpid(-1, NULL, WNOHANG);
  int w_errno = errno;
  st = started ? wgc_spawn_wait(&e) : WGC_SPAWN_NOT_RUN;
  sigaction(SIGUSR1, NULL, &now);
  sigaction(SIGCHLD, NULL, &chld_after);
  sigaction(SIGUSR1, &was_usr1, NULL);
  snprintf(what, sizeof what,
           "%s: waitpid(-1) sees no child, the tool having ended", mode);
  check(what, st == 5 && w == -1 && w_errno == ECHILD, w);
  snprintf(what, sizeof what,
           "%s: the caller's SIGUSR1 and SIGCHLD dispositions stay", mode);
  check(what,
        now.sa_handler == on_usr1 &&
            chld_after.sa_handler == chld_before.sa_handler,
        0);

  /* A signal sent to wgc_child.pid reaches the tool. */
  char *sleeper[] = {"/bin/sh", "-c", "exec sleep 30", NULL};
  snprintf(what, sizeof what, "%s: SIGTERM to wgc_child.pid ends the tool",
           mode);
  if (wgc_spawn_start(&c, sleeper, NULL, NULL, 0) == 0) {
    usleep(100000);
    kill(c.pid, SIGTERM);
    st = wgc_spawn_wait(&c);
    check(what, st == WGC_SPAWN_SIGNALED + SIGTERM, st);
  } else {
    check(what, 0, c.error);
  }
}

/* The caller's memory is neither copied nor written: while a tool runs,
 * the caller writes its pages without a copy-on-write fault (its minor
 * faults, counted by the kernel, are not one per page); the tool's
 * process, before its exec, finds descriptor 0 closed and opens /dev/null
 * there without changing the caller's errno. */
static void memory_checks(void) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE), len = (size_t)64 << 20;
  char *mem = mmap(NULL, len, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mem == MAP_FAILED) {
    check("64 MiB mapped", 0, errno);
    return;
  }
  madvise(mem, len, MADV_NOHUGEPAGE);
  memset(mem, 1, len);
  char *sleeper[] = {"/bin/sleep", "30", NULL};
  struct wgc_child c;
  long faults = -1;
  int st = WGC_SPAWN_NOT_RUN;
  if (wgc_spawn_start(&c, sleeper, NULL, NULL, 0) == 0) {
    struct rusage before, after;
    getrusage(RUSAGE_SELF, &before);
    for (size_t off = 0; off < len; off += page)
      mem[off] = 2;
    getrusage(RUSAGE_SELF, &after);
    faults = after.ru_minflt - before.ru_minflt;
    kill(c.pid, SIGTERM);
    st = wgc_spawn_wait(&c);
  }
  munmap(mem, len);
  long pages = (long)(len / page);
#if defined(__x86_64__) && !defined(WGC_SPAWN_COPY)
  check("no copy-on-write fault writing the caller's pages while a tool runs",
        faults >= 0 && faults < pages / 2 && st == WGC_SPAWN_SIGNALED + SIGTERM,
        (int)faults);
#else
  (void)pages;
  (void)faults;
  check("the tool ends by SIGTERM", st == WGC_SPAWN_SIGNALED + SIGTERM, st);
#endif

  int saved0 = fcntl(0, F_DUPFD_CLOEXEC, 3);
  int ok = saved0 >= 0, kept = 1;
  for (int i = 0; i < 20 && ok && kept; ++i) {
    int p[2];
    if (pipe2(p, O_CLOEXEC) != 0)
      break;
    char *echo[] = {"/bin/sh", "-c", "exec 3<&0 && echo x", NULL};
    int fds[3] = {-1, p[1], -1};
    close(0);
    int err = wgc_spawn_start(&c, echo, NULL, fds, 0);
    dup2(saved0, 0);
    close(p[1]);
    errno = 4242;
    char out[8] = {0};
    size_t have = 0;
    ssize_t n;
    while (!err && have < sizeof out - 1 &&
           (n = read(p[0], out + have, sizeof out - 1 - have)) > 0)
      have += (size_t)n;
    kept = errno == 4242;
    close(p[0]);
    st = err ? WGC_SPAWN_NOT_RUN : wgc_spawn_wait(&c);
    ok = st == 0 && !strcmp(out, "x\n");
  }
  if (saved0 >= 0)
    close(saved0);
  check("descriptor 0 closed in the caller is /dev/null in the tool", ok, st);
  check("the caller's errno is not written while the tool starts", kept, 0);
}

int main(int argc, char **argv) {
  if (argc > 2 && (!strcmp(argv[1], "--ignore-sigchld") ||
                   !strcmp(argv[1], "--default-sigint"))) {
    if (!strcmp(argv[1], "--ignore-sigchld"))
      signal(SIGCHLD, SIG_IGN);
    else
      signal(SIGINT, SIG_DFL);
    execvp(argv[2], argv + 2);
    perror(argv[2]);
    return 127;
  }
  checks("SIGCHLD default");
  set_sigchld(SIG_IGN);
  checks("SIGCHLD ignored");
  set_sigchld(reap_all);
  checks("SIGCHLD handler reaping every child");
  /* The tool is invisible to the caller's SIGCHLD handling: a host
   * application's handler never runs for it. */
  set_sigchld(count_and_reap);
  sigchld_count = 0;
  checks("SIGCHLD handler counting");
  check("no SIGCHLD reaches the caller for the tool", sigchld_count == 0,
        (int)sigchld_count);
  memory_checks();
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
