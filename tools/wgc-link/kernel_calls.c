// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Inlines calls to kernels into their callers, for targets whose kernels
 * cannot be called: ptxas rejects a call to an .entry ("Illegal call
 * target"). The called kernel stays a kernel for the host to launch. */
#include "link_passes.h"
#include "report.h"

#include <stddef.h>

/* Kernels called by kernels called by kernels...: one round inlines at
 * least one level, and OpenCL C forbids recursion. */
#define MAX_ROUNDS 16

/* Some call left to a defined kernel, or NULL. */
static LLVMValueRef kernel_call(LLVMModuleRef mod) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn)) {
    if (!wgc_is_kernel(fn) || LLVMIsDeclaration(fn))
      continue;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u))
      if (wgc_called_function(LLVMGetUser(u)) == fn)
        return LLVMGetUser(u);
  }
  return NULL;
}

int wgc_inline_kernel_calls(LLVMModuleRef mod) {
  for (int round = 0;; ++round) {
    LLVMValueRef call = kernel_call(mod);
    if (!call)
      return 0;
    if (round == MAX_ROUNDS) {
      LLVMValueRef caller =
          LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
      return wgc_error(
          "'%s' calls kernel '%s', which cannot be inlined into it "
          "(recursion?)",
          LLVMGetValueName2(caller, &(size_t){0}),
          LLVMGetValueName2(wgc_called_function(call), &(size_t){0}));
    }
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
         fn = LLVMGetNextFunction(fn))
      if (wgc_is_kernel(fn) && !LLVMIsDeclaration(fn))
        wgc_inline_calls_to(fn);
    if (wgc_run_passes(mod, "always-inline"))
      return 1;
  }
}
