// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs wgc-cc on one program's source, as a child process without a shell. */
#define _GNU_SOURCE
#include "run_cc.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "child.h"
#include "filehash.h"
#include "output.h"
#include "settings.h"
#include "tool_libraries.h"

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

/* Runs argv with child.h (no shell; the app's SIGCHLD disposition and
 * handler do not matter), stdin /dev/null, stdout and stderr collected
 * into log, and none of the app's other descriptors. Returns how it ended
 * as wgc_spawn_wait tells it; WGC_SPAWN_NOT_RUN with errno set when it did
 * not start. */
static int run(char *const argv[], struct buffer *log) {
  int out[2];
  if (pipe2(out, O_CLOEXEC) != 0)
    return WGC_SPAWN_NOT_RUN;
  int fds[3] = {WGC_SPAWN_NULL, out[1], out[1]};
  struct wgc_child c;
  int err = wgc_spawn_start(&c, argv, NULL, fds, WGC_SPAWN_CLOSE_FDS);
  close(out[1]);
  if (err != 0) {
    close(out[0]);
    errno = err;
    return WGC_SPAWN_NOT_RUN;
  }
  char chunk[4096];
  for (;;) {
    ssize_t n = read(out[0], chunk, sizeof chunk);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    append(log, chunk, (size_t)n);
  }
  close(out[0]);
  int status = wgc_spawn_wait(&c);
  if (status == WGC_SPAWN_NOT_RUN)
    errno = c.error;
  return status;
}

/* Writes a new file; with replace, one that may exist (a later header of
 * the same name replaces an earlier one, as a driver writing the headers
 * one after another does). */
