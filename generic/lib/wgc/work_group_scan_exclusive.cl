// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* __wgc_work_group_scan_exclusive_<op>: the sub-group composition. */
#include <wgc/partials.h>
#include <wgc/work_group.h>

/* After the partials hook it calls. */
#include <wgc/compose.h>

#define __WGC_BODY <work_group_scan_exclusive.inc>
#include <wgc/gentype.inc>
