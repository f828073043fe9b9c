/* The default partials hook: a serial fold in a fixed order (fold.inc). */
#include <wgc/fold.h>
#include <wgc/partials.h>

#define __WGC_BODY <partials.inc>
#include <wgc/gentype.inc>
