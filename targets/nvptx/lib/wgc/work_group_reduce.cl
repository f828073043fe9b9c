// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the work-group reduce of the internal layer. */
#include <wgc/nvptx_keys.h>
#include <wgc/nvptx_partials.h>
#include <wgc/nvptx_rake.h>
#include <wgc/nvptx_total.h>
#include <wgc/work_group.h>

/* The warps' partials need no broadcast (compose_reduce.inc). */
#define WGC_COMPOSE_SG_TOTAL __wgc_nvptx_first_

/* After the partials hook it calls. */
#include <wgc/compose.h>

#define __WGC_BODY <work_group_reduce.inc>
#include <wgc/gentype.inc>
