// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group target: the collectives cl_khr_subgroups lacks, lane by lane. */
#include <wgc/ops.h>
#include <wgc/sg.h>

/*
 * cl_khr_subgroups has add, min and max collectives of 32- and 64-bit types
 * (sg_collectives.cl) but none of half (cl_khr_subgroup_extended_types is
 * not required with it) and no mul, and, or or xor. Those are folded by
 * every lane from the values of the lanes it needs, in lane order, each
 * lane's value broadcast in turn (half as its 16-bit pattern in a uint):
 * a fixed order, so floating-point results are deterministic, and no
 * identity enters a result. One broadcast per lane of the sub-group.
 */
#define __WGC_LANE(T)                                                          \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_spv_lane(T x, uint lane) {      \
    return sub_group_broadcast(x, lane);                                       \
  }
__WGC_LANE(int)
__WGC_LANE(uint)
__WGC_LANE(long)
__WGC_LANE(ulong)
__WGC_LANE(float)
__WGC_LANE(double)
#undef __WGC_LANE

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
_WGC_OVERLOAD _WGC_CONVERGENT_INLINE half __wgc_spv_lane(half x, uint lane) {
  return as_half((ushort)sub_group_broadcast((uint)as_ushort(x), lane));
}

_WGC_OVERLOAD _WGC_DEF half __wgc_sg_broadcast(half x, uint lane) {
  return __wgc_spv_lane(x, lane);
}
#endif

/* The operators sg_collectives.cl takes natively for 4- and 8-byte types. */
#define __WGC_SPV_NATIVE_add 1
#define __WGC_SPV_NATIVE_min 1
#define __WGC_SPV_NATIVE_max 1

#define __WGC_BODY <sg_lanewise.inc>
#include <wgc/gentype.inc>
