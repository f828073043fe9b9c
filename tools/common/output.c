// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Writing a tool's output without ever losing data (output.h). */
#include "output.h"
#include "stdio_fds.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

static int fail(struct wgc_output *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int fail(struct wgc_output *o, const char *fmt, ...) {
  int n = snprintf(o->error, sizeof o->error, "cannot write '%s': ", o->path);
  if (n < 0 || (size_t)n >= sizeof o->error)
    return -1;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(o->error + n, sizeof o->error - (size_t)n, fmt, ap);
  va_end(ap);
  return -1;
}

/* The descriptor a name stands for: "-", /dev/stdout, /dev/stderr,
 * /dev/fd/N, /proc/self/fd/N; -1 for any other name. */
static int named_fd(const char *p) {
  if (!strcmp(p, "-") || !strcmp(p, "/dev/stdout"))
    return 1;
  if (!strcmp(p, "/dev/stderr"))
    return 2;
  const char *digits = !strncmp(p, "/dev/fd/", 8)          ? p + 8
                       : !strncmp(p, "/proc/self/fd/", 14) ? p + 14
                                                           : NULL;
  if (!digits || !*digits || strspn(digits, "0123456789") != strlen(digits) ||
      strlen(digits) > 9)
    return -1;
  return atoi(digits);
}

/* The folder part of PATH ("." for none). */
static char *folder_of(const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash)
    return strdup(".");
  if (slash == path)
    return strdup("/");
  return strndup(path, (size_t)(slash - path));
}

/* Follows PATH while it is a symbolic link. Returns the final path
 * (malloc'ed) and sets *fd when a link leads to a named descriptor. */
static char *final_path(const char *path, int *fd) {
  char *cur = strdup(path);
  *fd = cur ? named_fd(cur) : -1;
  for (int hops = 0; cur && *fd < 0 && hops < 40; ++hops) {
    struct stat st;
    if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
      return cur;
    char link[PATH_MAX];
    ssize_t n = readlink(cur, link, sizeof link - 1);
    if (n < 0)
      return cur;
    link[n] = 0;
    char *next;
    if (link[0] == '/') {
      next = strdup(link);
    } else {
      char *dir = folder_of(cur);
      size_t len = dir ? strlen(dir) + strlen(link) + 2 : 0;
      next = dir ? malloc(len) : NULL;
      if (next)
        snprintf(next, len, "%s/%s", dir, link);
      free(dir);
    }
    free(cur);
    cur = next;
    if (cur)
      *fd = named_fd(cur);
  }
  return cur;
}

/* Whether the open file st is one of the inputs; sets *which. An input
 * "-" is the file on stdin where that is a regular file. */
static int is_input(const struct stat *st, const char *const *inputs, int n,
                    const char **which) {
  for (int i = 0; i < n; ++i) {
    struct stat in;
    int known = !inputs[i] ? 0
                : !strcmp(inputs[i], "-")
                    ? fstat(0, &in) == 0 && S_ISREG(in.st_mode)
                    : stat(inputs[i], &in) == 0;
    if (known && in.st_dev == st->st_dev && in.st_ino == st->st_ino) {
      *which = inputs[i];
      return 1;
    }
  }
  return 0;
}

static int open_twin(struct wgc_output *o) {
  char *dir = folder_of(o->target);
  const char *slash = strrchr(o->target, '/');
  const char *base = slash ? slash + 1 : o->target;
  size_t len = dir ? strlen(dir) + strlen(base) + 16 : 0;
  o->tmp = dir ? malloc(len) : NULL;
  if (!o->tmp) {
    free(dir);
    return fail(o, "out of memory");
  }
  snprintf(o->tmp, len, "%s/.%s.tmp.XXXXXX", dir, base);
  o->fd = mkostemp(o->tmp, O_CLOEXEC);
  if (o->fd < 0) {
    int err = errno;
    free(o->tmp);
    o->tmp = NULL;
    fail(o, "%s (folder '%s')", strerror(err), dir);
    free(dir);
    return -1;
  }
  free(dir);
  o->own_fd = 1;
  return 0;
}

int wgc_output_open(struct wgc_output *o, const char *path,
                    const char *const *inputs, int n) {
  memset(o, 0, sizeof *o);
  o->path = path;
  o->fd = -1;
  int fd;
  o->target = final_path(path, &fd);
  if (!o->target)
    return fail(o, "out of memory");
  struct stat st;
  const char *input;
  if (fd >= 0) {
    if (wgc_stdio_fd_was_closed(fd) || fstat(fd, &st) != 0)
      return fail(o, "descriptor %d is not open", fd);
    if (S_ISREG(st.st_mode) && is_input(&st, inputs, n, &input))
      return fail(o, "it is the input '%s'", input);
    o->fd = fd;
    return 0;
  }
  if (stat(o->target, &st) != 0) {
    if (errno != ENOENT)
      return fail(o, "%s", strerror(errno));
    return open_twin(o);
  }
  if (S_ISDIR(st.st_mode))
    return fail(o, "it is a folder");
  if (is_input(&st, inputs, n, &input))
    return fail(o, "it is the input '%s'", input);
  /* A regular file under /proc is a view of something else: written
   * through, as a shell's redirection would. */
  if (S_ISREG(st.st_mode) && strncmp(o->target, "/proc/", 6))
    return open_twin(o);
  o->fd = open(o->target,
               O_WRONLY | O_CLOEXEC | (S_ISREG(st.st_mode) ? O_TRUNC : 0));
  if (o->fd < 0)
    return fail(o, "%s", strerror(errno));
  o->own_fd = 1;
  return 0;
}

