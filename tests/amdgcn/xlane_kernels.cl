// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Kernels that run each emulated AMD cross-lane operation once per lane. */
#include <wgc/amd_xlane_emu.h>

__kernel void dpp(__global const uint *src, __global const uint *old,
                  __global uint *out, uint ctrl, uint row_mask, uint bank_mask,
                  uint bound_ctrl) {
  size_t i = get_global_id(0);
  out[i] = __wgc_amd_update_dpp(old[i], src[i], ctrl, row_mask, bank_mask,
                                bound_ctrl != 0);
}

__kernel void permlanex16(__global const uint *src, __global const uint *old,
                          __global uint *out, uint sel_lo, uint sel_hi,
                          uint fetch_inactive, uint bound_ctrl) {
  size_t i = get_global_id(0);
  out[i] = __wgc_amd_permlanex16(old[i], src[i], sel_lo, sel_hi,
                                 fetch_inactive != 0, bound_ctrl != 0);
}

__kernel void swizzle(__global const uint *src, __global const uint *unused,
                      __global uint *out, uint pattern) {
  size_t i = get_global_id(0);
  out[i] = __wgc_amd_ds_swizzle(src[i], pattern);
}

__kernel void bpermute(__global const uint *src, __global const uint *addr,
                       __global uint *out) {
  size_t i = get_global_id(0);
  out[i] = __wgc_amd_ds_bpermute(addr[i], src[i]);
}

__kernel void readlane(__global const uint *src, __global const uint *unused,
                       __global uint *out, uint lane) {
  size_t i = get_global_id(0);
  out[i] = __wgc_amd_readlane(src[i], lane);
}
