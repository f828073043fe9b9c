// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: PTX memory-model atomics behind the OpenCL 2.0 atomics. */
#ifndef WGC_NVPTX_ATOMICS_H
#define WGC_NVPTX_ATOMICS_H

#include <wgc/defs.h>

/*
 * clang-15 gives nvptx no inline atomic width, so its __opencl_atomic_*
 * builtins become calls nothing defines, and the NVPTX back end of LLVM 15
 * knows no memory orders or scopes. These helpers are inline PTX of the
 * PTX memory model (sm_70 and later: ld.acquire, st.release, atom.acq_rel,
 * fence.sc), as CUDA's libcu++ maps C++ atomics:
 *   load    relaxed: ld.relaxed   acquire: ld.acquire
 *           seq_cst: fence.sc; ld.acquire
 *   store   relaxed: st.relaxed   release: st.release
 *           seq_cst: fence.sc; st.relaxed
 *   RMW     relaxed/acquire/release/acq_rel: atom.<that order>
 *           seq_cst: fence.sc; atom.acquire
 *   fence   acquire/release/acq_rel: fence.acq_rel   seq_cst: fence.sc
 * Scopes: work-item, sub-group and work-group are .cta, device .gpu,
 * all_svm_devices .sys. An order an operation cannot have is read as the
 * one it can (a release or acq_rel load acquires, an acquire or acq_rel
 * store releases), and an unknown order is seq_cst. Every asm is volatile with
 * a memory clobber, so that the compiler moves no memory access across it.
 * Addresses are 64-bit values in the instruction's state space (.global,
 * .shared or generic).
 */

/* The PTX scope of an OpenCL memory_scope: 0 .cta, 1 .gpu, 2 .sys. */
_WGC_INLINE int __wgc_ptx_scope(int scope) {
  return scope == memory_scope_device ? 1
         : scope == memory_scope_work_item ||
                 scope == memory_scope_work_group ||
                 scope == 4 /* memory_scope_sub_group */
             ? 0
             : 2;
}

#define __WGC_ID(...) __VA_ARGS__

/* One asm of OP SEM SCOPE TAIL, for each PTX scope. */
#define __WGC_SCOPED(scope, OP, SEM, TAIL, OUTS, INS)                          \
  do {                                                                         \
    switch (__wgc_ptx_scope(scope)) {                                          \
    case 0:                                                                    \
      __asm__ volatile(OP SEM ".cta" TAIL                                      \
                       : __WGC_ID OUTS                                         \
                       : __WGC_ID INS                                          \
                       : "memory");                                            \
      break;                                                                   \
    case 1:                                                                    \
      __asm__ volatile(OP SEM ".gpu" TAIL                                      \
                       : __WGC_ID OUTS                                         \
                       : __WGC_ID INS                                          \
                       : "memory");                                            \
      break;                                                                   \
    default:                                                                   \
      __asm__ volatile(OP SEM ".sys" TAIL                                      \
                       : __WGC_ID OUTS                                         \
                       : __WGC_ID INS                                          \
                       : "memory");                                            \
    }                                                                          \
  } while (0)

_WGC_INLINE void __wgc_fence_sc(int scope) {
  __WGC_SCOPED(scope, "fence", ".sc", ";", (), ());
}

/* atomic_work_item_fence: the fence's flags do not narrow a PTX fence. */
_WGC_INLINE void __wgc_fence(int order, int scope) {
  if (order == memory_order_relaxed)
    return;
  if (order == memory_order_acquire || order == memory_order_release ||
      order == memory_order_acq_rel) {
    __WGC_SCOPED(scope, "fence", ".acq_rel", ";", (), ());
  } else {
    __wgc_fence_sc(scope);
  }
}

/* A load of OP SEM SCOPE TAIL by order. */
#define __WGC_LOAD(order, scope, OP, TAIL, OUTS, INS)                          \
  do {                                                                         \
    if (order == memory_order_relaxed) {                                       \
      __WGC_SCOPED(scope, OP, ".relaxed", TAIL, OUTS, INS);                    \
    } else {                                                                   \
      if (order != memory_order_acquire && order != memory_order_release &&    \
          order != memory_order_acq_rel)                                       \
        __wgc_fence_sc(scope);                                                 \
      __WGC_SCOPED(scope, OP, ".acquire", TAIL, OUTS, INS);                    \
    }                                                                          \
  } while (0)

/* A store by order. */
#define __WGC_STORE(order, scope, OP, TAIL, OUTS, INS)                         \
  do {                                                                         \
    if (order == memory_order_acquire || order == memory_order_release ||      \
        order == memory_order_acq_rel) {                                       \
      __WGC_SCOPED(scope, OP, ".release", TAIL, OUTS, INS);                    \
    } else {                                                                   \
      if (order != memory_order_relaxed)                                       \
        __wgc_fence_sc(scope);                                                 \
      __WGC_SCOPED(scope, OP, ".relaxed", TAIL, OUTS, INS);                    \
    }                                                                          \
  } while (0)

