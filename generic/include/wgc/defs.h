/* Function attribute macros shared by every wgc source file. */
#ifndef WGC_DEFS_H
#define WGC_DEFS_H

#define _WGC_OVERLOAD __attribute__((overloadable))
#define _WGC_DEF __attribute__((convergent))
#define _WGC_INLINE __attribute__((always_inline)) inline
#define _WGC_CONVERGENT_INLINE __attribute__((always_inline, convergent)) inline

/* Expands M(T) for every element type of the collectives. */
#ifdef cl_khr_fp16
#define __WGC_EACH_HALF(M) M(half)
#else
#define __WGC_EACH_HALF(M)
#endif
#define __WGC_EACH_TYPE(M)                                                     \
  M(int) M(uint) M(long) M(ulong) M(float) M(double) __WGC_EACH_HALF(M)

#define _WGC_CAT(a, b) a##b
#define _WGC_XCAT(a, b) _WGC_CAT(a, b)

#endif
