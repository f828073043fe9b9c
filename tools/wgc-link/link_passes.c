// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The steps of wgc-link over the LLVM-C API. */
#include "link_passes.h"
#include "ptrmap.h"
#include "report.h"
#include "runtime_functions.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Support.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LIB_ATTR "wgc-library"
#define COLLECTIVE_ATTR "wgc-reaches-collective"
#define ACCESSOR_PREFIX "__wgc_local_"
#define MAX_INLINE_ROUNDS 16

int wgc_is_kernel(LLVMValueRef fn) {
  unsigned cc = LLVMGetFunctionCallConv(fn);
  return cc == LLVMSPIRKERNELCallConv || cc == LLVMPTXKernelCallConv ||
         cc == LLVMAMDGPUKERNELCallConv;
}

static int is_accessor(LLVMValueRef fn) {
  size_t len;
  const char *name = LLVMGetValueName2(fn, &len);
  return strncmp(name, ACCESSOR_PREFIX, strlen(ACCESSOR_PREFIX)) == 0;
}

static int from_library(LLVMValueRef fn) {
  return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LIB_ATTR,
                                       strlen(LIB_ATTR)) != NULL;
}

static unsigned attr_kind(const char *name) {
  return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

static void make_always_inline(LLVMValueRef fn) {
  LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                 attr_kind("noinline"));
  LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                 attr_kind("optnone"));
  LLVMAddAttributeAtIndex(
      fn, LLVMAttributeFunctionIndex,
      LLVMCreateEnumAttribute(ctx, attr_kind("alwaysinline"), 0));
}

/* SimplifyCFG hoists identical instructions out of both successors of a
 * branch, convergent calls included (LLVM 15): a non-uniform sub-group
 * function called alike on both sides of a divergent branch would run once,
 * over both sides' lanes. Without that hoisting, as wgc-cc's clang steps
 * run on targets with sub-groups. */
void wgc_passes_configure(void) {
  static const char *const args[] = {"wgc-link",
                                     "-simplifycfg-hoist-common=false"};
  LLVMParseCommandLineOptions(2, args, NULL);
}

int wgc_run_passes(LLVMModuleRef mod, const char *passes) {
  return wgc_run_passes_for(mod, passes, NULL);
}

int wgc_run_passes_for(LLVMModuleRef mod, const char *passes,
                       LLVMTargetMachineRef tm) {
  LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(mod, passes, tm, opts);
  LLVMDisposePassBuilderOptions(opts);
  if (!err)
    return 0;
  char *msg = LLVMGetErrorMessage(err);
  wgc_error("running '%s': %s", passes, msg);
  LLVMDisposeErrorMessage(msg);
  return 1;
}

LLVMValueRef wgc_called_function(LLVMValueRef inst) {
  if (!LLVMIsACallInst(inst))
    return NULL;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  return LLVMIsAFunction(callee) ? callee : NULL;
}

/* The defined functions that call one of `set` (seeded by the caller),
 * directly or through other calls, added to `set`; 0 when out of memory. */
static int add_callers(LLVMModuleRef mod, struct wgc_ptrmap *set) {
  int n = 0, top = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    ++n;
  LLVMValueRef *work = malloc((size_t)n * sizeof *work);
  if (!work)
    return 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    if (wgc_ptrmap_get(set, fn, NULL))
      work[top++] = fn;
  while (top > 0) {
    LLVMValueRef callee = work[--top];
    for (LLVMUseRef u = LLVMGetFirstUse(callee); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef call = LLVMGetUser(u);
      if (wgc_called_function(call) != callee)
        continue;
      LLVMValueRef caller =
          LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
      if (wgc_ptrmap_get(set, caller, NULL))
        continue;
      if (!wgc_ptrmap_put(set, caller, NULL, caller)) {
        free(work);
        return 0;
      }
      work[top++] = caller;
    }
  }
  free(work);
  return 1;
}

/* Splits a normalized triple into arch, vendor, os and environment (the
 * rest), an empty or missing part reading "unknown". */
