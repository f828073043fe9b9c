// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Two collectives of two element types back to back, for all 49 ordered
 * type pairs: one kernel per first type, pair P writing planes 2P mod 14 and
 * 2P+1 mod 14. */
#include "programs.h"

#define PAIR(P, A, B, F1, F2)                                                  \
  {                                                                            \
    A a = work_group_##F1(IN(A, 2 * ((P) % 7)));                               \
    B b = work_group_##F2(IN(B, 2 * ((P) % 7) + 1));                           \
    OUT(A, 2 * ((P) % 7)) = a;                                                 \
    OUT(B, 2 * ((P) % 7) + 1) = b;                                             \
  }
#define ROW(A, PAIRS)                                                          \
  __kernel void pairs_##A(KERNEL_ARGS) {                                       \
    size_t i = item();                                                         \
    PAIRS                                                                      \
  }
#include "../pairs.def"
