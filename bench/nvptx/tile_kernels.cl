// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc side of the NVIDIA tile benchmark: coalesced K2/K3 kernels and their
 * same-pattern read and copy kernels, for type T, work-group size WG and IPT
 * items per work-item (IPT a multiple of 4).
 * Without WG the kernels declare no size and take it at launch, as an
 * application's do (bench/nvptx/cl_tile.c, through wgc's layer): WG is
 * get_local_size(0), k3_transpose takes its local tile as its third
 * argument, and the probes of the K2 gap (fixed local arrays) are left
 * out. */
#ifdef WG
#define ATTR __attribute__((reqd_work_group_size(WG, 1, 1)))
#define LOCAL_TILE_ARG
#else
#define WG_AT_LAUNCH
#define WG ((uint)get_local_size(0))
#define ATTR
#define LOCAL_TILE_ARG , local T *s
#endif
#define TILE (WG * IPT)
#define PAD(i) ((i) + (i) / 32) /* no bank conflicts on blocked accesses */
#define VT CAT(T, 4)
#define CAT(a, b) CAT_(a, b)
#define CAT_(a, b) a##b

/* Striped: item j of work-item lid is tile element j * WG + lid. */
#define STRIPED(j) (get_group_id(0) * (size_t)TILE + (j)*WG + get_local_id(0))
/* Blocked vectors: vector k of work-item lid holds tile elements
 * lid * IPT + 4k .. +3, one aligned 16-byte access through a T4 pointer
 * (vload4 only assumes the alignment of T and loads element by element). */
#define BLOCKED(k)                                                             \
  (get_group_id(0) * (size_t)(TILE / 4) + get_local_id(0) * (IPT / 4) + (k))

kernel void ATTR k2_striped(global const T *in, global T *out) {
  T v = 0;
#pragma unroll
  for (uint j = 0; j < IPT; ++j)
    v += in[STRIPED(j)];
  v = work_group_reduce_add(v);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = v;
}

kernel void ATTR k2_vec(global const T *in, global T *out) {
  VT a = 0;
#pragma unroll
  for (uint k = 0; k < IPT / 4; ++k)
    a += ((global const VT *)in)[BLOCKED(k)];
  T v = work_group_reduce_add(a.x + a.y + a.z + a.w);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = v;
}

/* The K2 loads and additions without the collective; never stores for the
 * benchmark's data (s is no reachable sum), so it only reads. */
kernel void ATTR read_striped(global const T *in, global T *out, T s) {
  T v = 0;
#pragma unroll
  for (uint j = 0; j < IPT; ++j)
    v += in[STRIPED(j)];
  if (v == s)
    out[get_group_id(0)] = v;
}

kernel void ATTR read_vec(global const T *in, global T *out, T s) {
  VT a = 0;
#pragma unroll
  for (uint k = 0; k < IPT / 4; ++k)
    a += ((global const VT *)in)[BLOCKED(k)];
  T v = a.x + a.y + a.z + a.w;
  if (v == s)
    out[get_group_id(0)] = v;
}

#ifdef WG_AT_LAUNCH
#define K3_TRANSPOSE
#elif TILE <= 8192 /* 4-byte T: the local tile fits 48 KB of static shared */
#define K3_TRANSPOSE
#endif
#ifdef K3_TRANSPOSE
/* K3 as a user writes it with coalesced accesses: striped loads into local
 * memory, IPT consecutive items per work-item scanned there, striped stores
 * (the exchange of CUB's BLOCK_LOAD/STORE_WARP_TRANSPOSE, block-wide). */
kernel void ATTR k3_transpose(global const T *in,
                              global T *out LOCAL_TILE_ARG) {
#ifndef WG_AT_LAUNCH
  local T s[PAD(TILE)];
#endif
  uint lid = get_local_id(0);
#pragma unroll
  for (uint j = 0; j < IPT; ++j)
    s[PAD(j * WG + lid)] = in[STRIPED(j)];
  barrier(CLK_LOCAL_MEM_FENCE);
  T x[IPT];
  T t = 0;
#pragma unroll
  for (uint j = 0; j < IPT; ++j) {
    x[j] = s[PAD(lid * IPT + j)];
    t += x[j];
  }
  T e = work_group_scan_exclusive_add(t);
#pragma unroll
  for (uint j = 0; j < IPT; ++j) {
    s[PAD(lid * IPT + j)] = e;
    e += x[j];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
  for (uint j = 0; j < IPT; ++j)
    out[STRIPED(j)] = s[PAD(j * WG + lid)];
}

#endif

/* K3 with blocked vector loads and stores (CUB's BLOCK_LOAD/STORE_VECTORIZE).
 */
kernel void ATTR k3_vec(global const T *in, global T *out) {
  VT x[IPT / 4];
  T t = 0;
#pragma unroll
  for (uint k = 0; k < IPT / 4; ++k) {
    x[k] = ((global const VT *)in)[BLOCKED(k)];
    t += x[k].x + x[k].y + x[k].z + x[k].w;
  }
  T e = work_group_scan_exclusive_add(t);
#pragma unroll
  for (uint k = 0; k < IPT / 4; ++k) {
    VT y;
    y.x = e;
    y.y = y.x + x[k].x;
    y.z = y.y + x[k].y;
    y.w = y.z + x[k].z;
    e = y.w + x[k].w;
    ((global VT *)out)[BLOCKED(k)] = y;
  }
}

/* Copies with the K3 access patterns. */
kernel void ATTR copy_striped(global const T *in, global T *out) {
  T x[IPT];
#pragma unroll
  for (uint j = 0; j < IPT; ++j)
    x[j] = in[STRIPED(j)];
#pragma unroll
  for (uint j = 0; j < IPT; ++j)
    out[STRIPED(j)] = x[j];
}

kernel void ATTR copy_vec(global const T *in, global T *out) {
  VT x[IPT / 4];
#pragma unroll
  for (uint k = 0; k < IPT / 4; ++k)
    x[k] = ((global const VT *)in)[BLOCKED(k)];
#pragma unroll
  for (uint k = 0; k < IPT / 4; ++k)
    ((global VT *)out)[BLOCKED(k)] = x[k];
}

#ifndef WG_AT_LAUNCH
/* Probes of the K2 gap: the read kernel whose sum goes through local memory
 * and then NB barriers (as a collective's does), and K2 with the collective
 * on a constant, so that it does not wait for the loads. */
#define READ_BARRIERS(NAME, NB)                                                \
  kernel void ATTR NAME(global const T *in, global T *out, T s) {              \
    local T sink[WG];                                                          \
    uint lid = get_local_id(0);                                                \
    T v = 0;                                                                   \
    for (uint j = 0; j < IPT; ++j)                                             \
      v += in[STRIPED(j)];                                                     \
    sink[lid] = v;                                                             \
    for (uint b = 0; b < NB; ++b)                                              \
      barrier(CLK_LOCAL_MEM_FENCE);                                            \
    if (sink[(lid + 1) % WG] == s)                                             \
      out[get_group_id(0)] = v;                                                \
  }
READ_BARRIERS(read_bar1, 1)
READ_BARRIERS(read_bar3, 3)

kernel void ATTR k2_const(global const T *in, global T *out, T s) {
  T v = 0;
#pragma unroll
  for (uint j = 0; j < IPT; ++j)
    v += in[STRIPED(j)];
  T c = work_group_reduce_add((T)1);
  if (v + c == s)
    out[get_group_id(0)] = v;
}
#endif
