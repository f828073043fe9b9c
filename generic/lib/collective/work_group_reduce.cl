// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* __wgc_work_group_reduce_<op>: the sub-group composition. */
#include <wgc/compose.h>
#include <wgc/work_group.h>

#define __WGC_FUNCTION_ATTRS _WGC_WG_IMPL
#define __WGC_FUNCTION __wgc_work_group_reduce_
#define __WGC_BODY <wgc/compose_reduce.inc>
#include <wgc/gentype.inc>
