/* NVIDIA target: work_group_reduce_{add,min,max}, always inlined. */
#include <wgc/opencl.h>

/*
 * Inlined into every caller, so that a kernel calling a collective several
 * times gets no call: an out-of-line call costs more than the collective on
 * NVIDIA GPUs, and a raked collective holds both compositions, too large for
 * the inliner's own choice.
 */
#define __WGC_NAMES(T) __WGC_OPENCL_NAMES(reduce, T, _WGC_DEF_INLINE)
__WGC_EACH_TYPE(__WGC_NAMES)
