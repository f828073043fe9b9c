// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated 32-lane target: __wgc_work_group_reduce_<op>, raked. */
#include <wgc/rake.h>
#include <wgc/work_group.h>

#define __WGC_BODY <work_group_reduce.inc>
#include <wgc/gentype.inc>
