// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark kernels for type T: K1, K2, K3, copies, local-memory trees,
 * barrier floors. */
#if defined(cl_khr_fp64) && __OPENCL_C_VERSION__ < 300
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define ADD(a, b) ((a) + (b))
#define MIN(a, b) ((b) < (a) ? (b) : (a))
#define MAX(a, b) ((b) > (a) ? (b) : (a))

/*
 * K1: r dependent collectives in registers; s keeps float values bounded. A
 * reduce's scaled total enters the next call at work-item 0 and the other
 * work-items give their input again, so that no call reduces a value the
 * compiler can prove uniform (the NVIDIA K1's form).
 */
#define K1_SCAN(F)                                                             \
  kernel void k1_##F(global const T *in, global T *out, uint r, T s) {         \
    size_t g = get_global_id(0);                                               \
    T v = in[g];                                                               \
    for (uint i = 0; i < r; ++i)                                               \
      v = work_group_##F(v) * s;                                               \
    out[g] = v;                                                                \
  }
#define K1_REDUCE(F)                                                           \
  kernel void k1_##F(global const T *in, global T *out, uint r, T s) {         \
    size_t g = get_global_id(0);                                               \
    T x = in[g], v = x, a = x;                                                 \
    for (uint i = 0; i < r; ++i) {                                             \
      a = work_group_##F(v) * s;                                               \
      v = get_local_id(0) == 0 ? a : x;                                        \
    }                                                                          \
    out[g] = a;                                                                \
  }
#define K1_OP(O)                                                               \
  K1_REDUCE(reduce_##O) K1_SCAN(scan_inclusive_##O) K1_SCAN(scan_exclusive_##O)
K1_OP(add)
K1_OP(min)
K1_OP(max)

/* K1's floor: what any collective built on a barrier costs at least, one
 * local store, one barrier and one local load per call; two alternating
 * halves of tmp (2 x group size) keep a call's loads apart from the next
 * call's stores. The result is the group's values reversed, times s. */
kernel void k1_floor(global const T *in, global T *out, uint r, T s,
                     local T *tmp) {
  size_t n = get_local_size(0), l = get_local_id(0);
  T v = in[get_global_id(0)];
  for (uint i = 0; i < r; ++i) {
    local T *slots = tmp + (i & 1) * n;
    slots[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    v = slots[n - 1 - l] * s;
  }
  out[get_global_id(0)] = v;
}

/* K2: IPT striped items per work-item combined, then reduced per group. */
#define K2(O, FN, IPT)                                                         \
  kernel void k2_##O##_##IPT(global const T *in, global T *out, uint r, T s) { \
    size_t n = get_local_size(0);                                              \
    size_t b = get_group_id(0) * n * IPT + get_local_id(0);                    \
    T v = in[b];                                                               \
    for (uint j = 1; j < IPT; ++j)                                             \
      v = FN(v, in[b + j * n]);                                                \
    v = work_group_reduce_##O(v);                                              \
    if (get_local_id(0) == 0)                                                  \
      out[get_group_id(0)] = v;                                                \
  }

/* The local-memory kernels' K2 part: K2's loads and combines, the value
 * stored in tmp[l], a barrier. */
#define K2_STORED(FN, IPT)                                                     \
  size_t n = get_local_size(0), l = get_local_id(0);                           \
  size_t b = get_group_id(0) * n * IPT + l;                                    \
  T v = in[b];                                                                 \
  for (uint j = 1; j < IPT; ++j)                                               \
    v = FN(v, in[b + j * n]);                                                  \
  tmp[l] = v;                                                                  \
  barrier(CLK_LOCAL_MEM_FENCE);

/* K2 as a textbook halving tree in local memory (power-of-two groups). */
#define K2TREE(O, FN, IPT)                                                     \
  kernel void k2_tree_##O##_##IPT(global const T *in, global T *out, uint r,   \
                                  T s, local T *tmp) {                         \
    K2_STORED(FN, IPT)                                                         \
    for (size_t h = n / 2; h > 0; h >>= 1) {                                   \
      if (l < h)                                                               \
        tmp[l] = FN(tmp[l], tmp[l + h]);                                       \
      barrier(CLK_LOCAL_MEM_FENCE);                                            \
    }                                                                          \
    if (l == 0)                                                                \
      out[get_group_id(0)] = tmp[0];                                           \
  }

