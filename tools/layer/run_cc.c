// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs wgc-cc on one program's source, as a child process without a shell. */
#define _GNU_SOURCE
#include "run_cc.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "settings.h"

extern char **environ;

struct buffer {
  char *data;
  size_t len, cap;
};

static int append(struct buffer *b, const void *data, size_t len) {
  if (b->len + len + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + len + 1)
      cap *= 2;
    char *grown = realloc(b->data, cap);
    if (!grown)
      return -1;
    b->data = grown;
    b->cap = cap;
  }
  memcpy(b->data + b->len, data, len);
  b->len += len;
  b->data[b->len] = 0;
  return 0;
}

static void appendf(struct buffer *b, const char *fmt, const char *a,
                    const char *c) {
  char line[PATH_MAX + 256];
  int n = snprintf(line, sizeof line, fmt, a, c);
  append(b, line, n < (int)sizeof line ? (size_t)n : sizeof line - 1);
}

/* Runs argv, collecting stdout and stderr into log; returns the wait
 * status, or -1 with errno when it could not be started. */
static int run(char *const argv[], struct buffer *log) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0)
    return -1;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 2);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], &actions, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  close(fds[1]);
  if (rc != 0) {
    close(fds[0]);
    errno = rc;
    return -1;
  }
  char chunk[4096];
  for (;;) {
    ssize_t n = read(fds[0], chunk, sizeof chunk);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    append(log, chunk, (size_t)n);
  }
  close(fds[0]);
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR)
      return -1;
  return status;
}

static int write_file(const char *path, const char *data, size_t len) {
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    return -1;
  int ok = 1;
  while (ok && len > 0) {
    ssize_t n = write(fd, data, len);
    if (n < 0 && errno == EINTR)
      continue;
    ok = n > 0;
    if (ok) {
      data += n;
      len -= (size_t)n;
    }
  }
  return close(fd) == 0 && ok ? 0 : -1;
}

static int read_file(const char *path, unsigned char **data, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return -1;
  struct buffer b = {0};
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
    if (append(&b, chunk, n) != 0)
      break;
  int ok = !ferror(f) && b.data;
  fclose(f);
  if (!ok) {
    free(b.data);
    return -1;
  }
  *data = (unsigned char *)b.data;
  *len = b.len;
  return 0;
}

/* Include names stay inside the include folder: relative, no "..". */
static int safe_name(const char *name) {
  if (!*name || name[0] == '/')
    return 0;
  for (const char *p = name; *p; p++)
    if (p[0] == '.' && p[1] == '.' && (p == name || p[-1] == '/') &&
        (p[2] == '/' || p[2] == 0))
      return 0;
  return 1;
}

static int write_header(const char *dir, const struct wgc_header *h) {
  char path[PATH_MAX];
  int len = snprintf(path, sizeof path, "%s/%s", dir, h->name);
  if (len < 0 || len >= (int)sizeof path) {
    errno = ENAMETOOLONG;
    return -1;
  }
  for (char *p = path + strlen(dir) + 1; *p; p++) {
    if (*p != '/')
      continue;
    *p = 0;
    if (mkdir(path, 0700) != 0 && errno != EEXIST)
      return -1;
    *p = '/';
  }
  return write_file(path, h->text, h->len);
}

static int remove_entry(const char *path, const struct stat *st, int flag,
                        struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  remove(path);
  return 0;
}

static void fail(struct wgc_cc_result *out, struct buffer *log, const char *fmt,
                 const char *a, const char *b) {
  appendf(log, fmt, a, b);
  out->status = CL_BUILD_PROGRAM_FAILURE;
}

/* Builds --cl-options: the app's options, then -I for the headers'
 * folder, quoted as wgc-cc splits options. */
static char *cl_options(const char *app, const char *include_dir) {
  struct buffer b = {0};
  append(&b, "--cl-options=", 13);
  append(&b, app, strlen(app));
  if (include_dir) {
    append(&b, " -I '", 5);
    append(&b, include_dir, strlen(include_dir));
    append(&b, "'", 1);
  }
  return b.data;
}

