// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Finding the tools and libraries wgc-cc runs and links. */
#ifndef WGC_CC_LOCATE_H
#define WGC_CC_LOCATE_H

/* Each returns a malloc'ed path, or NULL after printing an error that
 * names what is missing, where it was looked for and how to give it. */

/* --clang=PATH, else $WGC_CLANG, else clang-<LLVM major> on $PATH, else
 * <llvm bindir>/clang. A value without '/' is searched on $PATH. */
char *locate_clang(const char *option);

/* An LLVM tool (llvm-link, opt, llc, llvm-spirv, ld.lld) of the same LLVM
 * as clang: in the folder of clang's real path, else NAME-<LLVM major> or
 * NAME on $PATH. */
char *locate_llvm_tool(const char *clang, const char *name);

/* wgc-link: beside this executable, else in the build tree, else $PATH. */
char *locate_wgc_link(void);
/* The same search, NULL and no error if not found. */
char *find_wgc_link(void);

/* The wgc library FILE (wgc-nvptx64.bc, ...): in --wgc-lib-dir, else
 * $WGC_LIBRARY_PATH, else <this executable's folder>/../share/wgc, else
 * the build tree's library folder. */
char *locate_wgc_library(const char *option, const char *file);
/* The same search without --wgc-lib-dir, NULL and no error if not found. */
char *find_wgc_library(const char *file);

/* The name of wgc's header below its include folder, which declares the
 * cl_khr_work_group_uniform_arithmetic functions. */
#define WGC_HEADER "wgc/work_group_uniform_arithmetic.h"
/* OpenCL C 3.1 over clang-15's 3.0, beside WGC_HEADER. */
#define WGC_HEADER_CL31 "wgc/opencl_c_3_1.h"

/* The include folder that holds WGC_HEADER: the installed one beside the
 * program (bin/../include), else the source tree's. NULL after a message
 * when neither has it. */
char *locate_wgc_include_dir(void);

/* libclc's FILE (nvptx64--nvidiacl.bc, ...): --libclc as that file itself
 * or as its folder, else /usr/lib/clc, else <clang's real folder>/../lib/clc.
 */
char *locate_libclc(const char *option, const char *clang, const char *file);

#endif
