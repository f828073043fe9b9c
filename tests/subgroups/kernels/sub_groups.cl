// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The sub-group harness kernels for one element type T (-DT=...). */
#ifdef WGC_TEST_HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* The largest work-group the harness runs (the user __local arrays). */
#ifndef MAX_WG
#define MAX_WG 4096
#endif

#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)

/*
 * Every kernel takes the same arguments: x, the T input, and p, the int
 * predicates, one per work-item (x has 16 per work-item for the vector
 * kernel); out, the T output planes, and iout, the int ones, each of n
 * items (16 n for the vector kernel); arg, a random value the host also
 * knows, the same in every work-item. Item i of a plane is the work-item
 * of local linear id i % (work-group size) in work-group i / (size), the
 * work-groups in linear order.
 */
#define ARGS                                                                   \
  global const T *x, global const int *p, global T *out, global int *iout,     \
      uint arg, uint n

static size_t item(void) {
  size_t g = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) *
                 get_num_groups(0) +
             get_group_id(0);
  size_t size = get_local_size(0) * get_local_size(1) * get_local_size(2);
  return g * size + get_local_linear_id();
}

kernel void k_info(ARGS) {
  size_t i = item();
  iout[i] = get_sub_group_size();
  iout[n + i] = get_max_sub_group_size();
  iout[2 * n + i] = get_num_sub_groups();
  iout[3 * n + i] = get_enqueued_num_sub_groups();
  iout[4 * n + i] = get_sub_group_id();
  iout[5 * n + i] = get_sub_group_local_id();
}

/* The nine collectives of cl_khr_subgroups back to back. */
kernel void k_arith(ARGS) {
  size_t i = item();
  T v = x[i];
  out[i] = sub_group_reduce_add(v);
  out[n + i] = sub_group_reduce_min(v);
  out[2 * n + i] = sub_group_reduce_max(v);
  out[3 * n + i] = sub_group_scan_inclusive_add(v);
  out[4 * n + i] = sub_group_scan_inclusive_min(v);
  out[5 * n + i] = sub_group_scan_inclusive_max(v);
  out[6 * n + i] = sub_group_scan_exclusive_add(v);
  out[7 * n + i] = sub_group_scan_exclusive_min(v);
  out[8 * n + i] = sub_group_scan_exclusive_max(v);
}

/* Broadcast from a lane the same in the sub-group; any and all. */
kernel void k_broadcast_vote(ARGS) {
  size_t i = item();
  out[i] = sub_group_broadcast(x[i], arg % get_sub_group_size());
  iout[i] = sub_group_any(p[i]);
  iout[n + i] = sub_group_all(p[i]);
}

/* The four shuffles: an index per lane, a mask and a delta. */
kernel void k_shuffle(ARGS) {
  size_t i = item();
  uint lane = get_sub_group_local_id(), size = get_sub_group_size();
  out[i] = sub_group_shuffle(x[i], (lane * 7u + arg) % size);
  out[n + i] =
      sub_group_shuffle_xor(x[i], (arg >> 8) % get_max_sub_group_size());
  out[2 * n + i] = sub_group_shuffle_up(x[i], (arg >> 16) % size);
  out[3 * n + i] = sub_group_shuffle_down(x[i], (arg >> 16) % size);
}

/* Plane k: clusters of 2^k lanes, those that fit the sub-group width. */
#define CLUSTERED(OP, IN, OUT)                                                 \
  kernel void k_clustered_##OP(ARGS) {                                         \
    size_t i = item();                                                         \
    uint max = get_max_sub_group_size();                                       \
    OUT[i] = sub_group_clustered_reduce_##OP(IN[i], 1u);                       \
    OUT[n + i] = sub_group_clustered_reduce_##OP(IN[i], 2u);                   \
    OUT[2 * n + i] = sub_group_clustered_reduce_##OP(IN[i], 4u);               \
    OUT[3 * n + i] = sub_group_clustered_reduce_##OP(IN[i], 8u);               \
    if (max >= 16)                                                             \
      OUT[4 * n + i] = sub_group_clustered_reduce_##OP(IN[i], 16u);            \
    if (max >= 32)                                                             \
      OUT[5 * n + i] = sub_group_clustered_reduce_##OP(IN[i], 32u);            \
    if (max >= 64)                                                             \
      OUT[6 * n + i] = sub_group_clustered_reduce_##OP(IN[i], 64u);            \
  }
