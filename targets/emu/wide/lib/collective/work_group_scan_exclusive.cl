// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Emulated 64-lane target: __wgc_work_group_scan_exclusive_<op>, the
 * sub-group composition taking each sub-group's total from its inclusive
 * scan, as the NVIDIA target does, so that the tests run that form on a
 * CPU. */
#include <wgc/compose.h>
#include <wgc/sg_excl.h>
#include <wgc/work_group.h>

#define __WGC_FUNCTION_ATTRS _WGC_WG_IMPL
#define __WGC_FUNCTION __wgc_work_group_scan_exclusive_
#define __WGC_BODY <wgc/compose_scan_exclusive_incl.inc>
#include <wgc/gentype.inc>
