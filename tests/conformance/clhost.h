// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* tests/lib/clhost.h, for the programs that include it by path. */
#include "../lib/clhost.h"
