/* NVIDIA target: work_group_scan_exclusive_<op>, always inlined. */

/*
 * Inlined into every caller, so that a kernel calling a collective several
 * times gets no call: an out-of-line call costs more than the collective on
 * NVIDIA GPUs, and a raked collective holds both compositions, too large for
 * the inliner's own choice.
 */
#define _WGC_OPENCL_ATTRS _WGC_DEF_INLINE
#include <wgc/opencl.h>

#define __WGC_COLLECTIVE scan_exclusive
#define __WGC_BODY <wgc/opencl_names.inc>
#include <wgc/gentype.inc>
