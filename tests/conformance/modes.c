// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Which data modes a kernel runs on, and which checks each mode verifies. */
#include "modes.h"

int kernel_runs(const struct elem_type *t, const struct kernel_case *k) {
  for (int c = 0; c < k->n_checks; ++c)
    if (collective_exists(t, k->checks[c].op, k->checks[c].c))
      return 1;
  return 0;
}

static int has_check(const struct elem_type *t, const struct kernel_case *k,
                     int (*want)(const struct check *)) {
  for (int c = 0; c < k->n_checks; ++c)
    if (collective_exists(t, k->checks[c].op, k->checks[c].c) &&
        want(&k->checks[c]))
      return 1;
  return 0;
}

static int is_mul(const struct check *ch) { return ch->op == OP_MUL; }

static int takes_predicates(const struct check *ch) {
  return ch->op == OP_LAND || ch->op == OP_LOR || ch->op == OP_LXOR ||
         ch->c == ANY || ch->c == ALL;
}

int modes_for(const struct elem_type *t, const struct kernel_case *k,
              enum data_mode *modes) {
  int n = 0, fp = t->kind == KIND_FP;
  modes[n++] = MODE_FULL;
  modes[n++] = MODE_EDGE;
  if (fp)
    n += data_fp_modes(t, 1, 0, modes + n);
  if (has_check(t, k, is_mul)) {
    if (fp)
      n += data_fp_modes(t, 0, 1, modes + n);
    else
      modes[n++] = MODE_ODD;
  }
  if (has_check(t, k, takes_predicates)) {
    modes[n++] = MODE_PRED_NONE;
    modes[n++] = MODE_PRED_ONE;
    modes[n++] = MODE_PRED_ALL_BUT_ONE;
    modes[n++] = MODE_PRED_ALL;
    modes[n++] = MODE_PRED_RANDOM;
  }
  return n;
}

int check_applies(const struct elem_type *t, const struct check *ch,
                  enum data_mode m) {
  return collective_exists(t, ch->op, ch->c) && data_checks_op(t, ch->op, m);
}

int order_dependent(const struct elem_type *t, const struct check *ch) {
  return t->kind == KIND_FP && (ch->op == OP_ADD || ch->op == OP_MUL) &&
         (ch->c == REDUCE || ch->c == SCAN_INCLUSIVE ||
          ch->c == SCAN_EXCLUSIVE);
}