CLUSTERED(add, x, out)
CLUSTERED(min, x, out)
CLUSTERED(max, x, out)
CLUSTERED(mul, x, out)
#ifdef WGC_TEST_INTEGER
CLUSTERED(and, x, out)
CLUSTERED(or, x, out)
CLUSTERED(xor, x, out)
#endif
#ifdef WGC_TEST_INT
CLUSTERED(logical_and, p, iout)
CLUSTERED(logical_or, p, iout)
CLUSTERED(logical_xor, p, iout)
#endif

/* Broadcast of the vectors of 2, 3, 4, 8 and 16: plane k has 16 slots per
 * work-item, the first 2, 3, 4, 8 or 16 of them written (a 3-element
 * vector is stored as 4). 16 slots align every vector type. */
#define VECTOR(N, K)                                                           \
  *(global XCAT(T, N) *)(out + (K * (size_t)n + i) * 16) =                     \
      sub_group_broadcast(*(global const XCAT(T, N) *)(x + 16 * i), lane)
kernel void k_broadcast_vector(ARGS) {
  size_t i = item();
  uint lane = arg % get_sub_group_size();
  VECTOR(2, 0);
  VECTOR(3, 1);
  VECTOR(4, 2);
  VECTOR(8, 3);
  VECTOR(16, 4);
}

/*
 * Values exchanged in a user __local array between sub_group_barriers:
 * plane 0 the next lane's value (cyclic), plane 1 the caller's own value
 * read back from the previous lane's slot after a second exchange.
 */
kernel void k_barrier(ARGS) {
  local T buf[MAX_WG];
  size_t i = item(), lid = get_local_linear_id();
  uint lane = get_sub_group_local_id(), size = get_sub_group_size();
  size_t base = lid - lane;
  buf[lid] = x[i];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  T next = buf[base + (lane + 1) % size];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  buf[lid] = next;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE,
                    memory_scope_work_group);
  out[i] = next;
  out[n + i] = buf[base + (lane + size - 1) % size];
}

/*
 * Sub-group and work-group collectives of different types back to back,
 * around a user __local array: plane 0 the sub-group max of x, plane 1 the
 * broadcast from lane 0 of x reversed over the work-group; int planes: the
 * work-group sum of p, the sub-group exclusive sum of p in long (its low 32
 * bits), the work-group inclusive max of p as uint.
 */
kernel void k_mixed(ARGS) {
  local T tile[MAX_WG];
  size_t i = item(), lid = get_local_linear_id();
  size_t size = get_local_size(0) * get_local_size(1) * get_local_size(2);
  tile[lid] = x[i];
  T m = sub_group_reduce_max(x[i]);
  int s = work_group_reduce_add(p[i]);
  long e = sub_group_scan_exclusive_add((long)p[i]);
  barrier(CLK_LOCAL_MEM_FENCE);
  T r = sub_group_broadcast(tile[size - 1 - lid], 0);
  uint w = work_group_scan_inclusive_max((uint)p[i]);
  out[i] = m;
  out[n + i] = r;
  iout[i] = s;
  iout[n + i] = (int)e;
  iout[2 * n + i] = (int)w;
}

/*
 * Rotations (cl_khr_subgroup_rotate) by the deltas of cases.def: none,
 * within the sub-group, up, past the widths, the least int; the last plane
 * by arg as an int.
 */
#define ROTATE(K, DELTA) out[K * n + i] = sub_group_rotate(x[i], DELTA)
kernel void k_rotate(ARGS) {
  size_t i = item();
  ROTATE(0, 0);
  ROTATE(1, 1);
  ROTATE(2, -1);
  ROTATE(3, 33);
  ROTATE(4, 100);
  ROTATE(5, -100);
  ROTATE(6, INT_MIN);
  ROTATE(7, (int)arg);
}

/* Plane j: clusters of 2^j lanes, those that fit the sub-group width,
 * rotated by the 8 bits of arg from bit 4j, less 128: a delta in
 * [-128, 127]. */
#define CLUSTERED_ROTATE(J, C)                                                 \
  out[J * n + i] = sub_group_clustered_rotate(                                 \
      x[i], (int)((arg >> (4 * J)) & 0xffu) - 128, C)
kernel void k_clustered_rotate(ARGS) {
  size_t i = item();
  uint max = get_max_sub_group_size();
  CLUSTERED_ROTATE(0, 1u);
  CLUSTERED_ROTATE(1, 2u);
  CLUSTERED_ROTATE(2, 4u);
  CLUSTERED_ROTATE(3, 8u);
  if (max >= 16)
    CLUSTERED_ROTATE(4, 16u);
  if (max >= 32)
    CLUSTERED_ROTATE(5, 32u);
  if (max >= 64)
    CLUSTERED_ROTATE(6, 64u);
}
