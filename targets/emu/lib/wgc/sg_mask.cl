/* Emulated target: the active-lane contract over declared activity. */
#include <wgc/emu.h>
#include <wgc/sg_mask.h>

/* One byte per work-item: its activity, as __wgc_emu_set_active set it. */
__local void *__wgc_local_emu_active(void);

/*
 * The emulation runs every sub-group operation as a work-group step and
 * cannot see divergence: each work-item declares its activity (sg_mask.h).
 * Every operation starts with a barrier, which keeps the previous
 * operation's readers ahead of this one's writers.
 */
_WGC_DEF void __wgc_emu_set_active(int active) {
  __local uchar *flags = (__local uchar *)__wgc_local_emu_active();
  barrier(CLK_LOCAL_MEM_FENCE);
  flags[__wgc_wg_linear_id()] = active != 0;
}

_WGC_DEF ulong __wgc_sg_active(void) {
  __local uchar *flags = (__local uchar *)__wgc_local_emu_active();
  uint base = __wgc_sg_id() * WGC_EMU_WIDTH;
  barrier(CLK_LOCAL_MEM_FENCE);
  ulong mask = 0ul;
  for (uint l = 0; l < __wgc_sg_size(); ++l)
    mask |= (ulong)(flags[base + l] != 0) << l;
  return mask;
}

/* Each work-item publishes x in its exchange slot, then reads lane's. */
static _WGC_CONVERGENT_INLINE __local uint *publish(uint x) {
  __local uint *xchg = (__local uint *)__wgc_local_emu_xchg();
  __local uint *sg = xchg + __wgc_sg_id() * WGC_EMU_WIDTH;
  barrier(CLK_LOCAL_MEM_FENCE);
  sg[__wgc_sg_lane()] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
  return sg;
}

_WGC_DEF ulong __wgc_sg_ballot_mask(int predicate, ulong active) {
  __local uint *sg = publish(predicate != 0);
  ulong mask = 0ul;
  for (uint l = 0; l < __wgc_sg_size(); ++l)
    mask |= (ulong)sg[l] << l;
  return mask & active;
}

_WGC_DEF uint __wgc_sg_read_u32(uint x, uint lane, ulong active) {
  __local uint *sg = publish(x);
  return lane < __wgc_sg_size() ? sg[lane] : x;
}

/* Every work-item of the work-group reads as often: once per lane. */
_WGC_DEF uint __wgc_sg_read_steps(ulong active) { return WGC_EMU_WIDTH; }
