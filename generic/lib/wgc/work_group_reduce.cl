/* work_group_reduce_{add,min,max} for every type, over the sub-group contract.
 */
#include <wgc/ops.h>
#include <wgc/partials.h>
#include <wgc/rake.h>
#include <wgc/sg.h>

#define __WGC_BODY <work_group_reduce.inc>
#include <wgc/gentype.inc>
