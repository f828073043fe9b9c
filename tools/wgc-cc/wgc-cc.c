// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-cc: compiles OpenCL C that calls the work-group collectives into
 * what a target's runtime loads, with wgc's library linked in. */
#include "arg_info.h"
#include "cc_options.h"
#include "cleanup.h"
#include "diag.h"
#include "exit_codes.h"
#include "outfile.h"
#include "target.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int check_input(const char *path) {
  if (!strcmp(path, "-"))
    return 0;
  struct stat st;
  if (stat(path, &st) != 0 || access(path, R_OK) != 0)
    return wgc_cc_fail(WGC_CC_INPUT, "cannot read input '%s': %s", path,
                       strerror(errno));
  if (S_ISDIR(st.st_mode))
    return wgc_cc_fail(WGC_CC_INPUT, "input '%s' is a folder", path);
  return 0;
}

/* Describes the kernels' arguments into the work file args.txt. */
static int describe(const struct target_build *b, const char **result) {
  const char *ir = cleanup_work_file("args.ll");
  *result = cleanup_work_file("args.txt");
  int rc = target_describe(b, ir);
  return rc ? rc : arg_info_write(ir, *result);
}

/* Copies a finished work file to its output, whole or not at all. */
static int commit(const char *path, const char *from) {
  struct outfile out;
  int rc = outfile_reserve(&out, path);
  if (!rc)
    rc = outfile_commit(&out, from);
  return rc;
}

static int compile_to(struct target_build *b, const char *output,
                      const char *arg_info) {
  struct outfile out;
  int rc = outfile_reserve(&out, output);
  if (rc)
    return rc;
  const char *result = NULL, *args = NULL;
  rc = cleanup_make_workdir();
  if (!rc)
    rc = target_run(b, &result);
  if (!rc && arg_info)
    rc = describe(b, &args);
  if (!rc)
    rc = outfile_commit(&out, result);
  if (rc)
    outfile_abort(&out);
  if (!rc && arg_info)
    rc = commit(arg_info, args);
  cleanup_remove_workdir();
  return rc;
}

int main(int argc, char **argv) {
  struct cc_options opt;
  int rc = cc_parse_options(argc, argv, &opt);
  if (rc < 0)
    rc = check_input(opt.input);
  if (rc == 0 && opt.input) {
    struct target_build b;
    rc = target_prepare(&opt, &b);
    if (!rc)
      rc = compile_to(&b, opt.output, opt.arg_info);
    target_free(&b);
  }
  cc_free_options(&opt);
  return rc;
}
