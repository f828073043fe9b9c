// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Folds an array of per-sub-group partials in a fixed, deterministic order. */
#ifndef WGC_FOLD_H
#define WGC_FOLD_H

#include <wgc/ops.h>

#define __WGC_BODY <wgc/fold.inc>
#include <wgc/gentype.inc>

#endif
