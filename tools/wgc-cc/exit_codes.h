// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The exit statuses of wgc-cc: a stable contract for scripts and drivers. */
#ifndef WGC_CC_EXIT_CODES_H
#define WGC_CC_EXIT_CODES_H

enum wgc_cc_exit {
  WGC_CC_OK = 0,
  /* The OpenCL C source did not compile, or the program calls a function
   * defined nowhere (a driver's link step); clang's (or the link step's)
   * diagnostics are on stderr verbatim (an OpenCL driver's
   * CL_BUILD_PROGRAM_FAILURE and build log). */
  WGC_CC_COMPILE_ERROR = 1,
  /* Bad command line or build options: unknown option, target or --mcpu,
   * missing -o or input (CL_INVALID_BUILD_OPTIONS). */
  WGC_CC_USAGE = 2,
  /* The input file does not exist or cannot be read. */
  WGC_CC_INPUT = 3,
  /* A tool or library is missing: clang, libclc, wgc-link, a wgc library,
   * llvm-link/opt/llc/ld.lld (amdgcn), llvm-spirv (spirv64). */
  WGC_CC_TOOLCHAIN_MISSING = 4,
  /* A step after the user's compile failed (wgc-link, llvm-spirv, llc,
   * ld.lld), a tool crashed, clang failed without a diagnostic about the
   * source (its output not written: a full temporary folder), or the
   * temporary folder could not be made or filled. Never cached as the
   * source's fault. */
  WGC_CC_TOOLCHAIN_FAILED = 5,
  /* The output cannot be written (missing or read-only folder, a folder of
   * that name, the input itself, full disk, file size limit). */
  WGC_CC_OUTPUT = 6,
};

#endif