/* K2's floor: K2's loads and combines, then one local store, one barrier
 * and one load; the group's output is its last work-item's value. */
#define K2FLOOR(O, FN, IPT)                                                    \
  kernel void k2_floor_##O##_##IPT(global const T *in, global T *out, uint r,  \
                                   T s, local T *tmp) {                        \
    K2_STORED(FN, IPT)                                                         \
    if (l == 0)                                                                \
      out[get_group_id(0)] = tmp[n - 1];                                       \
  }

/* K2's same-shape copy: the same striped loads, each item stored in place. */
#define K2COPY(IPT)                                                            \
  kernel void k2_copy_##IPT(global const T *in, global T *out, uint r, T s) {  \
    size_t n = get_local_size(0);                                              \
    size_t b = get_group_id(0) * n * IPT + get_local_id(0);                    \
    for (uint j = 0; j < IPT; ++j)                                             \
      out[b + j * n] = in[b + j * n];                                          \
  }

/* K3's loads: the work-item's IPT consecutive items x from b, total t. */
#define K3_ITEMS(IPT)                                                          \
  size_t b = get_global_id(0) * IPT;                                           \
  T x[IPT];                                                                    \
  T t = 0;                                                                     \
  for (uint j = 0; j < IPT; ++j)                                               \
    t += x[j] = in[b + j];

/* K3's stores: from the work-item's exclusive prefix e, its items' scan. */
#define K3_STORES(IPT)                                                         \
  for (uint j = 0; j < IPT; ++j) {                                             \
    out[b + j] = e;                                                            \
    e += x[j];                                                                 \
  }

/* K3: IPT consecutive items per work-item, an exclusive scan of the tile. */
#define K3(IPT)                                                                \
  kernel void k3_scan_##IPT(global const T *in, global T *out, uint r, T s) {  \
    K3_ITEMS(IPT)                                                              \
    T e = work_group_scan_exclusive_add(t);                                    \
    K3_STORES(IPT)                                                             \
  }

/* K3 with a Hillis-Steele scan in local memory, two barriers per step. */
#define K3TREE(IPT)                                                            \
  kernel void k3_tree_##IPT(global const T *in, global T *out, uint r, T s,    \
                            local T *tmp) {                                    \
    size_t n = get_local_size(0), l = get_local_id(0);                         \
    K3_ITEMS(IPT)                                                              \
    tmp[l] = t;                                                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    for (size_t d = 1; d < n; d <<= 1) {                                       \
      T y = l >= d ? tmp[l - d] : 0;                                           \
      barrier(CLK_LOCAL_MEM_FENCE);                                            \
      tmp[l] += y;                                                             \
      barrier(CLK_LOCAL_MEM_FENCE);                                            \
    }                                                                          \
    T e = l > 0 ? tmp[l - 1] : 0;                                              \
    K3_STORES(IPT)                                                             \
  }

/* K3's floor: K3's loads, serial sums and stores around one local store,
 * one barrier and one load; each work-item starts from its left
 * neighbour's total (0 for the first). */
#define K3FLOOR(IPT)                                                           \
  kernel void k3_floor_##IPT(global const T *in, global T *out, uint r, T s,   \
                             local T *tmp) {                                   \
    size_t l = get_local_id(0);                                                \
    K3_ITEMS(IPT)                                                              \
    tmp[l] = t;                                                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    T e = l > 0 ? tmp[l - 1] : 0;                                              \
    K3_STORES(IPT)                                                             \
  }

/* K3's same-shape copy: the same consecutive items, loaded and stored. */
#define K3COPY(IPT)                                                            \
  kernel void k3_copy_##IPT(global const T *in, global T *out, uint r, T s) {  \
    size_t b = get_global_id(0) * IPT;                                         \
    for (uint j = 0; j < IPT; ++j)                                             \
      out[b + j] = in[b + j];                                                  \
  }

#define PER_OP(O, FN, IPT) K2(O, FN, IPT) K2TREE(O, FN, IPT) K2FLOOR(O, FN, IPT)
#define PER_IPT(IPT)                                                           \
  PER_OP(add, ADD, IPT)                                                        \
  PER_OP(min, MIN, IPT)                                                        \
  PER_OP(max, MAX, IPT)                                                        \
  K2COPY(IPT) K3(IPT) K3TREE(IPT) K3FLOOR(IPT) K3COPY(IPT)
PER_IPT(1)
PER_IPT(4)
PER_IPT(16)
