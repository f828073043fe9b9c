// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
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
 * The idempotent operators (min, max, and, or) need no test: a shuffle from
 * a missing lane returns the caller's own x, and op(x, x) is x. The others
 * (add, mul, xor) take the predicate output of shfl.sync, which tells
 * whether the source lane exists, and predicate the operation on it, as CUB
 * does for add: no lane compare and no select. The asm floating-point adds
 * and multiplies round to nearest and keep denormals whatever the kernel's
 * FP flags are. half add and mul stay in C, with a lane compare.
 * A 32-bit step leaves x in its register and combines into the shuffle's
 * destination, which a missing lane fills with its own x (as CUB's scans
 * do): where x is still needed after the step (an exclusive scan's first
 * step) no copy and select are added. 64-bit steps combine into x: the
 * other form lengthened raked 64-bit scans (docs/performance.md).
 */
#define __WGC_NVPTX_STEP_ASM32(T, OP, INSN, DIR, CLAMP, AS_U, AS_T)            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_##DIR##_##OP(T x,         \
                                                                  uint d) {    \
    uint r;                                                                    \
    __asm__("{\n\t"                                                            \
            ".reg .b32 y;\n\t"                                                 \
            ".reg .pred p;\n\t"                                                \
            "shfl.sync." #DIR ".b32 y|p, %1, %2, %3, %4;\n\t"                  \
            "@p " INSN " y, %1, y;\n\t"                                        \
            "mov.b32 %0, y;\n\t"                                               \
            "}"                                                                \
            : "=r"(r)                                                          \
            : "r"(AS_U(x)), "r"(d), "r"(CLAMP),                                \
              "r"(__wgc_nvptx_member_mask()));                                 \
    return AS_T(r);                                                            \
  }

#define __WGC_NVPTX_STEP_ASM64(T, OP, INSN, DIR, CLAMP, AS_U, AS_T)            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE T __wgc_nvptx_##DIR##_##OP(T x,         \
                                                                  uint d) {    \
    ulong v = AS_U(x);                                                         \
    __asm__("{\n\t"                                                            \
            ".reg .b32 lo, hi;\n\t"                                            \
            ".reg .b64 y;\n\t"                                                 \
            ".reg .pred p;\n\t"                                                \
            "mov.b64 {lo, hi}, %0;\n\t"                                        \
            "shfl.sync." #DIR ".b32 lo|p, lo, %1, %2, %3;\n\t"                 \
            "shfl.sync." #DIR ".b32 hi, hi, %1, %2, %3;\n\t"                   \
            "mov.b64 y, {lo, hi};\n\t"                                         \
            "@p " INSN " %0, %0, y;\n\t"                                       \
            "}"                                                                \
            : "+l"(v)                                                          \
            : "r"(d), "r"(CLAMP), "r"(__wgc_nvptx_member_mask()));             \
    return AS_T(v);                                                            \
  }

/* The clamp operands of shfl.sync: the warp's last lane for down, 0 for up. */
#define __WGC_NVPTX_DOWN_CLAMP (__wgc_sg_size() - 1)
#define __WGC_NVPTX_UP_CLAMP 0u

/*
 * The predicated steps of one operator, INSN its PTX instruction. An up step
 * computes x op y, y from the lower lane: each of these operators commutes
 * (IEEE 754 addition and multiplication included), so that is y op x.
 */
#define __WGC_NVPTX_STEPS32(T, OP, INSN, AS_U, AS_T)                           \
  __WGC_NVPTX_STEP_ASM32(T, OP, INSN, down, __WGC_NVPTX_DOWN_CLAMP, AS_U,      \
                         AS_T)                                                 \
  __WGC_NVPTX_STEP_ASM32(T, OP, INSN, up, __WGC_NVPTX_UP_CLAMP, AS_U, AS_T)
