// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The local linear id and work-group size from the OpenCL work-item functions.
 */
#include <wgc/sg.h>

_WGC_DEF uint __wgc_wg_linear_id(void) {
  return (uint)((get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                    get_local_size(0) +
                get_local_id(0));
}

_WGC_DEF uint __wgc_wg_size(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}
