// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The sub-group composition of the work-group collectives. */
#ifndef WGC_COMPOSE_H
#define WGC_COMPOSE_H

#include <wgc/ops.h>
#include <wgc/partials.h>
#include <wgc/sg.h>
#include <wgc/sg_total.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * The work-group collectives built from the sub-group contract (sg.h), the
 * partials scratch, the partials hook (partials.h) and the sub-group total
 * (sg_total.h). compose_reduce.inc, compose_scan_inclusive.inc and
 * compose_scan_exclusive.inc each define one function per type and
 * operator, named __WGC_FUNCTION<op> with the attributes
 * __WGC_FUNCTION_ATTRS: generic/lib/collective/ instantiates them as the
 * work-group functions themselves (work_group.h). Here they are
 * instantiated as the always-inline __wgc_compose_reduce_<op>(x),
 * __wgc_compose_scan_inclusive_<op>(x) and
 * __wgc_compose_scan_exclusive_<op>(x), for a target that takes them for
 * some work-groups only.
 */
#define __WGC_FUNCTION_ATTRS _WGC_CONVERGENT_INLINE

#define __WGC_FUNCTION __wgc_compose_reduce_
#define __WGC_BODY <wgc/compose_reduce.inc>
#include <wgc/gentype.inc>
#undef __WGC_FUNCTION

#define __WGC_FUNCTION __wgc_compose_scan_inclusive_
#define __WGC_BODY <wgc/compose_scan_inclusive.inc>
#include <wgc/gentype.inc>
#undef __WGC_FUNCTION

#define __WGC_FUNCTION __wgc_compose_scan_exclusive_
#define __WGC_BODY <wgc/compose_scan_exclusive.inc>
#include <wgc/gentype.inc>
#undef __WGC_FUNCTION

#undef __WGC_FUNCTION_ATTRS

#endif
