// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* work_group_reduce_<op> of every operator and type. */
#include <wgc/opencl.h>

#define __WGC_COLLECTIVE reduce
#define __WGC_BODY <wgc/opencl_names.inc>
#include <wgc/gentype.inc>
