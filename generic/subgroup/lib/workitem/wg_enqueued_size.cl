// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The enqueued work-group size from get_enqueued_local_size (OpenCL 2.0). */
#include <wgc/sub_group.h>

_WGC_DEF uint __wgc_wg_enqueued_size(void) {
  return (uint)(get_enqueued_local_size(0) * get_enqueued_local_size(1) *
                get_enqueued_local_size(2));
}
