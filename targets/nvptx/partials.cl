/* NVIDIA target: the partials hook, folded by each warp with shuffles. */
#include <wgc/fold.h>
#include <wgc/nvptx.h>
#include <wgc/ops.h>
#include <wgc/partials.h>
#include <wgc/shfl.h>

/* Up to this many partials a serial fold beats the shuffle tree. */
#define WGC_NVPTX_SERIAL_PARTIALS 4u

/* Whether __WGC_T is integral (as in sg_reduce.cl). */
#define __WGC_NVPTX_IS_INTEGER ((__WGC_T)1 / (__WGC_T)2 == (__WGC_T)0)

#define __WGC_BODY <nvptx_partials.inc>
#include <wgc/gentype.inc>
