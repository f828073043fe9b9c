// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Looks for reqd_work_group_size in a source file and its -D options. */
#include "reqd_scan.h"
#include "diag.h"
#include "exit_codes.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#define WORD "reqd_work_group_size"

int may_declare_reqd_size(const char *path, const struct strvec *flags) {
  for (int i = 0; i < flags->len; ++i)
    if (strstr(flags->items[i], WORD))
      return 1;
  if (!strcmp(path, "-"))
    return 1;
  FILE *f = fopen(path, "rb");
  if (!f) {
    wgc_cc_fail(WGC_CC_INPUT, "cannot read %s: %s", path, strerror(errno));
    return -1;
  }
  /* Pieces between NUL bytes, which no identifier holds. */
  char *piece = NULL;
  size_t cap = 0;
  int found = 0;
  while (!found && getdelim(&piece, &cap, '\0', f) > 0)
    found = strstr(piece, WORD) != NULL;
  int failed = ferror(f);
  free(piece);
  fclose(f);
  if (failed) {
    wgc_cc_fail(WGC_CC_INPUT, "cannot read %s", path);
    return -1;
  }
  return found;
}
