// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: the OpenCL 2.0 atomic functions, over nvptx_atomics.h. */
#include <wgc/nvptx_atomics.h>

/*
 * Every overload clang-15's opencl-c.h declares with cl_khr_int64_base and
 * _extended_atomics: on generic pointers (OpenCL C 2.0) and on __global and
 * __local ones (OpenCL C 3.0), with the expected value of a
 * compare-exchange in any address space the header allows. libclc-15 has
 * only the OpenCL 1.x atomic_add..atomic_xchg, other names. The atomic
 * types of intptr_t, uintptr_t, size_t and ptrdiff_t are atomic_long and
 * atomic_ulong on nvptx64 (one mangled name). Each is always inlined:
 * constant orders and scopes then fold to one PTX sequence.
 */
#define _WGC_ATOMIC __attribute__((overloadable, always_inline))

/* Per value type: the width, its bits, and min/max signedness. */
#define __WGC_W_int 32
#define __WGC_W_uint 32
#define __WGC_W_float 32
#define __WGC_W_long 64
#define __WGC_W_ulong 64
#define __WGC_W_double 64
#define __WGC_B_int uint
#define __WGC_B_uint uint
#define __WGC_B_float uint
#define __WGC_B_long ulong
#define __WGC_B_ulong ulong
#define __WGC_B_double ulong
#define __WGC_MIN_int smin
#define __WGC_MIN_long smin
#define __WGC_MIN_uint umin
#define __WGC_MIN_ulong umin
#define __WGC_MAX_int smax
#define __WGC_MAX_long smax
#define __WGC_MAX_uint umax
#define __WGC_MAX_ulong umax
#define __WGC_TO(T, x) _WGC_XCAT(as_, __WGC_B_##T)(x)
#define __WGC_FROM(T, x) _WGC_XCAT(as_, T)(x)
#define __WGC_HELPER(NAME, T, SP)                                              \
  _WGC_XCAT(_WGC_XCAT(__wgc_##NAME, __WGC_W_##T), SP)

/* The orders and scopes a form without them takes (OpenCL C 2.0 6.13.11). */
#define __WGC_SC memory_order_seq_cst
#define __WGC_DEV memory_scope_device

/* atomic_init, load, store and exchange of T in address space AS. */
#define __WGC_LOAD_STORE(AS, SP, T)                                            \
  _WGC_ATOMIC void atomic_init(volatile AS atomic_##T *p, T v) {               \
    *(volatile AS T *)p = v;                                                   \
  }                                                                            \
  _WGC_ATOMIC T atomic_load_explicit(volatile AS atomic_##T *p,                \
                                     memory_order o, memory_scope s) {         \
    return __WGC_FROM(T, __WGC_HELPER(ld, T, SP)((ulong)p, o, s));             \
  }                                                                            \
  _WGC_ATOMIC T atomic_load_explicit(volatile AS atomic_##T *p,                \
                                     memory_order o) {                         \
    return atomic_load_explicit(p, o, __WGC_DEV);                              \
  }                                                                            \
  _WGC_ATOMIC T atomic_load(volatile AS atomic_##T *p) {                       \
    return atomic_load_explicit(p, __WGC_SC, __WGC_DEV);                       \
  }                                                                            \
  _WGC_ATOMIC void atomic_store_explicit(volatile AS atomic_##T *p, T v,       \
                                         memory_order o, memory_scope s) {     \
    __WGC_HELPER(st, T, SP)((ulong)p, __WGC_TO(T, v), o, s);                   \
  }                                                                            \
  _WGC_ATOMIC void atomic_store_explicit(volatile AS atomic_##T *p, T v,       \
                                         memory_order o) {                     \
    atomic_store_explicit(p, v, o, __WGC_DEV);                                 \
  }                                                                            \
  _WGC_ATOMIC void atomic_store(volatile AS atomic_##T *p, T v) {              \
    atomic_store_explicit(p, v, __WGC_SC, __WGC_DEV);                          \
  }                                                                            \
  _WGC_ATOMIC T atomic_exchange_explicit(volatile AS atomic_##T *p, T v,       \
                                         memory_order o, memory_scope s) {     \
    return __WGC_FROM(                                                         \
        T, __WGC_HELPER(atom_exch, T, SP)((ulong)p, __WGC_TO(T, v), o, s));    \
  }                                                                            \
  _WGC_ATOMIC T atomic_exchange_explicit(volatile AS atomic_##T *p, T v,       \
                                         memory_order o) {                     \
    return atomic_exchange_explicit(p, v, o, __WGC_DEV);                       \
  }                                                                            \
  _WGC_ATOMIC T atomic_exchange(volatile AS atomic_##T *p, T v) {              \
    return atomic_exchange_explicit(p, v, __WGC_SC, __WGC_DEV);                \
  }

/*
 * The compare-exchanges of T in AS with the expected value in EAS. PTX's
 * cas compares bits, as C11 compares representations: a float's -0.0 does
 * not match +0.0, and a NaN matches the same NaN. Weak never fails
 * spuriously.
 */
#define __WGC_CAS(AS, SP, EAS, T, KIND)                                        \
  _WGC_ATOMIC bool atomic_compare_exchange_##KIND##_explicit(                  \
      volatile AS atomic_##T *p, EAS T *e, T d, memory_order so,               \
      memory_order fo, memory_scope s) {                                       \
    __WGC_B_##T c = __WGC_TO(T, *e);                                           \
    __WGC_B_##T r = __WGC_HELPER(cas, T, SP)((ulong)p, c, __WGC_TO(T, d),      \
                                             __wgc_cas_order(so, fo), s);      \
    if (r == c)                                                                \
      return true;                                                             \
    *e = __WGC_FROM(T, r);                                                     \
    return false;                                                              \
  }                                                                            \
  _WGC_ATOMIC bool atomic_compare_exchange_##KIND##_explicit(                  \
      volatile AS atomic_##T *p, EAS T *e, T d, memory_order so,               \
      memory_order fo) {                                                       \
    return atomic_compare_exchange_##KIND##_explicit(p, e, d, so, fo,          \
                                                     __WGC_DEV);               \
  }                                                                            \
  _WGC_ATOMIC bool atomic_compare_exchange_##KIND(volatile AS atomic_##T *p,   \
                                                  EAS T *e, T d) {             \
    return atomic_compare_exchange_##KIND##_explicit(p, e, d, __WGC_SC,        \
                                                     __WGC_SC, __WGC_DEV);     \
  }

