// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* PoCL benchmark kernels: wgc, the textbook local-memory tree, and copies. */

/* K2: IPT striped items per work-item reduced to one value per work-group. */
#define K2(IPT)                                                                \
  kernel void k2_wgc_##IPT(global const T *in, global T *out, local T *tmp) {  \
    size_t n = get_local_size(0);                                              \
    size_t b = get_group_id(0) * n * IPT + get_local_id(0);                    \
    T v = in[b];                                                               \
    for (uint j = 1; j < IPT; ++j)                                             \
      v += in[b + j * n];                                                      \
    v = work_group_reduce_add(v);                                              \
    if (get_local_id(0) == 0)                                                  \
      out[get_group_id(0)] = v;                                                \
  }                                                                            \
  kernel void k2_tree_##IPT(global const T *in, global T *out, local T *tmp) { \
    size_t n = get_local_size(0), l = get_local_id(0);                         \
    size_t b = get_group_id(0) * n * IPT + l;                                  \
    T v = in[b];                                                               \
    for (uint j = 1; j < IPT; ++j)                                             \
      v += in[b + j * n];                                                      \
    tmp[l] = v;                                                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    for (size_t s = n / 2; s > 0; s >>= 1) {                                   \
      if (l < s)                                                               \
        tmp[l] += tmp[l + s];                                                  \
      barrier(CLK_LOCAL_MEM_FENCE);                                            \
    }                                                                          \
    if (l == 0)                                                                \
      out[get_group_id(0)] = tmp[0];                                           \
  }                                                                            \
  kernel void k2_copy_##IPT(global const T *in, global T *out, local T *tmp) { \
    size_t n = get_local_size(0);                                              \
    size_t b = get_group_id(0) * n * IPT + get_local_id(0);                    \
    T v = in[b];                                                               \
    for (uint j = 1; j < IPT; ++j)                                             \
      v += in[b + j * n];                                                      \
    if (v == (T)-9999)                                                         \
      out[get_group_id(0)] = v;                                                \
  }

/* K3: IPT consecutive items per work-item, an exclusive scan of the tile. */
#define K3(IPT)                                                                \
  kernel void k3_wgc_##IPT(global const T *in, global T *out, local T *tmp) {  \
    size_t b = get_global_id(0) * IPT;                                         \
    T x[IPT];                                                                  \
    T t = 0;                                                                   \
    for (uint j = 0; j < IPT; ++j)                                             \
      t += x[j] = in[b + j];                                                   \
    T e = work_group_scan_exclusive_add(t);                                    \
    for (uint j = 0; j < IPT; ++j) {                                           \
      out[b + j] = e;                                                          \
      e += x[j];                                                               \
    }                                                                          \
  }                                                                            \
  kernel void k3_tree_##IPT(global const T *in, global T *out, local T *tmp) { \
    size_t n = get_local_size(0), l = get_local_id(0);                         \
    size_t b = get_global_id(0) * IPT;                                         \
    T x[IPT];                                                                  \
    T t = 0;                                                                   \
    for (uint j = 0; j < IPT; ++j)                                             \
      t += x[j] = in[b + j];                                                   \
    tmp[l] = t;                                                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                              \
    for (size_t d = 1; d < n; d <<= 1) {                                       \
      T y = l >= d ? tmp[l - d] : 0;                                           \
      barrier(CLK_LOCAL_MEM_FENCE);                                            \
      tmp[l] += y;                                                             \
      barrier(CLK_LOCAL_MEM_FENCE);                                            \
    }                                                                          \
    T e = l > 0 ? tmp[l - 1] : 0;                                              \
    for (uint j = 0; j < IPT; ++j) {                                           \
      out[b + j] = e;                                                          \
      e += x[j];                                                               \
    }                                                                          \
  }                                                                            \
  kernel void k3_copy_##IPT(global const T *in, global T *out, local T *tmp) { \
    size_t b = get_global_id(0) * IPT;                                         \
    for (uint j = 0; j < IPT; ++j)                                             \
      out[b + j] = in[b + j];                                                  \
  }

K2(1)
K2(4)
K2(16)
K3(1)
K3(4)
K3(16)
