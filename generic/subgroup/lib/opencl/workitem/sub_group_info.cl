// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The sub-group work-item functions over the sub-group contract. */
#include <wgc/opencl.h>
#include <wgc/sub_group.h>

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint get_sub_group_size(void) {
  return __wgc_sg_size();
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint get_max_sub_group_size(void) {
  return __wgc_sg_dispatch_max_size();
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint get_num_sub_groups(void) {
  return __wgc_sg_count();
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint get_enqueued_num_sub_groups(void) {
  return __wgc_sg_enqueued_count();
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint get_sub_group_id(void) {
  return __wgc_sg_id();
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint get_sub_group_local_id(void) {
  return __wgc_sg_lane();
}