#define __WGC_NVPTX_STEPS64(T, OP, INSN, AS_U, AS_T)                           \
  __WGC_NVPTX_STEP_ASM64(T, OP, INSN, down, __WGC_NVPTX_DOWN_CLAMP, AS_U,      \
                         AS_T)                                                 \
  __WGC_NVPTX_STEP_ASM64(T, OP, INSN, up, __WGC_NVPTX_UP_CLAMP, AS_U, AS_T)

__WGC_NVPTX_STEPS32(int, add, "add.s32", as_uint, as_int)
__WGC_NVPTX_STEPS32(uint, add, "add.u32", as_uint, as_uint)
__WGC_NVPTX_STEPS32(float, add, "add.rn.f32", as_uint, as_float)
__WGC_NVPTX_STEPS64(long, add, "add.s64", as_ulong, as_long)
__WGC_NVPTX_STEPS64(ulong, add, "add.u64", as_ulong, as_ulong)
__WGC_NVPTX_STEPS64(double, add, "add.rn.f64", as_ulong, as_double)

__WGC_NVPTX_STEPS32(int, mul, "mul.lo.s32", as_uint, as_int)
__WGC_NVPTX_STEPS32(uint, mul, "mul.lo.u32", as_uint, as_uint)
__WGC_NVPTX_STEPS32(float, mul, "mul.rn.f32", as_uint, as_float)
__WGC_NVPTX_STEPS64(long, mul, "mul.lo.s64", as_ulong, as_long)
__WGC_NVPTX_STEPS64(ulong, mul, "mul.lo.u64", as_ulong, as_ulong)
__WGC_NVPTX_STEPS64(double, mul, "mul.rn.f64", as_ulong, as_double)

__WGC_NVPTX_STEPS32(int, xor, "xor.b32", as_uint, as_int)
__WGC_NVPTX_STEPS32(uint, xor, "xor.b32", as_uint, as_uint)
__WGC_NVPTX_STEPS64(long, xor, "xor.b64", as_ulong, as_long)
__WGC_NVPTX_STEPS64(ulong, xor, "xor.b64", as_ulong, as_ulong)

#ifdef cl_khr_fp16
#define __WGC_NVPTX_STEPS_HALF(OP)                                             \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE half __wgc_nvptx_down_##OP(half x,      \
                                                                  uint d) {    \
    half y = __wgc_shfl_down(x, d);                                            \
    return __wgc_sg_lane() + d < __wgc_sg_size() ? __wgc_##OP(x, y) : x;       \
  }                                                                            \
  _WGC_OVERLOAD _WGC_CONVERGENT_INLINE half __wgc_nvptx_up_##OP(half x,        \
                                                                uint d) {      \
    half y = __wgc_shfl_up(x, d);                                              \
    return __wgc_sg_lane() >= d ? __wgc_##OP(y, x) : x;                        \
  }
__WGC_NVPTX_STEPS_HALF(add)
__WGC_NVPTX_STEPS_HALF(mul)
#undef __WGC_NVPTX_STEPS_HALF
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
#define __WGC_NVPTX_STEPS_BITWISE(T)                                           \
  __WGC_NVPTX_STEPS_IDEMPOTENT(T, and) __WGC_NVPTX_STEPS_IDEMPOTENT(T, or)
__WGC_EACH_TYPE(__WGC_NVPTX_STEPS_MINMAX)
__WGC_NVPTX_STEPS_BITWISE(int)
__WGC_NVPTX_STEPS_BITWISE(uint)
__WGC_NVPTX_STEPS_BITWISE(long)
__WGC_NVPTX_STEPS_BITWISE(ulong)

#undef __WGC_NVPTX_STEP_ASM32
#undef __WGC_NVPTX_STEP_ASM64
#undef __WGC_NVPTX_STEPS32
#undef __WGC_NVPTX_STEPS64
#undef __WGC_NVPTX_STEPS_IDEMPOTENT
#undef __WGC_NVPTX_STEPS_MINMAX
#undef __WGC_NVPTX_STEPS_BITWISE

#endif
