// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Portable target: the work-group reduce is the sub-group reduce. */
#include <wgc/sg.h>
#include <wgc/work_group.h>

#define __WGC_BODY <work_group_reduce.inc>
#include <wgc/gentype.inc>
