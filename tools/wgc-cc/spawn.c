// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Running one step as a child process (posix_spawn, no shell). */
#include "spawn.h"
#include "cleanup.h"
#include "diag.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

extern char **environ;

static void print_quoted(const char *s) {
  if (*s && !s[strcspn(s, " \t\n'\"\\$`*?[]{}()<>|&;#~!")]) {
    fputs(s, stderr);
    return;
  }
  fputc('\'', stderr);
  for (; *s; ++s)
    if (*s == '\'')
      fputs("'\\''", stderr);
    else
      fputc(*s, stderr);
  fputc('\'', stderr);
}

static void print_command(char *const argv[]) {
  for (int i = 0; argv[i]; ++i) {
    if (i)
      fputc(' ', stderr);
    print_quoted(argv[i]);
  }
  fputc('\n', stderr);
}

int spawn_run(char *const argv[], int verbose, const char *stderr_file) {
  if (verbose)
    print_command(argv);
  fflush(stderr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, 2, 1);
  if (stderr_file)
    posix_spawn_file_actions_addopen(&actions, 2, stderr_file,
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid_t pid;
  int err = posix_spawn(&pid, argv[0], &actions, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (err) {
    wgc_cc_fail(0, "cannot run %s: %s", argv[0], strerror(err));
    return SPAWN_NOT_RUN;
  }
  cleanup_watch_child(pid);
  int status;
  pid_t got;
  do
    got = waitpid(pid, &status, 0);
  while (got < 0 && errno == EINTR);
  cleanup_watch_child(0);
  if (got < 0) {
    wgc_cc_fail(0, "waiting for %s: %s", argv[0], strerror(errno));
    return SPAWN_NOT_RUN;
  }
  if (WIFSIGNALED(status))
    return SPAWN_SIGNALED + WTERMSIG(status);
  return WEXITSTATUS(status);
}

void spawn_show_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    fwrite(buf, 1, n, stderr);
  fclose(f);
}
