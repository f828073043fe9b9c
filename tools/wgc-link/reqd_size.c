// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Folds the work-group size that NVIDIA kernels declare with
 * reqd_work_group_size into their code (--fold-work-group-size), and
 * declares such sizes for kernels named on the command line
 * (--work-group-size). */
#include "link_passes.h"
#include "ptrmap.h"
#include "report.h"

#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * Why the fold is exact. A kernel declaring reqd_work_group_size(X, Y, Z)
 * must be enqueued with that local_work_size: OpenCL 3.0, clEnqueueNDRange-
 * Kernel, CL_INVALID_WORK_GROUP_SIZE "if local_work_size is specified and
 * does not match the required work-group size for kernel in the program
 * source". A remainder work-group smaller than that exists only with
 * non-uniform work-groups (the same list makes a global size that the
 * required size does not divide an error only for a program built with
 * -cl-uniform-work-group-size); NVIDIA's OpenCL runs none (a CUDA grid has
 * one block shape; targets/nvptx/lib/workitem/wg_enqueued_size.cl relies on the
 * same). The kernel also gets PTX's `.reqntid X, Y, Z` (the nvvm.annotations
 * reqntidx/y/z that LLVM 15's NVPTX AsmPrinter reads), under which a launch
 * of any other block shape fails: %ntid is then X, Y, Z by PTX's own rules.
 *
 * Where it applies: a kernel with the metadata, and every function reached
 * only through direct calls from functions of the same size (a kernel
 * called by another kernel of another size, or a function also called from
 * elsewhere or whose address is taken, keeps its reads). The module must be
 * the whole program (the PTX module NVIDIA's driver loads): a function
 * called from outside it would be folded wrongly.
 */

enum size_state { UNSEEN, SIZED, UNSIZED };

struct fn_size {
  LLVMValueRef fn;
  enum size_state state;
  unsigned xyz[3];
};

#define FROZEN_ATTR "wgc-fold-frozen"
#define READ_PREFIX "llvm.nvvm.read.ptx.sreg."

static unsigned attr_kind(const char *name) {
  return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

/* The kernel's reqd_work_group_size metadata in xyz, as declared; 0 if it
 * has none of three constants. */
static int declared_size(LLVMValueRef fn, unsigned xyz[3]) {
  LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  unsigned kind = LLVMGetMDKindIDInContext(ctx, "reqd_work_group_size", 20);
  size_t n;
  LLVMValueMetadataEntry *all = LLVMGlobalCopyAllMetadata(fn, &n);
  int found = 0;
  for (unsigned i = 0; i < n && !found; ++i) {
    if (LLVMValueMetadataEntriesGetKind(all, i) != kind)
      continue;
    LLVMValueRef node =
        LLVMMetadataAsValue(ctx, LLVMValueMetadataEntriesGetMetadata(all, i));
    if (LLVMGetMDNodeNumOperands(node) != 3)
      continue;
    LLVMValueRef ops[3];
    LLVMGetMDNodeOperands(node, ops);
    found = 1;
    for (int d = 0; d < 3; ++d) {
      if (!ops[d] || !LLVMIsAConstantInt(ops[d]))
        found = 0;
      else
        xyz[d] = (unsigned)LLVMConstIntGetZExtValue(ops[d]);
    }
  }
  if (all)
    LLVMDisposeValueMetadataEntries(all);
  return found;
}

/* The kernel's reqd_work_group_size in xyz; 0 if it has none (or one no
 * block can have). */
static int reqd_size(LLVMValueRef fn, unsigned xyz[3]) {
  /* A size no CUDA block can have (more than 1024 threads, z over 64) is
   * left alone: the kernel cannot run, and ptxas would refuse .reqntid. */
  return declared_size(fn, xyz) && xyz[0] && xyz[1] && xyz[2] && xyz[2] <= 64 &&
         (uint64_t)xyz[0] * xyz[1] * xyz[2] <= 1024;
}

int wgc_declare_work_group_sizes(LLVMModuleRef mod,
                                 const struct wgc_declared_size *sizes, int n) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  unsigned kind = LLVMGetMDKindIDInContext(ctx, "reqd_work_group_size", 20);
  for (int i = 0; i < n; ++i) {
    const struct wgc_declared_size *s = &sizes[i];
    LLVMValueRef fn = LLVMGetNamedFunction(mod, s->kernel);
    unsigned have[3];
    if (!fn || LLVMIsDeclaration(fn) || !wgc_is_kernel(fn))
      return wgc_error("--work-group-size: the inputs define no kernel '%s'",
                       s->kernel);
    if (declared_size(fn, have)) {
      if (memcmp(have, s->xyz, sizeof have))
        return wgc_error("--work-group-size: kernel '%s' declares "
                         "reqd_work_group_size(%u, %u, %u)",
                         s->kernel, have[0], have[1], have[2]);
      continue;
    }
    LLVMMetadataRef xyz[3];
    for (int d = 0; d < 3; ++d)
      xyz[d] = LLVMValueAsMetadata(LLVMConstInt(i32, s->xyz[d], 0));
    LLVMGlobalSetMetadata(fn, kind, LLVMMDNodeInContext2(ctx, xyz, 3));
  }
  return 0;
}

/* a := the meet of a and b: UNSEEN is above every size, sizes that differ
 * meet in UNSIZED. */
static void meet(struct fn_size *a, const struct fn_size *b) {
  if (b->state == UNSEEN || a->state == UNSIZED)
    return;
  if (a->state == UNSEEN || b->state == UNSIZED) {
    a->state = b->state;
    memcpy(a->xyz, b->xyz, sizeof a->xyz);
    return;
  }
  if (memcmp(a->xyz, b->xyz, sizeof a->xyz))
    a->state = UNSIZED;
}

/* One round of: a function's size is the meet of its own (a kernel's
 * declared size, or none for one without it or with a use other than a
 * direct call) and its callers'. Returns whether something changed. */
static int propagate(struct fn_size *f, int n, struct wgc_ptrmap *index) {
  int changed = 0;
  for (int i = 0; i < n; ++i) {
    struct fn_size s = {f[i].fn, UNSEEN, {0, 0, 0}};
    if (wgc_is_kernel(f[i].fn))
      s.state = reqd_size(f[i].fn, s.xyz) ? SIZED : UNSIZED;
    for (LLVMUseRef u = LLVMGetFirstUse(f[i].fn); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (wgc_called_function(user) != f[i].fn) {
        s.state = UNSIZED;
        break;
      }
      LLVMValueRef caller =
          LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
      uintptr_t k = (uintptr_t)wgc_ptrmap_get(index, caller, NULL);
      meet(&s, &f[k - 1]);
    }
    if (s.state != f[i].state || memcmp(s.xyz, f[i].xyz, sizeof s.xyz)) {
      f[i] = s;
      changed = 1;
    }
  }
  return changed;
}

/* The dimension (0..2) that a call to `fn` reads of special register
 * `reg` (tid, ntid), or -1. */
static int read_dim(LLVMValueRef fn, const char *reg) {
  size_t len = 0;
  const char *name = fn ? LLVMGetValueName2(fn, &len) : "";
  size_t p = strlen(READ_PREFIX), r = strlen(reg);
  if (len != p + r + 2 || strncmp(name, READ_PREFIX, p) ||
      strncmp(name + p, reg, r) || name[p + r] != '.' ||
      name[p + r + 1] < 'x' || name[p + r + 1] > 'z')
    return -1;
  return name[p + r + 1] - 'x';
}

/* Replaces %ntid.{x,y,z} with the size, and %tid.{x,y,z} with 0 where the
 * size is 1 and bounds it by the size elsewhere. */
static void fold_reads(LLVMValueRef fn, const unsigned xyz[3]) {
  LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  unsigned range = LLVMGetMDKindIDInContext(ctx, "range", 5);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef i = LLVMGetFirstInstruction(bb);
    while (i) {
      LLVMValueRef next = LLVMGetNextInstruction(i);
      LLVMValueRef callee = wgc_called_function(i);
      int nd = read_dim(callee, "ntid"), td = read_dim(callee, "tid");
      if (nd >= 0 || (td >= 0 && xyz[td] == 1)) {
        unsigned v = nd >= 0 ? xyz[nd] : 0;
        LLVMReplaceAllUsesWith(i, LLVMConstInt(i32, v, 0));
        LLVMInstructionEraseFromParent(i);
      } else if (td >= 0) {
        LLVMValueRef bounds[2] = {LLVMConstInt(i32, 0, 0),
                                  LLVMConstInt(i32, xyz[td], 0)};
        LLVMSetMetadata(i, range, LLVMMDNodeInContext(ctx, bounds, 2));
      }
      i = next;
    }
  }
}

