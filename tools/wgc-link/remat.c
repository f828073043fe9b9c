// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Recomputes cheap values after barriers instead of keeping them across. */
#include "link_passes.h"
#include "ptrmap.h"
#include "report.h"

#include <llvm-c/Core.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * A CPU runtime such as PoCL runs the code between two barriers as a loop
 * over the work-items and keeps every value that one such region defines and
 * a later one uses in a per-work-item context array. clang -O2 computes the
 * addresses of a kernel's stores before the inlined collective and keeps them
 * across its barriers (16 of them in the benchmark's 16-item scan). Each use
 * of such a value after a barrier gets its own copy of the value's cheap pure
 * computation (GEPs, integer arithmetic, casts, work-item builtins), placed
 * right after that barrier, so only the inputs of the chain must survive.
 *
 * Only functions that reach a wgc collective are rewritten. The work is about
 * linear in a function's size: instructions and barriers are numbered once,
 * and whether a path between two blocks passes a barrier is found by a
 * backward search that stops at the first barrier, cached per block pair.
 */

#define MAX_CHAIN 16

static const char *const barriers[] = {"_Z7barrierj", "_Z18work_group_barrierj",
                                       "_Z18work_group_barrierj12memory_scope"};

static const char *const workitem_builtins[] = {
    "_Z13get_global_idj",          "_Z12get_local_idj",
    "_Z12get_group_idj",           "_Z14get_local_sizej",
    "_Z15get_global_sizej",        "_Z14get_num_groupsj",
    "_Z17get_global_offsetj",      "_Z12get_work_dimv",
    "_Z23get_enqueued_local_sizej"};

static int named_in(LLVMValueRef inst, const char *const *names, size_t n) {
  LLVMValueRef callee = wgc_called_function(inst);
  if (!callee)
    return 0;
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  for (size_t i = 0; i < n; ++i)
    if (strcmp(name, names[i]) == 0)
      return 1;
  return 0;
}

static int is_barrier(LLVMValueRef inst) {
  return named_in(inst, barriers, sizeof barriers / sizeof *barriers);
}

/* An instruction whose copy computes the same value anywhere it dominates:
 * no memory access, no trap, no side effect. */
static int is_cheap(LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMGetElementPtr:
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr:
  case LLVMAnd:
  case LLVMOr:
  case LLVMXor:
  case LLVMTrunc:
  case LLVMZExt:
  case LLVMSExt:
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
  case LLVMPtrToInt:
  case LLVMIntToPtr:
  case LLVMICmp:
    return 1;
  case LLVMCall:
    return named_in(inst, workitem_builtins,
                    sizeof workitem_builtins / sizeof *workitem_builtins);
  default:
    return 0;
  }
}

#define CROSSES ((void *)1)
#define CLEAR ((void *)2)

/* One function's blocks and instructions, numbered, and the copies made. */
struct remat {
  LLVMBasicBlockRef *bb;
  int n;
  struct wgc_ptrmap block_index; /* block -> its index + 1 */
  struct wgc_ptrmap position;    /* instruction -> its index in its block + 1;
                                    a copy has the one of its point */
  int *bar_start; /* block i's barriers: bars[bar_start[i] .. bar_start[i+1]) */
  LLVMValueRef *bars;
  intptr_t *bar_pos;
  int *pred_start, *preds;    /* block i's predecessors, likewise */
  int *seen, stamp, *stack;   /* the backward search numbered `stamp` */
  struct wgc_ptrmap crossing; /* (def block, use block) -> CROSSES or CLEAR */
  struct wgc_ptrmap points;   /* anchor -> stable point (see stable_point) */
  struct wgc_ptrmap copies;   /* (original, point) -> its copy there */
  struct wgc_ptrmap copied;   /* original -> itself, once copied */
  LLVMBuilderRef builder;
};

static int index_of(const struct remat *r, LLVMBasicBlockRef bb) {
  return (int)(intptr_t)wgc_ptrmap_get(&r->block_index, bb, NULL) - 1;
}

