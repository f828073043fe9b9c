/* Portable target: the work-group is one sub-group, so its scan_inclusive is. */
#include <wgc/sg.h>

#define __WGC_BODY <work_group_scan_inclusive.inc>
#include <wgc/gentype.inc>