static int write_file_as(const char *path, const char *data, size_t len,
                         int replace) {
  int fd = open(path,
                O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW |
                    (replace ? O_TRUNC : O_EXCL),
                0600);
  if (fd < 0)
    return -1;
  /* Past the app's file size limit, the write would end the app. */
  int ok = wgc_output_fits_size_limit(fd, len);
  if (!ok)
    errno = EFBIG;
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

static int write_file(const char *path, const char *data, size_t len) {
  return write_file_as(path, data, len, 0);
}

static int read_file(const char *path, unsigned char **data, size_t *len) {
  FILE *f = fopen(path, "rbe");
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

/* Whether TEXT names a macro that gives the time of the compile (__DATE__,
 * __TIME__, __TIMESTAMP__): an outcome that depends on the clock is not the
 * compile's inputs' alone, and is not stored. */
static int names_clock(const char *text, size_t len) {
  static const char *const names[] = {"__DATE__", "__TIME__", "__TIMESTAMP__"};
  for (size_t i = 0; i < sizeof names / sizeof *names; ++i)
    if (memmem(text, len, names[i], strlen(names[i])))
      return 1;
  return 0;
}

/* Whether the source, a header given with it or a file the compile read
 * names the clock. The dependencies also hold folders and files looked
 * for and not found, whose listings and absence the entry's check covers;
 * only what can be read is searched. */
static int reads_clock(const struct wgc_source *src,
                       const struct wgc_cc_result *out) {
  if (names_clock(src->text, src->len))
    return 1;
  for (size_t i = 0; i < src->num_headers; i++)
    if (names_clock(src->headers[i].text, src->headers[i].len))
      return 1;
  for (size_t i = 0; i < out->num_deps; i++) {
    struct stat st;
    if (stat(out->deps[i], &st) != 0 || !S_ISREG(st.st_mode))
      continue;
    unsigned char *data = NULL;
    size_t len = 0;
    int clock = read_file(out->deps[i], &data, &len) == 0 &&
                names_clock((const char *)data, len);
    free(data);
    if (clock)
      return 1;
  }
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
  return write_file_as(path, h->text, h->len, 1);
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

/* The make rule's target clang writes the dependency list under. */
#define DEPS_TARGET "wgc-layer-deps"

struct deps {
  char **raw;  /* the paths as the dependency list names them */
  char **full; /* the same, absolute */
  size_t n;
  int relative;
};

static void deps_free(struct deps *d) {
  for (size_t i = 0; i < d->n; i++) {
    free(d->raw[i]);
    free(d->full[i]);
  }
  free(d->raw);
  free(d->full);
  memset(d, 0, sizeof *d);
}

static int deps_add(struct deps *d, const char *path, size_t len,
                    const char *cwd) {
  char **raw = realloc(d->raw, (d->n + 1) * sizeof *raw);
  if (raw)
    d->raw = raw;
  char **full = realloc(d->full, (d->n + 1) * sizeof *full);
  if (full)
    d->full = full;
  if (!raw || !full)
    return -1;
  char *r = strndup(path, len);
  char *f = NULL;
  if (r && r[0] == '/')
    f = strdup(r);
  else if (r && cwd && asprintf(&f, "%s/%s", cwd, r) < 0)
    f = NULL;
  if (!r || !f) {
    free(r);
    free(f);
    return -1;
  }
  d->relative |= r[0] != '/';
  d->raw[d->n] = r;
  d->full[d->n++] = f;
  return 0;
}

/* Parses clang's make-style dependency list ("TARGET: FILE FILE \",
 * spaces in a name escaped as "\ ", '#' as "\#" and '$' as "$$"). Returns
 * 0, or -1 when the list is missing or malformed. */
static int parse_deps(const char *text, size_t len, const char *cwd,
                      struct deps *d) {
  size_t prefix = strlen(DEPS_TARGET ":");
  if (len < prefix || memcmp(text, DEPS_TARGET ":", prefix) != 0 ||
      memchr(text, 0, len))
    return -1;
  char *word = malloc(len + 1);
  if (!word)
    return -1;
  const char *p = text + prefix, *end = text + len;
  int rc = 0;
  while (rc == 0) {
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' ||
                       (*p == '\\' && p + 1 < end && p[1] == '\n')))
      p += *p == '\\' ? 2 : 1;
    if (p >= end)
      break;
    size_t n = 0;
    while (p < end && *p != ' ' && *p != '\t' && *p != '\n') {
      if (*p == '\\' && p + 1 < end && p[1] == '\n')
        break;
      if (*p == '$' && p + 1 < end && p[1] == '$') {
        word[n++] = '$';
        p += 2;
        continue;
      }
      if (*p == '\\' && p + 1 < end && (p[1] == ' ' || p[1] == '#')) {
        /* clang doubles the backslashes before an escaped space. */
        while (n > 0 && word[n - 1] == '\\' && n >= 2 && word[n - 2] == '\\')
          n--;
        word[n++] = p[1];
        p += 2;
        continue;
      }
      word[n++] = *p++;
    }
    rc = deps_add(d, word, n, cwd);
  }
  free(word);
  if (rc != 0 || d->n == 0) {
    deps_free(d);
    return -1;
  }
  return 0;
}

/* Whether line (len bytes) is a diagnostic "FILE:LINE:COL: ..." located in
 * one of the files the compile read; *rest gets what follows "COL: ". */
static int located(const char *line, size_t len, const struct deps *d,
                   const char **rest) {
  for (size_t i = 0; i < d->n; i++) {
    size_t n = strlen(d->raw[i]);
    if (len <= n || memcmp(line, d->raw[i], n) != 0 || line[n] != ':')
      continue;
    const char *p = line + n + 1, *end = line + len;
    int fields = 0;
    while (fields < 2 && p < end && *p >= '0' && *p <= '9') {
      while (p < end && *p >= '0' && *p <= '9')
        p++;
      if (p < end && *p == ':')
        p++, fields++;
      else
        break;
    }
    if (fields == 2 && p < end && *p == ' ') {
      *rest = p + 1;
      return 1;
    }
  }
  return 0;
}

/* Whether a log of status 1 is clang's diagnostics about the source: at
 * least one error located in a file the compile read, and no line naming
 * an error anywhere else (the machine's: no space, no output file, a tool
 * that did not run). */
static int diagnostics_about_source(const char *log, const struct deps *d) {
  int errors = 0;
  for (const char *p = log; *p;) {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) : strlen(p);
    const char *rest;
    if (located(p, len, d, &rest)) {
      if (!strncmp(rest, "error: ", 7) || !strncmp(rest, "fatal error: ", 13))
        errors++;
    } else if (memmem(p, len, "error:", 6)) {
      return 0;
    }
    p += len + (nl ? 1 : 0);
  }
  return errors > 0;
}

