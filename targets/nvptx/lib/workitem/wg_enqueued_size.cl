// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the enqueued work-group size is the work-group size. */
#include <wgc/sub_group.h>

/* NVIDIA's OpenCL runs no remainder work-groups (workitem_nvcl.cl). */
_WGC_DEF uint __wgc_wg_enqueued_size(void) { return __wgc_wg_size(); }
