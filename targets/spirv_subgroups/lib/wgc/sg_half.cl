/* Sub-group target: half collectives, lane by lane over sub_group_broadcast. */
#include <wgc/ops.h>
#include <wgc/sg.h>

/*
 * cl_khr_subgroups has no half collectives (cl_khr_subgroup_extended_types
 * is not required with it), so each lane folds the values of the lanes it
 * needs, in lane order, broadcast one by one as 16-bit patterns in a uint.
 */
static _WGC_CONVERGENT_INLINE half lane_value(half x, uint lane) {
  return as_half((ushort)sub_group_broadcast((uint)as_ushort(x), lane));
}

_WGC_OVERLOAD _WGC_DEF half __wgc_sg_broadcast(half x, uint lane) {
  return lane_value(x, lane);
}

#define __WGC_HALF(OP, ID)                                                     \
  _WGC_OVERLOAD _WGC_DEF half __wgc_sg_reduce_##OP(half x) {                   \
    uint n = get_sub_group_size();                                             \
    half acc = lane_value(x, 0);                                               \
    for (uint i = 1; i < n; ++i)                                               \
      acc = __wgc_##OP(acc, lane_value(x, i));                                 \
    return acc;                                                                \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF half __wgc_sg_scan_inclusive_##OP(half x) {           \
    uint n = get_sub_group_size(), lane = get_sub_group_local_id();            \
    half acc = lane_value(x, 0), r = acc;                                      \
    for (uint i = 1; i < n; ++i) {                                             \
      acc = __wgc_##OP(acc, lane_value(x, i));                                 \
      if (i == lane)                                                           \
        r = acc;                                                               \
    }                                                                          \
    return r;                                                                  \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF half __wgc_sg_scan_exclusive_##OP(half x) {           \
    uint n = get_sub_group_size(), lane = get_sub_group_local_id();            \
    half acc = lane_value(x, 0), r = (half)(ID);                               \
    for (uint i = 1; i < n; ++i) {                                             \
      if (i == lane)                                                           \
        r = acc;                                                               \
      acc = __wgc_##OP(acc, lane_value(x, i));                                 \
    }                                                                          \
    return r;                                                                  \
  }
__WGC_HALF(add, 0)
__WGC_HALF(min, INFINITY)
__WGC_HALF(max, -INFINITY)
