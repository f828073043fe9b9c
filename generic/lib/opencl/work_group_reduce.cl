/* work_group_reduce_<op> for every operator and type, over the internal layer. */
#include <wgc/opencl.h>

#define __WGC_COLLECTIVE reduce
#define __WGC_BODY <wgc/opencl_names.inc>
#include <wgc/gentype.inc>
