// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD target: the enqueued work-group size is the work-group size. */
#include <wgc/sub_group.h>

/* libclc-15's get_local_size on AMD GPUs is the dispatch's work-group size,
 * the enqueued one, and it has no get_enqueued_local_size. */
_WGC_DEF uint __wgc_wg_enqueued_size(void) { return __wgc_wg_size(); }