/* Whether some node of nvvm.annotations gives `kernel` the property
 * `key` (nodes are {kernel, key, value, key, value...}). */
static int has_annotation(LLVMModuleRef mod, LLVMValueRef kernel,
                          const char *key) {
  unsigned n = LLVMGetNamedMetadataNumOperands(mod, "nvvm.annotations");
  LLVMValueRef *nodes = calloc(n ? n : 1, sizeof *nodes);
  int found = 0;
  if (!nodes)
    return 0;
  LLVMGetNamedMetadataOperands(mod, "nvvm.annotations", nodes);
  for (unsigned i = 0; i < n && !found; ++i) {
    unsigned m = LLVMGetMDNodeNumOperands(nodes[i]);
    LLVMValueRef *kv = calloc(m ? m : 1, sizeof *kv);
    if (!kv)
      break;
    LLVMGetMDNodeOperands(nodes[i], kv);
    for (unsigned j = 1; j < m && m > 0 && kv[0] == kernel && !found; j += 2) {
      unsigned len = 0;
      const char *s = kv[j] ? LLVMGetMDString(kv[j], &len) : NULL;
      found = s && len == strlen(key) && !memcmp(s, key, len);
    }
    free(kv);
  }
  free(nodes);
  return found;
}

/* Gives the kernel `.reqntid` in its PTX: the annotations reqntidx, y and z
 * (NVPTXAsmPrinter::emitKernelFunctionDirectives). */
