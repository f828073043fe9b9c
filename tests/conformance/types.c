// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tests/lib/types.c, for the programs that compile it by path. */
#include "../lib/types.c"