static void triple_parts(const char *triple, char parts[4][64]) {
  char *norm = LLVMNormalizeTargetTriple(triple);
  const char *p = norm;
  for (int k = 0; k < 4; ++k) {
    size_t len = k < 3 ? strcspn(p, "-") : strlen(p);
    if (len)
      snprintf(parts[k], sizeof parts[k], "%.*s", (int)len, p);
    else
      snprintf(parts[k], sizeof parts[k], "unknown");
    p += len;
    if (*p == '-')
      ++p;
  }
  LLVMDisposeMessage(norm);
}

static int same_target(const char *a, const char *b) {
  char pa[4][64], pb[4][64];
  triple_parts(a, pa);
  triple_parts(b, pb);
  for (int k = 0; k < 4; ++k)
    if (strcmp(pa[k], pb[k]) != 0)
      return 0;
  return 1;
}

int wgc_check_triple_names(const char *ut, const char *lt,
                           const char *user_path, const char *lib_path) {
  if (!*ut || !*lt || same_target(ut, lt))
    return 0;
  return wgc_error("%s is for target '%s' but %s is for '%s'", user_path, ut,
                   lib_path, lt);
}

int wgc_check_triples(LLVMModuleRef user, LLVMModuleRef lib,
                      const char *user_path, const char *lib_path) {
  const char *ut = LLVMGetTarget(user), *lt = LLVMGetTarget(lib);
  if (wgc_check_triple_names(ut, lt, user_path, lib_path))
    return 1;
  if (*ut && *lt)
    LLVMSetTarget(user, lt);
  return 0;
}

/* Marks with COLLECTIVE_ATTR the user functions that reach a library
 * function, directly or through other calls. */
static int mark_collective_users(LLVMModuleRef mod) {
  struct wgc_ptrmap set = {0};
  int ok = 1;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && ok;
       fn = LLVMGetNextFunction(fn))
    if (from_library(fn))
      ok = wgc_ptrmap_put(&set, fn, NULL, fn);
  ok = ok && add_callers(mod, &set);
  if (ok) {
    LLVMAttributeRef mark =
        LLVMCreateStringAttribute(LLVMGetModuleContext(mod), COLLECTIVE_ATTR,
                                  strlen(COLLECTIVE_ATTR), "", 0);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
         fn = LLVMGetNextFunction(fn))
      if (!from_library(fn) && wgc_ptrmap_get(&set, fn, NULL))
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, mark);
  }
  wgc_ptrmap_free(&set);
  return ok ? 0 : wgc_error("out of memory");
}

int wgc_link_library(LLVMModuleRef user, LLVMModuleRef lib,
                     const char *lib_path) {
  LLVMContextRef ctx = LLVMGetModuleContext(lib);
  LLVMAttributeRef mark =
      LLVMCreateStringAttribute(ctx, LIB_ATTR, strlen(LIB_ATTR), "", 0);
  for (LLVMValueRef fn = LLVMGetFirstFunction(lib); fn;
       fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn))
      LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, mark);
  if (LLVMLinkModules2(user, lib))
    return wgc_error("cannot link %s into the kernels (a symbol defined "
                     "twice?)",
                     lib_path);
  for (LLVMValueRef fn = LLVMGetFirstFunction(user); fn;
       fn = LLVMGetNextFunction(fn))
    if (from_library(fn))
      LLVMSetLinkage(fn, LLVMInternalLinkage);
  return mark_collective_users(user);
}

int wgc_reaches_collective(LLVMValueRef fn) {
  return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                       COLLECTIVE_ATTR,
                                       strlen(COLLECTIVE_ATTR)) != NULL;
}

void wgc_clear_collective_marks(LLVMModuleRef mod) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    LLVMRemoveStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                     COLLECTIVE_ATTR, strlen(COLLECTIVE_ATTR));
}

int wgc_inline_library(LLVMModuleRef mod) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    if (from_library(fn) && !is_accessor(fn))
      make_always_inline(fn);
  return wgc_run_passes(mod, "always-inline,globaldce");
}