int wgc_output_open_replace(struct wgc_output *o, const char *path,
                            mode_t mode) {
  memset(o, 0, sizeof *o);
  o->path = path;
  o->fd = -1;
  o->mode = mode & 07777;
  o->target = strdup(path);
  if (!o->target)
    return fail(o, "out of memory");
  return open_twin(o);
}

int wgc_output_fits_size_limit(int fd, size_t len) {
  struct rlimit limit;
  struct stat st;
  if (getrlimit(RLIMIT_FSIZE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY ||
      fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
    return 1;
  int flags = fcntl(fd, F_GETFL);
  off_t at =
      flags >= 0 && (flags & O_APPEND) ? st.st_size : lseek(fd, 0, SEEK_CUR);
  return at >= 0 && (rlim_t)at <= limit.rlim_cur &&
         len <= limit.rlim_cur - (rlim_t)at;
}

int wgc_output_write(struct wgc_output *o, const void *data, size_t len) {
  const char *p = data;
  if (!wgc_output_fits_size_limit(o->fd, len))
    return fail(o, "%s", strerror(EFBIG));
  while (len > 0) {
    ssize_t w = write(o->fd, p, len);
    if (w < 0 && errno == EINTR)
      continue;
    if (w < 0)
      return fail(o, "%s", strerror(errno));
    if (w == 0)
      return fail(o, "%s", strerror(EIO));
    p += w;
    len -= (size_t)w;
  }
  return 0;
}

int wgc_output_copy_file(struct wgc_output *o, const char *from) {
  int in = open(from, O_RDONLY | O_CLOEXEC);
  if (in < 0)
    return fail(o, "cannot read the result %s: %s", from, strerror(errno));
  char buf[65536];
  int rc = 0;
  for (;;) {
    ssize_t n = read(in, buf, sizeof buf);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      rc = fail(o, "cannot read the result %s: %s", from, strerror(errno));
    if (n <= 0 || rc)
      break;
    if ((rc = wgc_output_write(o, buf, (size_t)n)))
      break;
  }
  close(in);
  return rc;
}

/* The process's umask without changing it (umask(2) would, for a moment,
 * for every thread): the "Umask:" line of /proc/self/status, else the mode
 * a probe file created next to the twin gets. */
static mode_t current_umask(const char *twin) {
  int fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
  if (fd >= 0) {
    char buf[4096];
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    buf[n > 0 ? n : 0] = 0;
    const char *line = strstr(buf, "\nUmask:");
    if (line)
      return (mode_t)strtoul(line + 7, NULL, 8) & 0777;
  }
  size_t len = strlen(twin) + 8;
  char *probe = malloc(len);
  mode_t mask = 022;
  if (probe) {
    snprintf(probe, len, "%s.mode", twin);
    fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0777);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0)
      mask = ~st.st_mode & 0777;
    if (fd >= 0) {
      close(fd);
      unlink(probe);
    }
    free(probe);
  }
  return mask;
}

/* The mode a new file gets: 0666 less the umask. */
static mode_t new_file_mode(const char *twin) {
  return 0666 & ~current_umask(twin);
}

int wgc_output_commit(struct wgc_output *o) {
  if (!o->tmp) {
    int rc = 0;
    if (o->own_fd && o->fd >= 0 && close(o->fd) != 0 && errno != EINTR)
      rc = fail(o, "%s", strerror(errno));
    o->fd = -1;
    o->own_fd = 0;
    return rc;
  }
  mode_t mode = o->mode ? o->mode : new_file_mode(o->tmp);
  int err = fchmod(o->fd, mode) != 0 ? errno : 0;
  if (!err && fsync(o->fd) != 0 && errno != EINVAL)
    err = errno;
  if (close(o->fd) != 0 && !err && errno != EINTR)
    err = errno;
  o->fd = -1;
  o->own_fd = 0;
  if (!err && rename(o->tmp, o->target) != 0)
    err = errno;
  if (err) {
    fail(o, "%s", strerror(err));
    wgc_output_abort(o);
    return -1;
  }
  free(o->tmp);
  o->tmp = NULL;
  free(o->target);
  o->target = NULL;
  return 0;
}

void wgc_output_abort(struct wgc_output *o) {
  if (o->own_fd && o->fd >= 0)
    close(o->fd);
  o->fd = -1;
  o->own_fd = 0;
  if (o->tmp)
    unlink(o->tmp);
  free(o->tmp);
  o->tmp = NULL;
  free(o->target);
  o->target = NULL;
}

int wgc_output_size_limit_signal(const siginfo_t *info) {
  return info && info->si_signo == SIGXFSZ && info->si_code == SI_USER &&
         info->si_pid == getpid();
}
