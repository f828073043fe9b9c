// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL build options (clBuildProgram's) and their clang spelling. */
#ifndef WGC_CC_CL_OPTIONS_H
#define WGC_CC_CL_OPTIONS_H

#include "strvec.h"

/* The compile flags gathered from OpenCL build options. */
struct cl_flags {
  struct strvec clang; /* -D, -I, -cl-*, -w, -W..., -g in the given order */
  char std[8];         /* the -cl-std value, "CL2.0" by default */
  char opt_level;      /* '0' to '3' */
};

void cl_flags_init(struct cl_flags *f);
void cl_flags_free(struct cl_flags *f);

/* Splits an option string as clBuildProgram receives it into words:
 * whitespace separates; '...' and "..." group (so -D "X=a b" works) and a
 * backslash outside single quotes takes the next character literally.
 * Returns 0, or WGC_CC_USAGE with a message for an unterminated quote. */
int cl_split_options(const char *s, struct strvec *words);

/* Maps words[*i] (and the value word after it, for "-D NAME" and
 * "-I DIR") into f and moves *i to the last word used. Returns 1 when the
 * word is an OpenCL build option, 0 when it is not one, and WGC_CC_USAGE
 * (message printed, naming `where`) when its value is missing or bad. */
int cl_map_option(char **words, int n, int *i, struct cl_flags *f,
                  const char *where);

#endif
