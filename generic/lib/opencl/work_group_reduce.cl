/* work_group_reduce_{add,min,max} over the internal layer. */
#include <wgc/opencl.h>

#define __WGC_NAMES(T) __WGC_OPENCL_NAMES(reduce, T, _WGC_DEF)
__WGC_EACH_TYPE(__WGC_NAMES)
