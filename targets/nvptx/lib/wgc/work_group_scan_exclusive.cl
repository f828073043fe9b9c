// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the work-group exclusive scan of the internal layer. */
#include <wgc/nvptx_excl.h>
#include <wgc/nvptx_keys.h>
#include <wgc/nvptx_partials.h>
#include <wgc/nvptx_rake.h>
#include <wgc/work_group.h>

/* After the partials hook it calls. */
#include <wgc/compose.h>

/* The warp total from the inclusive scan (compose_scan_exclusive.inc). */
#define WGC_COMPOSE_EXCL_FROM_INCL __wgc_nvptx_excl_

#define __WGC_BODY <work_group_scan_exclusive.inc>
#include <wgc/gentype.inc>
