// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Sub-group shuffles of every type over the target's 32-bit shuffles. */
#include <wgc/shfl.h>
#include <wgc/sub_group.h>

#define __WGC_SHUFFLES(T, SHFL)                                                \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_shuffle(T x, uint index) {                 \
    return SHFL(T, idx, x, index);                                             \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_shuffle_xor(T x, uint mask) {              \
    return SHFL(T, xor, x, mask);                                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_shuffle_up(T x, uint delta) {              \
    return SHFL(T, up, x, delta);                                              \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T __wgc_sg_shuffle_down(T x, uint delta) {            \
    return SHFL(T, down, x, delta);                                            \
  }

/* The collective types move by their width (shfl.h). */
#define __WGC_TYPED(T, KIND, x, a) __wgc_shfl_##KIND(x, a)
#define __WGC_TYPED_SHUFFLES(T) __WGC_SHUFFLES(T, __WGC_TYPED)
__WGC_EACH_TYPE(__WGC_TYPED_SHUFFLES)

/* 8- and 16-bit integers move in the low bits of a 32-bit value. */
#define __WGC_NARROW(T, KIND, x, a) ((T)__wgc_shfl_##KIND##_u32((uint)x, a))
#define __WGC_NARROW_SHUFFLES(T, W) __WGC_SHUFFLES(T, __WGC_NARROW)
__WGC_EACH_NARROW(__WGC_NARROW_SHUFFLES)