static intptr_t position(const struct remat *r, LLVMValueRef inst) {
  return (intptr_t)wgc_ptrmap_get(&r->position, inst, NULL) - 1;
}

/* The last barrier of block i before position `pos`, or NULL. */
static LLVMValueRef barrier_before(const struct remat *r, int i, intptr_t pos) {
  int lo = r->bar_start[i], hi = r->bar_start[i + 1];
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (r->bar_pos[mid] < pos)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo > r->bar_start[i] ? r->bars[lo - 1] : NULL;
}

static int has_barrier(const struct remat *r, int i) {
  return r->bar_start[i + 1] > r->bar_start[i];
}

static void push_preds(struct remat *r, int *top, int i, int d) {
  for (int k = r->pred_start[i]; k < r->pred_start[i + 1]; ++k) {
    int p = r->preds[k];
    if (p != d && r->seen[p] != r->stamp) {
      r->seen[p] = r->stamp;
      r->stack[(*top)++] = p;
    }
  }
}

/* Whether a path from the end of block d to the top of block u that does not
 * pass through d again (which would define the value anew) holds a barrier.
 * On out of memory the answer is not cached. */
static int path_crosses(struct remat *r, int d, int u) {
  void *known = wgc_ptrmap_get(&r->crossing, r->bb[d], r->bb[u]);
  if (known)
    return known == CROSSES;
  int top = 0, found = 0;
  ++r->stamp;
  push_preds(r, &top, u, d);
  while (top > 0 && !found) {
    int x = r->stack[--top];
    found = has_barrier(r, x);
    push_preds(r, &top, x, d);
  }
  wgc_ptrmap_put(&r->crossing, r->bb[d], r->bb[u], found ? CROSSES : CLEAR);
  return found;
}

/* The point right after `anchor` (a barrier, or a block's phis) where copies
 * go: the instruction that followed it before any copy was placed there, so
 * that copies made earlier stay before the ones that use them. NULL when out
 * of memory: then no copy is made and the original value is used. */
static LLVMValueRef stable_point(struct remat *r, LLVMValueRef anchor,
                                 LLVMValueRef next) {
  LLVMValueRef known = wgc_ptrmap_get(&r->points, anchor, NULL);
  if (known)
    return known;
  return wgc_ptrmap_put(&r->points, anchor, NULL, next) ? next : NULL;
}

/* Where a copy of `def` for a use at `at` goes if a barrier separates them
 * (after the last barrier before `at`, or at the top of a block reached only
 * past one), or NULL if the value need not cross a barrier. */
static LLVMValueRef crossing_point(struct remat *r, LLVMValueRef def,
                                   LLVMValueRef at) {
  LLVMBasicBlockRef ub = LLVMGetInstructionParent(at);
  int u = index_of(r, ub), d = index_of(r, LLVMGetInstructionParent(def));
  LLVMValueRef bar = barrier_before(r, u, position(r, at));
  if (u == d && bar && position(r, bar) < position(r, def))
    bar = NULL;
  if (bar)
    return stable_point(r, bar, LLVMGetNextInstruction(bar));
  if (u == d)
    return NULL;
  int after_def = has_barrier(r, d) &&
                  r->bar_pos[r->bar_start[d + 1] - 1] > position(r, def);
  if (!after_def && !path_crosses(r, d, u))
    return NULL;
  LLVMValueRef first = LLVMGetFirstInstruction(ub);
  while (LLVMIsAPHINode(first))
    first = LLVMGetNextInstruction(first);
  return stable_point(r, LLVMBasicBlockAsValue(ub), first);
}

/* Whether `v`, needed at `at`, can be had there without keeping anything new
 * across a barrier: a constant or argument, a value defined in the same
 * barrier region, or a cheap chain of such (at most *budget instructions). */
static int available(struct remat *r, LLVMValueRef v, LLVMValueRef at,
                     int *budget);

static int chain_ok(struct remat *r, LLVMValueRef inst, LLVMValueRef at,
                    int *budget) {
  if (!is_cheap(inst) || --*budget < 0)
    return 0;
  for (int k = 0, n = LLVMGetNumOperands(inst); k < n; ++k) {
    LLVMValueRef op = LLVMGetOperand(inst, k);
    if (LLVMIsAFunction(op))
      continue;
    if (!available(r, op, at, budget))
      return 0;
  }
  return 1;
}

