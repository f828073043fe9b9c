// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The steps of wgc-link, each reporting its own errors; 0 means success. */
#ifndef WGC_LINK_PASSES_H
#define WGC_LINK_PASSES_H

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "options.h"

/* Fails unless both modules name the same target, however spelled (arch,
 * vendor, os and environment after normalization, a missing part reading
 * "unknown"); then gives `user` the library's spelling. */
int wgc_check_triples(LLVMModuleRef user, LLVMModuleRef lib,
                      const char *user_path, const char *lib_path);
/* The same test on two triples (an empty one matches any). */
int wgc_check_triple_names(const char *user_triple, const char *lib_triple,
                           const char *user_path, const char *lib_path);
/* Links `lib` into `user` (consuming it), internalizing what it defines, and
 * marks the user functions that reach it (wgc_reaches_collective). */
int wgc_link_library(LLVMModuleRef user, LLVMModuleRef lib,
                     const char *lib_path);
/* Inlines every library function into its callers. */
int wgc_inline_library(LLVMModuleRef mod);
/* Inlines the functions that reach scratch (kernels called by other kernels
 * included) into their callers and gives each kernel its own copy of every
 * __wgc_local_* scratch array. */
int wgc_privatize_scratch(LLVMModuleRef mod);
/* Recomputes cheap values after each barrier instead of keeping them live
 * across it, in the functions that reach a collective, for SPIR targets
 * (remat.c). */
int wgc_rematerialize(LLVMModuleRef mod);
/* Lays out each function's blocks so that every block comes after its
 * dominators, which SPIR-V requires and llvm-spirv does not arrange
 * (block_order.c); the code is unchanged. */
int wgc_order_blocks(LLVMModuleRef mod);
/* Whether wgc_link_library marked `fn` as reaching a library function. */
int wgc_reaches_collective(LLVMValueRef fn);
/* Removes those marks, so that they do not reach the output. */
void wgc_clear_collective_marks(LLVMModuleRef mod);
/* Fails, naming them, on calls to wgc functions the library lacks. */
int wgc_check_undefined(LLVMModuleRef mod, const char *lib_path);
int wgc_verify(LLVMModuleRef mod);
/* The function called by `inst`, or NULL if it is no direct call. */
LLVMValueRef wgc_called_function(LLVMValueRef inst);
/* Inlines every call to a kernel into its caller (kernel_calls.c). */
int wgc_inline_kernel_calls(LLVMModuleRef mod);
/* Whether `fn` is a kernel, by its calling convention. */
int wgc_is_kernel(LLVMValueRef fn);
/* Has every direct call of `fn` inlined by always-inline, whatever the
 * attributes of `fn` itself; returns whether it has any such call. */
int wgc_inline_calls_to(LLVMValueRef fn);
/* Sets LLVM's options for every pipeline wgc-link runs; call once, first. */
void wgc_passes_configure(void);
/* Runs an LLVM pass pipeline (opt's -passes syntax) over `mod`. */
int wgc_run_passes(LLVMModuleRef mod, const char *passes);
/* The same with a target machine's analyses and pass callbacks (NULL: none). */
int wgc_run_passes_for(LLVMModuleRef mod, const char *passes,
                       LLVMTargetMachineRef tm);
/* NVPTX only: folds the size of each kernel declaring reqd_work_group_size
 * into it and the functions only it reaches, gives the kernel PTX's
 * .reqntid, and optimizes what changed again at O2 (reqd_size.c). */
int wgc_fold_work_group_size(LLVMModuleRef mod);
/* Gives each named kernel reqd_work_group_size metadata as clang writes it
 * for the attribute (--work-group-size); fails, naming it, on a name that
 * is no kernel defined in mod or a kernel that declares another size. */
int wgc_declare_work_group_sizes(LLVMModuleRef mod,
                                 const struct wgc_declared_size *sizes, int n);

/* Fails, naming each, when a function the program calls is defined
 * nowhere: neither in the module nor by the runtime
 * (runtime_functions.h). */
int wgc_check_no_undefined(LLVMModuleRef mod);

#endif
