/* Portable target: the work-group is one sub-group, so its collectives are. */
#include <wgc/sg.h>

#define __WGC_BODY <spir_work_group.inc>
#include <wgc/gentype.inc>
