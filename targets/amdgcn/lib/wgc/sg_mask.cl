/* AMD target: the active-lane contract over EXEC, v_cmp and v_readlane. */
#include <wgc/amd_xlane.h>
#include <wgc/sg_mask.h>

/* The lanes of the wavefront: EXEC's high half is not a wave32 lane. */
static _WGC_INLINE ulong wave_lanes(void) {
  return __wgc_amd_wave_size() == 64u ? ~0ul : 0xfffffffful;
}

_WGC_DEF ulong __wgc_sg_active(void) {
  return __wgc_amd_read_exec() & wave_lanes();
}

_WGC_DEF ulong __wgc_sg_ballot_mask(int predicate, ulong active) {
  return __wgc_amd_ballot(predicate) & active;
}

/* The lane is the same in every active lane: v_readlane's scalar operand. */
_WGC_DEF uint __wgc_sg_read_u32(uint x, uint lane, ulong active) {
  return __wgc_amd_readlane(x, lane);
}

/* The emulated readlane is a work-group step: one per lane of the wave. */
_WGC_DEF uint __wgc_sg_read_steps(ulong active) {
#ifdef WGC_AMD_EMU
  return __wgc_amd_wave_size();
#else
  return (uint)__builtin_popcountl(active);
#endif
}
