// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Orders each function's basic blocks so that every block follows its
 * dominators, as SPIR-V requires of a module's layout. */
#include "link_passes.h"
#include "ptrmap.h"
#include "report.h"

#include <stdlib.h>

struct block_info {
  LLVMBasicBlockRef block;
  unsigned n_preds;
  int visited;
};

struct dfs_frame {
  struct block_info *info;
  unsigned next_succ;
};

struct function_blocks {
  struct block_info *info;
  struct dfs_frame *stack;
  LLVMBasicBlockRef *order;
  struct wgc_ptrmap index;
  unsigned n, n_ordered;
};

static struct block_info *info_of(const struct function_blocks *f,
                                  LLVMBasicBlockRef bb) {
  return wgc_ptrmap_get(&f->index, bb, NULL);
}

static void free_blocks(struct function_blocks *f) {
  free(f->info);
  free(f->stack);
  free(f->order);
  wgc_ptrmap_free(&f->index);
}

/* Fills `f` with the blocks of `fn` in layout order and their predecessor
 * counts (edges of the terminators, a self-loop included); 0 when out of
 * memory. */
static int collect_blocks(LLVMValueRef fn, struct function_blocks *f) {
  f->n = LLVMCountBasicBlocks(fn);
  f->info = calloc(f->n, sizeof *f->info);
  f->stack = malloc(f->n * sizeof *f->stack);
  f->order = malloc(f->n * sizeof *f->order);
  if (!f->info || !f->stack || !f->order)
    return 0;
  unsigned i = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb), ++i) {
    f->info[i].block = bb;
    if (!wgc_ptrmap_put(&f->index, bb, NULL, &f->info[i]))
      return 0;
  }
  for (i = 0; i < f->n; ++i) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(f->info[i].block);
    unsigned n_succ = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned s = 0; s < n_succ; ++s)
      info_of(f, LLVMGetSuccessor(term, s))->n_preds++;
  }
  return 1;
}

/* Appends the blocks reached from `root` and not yet visited to f->order,
 * in reverse post-order of a depth-first search. */
static void append_reverse_postorder(struct function_blocks *f,
                                     struct block_info *root) {
  unsigned first = f->n_ordered, top = 0;
  root->visited = 1;
  f->stack[top++] = (struct dfs_frame){root, 0};
  while (top > 0) {
    struct dfs_frame *frame = &f->stack[top - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(frame->info->block);
    unsigned n_succ = term ? LLVMGetNumSuccessors(term) : 0;
    if (frame->next_succ == n_succ) {
      f->order[f->n_ordered++] = frame->info->block;
      --top;
      continue;
    }
    struct block_info *succ =
        info_of(f, LLVMGetSuccessor(term, frame->next_succ++));
    if (!succ->visited) {
      succ->visited = 1;
      f->stack[top++] = (struct dfs_frame){succ, 0};
    }
  }
  for (unsigned lo = first, hi = f->n_ordered - 1; lo < hi; ++lo, --hi) {
    LLVMBasicBlockRef t = f->order[lo];
    f->order[lo] = f->order[hi];
    f->order[hi] = t;
  }
}

/* The roots are those of spirv-val's augmented control-flow graph: first
 * the blocks without predecessors (the entry first), then, for blocks on
 * unreachable cycles, each block not yet visited in layout order. The
 * reverse post-order of each root's new blocks, concatenated in root order,
 * puts every block after its dominators in that graph: a dominator of a
 * block lies among the blocks reached first from the same root. Layout
 * order does not change which blocks reach which, so spirv-val picks the
 * same roots in the new layout. */
static int order_function(LLVMValueRef fn) {
  struct function_blocks f = {0};
  if (!collect_blocks(fn, &f)) {
    free_blocks(&f);
    return wgc_error("out of memory");
  }
  for (unsigned i = 0; i < f.n; ++i)
    if (f.info[i].n_preds == 0 && !f.info[i].visited)
      append_reverse_postorder(&f, &f.info[i]);
  for (unsigned i = 0; i < f.n; ++i)
    if (!f.info[i].visited)
      append_reverse_postorder(&f, &f.info[i]);
  for (unsigned i = 1; i < f.n_ordered; ++i)
    LLVMMoveBasicBlockAfter(f.order[i], f.order[i - 1]);
  free_blocks(&f);
  return 0;
}

int wgc_order_blocks(LLVMModuleRef mod) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn) && order_function(fn))
      return 1;
  return 0;
}