/* Removes from log the blocks clang's -v prints (from "clang -cc1
 * version" to "End of search list.") and adds to search each folder they
 * name, searched or ignored as nonexistent. Returns the number of complete
 * blocks. */
static int take_search_lists(struct buffer *log, const char *cwd,
                             struct deps *search) {
  static const char first[] = "clang -cc1 version ";
  static const char last[] = "End of search list.";
  static const char missing[] = "ignoring nonexistent directory \"";
  static const char duplicate[] = "ignoring duplicate directory \"";
  if (!log->data)
    return 0;
  char *out = log->data;
  int blocks = 0, inside = 0;
  for (char *p = log->data; *p;) {
    char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) + 1 : strlen(p);
    size_t text = nl ? len - 1 : len;
    if (!inside && !strncmp(p, first, sizeof first - 1)) {
      inside = 1;
    } else if (inside) {
      const char *name = NULL;
      size_t name_len = 0;
      if (!strncmp(p, missing, sizeof missing - 1) ||
          !strncmp(p, duplicate, sizeof duplicate - 1)) {
        name = strchr(p, '"') + 1;
        const char *q = memchr(name, '"', text - (size_t)(name - p));
        name_len = q ? (size_t)(q - name) : 0;
      } else if (p[0] == ' ' && text > 1) {
        name = p + 1;
        name_len = text - 1;
      } else if (text == sizeof last - 1 && !strncmp(p, last, text)) {
        inside = 0;
        blocks++;
      }
      if (name_len) {
        char folder[PATH_MAX];
        int n = snprintf(folder, sizeof folder, "%.*s/", (int)name_len, name);
        if (n <= 0 || n >= (int)sizeof folder ||
            deps_add(search, folder, (size_t)n, cwd) != 0)
          return -1;
      }
    } else {
      memmove(out, p, len);
      out += len;
    }
    p += len;
  }
  *out = 0;
  log->len = (size_t)(out - log->data);
  return inside ? -1 : blocks;
}

/* Adds path to out's dependencies unless it is in the work folder dir or
 * already there. */
static int add_dep(struct wgc_cc_result *out, size_t *cap, const char *path,
                   const char *dir) {
  size_t dir_len = strlen(dir);
  if (!strncmp(path, dir, dir_len) && (path[dir_len] == '/' || !path[dir_len]))
    return 0;
  for (size_t j = 0; j < out->num_deps; j++)
    if (!strcmp(out->deps[j], path))
      return 0;
  if (out->num_deps == *cap) {
    *cap = *cap ? 2 * *cap : 32;
    char **grown = realloc(out->deps, *cap * sizeof *grown);
    if (!grown)
      return -1;
    out->deps = grown;
  }
  return (out->deps[out->num_deps++] = strdup(path)) ? 0 : -1;
}

/* The folders a lookup lists: each search folder (search, ending in '/')
 * and the folder of each file read (d: a quoted include looks there
 * first). Sets *len to the i-th one's length and returns it, NULL past
 * the last. */
static const char *lookup_folder(const struct deps *search,
                                 const struct deps *d, size_t i, size_t *len) {
  if (i < search->n) {
    *len = strlen(search->full[i]);
    return search->full[i];
  }
  if (i - search->n >= d->n)
    return NULL;
  const char *f = d->full[i - search->n];
  *len = (size_t)(strrchr(f, '/') - f) + 1;
  return f;
}

/* For a file read through a name with folders ("SUB/NAME" found in some
 * lookup folder), records the listing of SUB (and of each folder on the
 * way to NAME) in every lookup folder: SUB/NAME created in a folder looked
 * in before the one that held it would be found in its place. */
