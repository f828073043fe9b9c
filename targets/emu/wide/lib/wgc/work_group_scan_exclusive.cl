// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated 64-lane target: __wgc_work_group_scan_exclusive_<op>, the
 * sub-group composition taking each sub-group's total from its inclusive
 * scan (WGC_COMPOSE_EXCL_FROM_INCL, as the NVIDIA target does), so that the
 * tests run that form on a CPU. */
#include <wgc/partials.h>
#include <wgc/shfl_excl.h>
#include <wgc/work_group.h>

/* After the partials hook it calls. */
#include <wgc/compose.h>

#define WGC_COMPOSE_EXCL_FROM_INCL __wgc_shfl_excl_

#define __WGC_BODY <work_group_scan_exclusive.inc>
#include <wgc/gentype.inc>
