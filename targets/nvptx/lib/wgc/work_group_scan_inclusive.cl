// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the work-group inclusive scan of the internal layer. */
#include <wgc/nvptx_keys.h>
#include <wgc/nvptx_partials.h>
#include <wgc/nvptx_rake.h>
#include <wgc/work_group.h>

/* After the partials hook it calls. */
#include <wgc/compose.h>

#define __WGC_BODY <work_group_scan_inclusive.inc>
#include <wgc/gentype.inc>
