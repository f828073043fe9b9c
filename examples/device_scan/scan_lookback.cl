// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Device-wide exclusive prefix sum in one pass, one sub-group looking back. */
#ifndef T
#define T int
#endif
#ifndef WG
#define WG 256 /* work-group size: every launch must use it */
#endif
#ifndef ITEMS
#define ITEMS 16 /* elements per work-item */
#endif
#ifndef SG
#define SG 32 /* the device's sub-group size: 32 on NVIDIA GPUs */
#endif
#ifndef VEC
#define VEC 1 /* elements per global load and store: 1, 2 or 4 */
#endif
#if ITEMS % VEC
#error "ITEMS must be a multiple of VEC"
#endif
#define TILE (WG * ITEMS)
#define SGS (WG / SG)     /* sub-groups per work-group: at most SG */
#define PART (SG * ITEMS) /* elements per sub-group */
/* One spare slot per 32 keeps the striped writes and blocked reads of the
 * local tile free of bank conflicts (ITEMS a power of two up to 32; 12 or
 * 24: 2-way on the blocked reads). */
#define PAD(i) ((i) + (i) / 32)

#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
/* VEC consecutive elements, moved by one global access of VEC * sizeof(T)
 * bytes (vload/vstore may be split into scalar accesses; a vector pointer
 * is not), with their elements by index. */
#if VEC == 1
typedef T vec_t;
#else
typedef XCAT(T, VEC) vec_t;
#endif
typedef union {
  vec_t v;
  T e[VEC];
} chunk;
/* T's 32 bits and back (T is int, uint or float). */
#define BITS(x) as_uint(x)
#define FROM_BITS(b) XCAT(as_, T)(b)

/*
 * The tile status words (as scan_single.cl and CUB's ScanTileState): one
 * 64-bit word per tile, its flag in the high half and a 32-bit value in the
 * low half, so that one atomic store publishes both and one atomic load
 * reads both. NOT_READY (0, how the host clears them): nothing yet;
 * AGGREGATE: the value is the tile's own total; PREFIX: the value is the
 * inclusive prefix of every element up to the tile's end. No other data is
 * published through a word (the value travels in it), so relaxed
 * device-scope accesses suffice: no acquire or release is needed.
 */
#define NOT_READY 0u
#define AGGREGATE 1u
#define PREFIX 2u

static void publish(volatile global atomic_ulong *status, uint tile, uint flag,
                    T value) {
  atomic_store_explicit(status + tile, (ulong)flag << 32 | BITS(value),
                        memory_order_relaxed, memory_scope_device);
}

static ulong read_status(volatile global atomic_ulong *status, int tile) {
  /* Before tile 0 the prefix is 0: tile 0's walk ends there at once, and no
   * other walk gets past tile 0, which publishes its prefix at once. */
  return tile < 0 ? (ulong)PREFIX << 32
                  : atomic_load_explicit(status + tile, memory_order_relaxed,
                                         memory_scope_device);
}

/*
 * The exclusive prefix of tile t, by one sub-group (its SG work-items all
 * call it, and each step reaches every sub-group function in all). Lane l
 * holds the status word of tile end - l, starting from end = t - 1: a
 * window of SG predecessors, nearest in lane 0. The nearest tile of the
 * window that is not an aggregate decides each step:
 * - it has its prefix: the values of lanes 0 up to it (aggregates, then
 *   that prefix) complete tile t's prefix;
 * - it is not ready: the lanes whose words are not ready read them again
 *   (a wait is only ever on tiles nearer than the nearest prefix);
 * - there is none: the window's SG aggregates are added and the walk goes
 *   on a window further down.
 * Each wait is on a tile whose work-group took its number before this one
 * (the atomic counter numbers tiles in the order work-groups start): it
 * has started and publishes its aggregate without waiting, so the wait
 * ends on any device where a started work-group makes progress.
 */
static T look_back(volatile global atomic_ulong *status, uint t) {
  uint lane = get_sub_group_local_id();
  int end = (int)t - 1;
  ulong w = read_status(status, end - (int)lane);
  T prefix = 0;
  uint flag;
  do {
    /* The nearest lane that is not an aggregate, or the last. */
    uint nearest =
        sub_group_reduce_min(w >> 32 != AGGREGATE ? lane : (uint)SG - 1);
    flag = sub_group_broadcast((uint)(w >> 32), nearest);
    T sum = sub_group_reduce_add(lane <= nearest ? FROM_BITS((uint)w) : (T)0);
    if (flag != NOT_READY)
      prefix += sum;
    if (flag == AGGREGATE)
      end -= SG;
    if (flag == AGGREGATE || w >> 32 == NOT_READY)
      w = read_status(status, end - (int)lane);
  } while (flag != PREFIX);
  return prefix;
}

