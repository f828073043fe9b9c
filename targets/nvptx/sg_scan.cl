/* NVIDIA target: sub-group inclusive and exclusive scans by up-shuffles. */
#include <wgc/nvptx.h>
#include <wgc/ops.h>
#include <wgc/shfl.h>

/*
 * __wgc_nvptx_scan_step_<op>(x, d, lane): x combined with the value of lane
 * `lane - d`, or x itself where that lane does not exist (lane < d).
 *
 * min and max are idempotent and an up-shuffle from a missing lane returns
 * the caller's own x, so op(x, x) = x (bit for bit, with the rules of ops.h)
 * needs no lane compare.
 */
#define __WGC_STEP_IDEMPOTENT(T, OP)                                           \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_scan_step_##OP(           \
      T x, uint d, uint lane) {                                                \
    return __wgc_##OP(__wgc_shfl_up(x, d), x);                                 \
  }

#define __WGC_STEP_ADD(T)                                                      \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_scan_step_add(            \
      T x, uint d, uint lane) {                                                \
    T y = __wgc_shfl_up(x, d);                                                 \
    return lane >= d ? __wgc_add(y, x) : x;                                    \
  }

/*
 * 32-bit integer add: shfl.sync's predicate output tells whether the source
 * lane exists and predicates the add, with no lane compare (as CUB does).
 * Floating-point add stays in C so that it follows the kernel's FP flags.
 */
#define __WGC_STEP_ADD_PRED(T)                                                 \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_scan_step_add(            \
      T x, uint d, uint lane) {                                                \
    uint v = as_uint(x);                                                       \
    __asm__("{\n\t"                                                            \
            ".reg .b32 y;\n\t"                                                 \
            ".reg .pred p;\n\t"                                                \
            "shfl.sync.up.b32 y|p, %0, %1, 0, %2;\n\t"                         \
            "@p add.u32 %0, y, %0;\n\t"                                        \
            "}"                                                                \
            : "+r"(v)                                                          \
            : "r"(d), "r"(__wgc_nvptx_member_mask()));                         \
    return as_##T(v);                                                          \
  }

#define __WGC_STEPS(T, ADD)                                                    \
  ADD(T)                                                                       \
  __WGC_STEP_IDEMPOTENT(T, min)                                                \
  __WGC_STEP_IDEMPOTENT(T, max)

__WGC_STEPS(int, __WGC_STEP_ADD_PRED)
__WGC_STEPS(uint, __WGC_STEP_ADD_PRED)
__WGC_STEPS(long, __WGC_STEP_ADD)
__WGC_STEPS(ulong, __WGC_STEP_ADD)
__WGC_STEPS(float, __WGC_STEP_ADD)
__WGC_STEPS(double, __WGC_STEP_ADD)
#ifdef cl_khr_fp16
__WGC_STEPS(half, __WGC_STEP_ADD)
#endif

#define __WGC_BODY <sg_scan.inc>
#include <wgc/gentype.inc>
