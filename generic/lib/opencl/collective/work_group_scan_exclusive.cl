// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* work_group_scan_exclusive_<op> of every operator and type. */
#include <wgc/opencl.h>

#define __WGC_COLLECTIVE scan_exclusive
#define __WGC_BODY <wgc/opencl_names.inc>
#include <wgc/gentype.inc>