static int add_subfolders(struct wgc_cc_result *out, size_t *cap,
                          const char *file, const struct deps *search,
                          const struct deps *d, const char *dir) {
  size_t len;
  const char *base;
  for (size_t i = 0; (base = lookup_folder(search, d, i, &len)); i++) {
    if (strncmp(file, base, len) != 0)
      continue;
    const char *rel = file + len;
    for (const char *slash = strchr(rel, '/'); slash;
         slash = strchr(slash + 1, '/')) {
      size_t other_len;
      const char *other;
      for (size_t j = 0; (other = lookup_folder(search, d, j, &other_len));
           j++) {
        char folder[PATH_MAX];
        int n = snprintf(folder, sizeof folder, "%.*s%.*s/", (int)other_len,
                         other, (int)(slash - rel), rel);
        if (n <= 0 || n >= (int)sizeof folder ||
            add_dep(out, cap, folder, dir) != 0)
          return -1;
      }
    }
  }
  return 0;
}

/* Reads the dependency list at path into d, and records in out what the
 * compile's outcome depends on outside the work folder dir: each file it
 * read, each folder it searched for includes (search) and the folder of
 * each file it read (a quoted include looks there first). -1 when the list
 * is missing or malformed. */
static int read_deps(const char *path, const char *dir,
                     const struct deps *search, const char *cwd, struct deps *d,
                     struct wgc_cc_result *out) {
  unsigned char *text;
  size_t len, cap = 0;
  if (read_file(path, &text, &len) != 0)
    return -1;
  int rc = parse_deps((const char *)text, len, cwd, d);
  free(text);
  if (rc != 0)
    return -1;
  for (size_t i = 0; rc == 0 && i < d->n; i++) {
    char folder[PATH_MAX];
    const char *slash = strrchr(d->full[i], '/');
    snprintf(folder, sizeof folder, "%.*s/", (int)(slash - d->full[i]),
             d->full[i]);
    rc = add_dep(out, &cap, d->full[i], dir) != 0 ||
         add_dep(out, &cap, folder, dir) != 0;
  }
  for (size_t i = 0; rc == 0 && i < search->n; i++)
    rc = add_dep(out, &cap, search->full[i], dir);
  for (size_t i = 0; rc == 0 && i < d->n; i++)
    rc = add_subfolders(out, &cap, d->full[i], search, d, dir);
  if (rc != 0)
    return -1;
  if ((d->relative || search->relative) && (!cwd || !(out->cwd = strdup(cwd))))
    return -1;
  return 0;
}

