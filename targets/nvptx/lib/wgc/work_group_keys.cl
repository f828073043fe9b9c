/* NVIDIA target: floating-point min and max work-group collectives on keys. */
#include <wgc/defs.h>
#include <wgc/nvptx_keys.h>
#include <wgc/sg.h>

/* The key collectives (work_group_*.cl); opencl-c.h declares none for nvptx. */
#define __WGC_KEY_DECLS(K)                                                     \
  _WGC_OVERLOAD K work_group_reduce_min(K);                                    \
  _WGC_OVERLOAD K work_group_reduce_max(K);                                    \
  _WGC_OVERLOAD K work_group_scan_inclusive_min(K);                            \
  _WGC_OVERLOAD K work_group_scan_inclusive_max(K);                            \
  _WGC_OVERLOAD K work_group_scan_exclusive_min(K);                            \
  _WGC_OVERLOAD K work_group_scan_exclusive_max(K);
__WGC_KEY_DECLS(uint)
__WGC_KEY_DECLS(ulong)
#undef __WGC_KEY_DECLS

/*
 * The work-group collective of the keys (nvptx_keys.h) with the unsigned
 * integer operator, decoded once: one key a work-item in, integer partials
 * and integer folds throughout, which cost what the uint collective costs
 * plus an encode and a decode. The exclusive scan of the first work-item is
 * the identity, -inf for max and +inf for min; a later work-item whose
 * prefix holds NaNs alone gets a NaN, as ops.h's rules give.
 */
#define __WGC_KEYED(T, OP, ID)                                                 \
  _WGC_OVERLOAD _WGC_DEF T work_group_reduce_##OP(T x) {                       \
    return __wgc_nvptx_dec(work_group_reduce_##OP(__wgc_nvptx_enc_##OP(x)),    \
                           x);                                                 \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T work_group_scan_inclusive_##OP(T x) {               \
    return __wgc_nvptx_dec(                                                    \
        work_group_scan_inclusive_##OP(__wgc_nvptx_enc_##OP(x)), x);           \
  }                                                                            \
  _WGC_OVERLOAD _WGC_DEF T work_group_scan_exclusive_##OP(T x) {               \
    T e = __wgc_nvptx_dec(                                                     \
        work_group_scan_exclusive_##OP(__wgc_nvptx_enc_##OP(x)), x);           \
    return __wgc_wg_linear_id() == 0 ? (T)(ID) : e;                            \
  }

#define __WGC_KEYED_TYPE(T)                                                    \
  __WGC_KEYED(T, min, INFINITY) __WGC_KEYED(T, max, -INFINITY)
__WGC_KEYED_TYPE(float)
__WGC_KEYED_TYPE(double)
#ifdef cl_khr_fp16
__WGC_KEYED_TYPE(half)
#endif
