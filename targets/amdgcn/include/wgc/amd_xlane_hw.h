// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The AMD layer's cross-lane operations on the AMDGPU builtins. */
#ifndef WGC_AMD_XLANE_HW_H
#define WGC_AMD_XLANE_HW_H

#include <wgc/defs.h>

/* Macros, not functions: the builtins take their controls as immediates. */
#define __wgc_amd_update_dpp(old, src, ctrl, row_mask, bank_mask, bound_ctrl)  \
  ((uint)__builtin_amdgcn_update_dpp((int)(old), (int)(src), (ctrl),           \
                                     (row_mask), (bank_mask), (bound_ctrl)))
#define __wgc_amd_permlanex16(old, src, sel_lo, sel_hi, fi, bound_ctrl)        \
  ((uint)__builtin_amdgcn_permlanex16((old), (src), (sel_lo), (sel_hi), (fi),  \
                                      (bound_ctrl)))
#define __wgc_amd_ds_swizzle(src, pattern)                                     \
  ((uint)__builtin_amdgcn_ds_swizzle((int)(src), (pattern)))
#define __wgc_amd_ds_bpermute(byte_address, src)                               \
  ((uint)__builtin_amdgcn_ds_bpermute((int)(byte_address), (int)(src)))
#define __wgc_amd_readlane(src, lane)                                          \
  ((uint)__builtin_amdgcn_readlane((int)(src), (int)(lane)))
#define __wgc_amd_readfirstlane(src)                                           \
  ((uint)__builtin_amdgcn_readfirstlane((int)(src)))
#define __wgc_amd_read_exec() __builtin_amdgcn_read_exec()
/* v_cmp_ne_u32 against 0: the mask of the active lanes whose p is not 0. */
#define __wgc_amd_ballot(p) __builtin_amdgcn_uicmp((uint)(p), 0u, 33)
#define __wgc_amd_lane_id()                                                    \
  __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u))

/*
 * clang-15 has no __builtin_amdgcn_wavefrontsize; the intrinsic is reached
 * by name. LLVM 15 folds it to the wave size of the function's subtarget in
 * any optimization, so the library is shipped unoptimized (README.md).
 */
uint __wgc_amd_wavefrontsize_intrinsic(void) __asm("llvm.amdgcn.wavefrontsize");
#define __wgc_amd_wave_size() __wgc_amd_wavefrontsize_intrinsic()

#endif