/* A read-modify-write by order. */
#define __WGC_RMW(order, scope, OP, TAIL, OUTS, INS)                           \
  do {                                                                         \
    switch (order) {                                                           \
    case memory_order_relaxed:                                                 \
      __WGC_SCOPED(scope, OP, ".relaxed", TAIL, OUTS, INS);                    \
      break;                                                                   \
    case memory_order_acquire:                                                 \
      __WGC_SCOPED(scope, OP, ".acquire", TAIL, OUTS, INS);                    \
      break;                                                                   \
    case memory_order_release:                                                 \
      __WGC_SCOPED(scope, OP, ".release", TAIL, OUTS, INS);                    \
      break;                                                                   \
    case memory_order_acq_rel:                                                 \
      __WGC_SCOPED(scope, OP, ".acq_rel", TAIL, OUTS, INS);                    \
      break;                                                                   \
    default:                                                                   \
      __wgc_fence_sc(scope);                                                   \
      __WGC_SCOPED(scope, OP, ".acquire", TAIL, OUTS, INS);                    \
    }                                                                          \
  } while (0)

/*
 * The order a compare-exchange runs with: the stronger of its success and
 * failure orders (a failure order is never release or acq_rel), as libcu++.
 */
_WGC_INLINE int __wgc_cas_order(int success, int failure) {
  if (failure == memory_order_seq_cst || success == memory_order_seq_cst)
    return memory_order_seq_cst;
  if (failure == memory_order_acquire && success == memory_order_release)
    return memory_order_acq_rel;
  if (failure == memory_order_acquire && success == memory_order_relaxed)
    return memory_order_acquire;
  return success;
}

/*
 * The helpers of one state space SP (_gen, _global, _shared; PTXSP its
 * qualifier) and width: __wgc_ld<W>SP, __wgc_st<W>SP, __wgc_atom_<op><W>SP
 * for exch, add, and, or, xor, min and max (signed and unsigned) and
 * __wgc_cas<W>SP, over the bits B (uint, ulong) in register class C.
 */
#define __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, NAME, OPTYPE)                     \
  _WGC_INLINE B __wgc_atom_##NAME##W##SP(ulong a, B v, int order, int scope) { \
    B r;                                                                       \
    __WGC_RMW(order, scope, "atom", PTXSP "." OPTYPE " %0, [%1], %2;",         \
              ("=" C(r)), ("l"(a), C(v)));                                     \
    return r;                                                                  \
  }

#define __WGC_ATOMIC_WIDTH(SP, PTXSP, W, B, C)                                 \
  _WGC_INLINE B __wgc_ld##W##SP(ulong a, int order, int scope) {               \
    B r;                                                                       \
    __WGC_LOAD(order, scope, "ld", PTXSP ".b" #W " %0, [%1];", ("=" C(r)),     \
               ("l"(a)));                                                      \
    return r;                                                                  \
  }                                                                            \
  _WGC_INLINE void __wgc_st##W##SP(ulong a, B v, int order, int scope) {       \
    __WGC_STORE(order, scope, "st", PTXSP ".b" #W " [%0], %1;", (),            \
                ("l"(a), C(v)));                                               \
  }                                                                            \
  _WGC_INLINE B __wgc_cas##W##SP(ulong a, B cmp, B v, int order, int scope) {  \
    B r;                                                                       \
    __WGC_RMW(order, scope, "atom", PTXSP ".cas.b" #W " %0, [%1], %2, %3;",    \
              ("=" C(r)), ("l"(a), C(cmp), C(v)));                             \
    return r;                                                                  \
  }                                                                            \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, exch, "exch.b" #W)                      \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, add, "add.u" #W)                        \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, and, "and.b" #W)                        \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, or, "or.b" #W)                          \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, xor, "xor.b" #W)                        \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, smin, "min.s" #W)                       \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, umin, "min.u" #W)                       \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, smax, "max.s" #W)                       \
  __WGC_ATOMIC_RMW(SP, PTXSP, W, B, C, umax, "max.u" #W)

#define __WGC_ATOMIC_SPACE(SP, PTXSP)                                          \
  __WGC_ATOMIC_WIDTH(SP, PTXSP, 32, uint, "r")                                 \
  __WGC_ATOMIC_WIDTH(SP, PTXSP, 64, ulong, "l")

__WGC_ATOMIC_SPACE(_gen, "")
__WGC_ATOMIC_SPACE(_global, ".global")
__WGC_ATOMIC_SPACE(_shared, ".shared")

#endif
