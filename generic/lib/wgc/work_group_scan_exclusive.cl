/* work_group_scan_exclusive_{add,min,max} for every type. */
#include <wgc/ops.h>
#include <wgc/partials.h>
#include <wgc/rake.h>
#include <wgc/sg.h>

#define __WGC_BODY <work_group_scan_exclusive.inc>
#include <wgc/gentype.inc>
