// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* cl_khr_subgroup_ballot's ballots and masks over the active-lane contract. */
#include <wgc/opencl.h>
#include <wgc/sg_mask.h>

/*
 * A ballot is a uint4 whose bit i (of the 128) stands for lane i; lanes
 * reach 64 at most, so .z and .w are 0 in every ballot and mask wgc makes
 * and ignored in every ballot it reads, as are the bits of lanes at or past
 * get_max_sub_group_size().
 */
static _WGC_INLINE ulong bits(uint4 value) {
  return (as_ulong(value.xy)) & __wgc_sg_lanes_mask();
}

static _WGC_INLINE uint4 ballot(ulong mask) {
  return (uint4)((uint)mask, (uint)(mask >> 32), 0u, 0u);
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint4 sub_group_ballot(int predicate) {
  return ballot(__wgc_sg_ballot_mask(predicate != 0, __wgc_sg_active()));
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS int sub_group_inverse_ballot(uint4 value) {
  return (int)(bits(value) >> __wgc_sg_lane()) & 1;
}

/* index must be a lane below get_max_sub_group_size(); others give 0. */
_WGC_OVERLOAD _WGC_OPENCL_ATTRS int sub_group_ballot_bit_extract(uint4 value,
                                                                 uint index) {
  return index < 64u ? (int)(bits(value) >> index) & 1 : 0;
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint sub_group_ballot_bit_count(uint4 value) {
  return (uint)__builtin_popcountl(bits(value));
}

/* The bits of lanes at or below (below) the caller's. */
_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint
sub_group_ballot_inclusive_scan(uint4 value) {
  ulong le = (2ul << __wgc_sg_lane()) - 1ul;
  return (uint)__builtin_popcountl(bits(value) & le);
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint
sub_group_ballot_exclusive_scan(uint4 value) {
  ulong lt = (1ul << __wgc_sg_lane()) - 1ul;
  return (uint)__builtin_popcountl(bits(value) & lt);
}

/* The lowest (highest) set bit; 0xffffffff where none is set, a case the
 * extension leaves undefined. */
_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint sub_group_ballot_find_lsb(uint4 value) {
  ulong b = bits(value);
  return b != 0ul ? (uint)__builtin_ctzl(b) : ~0u;
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint sub_group_ballot_find_msb(uint4 value) {
  ulong b = bits(value);
  return b != 0ul ? 63u - (uint)__builtin_clzl(b) : ~0u;
}

/* The masks of lanes ==, >=, >, <=, < the caller's, below
 * get_max_sub_group_size(). */
_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint4 get_sub_group_eq_mask(void) {
  return ballot(1ul << __wgc_sg_lane());
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint4 get_sub_group_ge_mask(void) {
  return ballot(~((1ul << __wgc_sg_lane()) - 1ul) & __wgc_sg_lanes_mask());
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint4 get_sub_group_gt_mask(void) {
  return ballot(~((2ul << __wgc_sg_lane()) - 1ul) & __wgc_sg_lanes_mask());
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint4 get_sub_group_le_mask(void) {
  return ballot((2ul << __wgc_sg_lane()) - 1ul);
}

_WGC_OVERLOAD _WGC_OPENCL_ATTRS uint4 get_sub_group_lt_mask(void) {
  return ballot((1ul << __wgc_sg_lane()) - 1ul);
}
