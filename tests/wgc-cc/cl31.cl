// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// OpenCL C 3.1 through wgc-cc (check_cl31.sh): its version macros, the
// sub-groups feature, and the sub-group functions 3.1 makes core called
// with no #pragma and no test of an extension macro. With -DROTATE, the
// rotations too.
#if __OPENCL_C_VERSION__ != 310 || CL_VERSION_3_1 != 310 ||                    \
    CL_VERSION_3_0 != 300
#error "OpenCL C 3.1 wants __OPENCL_C_VERSION__ and CL_VERSION_3_1 310"
#endif
#ifndef __opencl_c_subgroups
#error "OpenCL C 3.1 has sub-groups"
#endif
#ifndef __opencl_c_work_group_collective_functions
#error "wgc provides the work-group collective functions"
#endif

kernel void cl31(global int *out, global char *bytes, global ushort4 *quads) {
  uint lane = get_sub_group_local_id();
  size_t i = get_global_id(0);
  int x = out[i];
  /* cl_khr_subgroup_shuffle and cl_khr_subgroup_shuffle_relative */
  x += sub_group_shuffle(x, 0) + sub_group_shuffle_xor(x, 1);
  x += sub_group_shuffle_up(x, 1) + sub_group_shuffle_down(x, 1);
  /* cl_khr_subgroup_extended_types: 8- and 16-bit scalars, vectors */
  bytes[i] = sub_group_broadcast(bytes[i], 0) + sub_group_reduce_max(bytes[i]);
  quads[i] = sub_group_broadcast(quads[i], lane ^ 1);
#ifdef ROTATE
  x += sub_group_rotate(x, 1) + sub_group_clustered_rotate(x, 1, 4);
#endif
  out[i] = x + work_group_reduce_add(x);
}
