/* Portable target: the work-group is one sub-group, so its reduce is. */
#include <wgc/sg.h>

#define __WGC_BODY <work_group_reduce.inc>
#include <wgc/gentype.inc>