#define __WGC_CAS_BOTH(AS, SP, EAS, T)                                         \
  __WGC_CAS(AS, SP, EAS, T, strong)                                            \
  __WGC_CAS(AS, SP, EAS, T, weak)

/* atomic_fetch_NAME of an atomic_OBJ with a VAL operand (HELPER's op). */
#define __WGC_FETCH(AS, SP, NAME, OBJ, VAL, HELPER, NEG)                       \
  _WGC_ATOMIC OBJ atomic_fetch_##NAME##_explicit(                              \
      volatile AS atomic_##OBJ *p, VAL v, memory_order o, memory_scope s) {    \
    return (OBJ)__WGC_HELPER(HELPER, OBJ, SP)((ulong)p, NEG(__WGC_B_##OBJ) v,  \
                                              o, s);                           \
  }                                                                            \
  _WGC_ATOMIC OBJ atomic_fetch_##NAME##_explicit(volatile AS atomic_##OBJ *p,  \
                                                 VAL v, memory_order o) {      \
    return atomic_fetch_##NAME##_explicit(p, v, o, __WGC_DEV);                 \
  }                                                                            \
  _WGC_ATOMIC OBJ atomic_fetch_##NAME(volatile AS atomic_##OBJ *p, VAL v) {    \
    return atomic_fetch_##NAME##_explicit(p, v, __WGC_SC, __WGC_DEV);          \
  }

