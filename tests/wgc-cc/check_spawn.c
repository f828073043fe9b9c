// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The shared spawn (tools/common/child.h) learns how each child ended
 * whatever the process does with SIGCHLD: default, ignored (the kernel
 * reaps children) or a handler that reaps every child, as host
 * applications of wgc's layer have; such a handler never runs for the
 * helper.
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
#include <string.h>
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

static void checks(const char *mode) {
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

  /* A signal sent to the helper reaches the tool. */
  char *sleeper[] = {"/bin/sh", "-c", "exec sleep 30", NULL};
  snprintf(what, sizeof what, "%s: SIGTERM to the helper ends the tool", mode);
  if (wgc_spawn_start(&c, sleeper, NULL, NULL, 0) == 0) {
    usleep(100000);
    kill(c.pid, SIGTERM);
    st = wgc_spawn_wait(&c);
    check(what, st == WGC_SPAWN_SIGNALED + SIGTERM, st);
  } else {
    check(what, 0, c.error);
  }
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
  /* The helper is invisible to the caller's SIGCHLD handling: a host
   * application's handler never runs for it. */
  set_sigchld(count_and_reap);
  sigchld_count = 0;
  checks("SIGCHLD handler counting");
  check("no SIGCHLD reaches the caller for the helper", sigchld_count == 0,
        (int)sigchld_count);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
