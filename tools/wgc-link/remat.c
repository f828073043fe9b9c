/* Recomputes cheap values after barriers instead of keeping them across. */
#include "link_passes.h"
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

struct copy {
  LLVMValueRef orig, point, copy;
};

struct slot {
  LLVMBasicBlockRef bb;
  int i;
};

/* The blocks of one function, numbered, with what a barrier walk needs. */
struct blocks {
  LLVMBasicBlockRef *bb;
  int n;
  struct slot *sorted; /* the blocks by address, for block_index */
  char *has_barrier;
  char *clean, *tainted; /* reached from the def without / after a barrier */
  int *stack;
  struct copy *copies; /* made so far, reused for the same point */
  int n_copies, cap_copies;
  struct copy *points; /* anchor and stable point (see stable_point) */
  int n_points, cap_points;
};

/* Appends `c` to the array *v of *n entries and room for *cap, growing it;
 * 0 when out of memory. */
static int push(struct copy **v, int *n, int *cap, struct copy c) {
  if (*n == *cap) {
    int grown = 2 * *cap + 16;
    struct copy *w = realloc(*v, grown * sizeof *w);
    if (!w)
      return 0;
    *v = w;
    *cap = grown;
  }
  (*v)[(*n)++] = c;
  return 1;
}

static int by_address(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)((const struct slot *)a)->bb;
  uintptr_t y = (uintptr_t)((const struct slot *)b)->bb;
  return (x > y) - (x < y);
}

static int block_index(const struct blocks *b, LLVMBasicBlockRef bb) {
  struct slot key = {bb, 0};
  const struct slot *s =
      bsearch(&key, b->sorted, b->n, sizeof *b->sorted, by_address);
  return s->i;
}

static LLVMValueRef first_barrier(LLVMBasicBlockRef bb, LLVMValueRef from) {
  for (LLVMValueRef i = from ? from : LLVMGetFirstInstruction(bb); i;
       i = LLVMGetNextInstruction(i))
    if (is_barrier(i))
      return i;
  return NULL;
}

static void reach(struct blocks *b, int *top, LLVMBasicBlockRef bb,
                  int tainted) {
  int i = block_index(b, bb);
  char *seen = tainted ? b->tainted : b->clean;
  if (seen[i])
    return;
  seen[i] = 1;
  b->stack[(*top)++] = tainted ? -1 - i : i;
}

static void reach_successors(struct blocks *b, int *top, LLVMBasicBlockRef bb,
                             int tainted) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  for (unsigned s = 0, n = LLVMGetNumSuccessors(term); s < n; ++s)
    reach(b, top, LLVMGetSuccessor(term, s), tainted);
}

/* Marks the blocks reached from just after `def` without and after passing
 * a barrier. */
static void walk_from(struct blocks *b, LLVMValueRef def) {
  memset(b->clean, 0, b->n);
  memset(b->tainted, 0, b->n);
  int top = 0;
  LLVMBasicBlockRef home = LLVMGetInstructionParent(def);
  reach_successors(b, &top, home,
                   first_barrier(home, LLVMGetNextInstruction(def)) != NULL);
  while (top > 0) {
    int e = b->stack[--top];
    int tainted = e < 0, i = tainted ? -1 - e : e;
    reach_successors(b, &top, b->bb[i], tainted || b->has_barrier[i]);
  }
}

/* The last barrier before `at` in its block, or NULL. */
static LLVMValueRef barrier_before(LLVMValueRef at) {
  for (LLVMValueRef i = LLVMGetPreviousInstruction(at); i;
       i = LLVMGetPreviousInstruction(i))
    if (is_barrier(i))
      return i;
  return NULL;
}

/* The point right after `anchor` (a barrier, or a block's phis) where copies
 * go: the instruction that followed it before any copy was placed there, so
 * that copies made earlier stay before the ones that use them. NULL when out
 * of memory: then no copy is made and the original value is used. */
static LLVMValueRef stable_point(struct blocks *b, LLVMValueRef anchor,
                                 LLVMValueRef next) {
  for (int i = 0; i < b->n_points; ++i)
    if (b->points[i].orig == anchor)
      return b->points[i].copy;
  if (!push(&b->points, &b->n_points, &b->cap_points,
            (struct copy){anchor, NULL, next}))
    return NULL;
  return next;
}

/* Where a copy of `def` for a use at `at` goes if a barrier separates them
 * (after the last barrier before `at`, or at the top of a block reached only
 * past one), or NULL if the value need not cross a barrier. */
static LLVMValueRef crossing_point(struct blocks *b, LLVMValueRef def,
                                   LLVMValueRef at) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(at);
  LLVMValueRef bar = barrier_before(at);
  if (bb == LLVMGetInstructionParent(def)) {
    for (LLVMValueRef x = def; x && x != at; x = LLVMGetNextInstruction(x))
      if (x == bar)
        return stable_point(b, bar, LLVMGetNextInstruction(bar));
    return NULL;
  }
  if (bar)
    return stable_point(b, bar, LLVMGetNextInstruction(bar));
  if (!b->tainted[block_index(b, bb)])
    return NULL;
  LLVMValueRef first = LLVMGetFirstInstruction(bb);
  while (LLVMIsAPHINode(first))
    first = LLVMGetNextInstruction(first);
  return stable_point(b, LLVMBasicBlockAsValue(bb), first);
}

/* Whether `v`, needed at `at`, can be had there without keeping anything new
 * across a barrier: a constant or argument, a value defined in the same
 * barrier region, or a cheap chain of such (at most *budget instructions). */