/* A cast, or a GEP whose indices are all zero: its operand 0 has the same
 * address. */
static int same_address(LLVMValueRef v) {
  if (LLVMIsACastInst(v))
    return 1;
  if (!LLVMIsAGetElementPtrInst(v))
    return 0;
  for (int i = 1, n = LLVMGetNumOperands(v); i < n; ++i) {
    LLVMValueRef idx = LLVMGetOperand(v, i);
    if (!LLVMIsAConstant(idx) || !LLVMIsNull(idx))
      return 0;
  }
  return 1;
}

/* The array an accessor returns: its body is `ret @array`, possibly through
 * a constant cast or GEP to its first byte, or through such instructions
 * (the form llvm-spirv -r gives back). */
static LLVMValueRef accessor_array(LLVMValueRef accessor) {
  LLVMValueRef ret =
      LLVMGetBasicBlockTerminator(LLVMGetEntryBasicBlock(accessor));
  LLVMValueRef v = ret ? LLVMGetOperand(ret, 0) : NULL;
  while (v && (LLVMIsAConstantExpr(v) || same_address(v)))
    v = LLVMGetOperand(v, 0);
  return v && LLVMIsAGlobalVariable(v) ? v : NULL;
}

static LLVMValueRef kernel_copy(LLVMModuleRef mod, LLVMValueRef kernel,
                                LLVMValueRef array) {
  size_t klen, alen;
  const char *kname = LLVMGetValueName2(kernel, &klen);
  const char *aname = LLVMGetValueName2(array, &alen);
  char *name = malloc(klen + alen + 2);
  if (!name)
    return NULL;
  snprintf(name, klen + alen + 2, "%s.%s", kname, aname);
  LLVMValueRef copy = LLVMGetNamedGlobal(mod, name);
  if (!copy) {
    LLVMTypeRef type = LLVMGlobalGetValueType(array);
    copy = LLVMAddGlobalInAddressSpace(mod, type, name, 3);
    LLVMSetInitializer(copy, LLVMGetUndef(type));
    LLVMSetLinkage(copy, LLVMInternalLinkage);
    LLVMSetAlignment(copy, LLVMGetAlignment(array));
  }
  free(name);
  return copy;
}

/* Replaces the accessor calls of one kernel with its own arrays. */
static int privatize_kernel(LLVMModuleRef mod, LLVMValueRef kernel) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(kernel); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef i = LLVMGetFirstInstruction(bb);
    while (i) {
      LLVMValueRef next = LLVMGetNextInstruction(i);
      LLVMValueRef callee = wgc_called_function(i);
      if (callee && is_accessor(callee)) {
        LLVMValueRef array = accessor_array(callee);
        if (!array)
          return wgc_error("%s does not return a local array",
                           LLVMGetValueName2(callee, &(size_t){0}));
        LLVMValueRef copy = kernel_copy(mod, kernel, array);
        if (!copy)
          return wgc_error("out of memory");
        LLVMReplaceAllUsesWith(i, LLVMConstPointerCast(copy, LLVMTypeOf(i)));
        LLVMInstructionEraseFromParent(i);
      }
      i = next;
    }
  }
  return 0;
}

int wgc_inline_calls_to(LLVMValueRef fn) {
  LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  int any = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef call = LLVMGetUser(u);
    if (wgc_called_function(call) != fn)
      continue;
    LLVMRemoveCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex,
                                    attr_kind("noinline"));
    LLVMAddCallSiteAttribute(
        call, LLVMAttributeFunctionIndex,
        LLVMCreateEnumAttribute(ctx, attr_kind("alwaysinline"), 0));
    any = 1;
  }
  return any;
}

/* Inlines every function that reaches scratch into its callers, so that each
 * use sits in a kernel's own body. A non-kernel function of any linkage is
 * made internal (a SPIR program is entered through its kernels only) and
 * goes once inlined; a kernel called by another keeps its own body. */
