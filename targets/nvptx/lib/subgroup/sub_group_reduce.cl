// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: sub-group reduce by redux.sync or by shuffles. */
#include <wgc/nvptx.h>
#include <wgc/nvptx_keys.h>
#include <wgc/nvptx_steps.h>
#include <wgc/ops.h>
#include <wgc/shfl.h>

/* Whether __WGC_T, the type sub_group_reduce.inc is instantiated for, is
 * integral. */
#define __WGC_NVPTX_IS_INTEGER ((__WGC_T)1 / (__WGC_T)2 == (__WGC_T)0)

#define __WGC_BODY <sub_group_reduce.inc>
#include <wgc/gentype.inc>

#define __WGC_REDUCE_SHFL(T, OP)                                               \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_##OP(T x) {                         \
    return __wgc_nvptx_shfl_reduce_##OP(x);                                    \
  }

/*
 * redux.sync (sm_80+) reduces 32-bit integers over the member mask in one
 * instruction, partial warps included, and gives every lane the result. It
 * has add, min, max, and, or and xor; mul takes the shuffles.
 */
#define __WGC_REDUCE_REDUX(T, OP, REDUX)                                       \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_##OP(T x) {                         \
    if (WGC_NVPTX_HAS_REDUX)                                                   \
      return (T)REDUX(x, __wgc_nvptx_member_mask());                           \
    return __wgc_nvptx_shfl_reduce_##OP(x);                                    \
  }
#define __WGC_REDUCE_REDUX_INT(T, MIN, MAX)                                    \
  __WGC_REDUCE_REDUX(T, add, __nvvm_redux_sync_add)                            \
  __WGC_REDUCE_REDUX(T, min, MIN)                                              \
  __WGC_REDUCE_REDUX(T, max, MAX)                                              \
  __WGC_REDUCE_SHFL(T, mul)                                                    \
  __WGC_REDUCE_REDUX(T, and, __nvvm_redux_sync_and)                            \
  __WGC_REDUCE_REDUX(T, or, __nvvm_redux_sync_or)                              \
  __WGC_REDUCE_REDUX(T, xor, __nvvm_redux_sync_xor)

__WGC_REDUCE_REDUX_INT(int, __nvvm_redux_sync_min, __nvvm_redux_sync_max)
__WGC_REDUCE_REDUX_INT(uint, __nvvm_redux_sync_umin, __nvvm_redux_sync_umax)

/*
 * float and half min and max reduce the keys of nvptx_keys.h as integers,
 * by redux.sync on sm_80; double min and max take the shuffle tree over
 * min.f64 and max.f64 (fp_minmax.h).
 */
#define __WGC_REDUCE_KEYS(T, OP)                                               \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_reduce_##OP(T x) {                         \
    return __wgc_nvptx_dec(__wgc_sg_reduce_##OP(__wgc_nvptx_enc_##OP(x)), x);  \
  }

#define __WGC_REDUCE_SHFL_ALL(T)                                               \
  __WGC_REDUCE_SHFL(T, add)                                                    \
  __WGC_REDUCE_SHFL(T, min)                                                    \
  __WGC_REDUCE_SHFL(T, max)                                                    \
  __WGC_REDUCE_SHFL(T, mul)                                                    \
  __WGC_REDUCE_SHFL(T, and)                                                    \
  __WGC_REDUCE_SHFL(T, or)                                                     \
  __WGC_REDUCE_SHFL(T, xor)
#define __WGC_REDUCE_FP(T, MINMAX)                                             \
  __WGC_REDUCE_SHFL(T, add)                                                    \
  MINMAX(T, min)                                                               \
  MINMAX(T, max)                                                               \
  __WGC_REDUCE_SHFL(T, mul)
__WGC_REDUCE_SHFL_ALL(long)
__WGC_REDUCE_SHFL_ALL(ulong)
__WGC_REDUCE_FP(float, __WGC_REDUCE_KEYS)
__WGC_REDUCE_FP(double, __WGC_REDUCE_SHFL)
#ifdef cl_khr_fp16
__WGC_REDUCE_FP(half, __WGC_REDUCE_KEYS)
#endif
