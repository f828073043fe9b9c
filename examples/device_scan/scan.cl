// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Device-wide exclusive prefix sum in three passes over tiles of WG * ITEMS. */
#ifndef T
#define T int
#endif
#ifndef WG
#define WG 256 /* work-group size: every launch must use it */
#endif
#ifndef ITEMS
#define ITEMS 16 /* elements per work-item */
#endif
#define TILE (WG * ITEMS)
/* One spare slot per 32 keeps the blocked reads and writes of the local tile
 * free of bank conflicts (ITEMS a power of two up to 32). */
#define PAD(i) ((i) + (i) / 32)

/* Tile elements [base, base + TILE) of in into s: item j of work-item lid
 * is element base + j * WG + lid, so the loads of a sub-group are
 * consecutive (coalesced). Elements at or past n read as 0. */
static void load_tile(global const T *in, ulong base, ulong n, local T *s) {
  uint lid = get_local_id(0);
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    ulong i = base + j * WG + lid;
    s[PAD(j * WG + lid)] = i < n ? in[i] : (T)0;
  }
}

/* The tile in s to out[base, min(base + TILE, n)), in the same order. */
static void store_tile(local const T *s, ulong base, ulong n, global T *out) {
  uint lid = get_local_id(0);
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    ulong i = base + j * WG + lid;
    if (i < n)
      out[i] = s[PAD(j * WG + lid)];
  }
}

/*
 * Replaces the tile in s by its exclusive scan plus carry and returns carry
 * plus the tile's total; barriers before and after. Each work-item scans
 * ITEMS consecutive elements, and one work_group_scan_exclusive_add over
 * those runs' totals gives every run its offset.
 */
static T scan_tile(local T *s, local T *total, T carry) {
  uint lid = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  T x[ITEMS];
  T sum = 0;
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    x[j] = s[PAD(lid * ITEMS + j)];
    sum += x[j];
  }
  T e = work_group_scan_exclusive_add(sum) + carry;
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    s[PAD(lid * ITEMS + j)] = e;
    e += x[j];
  }
  if (lid == WG - 1)
    *total = e;
  barrier(CLK_LOCAL_MEM_FENCE);
  return *total;
}

/* Pass 1: totals[g] = the sum of tile g. One work-group per tile; the loads
 * are those of load_tile, added in registers. */
kernel void __attribute__((reqd_work_group_size(WG, 1, 1)))
tile_reduce(global const T *in, global T *totals, ulong n) {
  ulong base = get_group_id(0) * (ulong)TILE + get_local_id(0);
  T sum = 0;
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j)
    sum += base + j * WG < n ? in[base + j * WG] : (T)0;
  sum = work_group_reduce_add(sum);
  if (get_local_id(0) == 0)
    totals[get_group_id(0)] = sum;
}

/* Pass 2: the exclusive scan of count tile totals, in place, by one
 * work-group (launch exactly WG work-items). */
kernel void __attribute__((reqd_work_group_size(WG, 1, 1)))
scan_totals(global T *totals, uint count) {
  local T s[PAD(TILE)];
  local T total;
  T carry = 0;
  for (ulong base = 0; base < count; base += TILE) {
    load_tile(totals, base, count, s);
    carry = scan_tile(s, &total, carry);
    store_tile(s, base, count, totals);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

/* Pass 3: out = the exclusive scan of in, tile g offset by offsets[g]. */
kernel void __attribute__((reqd_work_group_size(WG, 1, 1)))
tile_scan(global const T *in, global T *out, global const T *offsets, ulong n) {
  local T s[PAD(TILE)];
  local T total;
  ulong base = get_group_id(0) * (ulong)TILE;
  load_tile(in, base, n, s);
  scan_tile(s, &total, offsets[get_group_id(0)]);
  store_tile(s, base, n, out);
}
