/* Emulated targets: a sub-group's exclusive scan from its inclusive one. */
#ifndef WGC_EMU_EXCL_H
#define WGC_EMU_EXCL_H

#include <wgc/ops.h>
#include <wgc/sg.h>
#include <wgc/shfl.h>

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/*
 * __wgc_emu_excl_<op>(s, x, id): the exclusive scan from the inclusive one s
 * (x unused): s moved up one lane, lane 0 taking id, as the shuffle
 * library's exclusive scan does (generic/shuffle). Every work-item of the
 * work-group must call it: the emulated shuffles take work-group barriers.
 */
#define __WGC_BODY <wgc/emu_excl.inc>
#include <wgc/gentype.inc>

#endif