/*
 * out = the exclusive scan of in[0, n). status holds one zeroed word per
 * tile and counter one zeroed uint: clear both before every launch. The
 * device's sub-groups must be SG work-items each (32 on NVIDIA GPUs), and
 * WG a multiple of SG up to SG * SG.
 *
 * Each work-group takes the next tile number from counter (not its group
 * id: a group may start before a lower-numbered one, and waiting on a
 * group that has not started can hang; -DGROUP_ORDER takes the group id
 * all the same, as CUB does, where groups start in order of their ids).
 * Sub-group g loads and scans its own PART elements of the tile (a sub-group
 * barrier orders its transpose through local memory); the sub-group totals meet
 * in local memory (the second work-group barrier), where every sub-group scans
 * them for its offset and the tile's total. Sub-group 0 then publishes the
 * tile's aggregate, looks back for its prefix and publishes its inclusive
 * prefix while the other sub-groups put their scanned elements back in local
 * memory; the third barrier hands the prefix to them. Three work-group
 * barriers per tile, the look-back by one sub-group.
 */
kernel void __attribute__((reqd_work_group_size(WG, 1, 1)))
scan_lookback(global const T *in, global T *out, ulong n,
              volatile global atomic_ulong *status,
              volatile global atomic_uint *counter) {
  local T s[PAD(TILE)];
  local T sg_total[SGS];
  local T tile_prefix;
  uint sg = get_sub_group_id(), lane = get_sub_group_local_id();
#ifdef GROUP_ORDER
  /* The tile is the group id, as CUB's: no counter round trip before the
   * loads, but a wait may be on a group that has not started (see README).
   * The launch's global offset counts, so that a launch from offset
   * first * WG scans from tile first (as the counter set to first does). */
  uint t = get_global_id(0) / WG;
#else
  local uint tile;
  /* Relaxed: the counter orders tiles by itself and publishes nothing. */
  if (get_local_id(0) == 0)
    tile = atomic_fetch_add_explicit(counter, 1u, memory_order_relaxed,
                                     memory_scope_device);
  barrier(CLK_LOCAL_MEM_FENCE);
  uint t = tile;
#endif
  ulong base = t * (ulong)TILE + sg * PART;
  /* This sub-group's slice of the local tile, padded within itself (slices
   * never overlap, as PAD(a) + PAD(b) <= PAD(a + b)). */
  local T *part = s + PAD(sg * PART);
  /* The part's elements below n: PART for all but the last tile's parts. */
  uint left = base < n ? (uint)min(n - base, (ulong)PART) : 0;
  if (left == PART) {
    /* Coalesced loads: chunk j of lane l is elements (j * SG + l) * VEC to
     * VEC - 1 more of the part, all issued before the first is stored. */
    global const vec_t *vin = (global const vec_t *)(in + base);
    chunk x[ITEMS / VEC];
#pragma unroll
    for (uint j = 0; j < ITEMS / VEC; ++j)
      x[j].v = vin[j * SG + lane];
#pragma unroll
    for (uint j = 0; j < ITEMS / VEC; ++j)
#pragma unroll
      for (uint c = 0; c < VEC; ++c)
        part[PAD((j * SG + lane) * VEC + c)] = x[j].e[c];
  } else {
    /* The last tile's parts, an element at a time; past n, 0. */
    for (uint i = lane; i < PART; i += SG)
      part[PAD(i)] = i < left ? in[base + i] : (T)0;
  }
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  /* Each lane scans ITEMS consecutive elements. */
  T x[ITEMS], sum = 0;
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    x[j] = part[PAD(lane * ITEMS + j)];
    sum += x[j];
  }
  T e = sub_group_scan_exclusive_add(sum);
  if (lane == SG - 1)
    sg_total[sg] = e + sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  /* Every sub-group scans the SGS sub-group totals the same way, so all
   * agree on the tile's total. */
  T v = lane < SGS ? sg_total[lane] : (T)0;
  T before = sub_group_scan_exclusive_add(v);
  T total = sub_group_broadcast(before + v, SGS - 1);
  e += sub_group_broadcast(before, sg);
  /* Sub-group 0 publishes the tile's aggregate (tile 0 its inclusive
   * prefix, which its total is) before it looks back. */
  if (sg == 0 && lane == 0)
    publish(status, t, t == 0 ? PREFIX : AGGREGATE, total);
  if (sg == 0) {
    T prefix = look_back(status, t);
    if (lane == 0) {
      if (t != 0)
        publish(status, t, PREFIX, prefix + total);
      tile_prefix = prefix;
    }
  }
  /* The sub-group's exclusive scan, in place: read back striped after the
   * barrier, with the tile's prefix. */
#pragma unroll
  for (uint j = 0; j < ITEMS; ++j) {
    part[PAD(lane * ITEMS + j)] = e;
    e += x[j];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  T prefix = tile_prefix;
  if (left == PART) {
    global vec_t *vout = (global vec_t *)(out + base);
#pragma unroll
    for (uint j = 0; j < ITEMS / VEC; ++j) {
      chunk y;
#pragma unroll
      for (uint c = 0; c < VEC; ++c)
        y.e[c] = prefix + part[PAD((j * SG + lane) * VEC + c)];
      vout[j * SG + lane] = y.v;
    }
  } else {
    for (uint i = lane; i < left; i += SG)
      out[base + i] = prefix + part[PAD(i)];
  }
}