static int available(struct blocks *b, LLVMValueRef v, LLVMValueRef at,
                     int *budget);

static int chain_ok(struct blocks *b, LLVMValueRef inst, LLVMValueRef at,
                    int *budget) {
  if (!is_cheap(inst) || --*budget < 0)
    return 0;
  for (int k = 0, n = LLVMGetNumOperands(inst); k < n; ++k) {
    LLVMValueRef op = LLVMGetOperand(inst, k);
    if (LLVMIsAFunction(op))
      continue;
    if (!available(b, op, at, budget))
      return 0;
  }
  return 1;
}

static int available(struct blocks *b, LLVMValueRef v, LLVMValueRef at,
                     int *budget) {
  if (!LLVMIsAInstruction(v))
    return 1;
  walk_from(b, v);
  if (!crossing_point(b, v, at))
    return 1;
  return chain_ok(b, v, at, budget);
}

/* Copies `inst` before `at`, with copies of the operands that would cross a
 * barrier to get there. */
static LLVMValueRef copy_chain(struct blocks *b, LLVMBuilderRef builder,
                               LLVMValueRef inst, LLVMValueRef at) {
  for (int i = 0; i < b->n_copies; ++i)
    if (b->copies[i].orig == inst && b->copies[i].point == at)
      return b->copies[i].copy;
  LLVMValueRef copy = LLVMInstructionClone(inst);
  if (!push(&b->copies, &b->n_copies, &b->cap_copies,
            (struct copy){inst, at, copy})) {
    LLVMDeleteInstruction(copy);
    return NULL;
  }
  for (int k = 0, n = LLVMGetNumOperands(inst); k < n; ++k) {
    LLVMValueRef op = LLVMGetOperand(inst, k);
    if (!LLVMIsAInstruction(op))
      continue;
    walk_from(b, op);
    if (crossing_point(b, op, at)) {
      LLVMValueRef c = copy_chain(b, builder, op, at);
      if (!c)
        return NULL;
      LLVMSetOperand(copy, k, c);
    }
  }
  LLVMPositionBuilderBefore(builder, at);
  LLVMInsertIntoBuilder(builder, copy);
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
static int rematerialize(struct blocks *b, LLVMBuilderRef builder,
                         LLVMValueRef def) {
  LLVMUseRef u = LLVMGetFirstUse(def);
  while (u) {
    LLVMUseRef next = LLVMGetNextUse(u);
    LLVMValueRef user = LLVMGetUser(u);
    unsigned k = 0;
    while (LLVMGetOperand(user, k) != def || LLVMGetOperandUse(user, k) != u)
      ++k;
    LLVMValueRef at = use_point(user, k);
    walk_from(b, def);
    LLVMValueRef point = crossing_point(b, def, at);
    int budget = MAX_CHAIN;
    if (point && chain_ok(b, def, point, &budget)) {
      LLVMValueRef c = copy_chain(b, builder, def, point);
      if (!c)
        return wgc_error("out of memory");
      LLVMSetOperand(user, k, c);
    }
    u = next;
  }
  return 0;
}

static int remat_function(LLVMValueRef fn) {
  struct blocks b = {0};
  b.n = (int)LLVMCountBasicBlocks(fn);
  b.bb = malloc(b.n * sizeof *b.bb);
  b.clean = malloc(b.n);
  b.tainted = malloc(b.n);
  b.stack = malloc(2 * b.n * sizeof *b.stack);
  b.sorted = malloc(b.n * sizeof *b.sorted);
  b.has_barrier = malloc(b.n);
  int rc = 0;
  if (!b.bb || !b.clean || !b.tainted || !b.stack || !b.sorted ||
      !b.has_barrier) {
    rc = wgc_error("out of memory");
    goto out;
  }
  LLVMGetBasicBlocks(fn, b.bb);
  int any_barrier = 0;
  for (int i = 0; i < b.n; ++i) {
    b.sorted[i] = (struct slot){b.bb[i], i};
    b.has_barrier[i] = first_barrier(b.bb[i], NULL) != NULL;
    any_barrier |= b.has_barrier[i];
  }
  qsort(b.sorted, b.n, sizeof *b.sorted, by_address);
  if (!any_barrier)
    goto out;
  LLVMBuilderRef builder =
      LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(fn)));
  for (int i = 0; i < b.n && !rc; ++i)
    for (LLVMValueRef inst = LLVMGetFirstInstruction(b.bb[i]); inst && !rc;
         inst = LLVMGetNextInstruction(inst))
      if (is_cheap(inst))
        rc = rematerialize(&b, builder, inst);
  /* Originals left without uses. */
  for (int i = b.n - 1; i >= 0; --i) {
    LLVMValueRef inst = LLVMGetLastInstruction(b.bb[i]);
    while (inst) {
      LLVMValueRef prev = LLVMGetPreviousInstruction(inst);
      if (is_cheap(inst) && !LLVMGetFirstUse(inst))
        LLVMInstructionEraseFromParent(inst);
      inst = prev;
    }
  }
  LLVMDisposeBuilder(builder);
out:
  free(b.bb);
  free(b.clean);
  free(b.tainted);
  free(b.stack);
  free(b.sorted);
  free(b.has_barrier);
  free(b.copies);
  free(b.points);
  return rc;
}

int wgc_rematerialize(LLVMModuleRef mod) {
  /* GPU compilers keep such values in registers and have their own
   * rematerialization; only the CPU runtimes of SPIR need this. */
  if (strncmp(LLVMGetTarget(mod), "spir", 4) != 0)
    return 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn) && remat_function(fn))
      return 1;
  return 0;
}