static void annotate(LLVMModuleRef mod, LLVMValueRef kernel,
                     const unsigned xyz[3]) {
  static const char *keys[3] = {"reqntidx", "reqntidy", "reqntidz"};
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  for (int d = 0; d < 3; ++d) {
    if (has_annotation(mod, kernel, keys[d]))
      continue;
    LLVMValueRef ops[3] = {
        kernel, LLVMMDStringInContext(ctx, keys[d], strlen(keys[d])),
        LLVMConstInt(LLVMInt32TypeInContext(ctx), xyz[d], 0)};
    LLVMAddNamedMetadataOperand(mod, "nvvm.annotations",
                                LLVMMDNodeInContext(ctx, ops, 3));
  }
}

/* Marks `fn` optnone (and noinline, which optnone requires), so that the
 * pipeline leaves it as it is; FROZEN_ATTR records what to take back
 * ("n": optnone added, "i": noinline too). */
static void freeze(LLVMValueRef fn) {
  LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  unsigned optnone = attr_kind("optnone"), noinline = attr_kind("noinline");
  if (LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, optnone))
    return;
  int add_noinline =
      !LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, noinline);
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(ctx, optnone, 0));
  if (add_noinline)
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(ctx, noinline, 0));
  LLVMAddAttributeAtIndex(
      fn, LLVMAttributeFunctionIndex,
      LLVMCreateStringAttribute(ctx, FROZEN_ATTR, strlen(FROZEN_ATTR),
                                add_noinline ? "i" : "n", 1));
}

static void thaw_all(LLVMModuleRef mod) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn)) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(
        fn, LLVMAttributeFunctionIndex, FROZEN_ATTR, strlen(FROZEN_ATTR));
    if (!a)
      continue;
    unsigned len;
    const char *v = LLVMGetStringAttributeValue(a, &len);
    if (len == 1 && v[0] == 'i')
      LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                     attr_kind("noinline"));
    LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                   attr_kind("optnone"));
    LLVMRemoveStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                     FROZEN_ATTR, strlen(FROZEN_ATTR));
  }
}

/* The string attribute `name` of the first kernel that has it, or "". */
static char *kernel_attr(LLVMModuleRef mod, const char *name) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn)) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(
        fn, LLVMAttributeFunctionIndex, name, strlen(name));
    if (a && wgc_is_kernel(fn)) {
      unsigned len;
      const char *v = LLVMGetStringAttributeValue(a, &len);
      return strndup(v, len);
    }
  }
  return strdup("");
}

/* Optimizes the module at O2 for NVPTX (its own target machine, as clang's
 * pipeline has it), leaving the frozen functions as they are. */
static int reoptimize(LLVMModuleRef mod) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  const char *triple = LLVMGetTarget(mod);
  LLVMTargetRef target;
  char *msg = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
    wgc_error("no NVPTX target for '%s': %s", triple, msg);
    LLVMDisposeMessage(msg);
    return 1;
  }
  char *cpu = kernel_attr(mod, "target-cpu");
  char *features = kernel_attr(mod, "target-features");
  if (!cpu || !features) {
    free(cpu);
    free(features);
    return wgc_error("out of memory");
  }
  LLVMTargetMachineRef tm = LLVMCreateTargetMachine(
      target, triple, cpu, features, LLVMCodeGenLevelDefault, LLVMRelocDefault,
      LLVMCodeModelDefault);
  free(cpu);
  free(features);
  int rc = wgc_run_passes_for(mod, "default<O2>", tm);
  LLVMDisposeTargetMachine(tm);
  return rc;
}

static int is_nvptx(LLVMModuleRef mod) {
  return !strncmp(LLVMGetTarget(mod), "nvptx", 5);
}

int wgc_fold_work_group_size(LLVMModuleRef mod) {
  if (!is_nvptx(mod))
    return wgc_error("--fold-work-group-size: the module is for '%s', not "
                     "NVPTX",
                     LLVMGetTarget(mod));
  int n = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    n += !LLVMIsDeclaration(fn);
  struct fn_size *f = calloc(n ? (size_t)n : 1, sizeof *f);
  struct wgc_ptrmap index = {0};
  int k = 0, ok = f != NULL;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && ok;
       fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn)) {
      f[k].fn = fn;
      ok = wgc_ptrmap_put(&index, fn, NULL, (void *)(uintptr_t)(k + 1));
      ++k;
    }
  if (!ok) {
    free(f);
    wgc_ptrmap_free(&index);
    return wgc_error("out of memory");
  }
  while (propagate(f, n, &index))
    ;
  int sized = 0;
  for (int i = 0; i < n; ++i) {
    unsigned own[3];
    if (wgc_is_kernel(f[i].fn) && reqd_size(f[i].fn, own))
      annotate(mod, f[i].fn, own);
    if (f[i].state == SIZED) {
      fold_reads(f[i].fn, f[i].xyz);
      ++sized;
    } else {
      freeze(f[i].fn);
    }
  }
  free(f);
  wgc_ptrmap_free(&index);
  int rc = sized ? reoptimize(mod) : 0;
  thaw_all(mod);
  return rc;
}