static void finish(struct wgc_cc_result *out, int status, struct buffer *log,
                   const char *cc, const char *output, const char *args) {
  unsigned char *text;
  size_t args_len;
  if (status == -1) {
    fail(out, log, "wgc-layer: cannot run %s: %s\n", cc, strerror(errno));
  } else if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    if (read_file(output, &out->binary, &out->binary_len) != 0)
      fail(out, log, "wgc-layer: %s wrote no %s\n", cc, output);
    else if (read_file(args, &text, &args_len) != 0)
      fail(out, log, "wgc-layer: %s wrote no %s\n", cc, args);
    else
      out->status = CL_SUCCESS, out->arg_info = (char *)text;
  } else if (WIFEXITED(status) &&
             WEXITSTATUS(status) == WGC_CC_EXIT_COMPILE_ERROR) {
    out->status = CL_BUILD_PROGRAM_FAILURE;
  } else if (WIFEXITED(status) && WEXITSTATUS(status) == WGC_CC_EXIT_USAGE) {
    out->status = CL_INVALID_BUILD_OPTIONS;
  } else {
    char code[32];
    snprintf(code, sizeof code, "%s %d",
             WIFEXITED(status) ? "exit status" : "signal",
             WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
    fail(out, log, "wgc-layer: %s failed (%s)\n", cc, code);
  }
}

void wgc_run_cc(const struct wgc_source *src, const struct wgc_target *t,
                struct wgc_cc_result *out) {
  struct buffer log = {0};
  memset(out, 0, sizeof *out);
  out->status = CL_BUILD_PROGRAM_FAILURE;
  const char *cc = wgc_layer_cc_path();
  const char *tmp = getenv("TMPDIR");
  char dir[PATH_MAX / 2], include_dir[PATH_MAX], input[PATH_MAX],
      output[PATH_MAX], args[PATH_MAX], args_option[PATH_MAX + 16];
  snprintf(dir, sizeof dir, "%s/wgc-layer-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!cc[0]) {
    fail(out, &log, "wgc-layer: no wgc-cc found%s%s\n", " (set WGC_CC)", "");
  } else if (!mkdtemp(dir)) {
    fail(out, &log, "wgc-layer: cannot create %s: %s\n", dir, strerror(errno));
  } else {
    snprintf(include_dir, sizeof include_dir, "%s/include", dir);
    snprintf(input, sizeof input, "%s/program.cl", dir);
    snprintf(output, sizeof output, "%s/program.out", dir);
    snprintf(args, sizeof args, "%s/program.args", dir);
    snprintf(args_option, sizeof args_option, "--arg-info=%s", args);
    int ok = write_file(input, src->text, src->len) == 0;
    if (src->num_headers > 0)
      ok = ok && mkdir(include_dir, 0700) == 0;
    for (size_t i = 0; ok && i < src->num_headers; i++) {
      if (!safe_name(src->headers[i].name)) {
        fail(out, &log,
             "wgc-layer: header name '%s' leaves the include "
             "folder%s\n",
             src->headers[i].name, "");
        ok = -1;
        break;
      } else {
        ok = write_header(include_dir, &src->headers[i]) == 0;
      }
    }
    if (ok == 1) {
      char target[64], mcpu[64];
      snprintf(target, sizeof target, "--target=%s", wgc_target_name(t->kind));
      snprintf(mcpu, sizeof mcpu, "--mcpu=%s", t->mcpu);
      char *options =
          cl_options(src->options, src->num_headers ? include_dir : NULL);
      char *argv[9];
      int n = 0;
      argv[n++] = (char *)cc;
      argv[n++] = target;
      if (t->mcpu[0])
        argv[n++] = mcpu;
      argv[n++] = options;
      argv[n++] = args_option;
      argv[n++] = input;
      argv[n++] = "-o";
      argv[n++] = output;
      argv[n] = NULL;
      wgc_log("compiling for %s%s%s with %s", wgc_target_name(t->kind),
              t->mcpu[0] ? " " : "", t->mcpu, cc);
      finish(out, options ? run(argv, &log) : -1, &log, cc, output, args);
      free(options);
    } else if (ok == 0) {
      fail(out, &log, "wgc-layer: cannot write in %s: %s\n", dir,
           strerror(errno));
    }
    nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
  }
  if (!log.data)
    append(&log, "", 0);
  out->log = log.data;
}

static char identity[8192];
static pthread_once_t identity_once = PTHREAD_ONCE_INIT;

static void compute_identity(void) {
  struct buffer b = {0};
  const char *cc = wgc_layer_cc_path();
  const char *clang = getenv("WGC_CLANG");
  if (!clang || !*clang)
    clang = WGC_LAYER_DEFAULT_CLANG;
  char *cc_argv[] = {(char *)cc, "--version", NULL};
  appendf(&b, "wgc-cc %s%s\n", cc, "");
  if (cc[0])
    run(cc_argv, &b);
  if (clang && *clang) {
    char *clang_argv[] = {(char *)clang, "--version", NULL};
    appendf(&b, "clang %s%s\n", clang, "");
    run(clang_argv, &b);
  }
  snprintf(identity, sizeof identity, "%s", b.data ? b.data : "");
  free(b.data);
}

const char *wgc_cc_identity(void) {
  pthread_once(&identity_once, compute_identity);
  return identity;
}
