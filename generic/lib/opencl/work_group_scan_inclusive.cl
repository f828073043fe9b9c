/* work_group_scan_inclusive_<op> for every operator and type, over the internal layer. */
#include <wgc/opencl.h>

#define __WGC_COLLECTIVE scan_inclusive
#define __WGC_BODY <wgc/opencl_names.inc>
#include <wgc/gentype.inc>
