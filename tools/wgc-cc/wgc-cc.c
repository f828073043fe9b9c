// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-cc: compiles OpenCL C that calls the work-group collectives into
 * what a target's runtime loads, with wgc's library linked in. */
#include "arg_info.h"
#include "cc_options.h"
#include "cleanup.h"
#include "diag.h"
#include "exit_codes.h"
#include "output.h"
#include "stdio_fds.h"
#include "target.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int check_input(const char *path) {
  if (!strcmp(path, "-"))
    return wgc_stdio_fd_was_closed(0)
               ? wgc_cc_fail(WGC_CC_INPUT,
                             "cannot read input '-': stdin is closed")
               : 0;
  struct stat st;
  if (stat(path, &st) != 0 || access(path, R_OK) != 0)
    return wgc_cc_fail(WGC_CC_INPUT, "cannot read input '%s': %s", path,
                       strerror(errno));
  if (S_ISDIR(st.st_mode))
    return wgc_cc_fail(WGC_CC_INPUT, "input '%s' is a folder", path);
  return 0;
}

/* Writes "#line 1 "NAME"" so that clang's diagnostics and __FILE__ name
 * the input, not its copy. */
static int write_line_directive(int fd, const char *name) {
  char buf[4200];
  size_t n = 0;
  n += (size_t)snprintf(buf, sizeof buf, "#line 1 \"");
  for (const char *c = name; *c && n < sizeof buf - 8; ++c) {
    if (*c == '"' || *c == '\\')
      buf[n++] = '\\';
    buf[n++] = *c == '\n' ? '?' : *c;
  }
  n += (size_t)snprintf(buf + n, sizeof buf - n, "\"\n");
  return write(fd, buf, n) == (ssize_t)n ? 0 : -1;
}

/* The source clang compiles. An input that can be read only once (stdin,
 * a FIFO, a pipe such as bash's <(...)) is read here, once, into the work
 * folder, since the build reads its source more than once (the reqd_size
 * scan, --arg-info). */
static int prepare_source(struct target_build *b) {
  const char *input = b->opt->input;
  struct stat st;
  int is_stdin = !strcmp(input, "-");
  if (!is_stdin && stat(input, &st) == 0 && S_ISREG(st.st_mode)) {
    b->source = input;
    return 0;
  }
  const char *copy = cleanup_work_file("input.cl");
  int in = is_stdin ? 0 : open(input, O_RDONLY | O_CLOEXEC);
  if (in < 0)
    return wgc_cc_fail(WGC_CC_INPUT, "cannot read input '%s': %s", input,
                       strerror(errno));
  int out =
      copy ? open(copy, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600) : -1;
  int rc = 0;
  if (out < 0 || write_line_directive(out, is_stdin ? "<stdin>" : input))
    rc = wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                     "cannot copy the input into the temporary folder: %s",
                     strerror(errno));
  char buf[65536];
  for (int first = 1; !rc; first = 0) {
    ssize_t n = read(in, buf, sizeof buf);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      rc = wgc_cc_fail(WGC_CC_INPUT, "cannot read input '%s': %s", input,
                       strerror(errno));
    if (n <= 0)
      break;
    /* A byte order mark is skipped at the start of a file only. */
    size_t skip = first && n >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3) ? 3 : 0;
    if (write(out, buf + skip, (size_t)n - skip) != (ssize_t)((size_t)n - skip))
      rc = wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                       "cannot copy the input into the temporary folder: %s",
                       errno ? strerror(errno) : "short write");
  }
  if (!is_stdin)
    close(in);
  if (out >= 0 && close(out) != 0 && !rc)
    rc = wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                     "cannot copy the input into the temporary folder: %s",
                     strerror(errno));
  b->source = copy;
  return rc;
}

static int output_failed(struct wgc_output *o) {
  wgc_cc_fail(WGC_CC_OUTPUT, "%s", o->error);
  wgc_output_abort(o);
  cleanup_watch_file(NULL);
  return WGC_CC_OUTPUT;
}

/* Opens an output (output.h); the input is never written over. */
static int open_output(struct wgc_output *o, const char *path,
                       const char *input) {
  const char *inputs[] = {input};
  if (wgc_output_open(o, path, inputs, 1) != 0)
    return output_failed(o);
  cleanup_watch_file(o->tmp);
  return 0;
}

/* Copies a finished work file to an open output and commits it. */
static int commit(struct wgc_output *o, const char *from) {
  if (wgc_output_copy_file(o, from) != 0 || wgc_output_commit(o) != 0)
    return output_failed(o);
  cleanup_watch_file(NULL);
  return 0;
}

/* Describes the kernels' arguments into the work file args.txt. */
static int describe(const struct target_build *b, const char **result) {
  const char *ir = cleanup_work_file("args.ll");
  *result = cleanup_work_file("args.txt");
  int rc = target_describe(b, ir);
  return rc ? rc : arg_info_write(ir, *result);
}

/* Whether the paths a and b name one file: the same name, or existing files
 * of the same device and inode. */
static int same_file(const char *a, const char *b) {
  struct stat sa, sb;
  return !strcmp(a, b) || (stat(a, &sa) == 0 && stat(b, &sb) == 0 &&
                           sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino);
}

static int compile_to(struct target_build *b, const char *output,
                      const char *arg_info) {
  const char *input = b->opt->input;
  struct wgc_output out, args;
  /* Each output would replace the other. */
  if (arg_info && same_file(output, arg_info))
    return wgc_cc_fail(WGC_CC_USAGE, "--arg-info=%s names the output",
                       arg_info);
  int rc = open_output(&out, output, input);
  if (rc)
    return rc;
  const char *result = NULL, *described = NULL;
  rc = cleanup_make_workdir();
  if (!rc)
    rc = prepare_source(b);
  if (!rc)
    rc = target_run(b, &result);
  if (!rc && arg_info)
    rc = describe(b, &described);
  if (!rc)
    rc = commit(&out, result);
  else
    wgc_output_abort(&out);
  cleanup_watch_file(NULL);
  if (!rc && arg_info && !(rc = open_output(&args, arg_info, input)))
    rc = commit(&args, described);
  cleanup_remove_workdir();
  return rc;
}

int main(int argc, char **argv) {
  /* Before anything is opened: no file may become stdin, stdout or
   * stderr. */
  wgc_stdio_fds_open();
  /* An inherited SIGCHLD ignored would let the kernel reap the steps
   * (tools/common/child.h copes, their own children might not). */
  signal(SIGCHLD, SIG_DFL);
  struct cc_options opt;
  int rc = cc_parse_options(argc, argv, &opt);
  if (rc < 0 && !(rc = check_input(opt.input))) {
    cleanup_install_handlers();
    struct target_build b;
    rc = target_prepare(&opt, &b);
    if (!rc)
      rc = compile_to(&b, opt.output, opt.arg_info);
    target_free(&b);
  }
  cc_free_options(&opt);
  return rc;
}
