// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group any and all as an or-reduction of the predicate. */
#include <wgc/sub_group.h>

_WGC_DEF int __wgc_sg_any(int predicate) {
  return __wgc_sg_reduce_or((uint)(predicate != 0)) != 0u;
}

_WGC_DEF int __wgc_sg_all(int predicate) {
  return __wgc_sg_reduce_or((uint)(predicate == 0)) == 0u;
}
