// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Writing the output whole or not at all: a temporary file beside it,
 * renamed over it once complete. */
#include "outfile.h"
#include "cleanup.h"
#include "diag.h"
#include "exit_codes.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The mode a file created with fopen gets: 0666 less the umask. */
static mode_t new_file_mode(void) {
  mode_t mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

static char *folder_of(const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash)
    return strdup(".");
  if (slash == path)
    return strdup("/");
  return strndup(path, (size_t)(slash - path));
}

int outfile_reserve(struct outfile *o, const char *path) {
  o->path = path;
  o->tmp = NULL;
  o->fd = -1;
  if (!strcmp(path, "-"))
    return 0;
  struct stat st;
  char *dir = folder_of(path);
  if (!dir)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
    free(dir);
    return wgc_cc_fail(WGC_CC_OUTPUT, "cannot write '%s': it is a folder",
                       path);
  }
  const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
  size_t len = strlen(dir) + strlen(base) + 32;
  o->tmp = malloc(len);
  if (!o->tmp) {
    free(dir);
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  }
  snprintf(o->tmp, len, "%s/.%s.wgc-cc.XXXXXX", dir, base);
  o->fd = mkstemp(o->tmp);
  if (o->fd < 0) {
    int err = errno;
    wgc_cc_fail(WGC_CC_OUTPUT, "cannot write '%s': %s (folder '%s')", path,
                strerror(err), dir);
    free(dir);
    free(o->tmp);
    o->tmp = NULL;
    return WGC_CC_OUTPUT;
  }
  free(dir);
  cleanup_watch_file(o->tmp);
  return 0;
}

static int copy_fd(FILE *in, int fd) {
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, in)) > 0) {
    for (size_t done = 0; done < n;) {
      ssize_t w = write(fd, buf + done, n - done);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        return -1;
      done += (size_t)w;
    }
  }
  return ferror(in) ? -1 : 0;
}

int outfile_commit(struct outfile *o, const char *from) {
  FILE *in = fopen(from, "rb");
  if (!in)
    return wgc_cc_fail(WGC_CC_OUTPUT, "cannot read the result %s: %s", from,
                       strerror(errno));
  int stdout_fd = fileno(stdout);
  int failed = copy_fd(in, o->tmp ? o->fd : stdout_fd) != 0;
  int err = errno;
  fclose(in);
  if (!o->tmp)
    return failed ? wgc_cc_fail(WGC_CC_OUTPUT, "cannot write stdout: %s",
                                strerror(err))
                  : 0;
  if (!failed && fchmod(o->fd, new_file_mode()) != 0)
    failed = 1, err = errno;
  if (close(o->fd) != 0 && !failed)
    failed = 1, err = errno;
  o->fd = -1;
  if (!failed && rename(o->tmp, o->path) != 0)
    failed = 1, err = errno;
  if (failed) {
    wgc_cc_fail(WGC_CC_OUTPUT, "cannot write '%s': %s", o->path, strerror(err));
    outfile_abort(o);
    return WGC_CC_OUTPUT;
  }
  cleanup_watch_file(NULL);
  free(o->tmp);
  o->tmp = NULL;
  return 0;
}

void outfile_abort(struct outfile *o) {
  if (o->fd >= 0)
    close(o->fd);
  o->fd = -1;
  if (o->tmp) {
    unlink(o->tmp);
    cleanup_watch_file(NULL);
    free(o->tmp);
    o->tmp = NULL;
  }
}
