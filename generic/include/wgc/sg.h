// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The sub-group contract: what every target provides to the generic code. */
#ifndef WGC_SG_H
#define WGC_SG_H

#include <wgc/defs.h>

/*
 * A work-group is split into sub-groups of consecutive local linear ids.
 * Every sub-group has __wgc_sg_max_size() lanes except possibly the last,
 * which has __wgc_sg_size() <= __wgc_sg_max_size() active lanes.
 *
 * The width is a run-time value the target supplies (one AMD bitcode serves
 * wave32 and wave64), never a compile-time macro in generic code.
 *
 * Rules for callers (generic code):
 *  - Sub-group collectives are called by every work-item of the work-group
 *    in work-group-uniform control flow. The emulated targets implement them
 *    with work-group barriers and rely on this.
 *  - Reduce returns the same value to every lane of the sub-group.
 *  - Scans follow lane order; the exclusive scan gives lane 0 the identity.
 *  - Broadcast returns the value of lane `lane` (< __wgc_sg_size()).
 */

uint __wgc_sg_max_size(void);
uint __wgc_sg_size(void);
uint __wgc_sg_count(void);
uint __wgc_sg_id(void);
uint __wgc_sg_lane(void);

/* The local linear id, row-major over x, y, z, and the work-group size. */
uint __wgc_wg_linear_id(void);
uint __wgc_wg_size(void);

/*
 * Scratch local memory for the work-group composition, 16-byte aligned and
 * large enough for one 8-byte value per sub-group of the largest work-group.
 */
__local void *__wgc_local_partials(void);

/*
 * The scratch rule. A target's scratch (its __wgc_local_* arrays) holds
 * entry areas, which a collective may write before its first barrier, and
 * result slots at fixed byte offsets past them. Every collective, of every
 * type and on every target, keeps these rules:
 *  1. it calls barrier(CLK_LOCAL_MEM_FENCE) at least once, reads no scratch
 *     before its first barrier and writes none after its last;
 *  2. before its first barrier a work-item writes entry areas only;
 *  3. after its last barrier a work-item reads only
 *     - result slots, which no collective writes before its first barrier
 *       (nor after its last), or
 *     - its own slot of an entry area: the 8 bytes at byte offset
 *       8 * (its local linear id), whatever the type, in an area where
 *       every work-item writes before a first barrier only its own slot,
 *       or bytes of an area that no collective writes before its first
 *       barrier.
 * Whatever two collectives run back to back, every access of the first is
 * ordered by a barrier before every access of the second, except the first
 * one's reads after its last barrier and the second one's writes before its
 * first. By rules 2 and 3 those touch different bytes or the same
 * work-item's own slot, in program order: no race, whatever the two types.
 *
 * What the caller may assume: any sequence of collectives of any types (back
 * to back, in loops, mixed in one kernel) needs no barrier of its own
 * between them; a collective never touches the caller's own __local memory;
 * and nothing of one collective's scratch survives into the next.
 */

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* __wgc_sg_<collective>_<op> for every type and operator of gentype.inc. */
#define __WGC_BODY <wgc/sg_decls.inc>
#include <wgc/gentype.inc>

#define __WGC_SG_BROADCAST_DECL(T) _WGC_OVERLOAD T __wgc_sg_broadcast(T, uint);
__WGC_EACH_TYPE(__WGC_SG_BROADCAST_DECL)
#undef __WGC_SG_BROADCAST_DECL

#endif
