// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The sub-group composition of the work-group collectives. */
#ifndef WGC_COMPOSE_H
#define WGC_COMPOSE_H

#include <wgc/ops.h>
#include <wgc/sg.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * The work-group collectives built from the sub-group contract (sg.h), the
 * partials scratch and the partials hook, which the includer declares or
 * defines first: partials.h's serial fold, or a target's own hook.
 * <wgc/compose_reduce.inc>, <wgc/compose_scan_inclusive.inc> and
 * <wgc/compose_scan_exclusive.inc> hold their statements, to be included as
 * the body (or the tail of the body) of a function of __WGC_T x in a
 * gentype.inc instantiation: generic/lib/wgc/ includes them as the whole
 * body, a target may include them after a choice of its own. Statements, not
 * inline functions: the library then is the same code as if written in place.
 */

#endif
