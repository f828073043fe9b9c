// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_scan_inclusive_<add|min|max> of every type and the narrow integers.
 */
#include <wgc/sub_group_names.h>

#define __WGC_NAMES(T) __WGC_SG_NAMES(scan_inclusive, T)
__WGC_EACH_SG_TYPE(__WGC_NAMES)
