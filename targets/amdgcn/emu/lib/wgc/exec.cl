/* AMD emulation: EXEC, the active lanes, and v_cmp's lane mask. */
#include "amdemu.h"
#include <wgc/sg_mask.h>

/* One byte per work-item: its activity, as __wgc_emu_set_active set it. */
__local void *__wgc_local_amdemu_active(void);

/*
 * The emulation runs every wave operation as a work-group step and cannot
 * see divergence: each work-item declares its activity (sg_mask.h). Every
 * operation starts with a barrier, which keeps the previous operation's
 * readers ahead of this one's writers.
 */
void __wgc_emu_set_active(int active) {
  __local uchar *flags = (__local uchar *)__wgc_local_amdemu_active();
  barrier(CLK_LOCAL_MEM_FENCE);
  flags[__wgc_wg_linear_id()] = active != 0;
}

/* The mask of the wave's lanes whose byte in `bytes` (one per lane) is
 * non-zero, among the wave's work-items. */
static ulong lane_mask(__local uchar *bytes) {
  ulong mask = 0ul;
  for (uint l = 0; l < __wgc_sg_size(); ++l)
    mask |= (ulong)(bytes[l] != 0) << l;
  return mask;
}

ulong __wgc_amd_read_exec(void) {
  __local uchar *flags = (__local uchar *)__wgc_local_amdemu_active();
  barrier(CLK_LOCAL_MEM_FENCE);
  return lane_mask(flags + __wgc_sg_id() * WGC_AMDEMU_WAVE);
}

/* The lanes of EXEC whose p is not 0 (the exchange slots hold 0 or 1). */
ulong __wgc_amd_ballot(int p) {
  __local uint *wave = __wgc_amdemu_publish(p != 0);
  ulong mask = 0ul;
  for (uint l = 0; l < __wgc_sg_size(); ++l)
    mask |= (ulong)wave[l] << l;
  return mask & __wgc_amd_read_exec();
}
