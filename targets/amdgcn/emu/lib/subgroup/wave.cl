// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* AMD emulation: the lane id and the width of the emulated wavefront. */
#include "amdemu.h"

/* Hardware lane ids follow the local linear id within the wavefront
 * (v_mbcnt_lo/hi over an all-ones mask count the lanes below). */
uint __wgc_amd_lane_id(void) { return __wgc_wg_linear_id() % WGC_AMDEMU_WAVE; }

uint __wgc_amd_wave_size(void) { return WGC_AMDEMU_WAVE; }
