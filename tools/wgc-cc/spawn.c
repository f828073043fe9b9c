// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Running one step as a child process (tools/common/child.h, no shell). */
#include "spawn.h"
#include "cleanup.h"
#include "diag.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

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

void spawn_print_command(char *const argv[]) {
  for (int i = 0; argv[i]; ++i) {
    if (i)
      fputc(' ', stderr);
    print_quoted(argv[i]);
  }
  fputc('\n', stderr);
}

/* Whether LINE (LEN bytes) is "FILE:LINE:COL: error:" or the same with
 * "fatal error:". */
static int is_located_error(const char *line, size_t len) {
  for (size_t i = 0; i + 1 < len; ++i) {
    if (line[i] != ':' || line[i + 1] < '0' || line[i + 1] > '9')
      continue;
    size_t j = i + 1;
    while (j < len && line[j] >= '0' && line[j] <= '9')
      ++j;
    if (j >= len || line[j] != ':' || j + 1 >= len || line[j + 1] < '0' ||
        line[j + 1] > '9')
      continue;
    ++j;
    while (j < len && line[j] >= '0' && line[j] <= '9')
      ++j;
    static const char *const kinds[] = {": error:", ": fatal error:"};
    for (int k = 0; k < 2; ++k) {
      size_t n = strlen(kinds[k]);
      if (len - j >= n && !memcmp(line + j, kinds[k], n))
        return 1;
    }
  }
  return 0;
}

/* Passes the child's stderr on to wgc-cc's while reading it into log. */
static void relay(int fd, struct spawn_log *log) {
  char buf[8192], line[4096];
  size_t used = 0;
  for (;;) {
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    fwrite(buf, 1, (size_t)n, stderr);
    for (ssize_t i = 0; i < n; ++i) {
      if (buf[i] == '\n') {
        log->located_error |= is_located_error(line, used);
        used = 0;
      } else if (used < sizeof line) {
        line[used++] = buf[i];
      }
    }
  }
  log->located_error |= is_located_error(line, used);
  fflush(stderr);
}

int spawn_run(char *const argv[], int verbose, const char *stderr_file,
              struct spawn_log *log) {
  if (verbose)
    spawn_print_command(argv);
  fflush(stderr);
  int fds[3] = {-1, 2, -1}, pipe_fds[2] = {-1, -1};
  if (stderr_file) {
    fds[2] = open(stderr_file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fds[2] < 0) {
      wgc_cc_fail(0, "cannot create %s: %s", stderr_file, strerror(errno));
      return SPAWN_NOT_RUN;
    }
  } else if (log) {
    memset(log, 0, sizeof *log);
    if (pipe2(pipe_fds, O_CLOEXEC) != 0) {
      wgc_cc_fail(0, "cannot run %s: %s", argv[0], strerror(errno));
      return SPAWN_NOT_RUN;
    }
    fds[1] = fds[2] = pipe_fds[1];
  }
  struct wgc_child c;
  cleanup_block_signals();
  int err = wgc_spawn_start(&c, argv, NULL, fds, 0);
  if (!err)
    cleanup_watch_child(c.pid);
  cleanup_unblock_signals();
  if (fds[2] >= 0)
    close(fds[2]);
  if (!err && pipe_fds[0] >= 0)
    relay(pipe_fds[0], log);
  if (pipe_fds[0] >= 0)
    close(pipe_fds[0]);
  int status = err ? SPAWN_NOT_RUN : wgc_spawn_wait(&c);
  cleanup_block_signals();
  cleanup_watch_child(0);
  cleanup_unblock_signals();
  cleanup_take_signal();
  if (status == SPAWN_NOT_RUN)
    wgc_cc_fail(0, "cannot run %s: %s", argv[0], strerror(c.error));
  return status;
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
