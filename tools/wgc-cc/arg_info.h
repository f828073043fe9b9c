// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The kernel argument description of --arg-info, from clang's
 * kernel_arg_* metadata. */
#ifndef WGC_CC_ARG_INFO_H
#define WGC_CC_ARG_INFO_H

#include <stdio.h>

/* Reads textual LLVM IR compiled with -cl-kernel-arg-info (IR) and writes
 * the description of every kernel's arguments to OUT:
 *
 *   wgc-cc-arg-info 1
 *   kernel<TAB>NAME<TAB>COUNT
 *   arg<TAB>ADDRESS<TAB>ACCESS<TAB>TYPE_QUALIFIERS<TAB>TYPE<TAB>ARG_NAME
 *
 * one "kernel" line per kernel followed by COUNT "arg" lines, each field
 * as clang's metadata gives it: ADDRESS the kernel_arg_addr_space number
 * (0 private, 1 global, 2 constant, 3 local), ACCESS kernel_arg_access_qual
 * (none, read_only, write_only, read_write), TYPE_QUALIFIERS
 * kernel_arg_type_qual (words among const, restrict, volatile, pipe;
 * empty for none), TYPE kernel_arg_type, ARG_NAME kernel_arg_name. Returns
 * 0, or WGC_CC_TOOLCHAIN_FAILED with a message. */
int arg_info_write(const char *ir, const char *out);

/* The same from the NUL-terminated IR text to F. Returns 0, or -1 when the
 * IR is not as clang writes it. Every kernel name and string is written
 * as UTF-8 bytes, unescaped. */
int arg_info_convert(const char *text, FILE *f);

#endif
