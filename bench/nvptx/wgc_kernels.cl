// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc side of the NVIDIA benchmark: K1, K2, K3 and copy kernels for type T. */
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define ADD(a, b) ((a) + (b))
#define MIN(a, b) ((b) < (a) ? (b) : (a))
#define MAX(a, b) ((b) > (a) ? (b) : (a))

/* WG: the K1 kernels only, declaring reqd_work_group_size(WG, 1, 1), for
 * the modules whose work-group size is folded into the code (prepare.sh).
 * K1_ONLY: the K1 kernels only, declaring no size (cl_host.c's programs). */
#ifdef WG
#define K1_ATTR __attribute__((reqd_work_group_size(WG, 1, 1)))
#else
#define K1_ATTR
#endif

/*
 * K1: r dependent collectives in registers; s keeps values bounded. A
 * reduce's scaled total enters the next call at work-item 0 and the other
 * work-items give their input again, so no call reduces a value the
 * compiler can prove uniform (cub_kernels.cu's K1 does the same).
 */
#define K1_SCAN(F)                                                             \
  kernel K1_ATTR void k1_##F(global const T *in, global T *out, uint r, T s) { \
    size_t g = get_global_id(0);                                               \
    T v = in[g];                                                               \
    for (uint i = 0; i < r; ++i)                                               \
      v = work_group_##F(v) * s;                                               \
    out[g] = v;                                                                \
  }
#define K1_REDUCE(F)                                                           \
  kernel K1_ATTR void k1_##F(global const T *in, global T *out, uint r, T s) { \
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

#if !defined(WG) && !defined(K1_ONLY)

/* K2: a tile of IPT items per work-item, striped, reduced to one value. */
#define K2(O, FN, IPT)                                                         \
  kernel void k2_reduce_##O##_##IPT(global const T *in, global T *out, uint r, \
                                    T s) {                                     \
    size_t n = get_local_size(0);                                              \
    size_t b = get_group_id(0) * n * IPT + get_local_id(0);                    \
    T v = in[b];                                                               \
    for (uint j = 1; j < IPT; ++j)                                             \
      v = FN(v, in[b + j * n]);                                                \
    v = work_group_reduce_##O(v);                                              \
    if (get_local_id(0) == 0)                                                  \
      out[get_group_id(0)] = v;                                                \
  }

/* The same-shape read kernel: the loads and the thread-local add only. */
#define K2READ(IPT)                                                            \
  kernel void k2_read_##IPT(global const T *in, global T *out, uint r, T s) {  \
    size_t n = get_local_size(0);                                              \
    size_t b = get_group_id(0) * n * IPT + get_local_id(0);                    \
    T v = in[b];                                                               \
    for (uint j = 1; j < IPT; ++j)                                             \
      v = ADD(v, in[b + j * n]);                                               \
    if (v == s)                                                                \
      out[get_group_id(0)] = v;                                                \
  }

/* K3: IPT consecutive items per work-item, scanned into an exclusive scan. */
#define K3(IPT)                                                                \
  kernel void k3_scan_##IPT(global const T *in, global T *out, uint r, T s) {  \
    size_t b = get_global_id(0) * IPT;                                         \
    T x[IPT];                                                                  \
    for (uint j = 0; j < IPT; ++j)                                             \
      x[j] = in[b + j];                                                        \
    T t = x[0];                                                                \
    for (uint j = 1; j < IPT; ++j)                                             \
      t += x[j];                                                               \
    T e = work_group_scan_exclusive_add(t);                                    \
    for (uint j = 0; j < IPT; ++j) {                                           \
      out[b + j] = e;                                                          \
      e += x[j];                                                               \
    }                                                                          \
  }

/* The same-shape copy kernel of K3. */
#define K3COPY(IPT)                                                            \
  kernel void k3_copy_##IPT(global const T *in, global T *out, uint r, T s) {  \
    size_t b = get_global_id(0) * IPT;                                         \
    for (uint j = 0; j < IPT; ++j)                                             \
      out[b + j] = in[b + j];                                                  \
  }

#define PER_IPT(IPT)                                                           \
  K2(add, ADD, IPT)                                                            \
  K2(min, MIN, IPT) K2(max, MAX, IPT) K2READ(IPT) K3(IPT) K3COPY(IPT)
PER_IPT(1)
PER_IPT(4)
PER_IPT(16)
#endif