static void finish(const struct wgc_source *src, struct wgc_cc_result *out,
                   int status, struct buffer *log, const char *cc,
                   const char *dir) {
  char cwd_buf[PATH_MAX];
  const char *cwd = getcwd(cwd_buf, sizeof cwd_buf);
  struct deps search = {0};
  int blocks = take_search_lists(log, cwd, &search);
  char output[PATH_MAX], args[PATH_MAX], deps_path[PATH_MAX];
  snprintf(output, sizeof output, "%s/program.out", dir);
  snprintf(args, sizeof args, "%s/program.args", dir);
  snprintf(deps_path, sizeof deps_path, "%s/program.d", dir);
  unsigned char *text;
  size_t args_len;
  struct deps d = {0};
  int have_deps = 0;
  if (status == 0 || status == WGC_CC_EXIT_COMPILE_ERROR)
    have_deps =
        blocks > 0 && read_deps(deps_path, dir, &search, cwd, &d, out) == 0;
  if (status == WGC_SPAWN_NOT_RUN) {
    int err = errno;
    fail(out, log, "wgc-layer: cannot run %s: %s\n", cc, strerror(err));
    if (err == ENOENT || err == EACCES || err == ENOEXEC || err == ENOTDIR)
      out->status = CL_COMPILER_NOT_AVAILABLE;
  } else if (status == 0) {
    if (read_file(output, &out->binary, &out->binary_len) != 0)
      fail(out, log, "wgc-layer: %s wrote no %s\n", cc, output);
    else if (read_file(args, &text, &args_len) != 0)
      fail(out, log, "wgc-layer: %s wrote no %s\n", cc, args);
    else
      out->status = CL_SUCCESS, out->arg_info = (char *)text,
      out->deterministic = have_deps;
  } else if (status == WGC_CC_EXIT_COMPILE_ERROR) {
    out->status = CL_BUILD_PROGRAM_FAILURE;
    out->deterministic =
        have_deps && log->data && diagnostics_about_source(log->data, &d);
  } else if (status == WGC_CC_EXIT_USAGE) {
    out->status = CL_INVALID_BUILD_OPTIONS;
  } else if (status == WGC_CC_EXIT_TOOLCHAIN_MISSING) {
    out->status = CL_COMPILER_NOT_AVAILABLE;
  } else {
    char code[32];
    int signaled = status >= WGC_SPAWN_SIGNALED;
    snprintf(code, sizeof code, "%s %d", signaled ? "signal" : "exit status",
             signaled ? status - WGC_SPAWN_SIGNALED : status);
    fail(out, log, "wgc-layer: %s failed (%s)\n", cc, code);
  }
  deps_free(&d);
  deps_free(&search);
  if (out->deterministic && reads_clock(src, out))
    out->deterministic = 0, out->reads_clock = 1;
  if (!out->deterministic) {
    for (size_t i = 0; i < out->num_deps; i++)
      free(out->deps[i]);
    free(out->deps);
    free(out->cwd);
    out->deps = NULL;
    out->num_deps = 0;
    out->cwd = NULL;
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
      output[PATH_MAX], options[PATH_MAX], deps[PATH_MAX],
      args_option[PATH_MAX + 16], options_option[PATH_MAX + 32];
  snprintf(dir, sizeof dir, "%s/wgc-layer-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!cc[0]) {
    fail(out, &log, "wgc-layer: no wgc-cc found%s%s\n", " (set WGC_CC)", "");
    out->status = CL_COMPILER_NOT_AVAILABLE;
  } else if (!mkdtemp(dir)) {
    fail(out, &log, "wgc-layer: cannot create %s: %s\n", dir, strerror(errno));
  } else {
    snprintf(include_dir, sizeof include_dir, "%s/include", dir);
    snprintf(input, sizeof input, "%s/program.cl", dir);
    snprintf(output, sizeof output, "%s/program.out", dir);
    snprintf(options, sizeof options, "%s/program.options", dir);
    snprintf(deps, sizeof deps, "%s/program.d", dir);
    snprintf(args_option, sizeof args_option, "--arg-info=%s/program.args",
             dir);
    snprintf(options_option, sizeof options_option, "--cl-options-file=%s",
             options);
    int ok = write_file(input, src->text, src->len) == 0;
    if (ok && src->options[0])
      ok = write_file(options, src->options, strlen(src->options)) == 0;
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
      char *argv[32];
      int n = 0;
      argv[n++] = (char *)cc;
      argv[n++] = target;
      if (t->mcpu[0])
        argv[n++] = mcpu;
      /* The app's options first, so its -I folders are searched before
       * the headers' one, as a driver searches them. */
      if (src->options[0])
        argv[n++] = options_option;
      if (src->num_headers) {
        argv[n++] = "-I";
        argv[n++] = include_dir;
      }
      /* The files the compile reads, and (-v) the folders it searches. */
      char *dep_flags[] = {"-dependency-file", deps, "-MT", DEPS_TARGET,
                           "-sys-header-deps", "-v"};
      for (size_t i = 0; i < sizeof dep_flags / sizeof *dep_flags; i++) {
        argv[n++] = "-Xclang";
        argv[n++] = dep_flags[i];
      }
      if (src->work_group_size) {
        argv[n++] = "--work-group-size";
        argv[n++] = (char *)src->work_group_size;
      }
      argv[n++] = args_option;
      argv[n++] = input;
      argv[n++] = "-o";
      argv[n++] = output;
      argv[n] = NULL;
      wgc_log("compiling for %s%s%s with %s", wgc_target_name(t->kind),
              t->mcpu[0] ? " " : "", t->mcpu, cc);
      finish(src, out, run(argv, &log), &log, cc, dir);
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

static char *identity;
static pthread_once_t identity_once = PTHREAD_ONCE_INIT;

/* Appends "PATH SHA256" for every absolute path in text naming a regular
 * file. */
static void append_contents(struct buffer *b, const char *text) {
  for (const char *p = text; *p;) {
    size_t len = strcspn(p, " \t\n");
    if (*p == '/' && len < PATH_MAX) {
      char path[PATH_MAX];
      unsigned char digest[WGC_SHA256_BYTES];
      char hex[2 * WGC_SHA256_BYTES + 1];
      memcpy(path, p, len);
      path[len] = 0;
      if (wgc_file_sha256(path, digest) == 0) {
        wgc_sha256_hex(digest, hex);
        appendf(b, "content %s %s\n", path, hex);
      }
    }
    p += len;
    p += strspn(p, " \t\n");
  }
}

/* Appends, for every absolute path in text naming an executable program,
 * "tool PATH" and the shared libraries it loads (tool_libraries.h), once
 * per program: a library rebuilt under the same version changes the key
 * as the program itself does. */
static void append_libraries(struct buffer *b, const char *text) {
  for (const char *p = text; *p;) {
    size_t len = strcspn(p, " \t\n");
    struct stat st;
    char path[PATH_MAX], marker[PATH_MAX + 8];
    if (*p == '/' && len < PATH_MAX) {
      memcpy(path, p, len);
      path[len] = 0;
      snprintf(marker, sizeof marker, "tool %s\n", path);
    }
    if (*p == '/' && len < PATH_MAX && stat(path, &st) == 0 &&
        S_ISREG(st.st_mode) && access(path, X_OK) == 0 &&
        !(b->data && strstr(b->data, marker))) {
      char *libraries = wgc_tool_libraries(path);
      const char *listed = libraries ? libraries : "libraries unknown\n";
      append(b, marker, strlen(marker));
      append(b, listed, strlen(listed));
      free(libraries);
    }
    p += len;
    p += strspn(p, " \t\n");
  }
}

/* The executable a command name runs, as an absolute path: itself with a
 * '/', else the first match on $PATH. */
static void resolve_command(const char *name, char *out, size_t size) {
  char found[PATH_MAX];
  snprintf(found, sizeof found, "%s", name);
  const char *path = getenv("PATH");
  for (const char *p = path && !strchr(name, '/') ? path : ""; *p;) {
    size_t len = strcspn(p, ":");
    snprintf(found, sizeof found, "%.*s/%s", (int)len, p, name);
    if (access(found, X_OK) == 0)
      break;
    snprintf(found, sizeof found, "%s", name);
    p += len + (p[len] == ':');
  }
  char real[PATH_MAX];
  snprintf(out, size, "%s", realpath(found, real) ? real : found);
}

/* The variables clang reads that change what it compiles: folders searched
 * for headers, options added to every command, the date __DATE__ gives. */
static const char *const clang_environment[] = {"CPATH",
                                                "C_INCLUDE_PATH",
                                                "CPLUS_INCLUDE_PATH",
                                                "OBJC_INCLUDE_PATH",
                                                "CCC_OVERRIDE_OPTIONS",
                                                "SOURCE_DATE_EPOCH"};

static void compute_identity(void) {
  struct buffer b = {0}, version = {0};
  const char *cc = wgc_layer_cc_path();
  const char *clang = getenv("WGC_CLANG");
  if (!clang || !*clang)
    clang = WGC_LAYER_DEFAULT_CLANG;
  char *cc_argv[] = {(char *)cc, "--version", NULL};
  char cc_file[PATH_MAX];
  resolve_command(cc, cc_file, sizeof cc_file);
  appendf(&version, "wgc-cc %s %s\n", cc_file, "");
  if (cc[0])
    run(cc_argv, &version);
  if (clang && *clang) {
    char *clang_argv[] = {(char *)clang, "--version", NULL};
    char clang_file[PATH_MAX];
    resolve_command(clang, clang_file, sizeof clang_file);
    appendf(&version, "clang %s %s\n", clang_file, "");
    run(clang_argv, &version);
  }
  const char *text = version.data ? version.data : "";
  append(&b, text, strlen(text));
  append_contents(&b, text);
  append_libraries(&b, text);
  for (size_t i = 0; i < sizeof clang_environment / sizeof *clang_environment;
       ++i) {
    const char *name = clang_environment[i], *value = getenv(name);
    appendf(&b, "environment %s%s", name, value ? "=" : " unset");
    if (value)
      append(&b, value, strlen(value));
    append(&b, "\n", 1);
  }
  identity = b.data ? b.data : strdup("");
  free(version.data);
}

const char *wgc_cc_identity(void) {
  pthread_once(&identity_once, compute_identity);
  return identity ? identity : "";
}
