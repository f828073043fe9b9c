// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Device-wide exclusive prefix sum in one pass, with decoupled look-back. */
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

#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
/* T's 32 bits and back (T is int or float). */
#define BITS(x) as_uint(x)
#define FROM_BITS(b) XCAT(as_, T)(b)

/*
 * The tile status words, as CUB's ScanTileState: one 64-bit word per tile,
 * its flag in the high half and a 32-bit value in the low half, so that a
 * flag and its value are written and read together by one atomic access.
 * NOT_READY (0, how the host clears them): nothing yet; AGGREGATE: the
 * value is the tile's own total; PREFIX: the value is the inclusive prefix
 * of every element up to the tile's end. Since no other data is published
 * through a word, relaxed device-scope accesses suffice.
 */
#define NOT_READY 0ul
#define AGGREGATE 1ul
#define PREFIX 2ul

static void publish(volatile global atomic_ulong *status, uint tile, ulong flag,
                    T value) {
  atomic_store_explicit(status + tile, flag << 32 | BITS(value),
                        memory_order_relaxed, memory_scope_device);
}

/* How many predecessors one look-back step reads at once (CUB's warp). */
#define WINDOW (WG < 32 ? WG : 32)

/*
 * The exclusive prefix of tile t > 0, by the whole work-group (every
 * work-item calls it; the collectives keep the loop uniform): work-items
 * 0..WINDOW-1 read the status words of tiles t-1, t-2, ..., a window at a
 * time; once every word of the window is ready, the window's last tile
 * with its inclusive prefix ends the walk, and the window adds its values
 * from that tile on; with none, the whole window is aggregates and the walk
 * goes on below it. Each wait is on a tile whose work-group took its
 * ticket before this one (tiles are numbered in the order work-groups
 * start, by an atomic counter): it has started and publishes its aggregate
 * without waiting, so the wait ends on any device where a started
 * work-group makes progress.
 */
static T look_back(volatile global atomic_ulong *status, uint t) {
  uint lid = get_local_id(0);
  T prefix = 0;
  for (int end = (int)t - 1;;) {
    int idx = end - (int)lid;
    /* Past the window, or below tile 0 (which has its prefix, so no walk
     * reaches further): ready, adding 0. */
    ulong w = AGGREGATE << 32;
    if (lid < WINDOW && idx >= 0)
      w = atomic_load_explicit(status + idx, memory_order_relaxed,
                               memory_scope_device);
    /* One collective both waits and finds the window's last prefix:
     * INT_MAX while a word is not ready, else that tile's index, or -1. */
    int stop = work_group_reduce_max(w >> 32 == NOT_READY ? INT_MAX
                                     : w >> 32 == PREFIX  ? idx
                                                          : -1);
    if (stop == INT_MAX)
      continue;
    prefix += work_group_reduce_add(
        idx >= stop && lid < WINDOW ? FROM_BITS((uint)w) : (T)0);
    if (stop >= 0)
      return prefix;
    end -= WINDOW;
  }
}

/*
 * out = the exclusive scan of in[0, n). status holds one zeroed word per
 * tile and counter one zeroed uint: clear both before every launch. Each
 * work-group takes the next tile number from counter (not its group id:
 * a group may start before a lower-numbered one, and waiting on a group
 * that has not started can hang), scans its tile with the work-group
 * collectives, publishes its aggregate, looks back for its prefix and
 * publishes its inclusive prefix. The wait on predecessors is the only
 * coupling between tiles: a tile's aggregate is published before it looks
 * back, so a successor can walk past a tile still looking back.
 */
kernel void __attribute__((reqd_work_group_size(WG, 1, 1)))
scan_single(global const T *in, global T *out, ulong n,
            volatile global atomic_ulong *status,
            volatile global atomic_uint *counter) {
  local T s[PAD(TILE)];
  local uint tile;
  local T total;
  uint lid = get_local_id(0);
  if (lid == 0)
    tile = atomic_fetch_add_explicit(counter, 1u, memory_order_relaxed,
                                     memory_scope_device);
  barrier(CLK_LOCAL_MEM_FENCE);
  uint t = tile;
  ulong base = t * (ulong)TILE;
  /* Coalesced loads (item j of work-item lid is element j * WG + lid) into
   * the local tile; elements past n read as 0. */
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    ulong i = base + j * WG + lid;
    s[PAD(j * WG + lid)] = i < n ? in[i] : (T)0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  /* Each work-item scans ITEMS consecutive elements. */
  T x[ITEMS];
  T sum = 0;
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    x[j] = s[PAD(lid * ITEMS + j)];
    sum += x[j];
  }
  T e = work_group_scan_exclusive_add(sum);
  if (lid == WG - 1) {
    total = e + sum;
    publish(status, t, t == 0 ? PREFIX : AGGREGATE, e + sum);
  }
  /* The tile's own exclusive scan, in place: x is not kept across the
   * look-back, whose prefix is added on the way out. */
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    s[PAD(lid * ITEMS + j)] = e;
    e += x[j];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  /* t is uniform: the whole work-group looks back, or none of it. */
  T prefix = t == 0 ? (T)0 : look_back(status, t);
  if (lid == 0 && t != 0)
    publish(status, t, PREFIX, prefix + total);
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    ulong i = base + j * WG + lid;
    if (i < n)
      out[i] = prefix + s[PAD(j * WG + lid)];
  }
}