static int available(struct remat *r, LLVMValueRef v, LLVMValueRef at,
                     int *budget) {
  if (!LLVMIsAInstruction(v) || !crossing_point(r, v, at))
    return 1;
  return chain_ok(r, v, at, budget);
}

/* The declaration of work-item builtin `name`, with the type, calling
 * convention and attributes of `like` (get_global_id's). */
static LLVMValueRef builtin_like(LLVMValueRef like, const char *name) {
  LLVMModuleRef mod = LLVMGetGlobalParent(like);
  LLVMValueRef fn = LLVMGetNamedFunction(mod, name);
  if (fn)
    return fn;
  fn = LLVMAddFunction(mod, name, LLVMGlobalGetValueType(like));
  LLVMSetFunctionCallConv(fn, LLVMGetFunctionCallConv(like));
  unsigned n = LLVMGetAttributeCountAtIndex(like, LLVMAttributeFunctionIndex);
  LLVMAttributeRef *attrs = malloc((n + 1) * sizeof *attrs);
  if (attrs) {
    LLVMGetAttributesAtIndex(like, LLVMAttributeFunctionIndex, attrs);
    for (unsigned i = 0; i < n; ++i)
      LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, attrs[i]);
    free(attrs);
  }
  return fn;
}

/* A call of `fn` on `call`'s dimension before `at`, as `call` is made. */
static LLVMValueRef call_like(struct remat *r, LLVMValueRef call,
                              LLVMValueRef fn) {
  LLVMValueRef dim = LLVMGetOperand(call, 0);
  LLVMValueRef c =
      LLVMBuildCall2(r->builder, LLVMGlobalGetValueType(fn), fn, &dim, 1, "");
  LLVMSetInstructionCallConv(c, LLVMGetInstructionCallConv(call));
  unsigned n = LLVMGetCallSiteAttributeCount(call, LLVMAttributeFunctionIndex);
  LLVMAttributeRef *attrs = malloc((n + 1) * sizeof *attrs);
  if (attrs) {
    LLVMGetCallSiteAttributes(call, LLVMAttributeFunctionIndex, attrs);
    for (unsigned i = 0; i < n; ++i)
      LLVMAddCallSiteAttribute(c, LLVMAttributeFunctionIndex, attrs[i]);
    free(attrs);
  }
  return c;
}

/*
 * get_global_id(d) after a barrier as get_group_id(d) *
 * get_enqueued_local_size(d) + get_local_id(d) + get_global_offset(d), its
 * definition: PoCL's GVN merges a copy of the call with the call before the
 * barrier and keeps the value per work-item, but recomputes this sum from
 * its work-item loop's counter.
 */
static LLVMValueRef global_id_sum(struct remat *r, LLVMValueRef call,
                                  LLVMValueRef at) {
  LLVMValueRef like = wgc_called_function(call);
  LLVMPositionBuilderBefore(r->builder, at);
  LLVMValueRef group =
      call_like(r, call, builtin_like(like, "_Z12get_group_idj"));
  LLVMValueRef size =
      call_like(r, call, builtin_like(like, "_Z23get_enqueued_local_sizej"));
  LLVMValueRef local =
      call_like(r, call, builtin_like(like, "_Z12get_local_idj"));
  LLVMValueRef offset =
      call_like(r, call, builtin_like(like, "_Z17get_global_offsetj"));
  LLVMValueRef base = LLVMBuildMul(r->builder, group, size, "");
  LLVMValueRef id = LLVMBuildAdd(r->builder, base, local, "");
  return LLVMBuildAdd(r->builder, id, offset, "");
}

static int is_global_id(LLVMValueRef inst) {
  static const char *const name[] = {"_Z13get_global_idj"};
  return LLVMIsACallInst(inst) && named_in(inst, name, 1) &&
         LLVMIsAConstantInt(LLVMGetOperand(inst, 0));
}

