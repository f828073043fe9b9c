// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* cl_khr_subgroup_non_uniform_arithmetic over the active-lane contract. */
#include <wgc/opencl.h>
#include <wgc/ops.h>
#include <wgc/sg_mask.h>
#include <wgc/sub_group.h>

/*
 * Every function folds the active lanes' values in lane order, from the
 * lowest active lane's value: one read per active lane, the same order on
 * every target, so that floating-point sums and products are the serial
 * ones. Each type and operator of the table (cmake/wgc_types.txt), through
 * <wgc/sg_gentype.inc>.
 */
#define __WGC_BODY <sub_group_non_uniform_arithmetic.inc>
#include <wgc/sg_gentype.inc>
