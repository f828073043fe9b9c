/* wgc-cc: compiles OpenCL C that calls the work-group collectives into
 * what a target's runtime loads, with wgc's library linked in. */
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

static int compile_to(struct target_build *b, const char *output) {
  struct outfile out;
  int rc = outfile_reserve(&out, output);
  if (rc)
    return rc;
  const char *result = NULL;
  rc = cleanup_make_workdir();
  if (!rc)
    rc = target_run(b, &result);
  if (!rc)
    rc = outfile_commit(&out, result);
  if (rc)
    outfile_abort(&out);
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
      rc = compile_to(&b, opt.output);
    target_free(&b);
  }
  cc_free_options(&opt);
  return rc;
}