/* Copies `inst` before `at`, with copies of the operands that would cross a
 * barrier to get there. */
static LLVMValueRef copy_chain(struct remat *r, LLVMValueRef inst,
                               LLVMValueRef at) {
  LLVMValueRef known = wgc_ptrmap_get(&r->copies, inst, at);
  if (known)
    return known;
  if (is_global_id(inst)) {
    LLVMValueRef sum = global_id_sum(r, inst, at);
    if (!wgc_ptrmap_put(&r->copies, inst, at, sum) ||
        !wgc_ptrmap_put(&r->position, sum, NULL,
                        wgc_ptrmap_get(&r->position, at, NULL)) ||
        !wgc_ptrmap_put(&r->copied, inst, NULL, inst))
      return NULL;
    return sum;
  }
  LLVMValueRef copy = LLVMInstructionClone(inst);
  if (!wgc_ptrmap_put(&r->copies, inst, at, copy) ||
      !wgc_ptrmap_put(&r->position, copy, NULL,
                      wgc_ptrmap_get(&r->position, at, NULL)) ||
      !wgc_ptrmap_put(&r->copied, inst, NULL, inst)) {
    LLVMDeleteInstruction(copy);
    return NULL;
  }
  for (int k = 0, n = LLVMGetNumOperands(inst); k < n; ++k) {
    LLVMValueRef op = LLVMGetOperand(inst, k);
    if (!LLVMIsAInstruction(op) || !crossing_point(r, op, at))
      continue;
    LLVMValueRef c = copy_chain(r, op, at);
    if (!c)
      return NULL;
    LLVMSetOperand(copy, k, c);
  }
  LLVMPositionBuilderBefore(r->builder, at);
  LLVMInsertIntoBuilder(r->builder, copy);
  return copy;
}

/* Where a use by `user` (operand `k`) happens: a phi uses its value at the
 * end of the incoming block. */
static LLVMValueRef use_point(LLVMValueRef user, unsigned k) {
  if (LLVMIsAPHINode(user))
    return LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(user, k));
  return user;
}

/* Gives the uses of `def` past a barrier a copy made after that barrier. */
static int rematerialize(struct remat *r, LLVMValueRef def) {
  LLVMUseRef u = LLVMGetFirstUse(def);
  while (u) {
    LLVMUseRef next = LLVMGetNextUse(u);
    LLVMValueRef user = LLVMGetUser(u);
    unsigned k = 0;
    while (LLVMGetOperand(user, k) != def || LLVMGetOperandUse(user, k) != u)
      ++k;
    LLVMValueRef point = crossing_point(r, def, use_point(user, k));
    int budget = MAX_CHAIN;
    if (point && chain_ok(r, def, point, &budget)) {
      LLVMValueRef c = copy_chain(r, def, point);
      if (!c)
        return wgc_error("out of memory");
      LLVMSetOperand(user, k, c);
    }
    u = next;
  }
  return 0;
}

/* Numbers the blocks, instructions and barriers of r->bb and lists the
 * predecessors and the cheap instructions (`cheap`, `n_cheap`). */
