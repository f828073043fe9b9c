// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tests/lib/clhost.c, for the programs that compile it by path. */
#include "../lib/clhost.c"
