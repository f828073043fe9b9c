/* work_group_scan_exclusive_<op> for every operator and type, over the internal layer. */
#include <wgc/opencl.h>

#define __WGC_COLLECTIVE scan_exclusive
#define __WGC_BODY <wgc/opencl_names.inc>
#include <wgc/gentype.inc>
