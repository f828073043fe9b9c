// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the work-group exclusive scan of the internal layer. */
#include <wgc/compose_excl.h>
#include <wgc/nvptx_algorithm.h>
#include <wgc/nvptx_keys.h>
#include <wgc/rake.h>
#include <wgc/work_group.h>

#define __WGC_BODY <work_group_scan_exclusive.inc>
#include <wgc/gentype.inc>
