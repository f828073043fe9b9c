// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* sub_group_reduce_<add|min|max> of every type and the narrow integers. */
#include <wgc/sub_group_names.h>

#define __WGC_NAMES(T) __WGC_SG_NAMES(reduce, T)
__WGC_EACH_SG_TYPE(__WGC_NAMES)
