/* work_group_scan_inclusive_{add,min,max} over the internal layer. */
#include <wgc/opencl.h>

#define __WGC_NAMES(T) __WGC_OPENCL_NAMES(scan_inclusive, T, _WGC_DEF)
__WGC_EACH_TYPE(__WGC_NAMES)