static int inline_scratch_users(LLVMModuleRef mod) {
  for (int round = 0;; ++round) {
    struct wgc_ptrmap set = {0};
    int ok = 1;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && ok;
         fn = LLVMGetNextFunction(fn))
      if (is_accessor(fn) && !LLVMIsDeclaration(fn))
        ok = wgc_ptrmap_put(&set, fn, NULL, fn);
    if (!ok || !add_callers(mod, &set)) {
      wgc_ptrmap_free(&set);
      return wgc_error("out of memory");
    }
    LLVMValueRef pending = NULL;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
         fn = LLVMGetNextFunction(fn)) {
      if (is_accessor(fn) || !wgc_ptrmap_get(&set, fn, NULL))
        continue;
      if (!wgc_is_kernel(fn)) {
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        LLVMSetVisibility(fn, LLVMDefaultVisibility);
        wgc_inline_calls_to(fn);
        pending = fn;
      } else if (wgc_inline_calls_to(fn)) {
        pending = fn;
      }
    }
    wgc_ptrmap_free(&set);
    if (!pending)
      return 0;
    if (round == MAX_INLINE_ROUNDS)
      return wgc_error("function '%s' calls wgc collectives but cannot "
                       "be inlined into its kernels (recursion or "
                       "indirect calls?)",
                       LLVMGetValueName2(pending, &(size_t){0}));
    if (wgc_run_passes(mod, "always-inline,globaldce"))
      return 1;
  }
}

int wgc_privatize_scratch(LLVMModuleRef mod) {
  if (inline_scratch_users(mod))
    return 1;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    if (wgc_is_kernel(fn) && !LLVMIsDeclaration(fn) &&
        privatize_kernel(mod, fn))
      return 1;
  /* The accessors and the shared arrays are now unused. */
  LLVMValueRef fn = LLVMGetFirstFunction(mod);
  while (fn) {
    LLVMValueRef next = LLVMGetNextFunction(fn);
    if (is_accessor(fn) && !LLVMIsDeclaration(fn) && !LLVMGetFirstUse(fn))
      LLVMDeleteFunction(fn);
    fn = next;
  }
  return wgc_run_passes(mod, "globaldce");
}

static int is_wgc_symbol(const char *name) {
  static regex_t re;
  static int compiled;
  if (!compiled) {
    regcomp(&re,
            "^(__wgc_|_Z[0-9]+work_group_(reduce|scan_inclusive|"
            "scan_exclusive)_(add|min|max))",
            REG_EXTENDED | REG_NOSUB);
    compiled = 1;
  }
  return regexec(&re, name, 0, NULL, 0) == 0;
}

int wgc_check_undefined(LLVMModuleRef mod, const char *lib_path) {
  int errors = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn)) {
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    if (!LLVMIsDeclaration(fn) || !is_wgc_symbol(name))
      continue;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      const char *where = "a global initializer";
      if (LLVMIsAInstruction(user))
        where = LLVMGetValueName2(
            LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)), &len);
      wgc_error("'%s' calls '%s', which %s does not define", where, name,
                lib_path);
      ++errors;
    }
  }
  return errors != 0;
}

int wgc_check_no_undefined(LLVMModuleRef mod) {
  int errors = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn)) {
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    if (!LLVMIsDeclaration(fn) || !LLVMGetFirstUse(fn) ||
        wgc_runtime_defines(name))
      continue;
    const char *where = "a global initializer";
    LLVMValueRef user = LLVMGetUser(LLVMGetFirstUse(fn));
    if (LLVMIsAInstruction(user))
      where = LLVMGetValueName2(
          LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)), &len);
    wgc_error("'%s' calls '%s', which is defined nowhere (not in the "
              "program, nor the library)",
              where, name);
    ++errors;
  }
  return errors != 0;
}

int wgc_verify(LLVMModuleRef mod) {
  char *msg = NULL;
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    wgc_error("the linked module is invalid: %s", msg);
    LLVMDisposeMessage(msg);
    return 1;
  }
  LLVMDisposeMessage(msg);
  return 0;
}
