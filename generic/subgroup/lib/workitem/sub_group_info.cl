// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group counts and sizes of the dispatch, over the sub-group contract. */
#include <wgc/sub_group.h>

/* Sub-groups of an enqueued-size work-group are full but for the last, so
 * the largest is the width, or the whole work-group where it is smaller. */
_WGC_DEF uint __wgc_sg_dispatch_max_size(void) {
  uint width = __wgc_sg_max_size();
  uint size = __wgc_wg_enqueued_size();
  return size < width ? size : width;
}

_WGC_DEF uint __wgc_sg_enqueued_count(void) {
  uint width = __wgc_sg_max_size();
  return (__wgc_wg_enqueued_size() + width - 1) / width;
}
