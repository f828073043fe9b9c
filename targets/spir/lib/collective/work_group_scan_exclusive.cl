// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Portable target: the work-group scan is the sub-group scan. */
#include <wgc/sg.h>
#include <wgc/work_group.h>

#define __WGC_BODY <work_group_scan_exclusive.inc>
#include <wgc/gentype.inc>
