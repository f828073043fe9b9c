// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Portable target: the work-group-wide scratch, its slots and its rounds. */
#ifndef WGC_SPIR_SCRATCH_H
#define WGC_SPIR_SCRATCH_H

#include <wgc/sg.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * A collective runs in rounds of a fixed block of work-items, so the scratch
 * is bounded whatever the work-group size: round 0 takes items
 * [0, WGC_SPIR_BLOCK0) in region 0, round r >= 1 the next WGC_SPIR_BLOCK1
 * items in region 1 (r odd) or region 2 (r even). Every value takes one
 * 8-byte slot whatever its type (slot j at byte offset 8 * j), so a
 * work-item's slot is the same bytes for every type (the scratch rule of
 * sg.h). The result slot follows the regions. The block sizes are build-time
 * parameters (CMakeLists.txt); work-groups of up to WGC_SPIR_BLOCK0 items
 * take one round.
 */
#ifndef WGC_SPIR_BLOCK0
#define WGC_SPIR_BLOCK0 1024u
#endif
#ifndef WGC_SPIR_BLOCK1
#define WGC_SPIR_BLOCK1 512u
#endif

/* (WGC_SPIR_RESULT + 1) 8-byte slots, 16-byte aligned; the result slot is
 * the last. */
__local void *__wgc_local_spir_scratch(void);

/*
 * Built with WGC_SPIR_ONE_PASS (wgc-spir64.bc, for CPU runtimes), a
 * collective takes one pass for work-groups of up to WGC_SPIR_BLOCK0 items
 * (one_pass.inc), with no loop around barriers (PoCL keeps per work-item
 * the values a loop holds across its barriers, even when it turns once:
 * sg_collectives.inc): the scratch is an entry array of
 * WGC_SPIR_BLOCK0 8-byte elements, a result array of as many, and the
 * result slot, each typed by the collective.
 */
#ifdef WGC_SPIR_ONE_PASS
#define WGC_SPIR_RESULT (2 * WGC_SPIR_BLOCK0)
_WGC_INLINE __local void *__wgc_spir_one_pass_results(void) {
  return (__local ulong *)__wgc_local_spir_scratch() + WGC_SPIR_BLOCK0;
}
_WGC_INLINE __local void *__wgc_spir_one_pass_result_slot(void) {
  return (__local ulong *)__wgc_local_spir_scratch() + WGC_SPIR_RESULT;
}
/* An index within the scratch (one_pass.inc). */
_WGC_INLINE uint __wgc_spir_served(uint i) {
  return i < WGC_SPIR_BLOCK0 ? i : WGC_SPIR_BLOCK0 - 1;
}

/* How many of a work-group of n items store their values. */
_WGC_INLINE uint __wgc_spir_stored(uint n) {
  return n < WGC_SPIR_BLOCK0 ? n : WGC_SPIR_BLOCK0;
}

/*
 * After a barrier, who the caller is, from the work-item functions by
 * expressions that share nothing with __wgc_wg_linear_id() (64-bit
 * arithmetic), which the collective computed before it. PoCL keeps a value
 * computed before a barrier and used after it in a per-work-item array, and
 * its GVN merges equal expressions across barriers; these it recomputes
 * from the work-item loop's own counters instead, so the serial region's
 * loop over the work-items only tests its counter and the reads of the
 * scan results are contiguous and vectorized.
 */
_WGC_INLINE bool __wgc_spir_is_last_item(void) {
  return get_local_id(0) == get_local_size(0) - 1 &&
         get_local_id(1) == get_local_size(1) - 1 &&
         get_local_id(2) == get_local_size(2) - 1;
}
_WGC_INLINE uint __wgc_spir_linear_id_again(void) {
  return (uint)get_local_id(0) +
         (uint)get_local_size(0) *
             ((uint)get_local_id(1) +
              (uint)get_local_size(1) * (uint)get_local_id(2));
}
#else
/* The slot index of the result slot: 8 * WGC_SPIR_RESULT is its byte
 * offset. */
#define WGC_SPIR_RESULT (WGC_SPIR_BLOCK0 + 2 * WGC_SPIR_BLOCK1)
#endif

/* The rounds of a work-group of n items. */
_WGC_INLINE uint __wgc_spir_rounds(uint n) {
  return n <= WGC_SPIR_BLOCK0
             ? 1u
             : 1u + (n - WGC_SPIR_BLOCK0 + WGC_SPIR_BLOCK1 - 1) /
                        WGC_SPIR_BLOCK1;
}

/* The first item of round r. */
_WGC_INLINE uint __wgc_spir_round_base(uint r) {
  return r == 0 ? 0u : WGC_SPIR_BLOCK0 + (r - 1) * WGC_SPIR_BLOCK1;
}

/* The items of round r of a work-group of n items. */
_WGC_INLINE uint __wgc_spir_round_size(uint r, uint n) {
  uint block = r == 0 ? WGC_SPIR_BLOCK0 : WGC_SPIR_BLOCK1;
  uint rest = n - __wgc_spir_round_base(r);
  return rest < block ? rest : block;
}

/* The first slot of round r's region. */
_WGC_INLINE uint __wgc_spir_round_region(uint r) {
  return r == 0 ? 0u : WGC_SPIR_BLOCK0 + ((r - 1) & 1u) * WGC_SPIR_BLOCK1;
}

/* A value's bits in a slot (zero-extended), and back. */
#define __WGC_SPIR_SLOT(T, AS_U, AS_T, U)                                      \
  _WGC_OVERLOAD _WGC_INLINE ulong __wgc_spir_to_slot(T x) {                    \
    return (ulong)AS_U(x);                                                     \
  }                                                                            \
  _WGC_OVERLOAD _WGC_INLINE T __wgc_spir_from_slot(T tag, ulong s) {           \
    return AS_T((U)s);                                                         \
  }
__WGC_SPIR_SLOT(int, as_uint, as_int, uint)
__WGC_SPIR_SLOT(uint, as_uint, as_uint, uint)
__WGC_SPIR_SLOT(long, as_ulong, as_long, ulong)
__WGC_SPIR_SLOT(ulong, as_ulong, as_ulong, ulong)
__WGC_SPIR_SLOT(float, as_uint, as_float, uint)
__WGC_SPIR_SLOT(double, as_ulong, as_double, ulong)
#ifdef cl_khr_fp16
__WGC_SPIR_SLOT(half, as_ushort, as_half, ushort)
#endif
#undef __WGC_SPIR_SLOT

#endif