static int number(struct remat *r, LLVMValueRef *cheap, int *n_cheap) {
  int n_bars = 0, n_edges = 0;
  *n_cheap = 0;
  for (int i = 0; i < r->n; ++i) {
    if (!wgc_ptrmap_put(&r->block_index, r->bb[i], NULL,
                        (void *)(intptr_t)(i + 1)))
      return 0;
    r->bar_start[i] = n_bars;
    intptr_t pos = 0;
    for (LLVMValueRef inst = LLVMGetFirstInstruction(r->bb[i]); inst;
         inst = LLVMGetNextInstruction(inst), ++pos) {
      if (!wgc_ptrmap_put(&r->position, inst, NULL, (void *)(pos + 1)))
        return 0;
      if (is_barrier(inst)) {
        r->bars[n_bars] = inst;
        r->bar_pos[n_bars++] = pos;
      } else if (is_cheap(inst)) {
        cheap[(*n_cheap)++] = inst;
      }
    }
    r->pred_start[i] = 0;
  }
  r->bar_start[r->n] = n_bars;
  r->pred_start[r->n] = 0;
  /* Counts per block, then prefix sums, then fills from the back. */
  for (int i = 0; i < r->n; ++i) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(r->bb[i]);
    for (unsigned s = 0, ns = LLVMGetNumSuccessors(term); s < ns; ++s) {
      ++r->pred_start[index_of(r, LLVMGetSuccessor(term, s)) + 1];
      ++n_edges;
    }
  }
  for (int i = 0; i < r->n; ++i)
    r->pred_start[i + 1] += r->pred_start[i];
  r->preds = malloc((n_edges + 1) * sizeof *r->preds);
  int *fill = malloc((r->n + 1) * sizeof *fill);
  if (!r->preds || !fill) {
    free(fill);
    return 0;
  }
  memcpy(fill, r->pred_start, (r->n + 1) * sizeof *fill);
  for (int i = 0; i < r->n; ++i) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(r->bb[i]);
    for (unsigned s = 0, ns = LLVMGetNumSuccessors(term); s < ns; ++s)
      r->preds[fill[index_of(r, LLVMGetSuccessor(term, s))]++] = i;
  }
  free(fill);
  return 1;
}

static int count_instructions(LLVMValueRef fn) {
  int n = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      ++n;
  return n;
}

static int remat_function(LLVMValueRef fn) {
  struct remat r = {0};
  int n_insts = count_instructions(fn), n_cheap = 0, rc = 0;
  r.n = (int)LLVMCountBasicBlocks(fn);
  r.bb = malloc(r.n * sizeof *r.bb);
  r.bar_start = malloc((r.n + 1) * sizeof *r.bar_start);
  r.bars = malloc(n_insts * sizeof *r.bars);
  r.bar_pos = malloc(n_insts * sizeof *r.bar_pos);
  r.pred_start = malloc((r.n + 1) * sizeof *r.pred_start);
  r.seen = calloc(r.n, sizeof *r.seen);
  r.stack = malloc(r.n * sizeof *r.stack);
  LLVMValueRef *cheap = malloc(n_insts * sizeof *cheap);
  if (!r.bb || !r.bar_start || !r.bars || !r.bar_pos || !r.pred_start ||
      !r.seen || !r.stack || !cheap) {
    rc = wgc_error("out of memory");
    goto out;
  }
  LLVMGetBasicBlocks(fn, r.bb);
  if (!number(&r, cheap, &n_cheap)) {
    rc = wgc_error("out of memory");
    goto out;
  }
  if (r.bar_start[r.n] == 0)
    goto out;
  r.builder =
      LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(fn)));
  for (int i = 0; i < n_cheap && !rc; ++i)
    rc = rematerialize(&r, cheap[i]);
  /* Originals left without uses, users before what they use. */
  for (int i = n_cheap - 1; i >= 0; --i)
    if (wgc_ptrmap_get(&r.copied, cheap[i], NULL) && !LLVMGetFirstUse(cheap[i]))
      LLVMInstructionEraseFromParent(cheap[i]);
  LLVMDisposeBuilder(r.builder);
out:
  free(r.bb);
  free(r.bar_start);
  free(r.bars);
  free(r.bar_pos);
  free(r.pred_start);
  free(r.preds);
  free(r.seen);
  free(r.stack);
  free(cheap);
  wgc_ptrmap_free(&r.block_index);
  wgc_ptrmap_free(&r.position);
  wgc_ptrmap_free(&r.crossing);
  wgc_ptrmap_free(&r.points);
  wgc_ptrmap_free(&r.copies);
  wgc_ptrmap_free(&r.copied);
  return rc;
}

int wgc_rematerialize(LLVMModuleRef mod) {
  /* GPU compilers keep such values in registers and have their own
   * rematerialization; only the CPU runtimes of SPIR need this. */
  if (strncmp(LLVMGetTarget(mod), "spir", 4) != 0)
    return 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn) && wgc_reaches_collective(fn) &&
        remat_function(fn))
      return 1;
  return 0;
}
