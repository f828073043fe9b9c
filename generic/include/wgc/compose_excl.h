// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The sub-group composition's exclusive scan over the inclusive one. */
#ifndef WGC_COMPOSE_EXCL_H
#define WGC_COMPOSE_EXCL_H

#include <wgc/compose.h>
#include <wgc/sg_excl.h>

/*
 * compose_scan_exclusive_incl.inc (compose.h's rules) instantiated as the
 * always-inline __wgc_compose_scan_exclusive_incl_<op>(x).
 */
#define __WGC_FUNCTION_ATTRS _WGC_CONVERGENT_INLINE
#define __WGC_FUNCTION __wgc_compose_scan_exclusive_incl_
#define __WGC_BODY <wgc/compose_scan_exclusive_incl.inc>
#include <wgc/gentype.inc>
#undef __WGC_FUNCTION
#undef __WGC_FUNCTION_ATTRS

#endif
