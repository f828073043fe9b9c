// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A sub-group's total, valid at least in its first lane. */
#ifndef WGC_SG_TOTAL_H
#define WGC_SG_TOTAL_H

#include <wgc/sg.h>

/*
 * __WGC_SG_TOTAL(op): the function of one argument giving the sub-group's
 * total of op, valid at least in lane 0, for the partials of the
 * compositions (compose.h, rake.h): only that lane stores it. Here the
 * sub-group reduce; a target whose total needs no broadcast replaces this
 * file.
 */
#define __WGC_SG_TOTAL(op) _WGC_XCAT(__wgc_sg_reduce_, op)

#endif
