// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: sub-group inclusive and exclusive scans by up-shuffles. */
#include <wgc/nvptx.h>
#include <wgc/nvptx_algorithm.h>
#include <wgc/nvptx_keys.h>
#include <wgc/nvptx_steps.h>
#include <wgc/ops.h>
#include <wgc/sg_excl.h>
#include <wgc/shfl.h>

#define __WGC_BODY <sub_group_scan.inc>
#include <wgc/gentype.inc>