#define __WGC_FETCH_ALL(AS, SP, OBJ, VAL)                                      \
  __WGC_FETCH(AS, SP, add, OBJ, VAL, atom_add, )                               \
  __WGC_FETCH(AS, SP, sub, OBJ, VAL, atom_add, -)                              \
  __WGC_FETCH(AS, SP, or, OBJ, VAL, atom_or, )                                 \
  __WGC_FETCH(AS, SP, xor, OBJ, VAL, atom_xor, )                               \
  __WGC_FETCH(AS, SP, and, OBJ, VAL, atom_and, )                               \
  __WGC_FETCH(AS, SP, min, OBJ, VAL, _WGC_XCAT(atom_, __WGC_MIN_##OBJ), )      \
  __WGC_FETCH(AS, SP, max, OBJ, VAL, _WGC_XCAT(atom_, __WGC_MAX_##OBJ), )

/* atomic_flag_test_and_set and atomic_flag_clear in AS. */
#define __WGC_FLAG(AS, SP)                                                     \
  _WGC_ATOMIC bool atomic_flag_test_and_set_explicit(                          \
      volatile AS atomic_flag *p, memory_order o, memory_scope s) {            \
    return __wgc_atom_exch32##SP((ulong)p, 1u, o, s) != 0;                     \
  }                                                                            \
  _WGC_ATOMIC bool atomic_flag_test_and_set_explicit(                          \
      volatile AS atomic_flag *p, memory_order o) {                            \
    return atomic_flag_test_and_set_explicit(p, o, __WGC_DEV);                 \
  }                                                                            \
  _WGC_ATOMIC bool atomic_flag_test_and_set(volatile AS atomic_flag *p) {      \
    return atomic_flag_test_and_set_explicit(p, __WGC_SC, __WGC_DEV);          \
  }                                                                            \
  _WGC_ATOMIC void atomic_flag_clear_explicit(                                 \
      volatile AS atomic_flag *p, memory_order o, memory_scope s) {            \
    __wgc_st32##SP((ulong)p, 0u, o, s);                                        \
  }                                                                            \
  _WGC_ATOMIC void atomic_flag_clear_explicit(volatile AS atomic_flag *p,      \
                                              memory_order o) {                \
    atomic_flag_clear_explicit(p, o, __WGC_DEV);                               \
  }                                                                            \
  _WGC_ATOMIC void atomic_flag_clear(volatile AS atomic_flag *p) {             \
    atomic_flag_clear_explicit(p, __WGC_SC, __WGC_DEV);                        \
  }

#define __WGC_EACH_VALUE(M, ...)                                               \
  M(__VA_ARGS__, int)                                                          \
  M(__VA_ARGS__, uint)                                                         \
  M(__VA_ARGS__, long)                                                         \
  M(__VA_ARGS__, ulong)                                                        \
  M(__VA_ARGS__, float)                                                        \
  M(__VA_ARGS__, double)

/* Everything but the compare-exchanges on an atomic object in AS. */
#define __WGC_SPACE(AS, SP)                                                    \
  __WGC_EACH_VALUE(__WGC_LOAD_STORE, AS, SP)                                   \
  __WGC_FETCH_ALL(AS, SP, int, int)                                            \
  __WGC_FETCH_ALL(AS, SP, uint, uint)                                          \
  __WGC_FETCH_ALL(AS, SP, long, long)                                          \
  __WGC_FETCH_ALL(AS, SP, ulong, ulong)                                        \
  __WGC_FETCH_ALL(AS, SP, ulong, long)                                         \
  __WGC_FETCH_ALL(AS, SP, long, ulong)                                         \
  __WGC_FLAG(AS, SP)

__WGC_SPACE(, _gen)
__WGC_SPACE(__global, _global)
__WGC_SPACE(__local, _shared)

__WGC_EACH_VALUE(__WGC_CAS_BOTH, , _gen, )
__WGC_EACH_VALUE(__WGC_CAS_BOTH, __global, _global, __global)
__WGC_EACH_VALUE(__WGC_CAS_BOTH, __global, _global, __local)
__WGC_EACH_VALUE(__WGC_CAS_BOTH, __global, _global, __private)
__WGC_EACH_VALUE(__WGC_CAS_BOTH, __local, _shared, __global)
__WGC_EACH_VALUE(__WGC_CAS_BOTH, __local, _shared, __local)
__WGC_EACH_VALUE(__WGC_CAS_BOTH, __local, _shared, __private)

_WGC_ATOMIC void atomic_work_item_fence(cl_mem_fence_flags flags,
                                        memory_order o, memory_scope s) {
  __wgc_fence(o, s);
}
