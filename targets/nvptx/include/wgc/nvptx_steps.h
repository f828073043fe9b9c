/* NVIDIA target: one shuffle-and-combine step of the warp trees and scans. */
#ifndef WGC_NVPTX_STEPS_H
#define WGC_NVPTX_STEPS_H

#include <wgc/nvptx.h>
#include <wgc/ops.h>
#include <wgc/shfl.h>

/*
 * __wgc_nvptx_down_<op>(x, d): x combined with the x of lane `lane + d`
 * (x first), or x itself where that lane is not in the warp.
 * __wgc_nvptx_up_<op>(x, d): the x of lane `lane - d` combined with x (the
 * lower lane first), or x itself where lane < d.
 *
 * min and max need no test: a shuffle from a missing lane returns the
 * caller's own x, and op(x, x) is x. add takes the predicate output of
 * shfl.sync, which tells whether the source lane exists, and predicates the
 * add on it, as CUB does: no lane compare and no select. The asm adds round
 * to nearest and keep denormals whatever the kernel's FP flags are. half
 * add stays in C, with a lane compare.
 */
#define __WGC_NVPTX_STEP_ASM32(T, ADD, DIR, CLAMP, AS_U, AS_T)                 \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_##DIR##_add(T x,          \
                                                                 uint d) {     \
    uint v = AS_U(x);                                                          \
    __asm__("{\n\t"                                                            \
            ".reg .b32 y;\n\t"                                                 \
            ".reg .pred p;\n\t"                                                \
            "shfl.sync." #DIR ".b32 y|p, %0, %1, %2, %3;\n\t"                  \
            "@p " ADD " %0, %0, y;\n\t"                                        \
            "}"                                                                \
            : "+r"(v)                                                          \
            : "r"(d), "r"(CLAMP), "r"(__wgc_nvptx_member_mask()));             \
    return AS_T(v);                                                            \
  }

#define __WGC_NVPTX_STEP_ASM64(T, ADD, DIR, CLAMP, AS_U, AS_T)                 \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_##DIR##_add(T x,          \
                                                                 uint d) {     \
    ulong v = AS_U(x);                                                         \
    __asm__("{\n\t"                                                            \
            ".reg .b32 lo, hi;\n\t"                                            \
            ".reg .b64 y;\n\t"                                                 \
            ".reg .pred p;\n\t"                                                \
            "mov.b64 {lo, hi}, %0;\n\t"                                        \
            "shfl.sync." #DIR ".b32 lo|p, lo, %1, %2, %3;\n\t"                 \
            "shfl.sync." #DIR ".b32 hi, hi, %1, %2, %3;\n\t"                   \
            "mov.b64 y, {lo, hi};\n\t"                                         \
            "@p " ADD " %0, %0, y;\n\t"                                        \
            "}"                                                                \
            : "+l"(v)                                                          \
            : "r"(d), "r"(CLAMP), "r"(__wgc_nvptx_member_mask()));             \
    return AS_T(v);                                                            \
  }

/* The clamp operands of shfl.sync: the warp's last lane for down, 0 for up. */
#define __WGC_NVPTX_DOWN_CLAMP (__wgc_sg_size() - 1)
#define __WGC_NVPTX_UP_CLAMP 0u

#define __WGC_NVPTX_STEPS32(T, ADD, AS_U, AS_T)                                \
  __WGC_NVPTX_STEP_ASM32(T, ADD, down, __WGC_NVPTX_DOWN_CLAMP, AS_U, AS_T)     \
  __WGC_NVPTX_STEP_ASM32(T, ADD, up, __WGC_NVPTX_UP_CLAMP, AS_U, AS_T)
#define __WGC_NVPTX_STEPS64(T, ADD, AS_U, AS_T)                                \
  __WGC_NVPTX_STEP_ASM64(T, ADD, down, __WGC_NVPTX_DOWN_CLAMP, AS_U, AS_T)     \
  __WGC_NVPTX_STEP_ASM64(T, ADD, up, __WGC_NVPTX_UP_CLAMP, AS_U, AS_T)

__WGC_NVPTX_STEPS32(int, "add.s32", as_uint, as_int)
__WGC_NVPTX_STEPS32(uint, "add.u32", as_uint, as_uint)
__WGC_NVPTX_STEPS32(float, "add.rn.f32", as_uint, as_float)
__WGC_NVPTX_STEPS64(long, "add.s64", as_ulong, as_long)
__WGC_NVPTX_STEPS64(ulong, "add.u64", as_ulong, as_ulong)
__WGC_NVPTX_STEPS64(double, "add.rn.f64", as_ulong, as_double)

#ifdef cl_khr_fp16
_WGC_OVERLOAD _WGC_CONVERGENT_INLINE half __wgc_nvptx_down_add(half x, uint d) {
  half y = __wgc_shfl_down(x, d);
  return __wgc_sg_lane() + d < __wgc_sg_size() ? __wgc_add(x, y) : x;
}
_WGC_OVERLOAD _WGC_CONVERGENT_INLINE half __wgc_nvptx_up_add(half x, uint d) {
  half y = __wgc_shfl_up(x, d);
  return __wgc_sg_lane() >= d ? __wgc_add(y, x) : x;
}
#endif

#define __WGC_NVPTX_STEPS_IDEMPOTENT(T, OP)                                    \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_down_##OP(T x, uint d) {  \
    return __wgc_##OP(x, __wgc_shfl_down(x, d));                               \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_up_##OP(T x, uint d) {    \
    return __wgc_##OP(__wgc_shfl_up(x, d), x);                                 \
  }
#define __WGC_NVPTX_STEPS_MINMAX(T)                                            \
  __WGC_NVPTX_STEPS_IDEMPOTENT(T, min) __WGC_NVPTX_STEPS_IDEMPOTENT(T, max)
__WGC_EACH_TYPE(__WGC_NVPTX_STEPS_MINMAX)

#undef __WGC_NVPTX_STEP_ASM32
#undef __WGC_NVPTX_STEP_ASM64
#undef __WGC_NVPTX_STEPS32
#undef __WGC_NVPTX_STEPS64
#undef __WGC_NVPTX_STEPS_IDEMPOTENT
#undef __WGC_NVPTX_STEPS_MINMAX

#endif
