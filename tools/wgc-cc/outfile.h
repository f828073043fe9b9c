// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Writing the output whole or not at all: a temporary file beside it,
 * renamed over it once complete. */
#ifndef WGC_CC_OUTFILE_H
#define WGC_CC_OUTFILE_H

struct outfile {
  const char *path; /* the output, "-" for stdout */
  char *tmp;        /* its temporary twin in the same folder */
  int fd;
};

/* Checks early that PATH can be written by creating its twin. Returns 0, or
 * WGC_CC_OUTPUT with a message naming the file and folder. */
int outfile_reserve(struct outfile *o, const char *path);

/* Copies FROM into the twin and renames it to the output (or copies FROM
 * to stdout). Returns 0 or WGC_CC_OUTPUT; on failure nothing is left. */
int outfile_commit(struct outfile *o, const char *from);

/* Removes the twin (after a failed run). */
void outfile_abort(struct outfile *o);

#endif
