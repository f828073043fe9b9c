// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Whether a compile may declare reqd_work_group_size (wgc-cc's nvptx64
 * folds the declared size). */
#ifndef WGC_CC_REQD_SCAN_H
#define WGC_CC_REQD_SCAN_H

#include "strvec.h"

/* 1 when the source file at PATH or one of the clang options FLAGS (a -D)
 * spells reqd_work_group_size, or PATH is "-" (stdin, read by clang only);
 * 0 otherwise; -1 after a message when the file cannot be read. Comments
 * count (an over-count only costs wgc-cc a step); a declaration reached
 * only through an #include'd file is not seen, and that kernel keeps its
 * run-time work-group size, correct but not folded. */
int may_declare_reqd_size(const char *path, const struct strvec *flags);

#endif
