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

static void publish(volatile global atomic_ulong *status, uint tile,
                    ulong flag, T value) {
  atomic_store_explicit(status + tile, flag << 32 | BITS(value),
                        memory_order_relaxed, memory_scope_device);
}

/*
 * The exclusive prefix of tile t > 0: walks back from tile t - 1 adding
 * aggregates until a tile with its inclusive prefix. Each wait is on a tile
 * whose work-group took its ticket before this one (tiles are numbered in
 * the order work-groups start, by an atomic counter), which has started and
 * publishes its aggregate without waiting: the wait ends on any device
 * where a started work-group makes progress.
 */
static T look_back(volatile global atomic_ulong *status, uint t) {
  T prefix = 0;
  for (uint p = t - 1;; --p) {
    ulong w;
    do
      w = atomic_load_explicit(status + p, memory_order_relaxed,
                               memory_scope_device);
    while (w >> 32 == NOT_READY);
    prefix += FROM_BITS((uint)w);
    if (w >> 32 == PREFIX)
      return prefix;
  }
}

/*
 * out = the exclusive scan of in[0, n). status holds one zeroed word per
 * tile and counter one zeroed uint: clear both before every launch. Each
 * work-group takes the next tile number from counter (not its group id:
 * a group may start before a lower-numbered one, and waiting on a group
 * that has not started can hang), scans its tile with the work-group
 * collectives, publishes its aggregate, looks back for its prefix and
 * publishes its inclusive prefix.
 */
kernel void __attribute__((reqd_work_group_size(WG, 1, 1)))
scan_single(global const T *in, global T *out, ulong n,
            volatile global atomic_ulong *status,
            volatile global atomic_uint *counter) {
  local T s[PAD(TILE)];
  local uint tile;
  local T total, prefix;
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
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    prefix = t == 0 ? (T)0 : look_back(status, t);
    if (t != 0)
      publish(status, t, PREFIX, prefix + total);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  e += prefix;
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    s[PAD(lid * ITEMS + j)] = e;
    e += x[j];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    ulong i = base + j * WG + lid;
    if (i < n)
      out[i] = s[PAD(j * WG + lid)];
  }
}
