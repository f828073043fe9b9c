// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL 2.0 atomics run on a device: every work-item's operations on one
 * set of counters (global, then local per work-group) and a lock. */
#ifndef T
#define T int
#endif
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define AT XCAT(atomic_, T)
#define BITS (8 * (int)sizeof(T))
/* The counters, in this order (atomics_run.c checks them). */
enum { ADD, SUB, OR, AND, XOR, MIN, MAX, XCHG, CAS, NCOUNTERS };

/* Every work-item's operations on c with its value v; the value exchange
 * returned goes to *old. Orders and scopes vary between operations. */
#define OPERATE(c, v, i, old, SCOPE)                                           \
  do {                                                                         \
    atomic_fetch_add(c + ADD, v);                                              \
    atomic_fetch_sub_explicit(c + SUB, v, memory_order_relaxed, SCOPE);        \
    atomic_fetch_or_explicit(c + OR, (T)(1ul << (i % BITS)), memory_order_acq_rel, \
                             SCOPE);                                           \
    atomic_fetch_and_explicit(c + AND, ~((T)(1ul << (i % BITS))),                  \
                              memory_order_release, SCOPE);                    \
    atomic_fetch_xor_explicit(c + XOR, v, memory_order_acquire, SCOPE);        \
    atomic_fetch_min_explicit(c + MIN, v, memory_order_seq_cst, SCOPE);        \
    atomic_fetch_max(c + MAX, v);                                              \
    *(old) = atomic_exchange_explicit(c + XCHG, v, memory_order_acq_rel,       \
                                      SCOPE);                                  \
    T e = atomic_load_explicit(c + CAS, memory_order_relaxed, SCOPE);          \
    while (!atomic_compare_exchange_weak_explicit(                             \
        c + CAS, &e, e + 1, memory_order_acq_rel, memory_order_relaxed,        \
        SCOPE))                                                                \
      ;                                                                        \
  } while (0)

/* c: NCOUNTERS counters, set by the host; old: one slot per work-item. */
kernel void k_global(global AT *c, global const T *vals, global T *old) {
  size_t i = get_global_id(0);
  OPERATE(c, vals[i], (int)i, &old[i], memory_scope_device);
}

/* The same on local counters, from init, per work-group: the group's final
 * counters to out[group * NCOUNTERS ...], its exchanged values to old. */
kernel void k_local(global const T *init, global const T *vals,
                    global T *old, global T *out) {
  local AT c[NCOUNTERS];
  size_t i = get_global_id(0), lid = get_local_id(0);
  if (lid < NCOUNTERS)
    atomic_init(c + lid, init[lid]);
  barrier(CLK_LOCAL_MEM_FENCE);
  T o;
  OPERATE(c, vals[i], (int)i, &o, memory_scope_work_group);
  old[i] = o;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < NCOUNTERS)
    out[get_group_id(0) * NCOUNTERS + lid] =
        atomic_load_explicit(c + lid, memory_order_relaxed,
                             memory_scope_work_group);
}

/* A spin lock of atomic_flag around a plain increment, by one work-item
 * per work-group: *count ends at the number of work-groups only if the
 * lock's acquire and release order the plain accesses between
 * work-groups. */
kernel void k_lock(global atomic_flag *flag, global int *count) {
  if (get_local_id(0) != 0)
    return;
  while (atomic_flag_test_and_set_explicit(flag, memory_order_acquire,
                                           memory_scope_device))
    ;
  *count = *count + 1;
  atomic_flag_clear_explicit(flag, memory_order_release, memory_scope_device);
}
