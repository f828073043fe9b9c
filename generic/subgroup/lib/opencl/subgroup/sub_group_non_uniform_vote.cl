// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* cl_khr_subgroup_non_uniform_vote over the active-lane contract. */
#include <wgc/opencl.h>
#include <wgc/sg_mask.h>
#include <wgc/sub_group.h>

/* The lowest active lane. */
_WGC_OVERLOAD _WGC_OPENCL_ATTRS int sub_group_elect(void) {
  return __wgc_sg_lane() == __wgc_sg_first_lane(__wgc_sg_active());
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int sub_group_non_uniform_all(int predicate) {
  ulong active = __wgc_sg_active();
  return __wgc_sg_ballot_mask(predicate == 0, active) == 0ul;
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int sub_group_non_uniform_any(int predicate) {
  ulong active = __wgc_sg_active();
  return __wgc_sg_ballot_mask(predicate != 0, active) != 0ul;
}

/*
 * Every active lane's value compares equal (==) to the lowest active
 * lane's: for floating-point types a NaN is never equal and -0.0 equals
 * +0.0.
 */
#define __WGC_ALL_EQUAL(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)     \
  _WGC_OVERLOAD _WGC_OPENCL_ATTRS int sub_group_non_uniform_all_equal(T x) {   \
    ulong active = __wgc_sg_active();                                          \
    T first = __wgc_sg_fetch(x, __wgc_sg_first_lane(active), active);          \
    return __wgc_sg_ballot_mask(!(x == first), active) == 0ul;                 \
  }
__WGC_SG_TYPES(__WGC_ALL_EQUAL, ~)
