// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The dispatch of a run-time work-group size (include/wgc/nvptx_algorithm.h),
// in a library configured with -DWGC_NVPTX_DISPATCH=31. A kernel of a
// run-time size (%t.u.ptx, prefix U) compares the size with 64, 128, 256,
// 512 and 1024; its forms of those sizes rake as a declared size's do, but
// take no scratch a declared size alone takes (rake_out, rake_large). A
// kernel declaring its size (%t.s.ptx, prefix S) takes no dispatch: it
// compares no size, reads no %ntid, and takes its declared size's scratch.

// REQUIRES: nvptx-dispatch
// RUN: %wgc-cc --target=nvptx64 --mcpu=sm_80 \
// RUN:   -DATTR256='__attribute__((reqd_work_group_size(256, 1, 1)))' \
// RUN:   -DATTR1024='__attribute__((reqd_work_group_size(1024, 1, 1)))' \
// RUN:   %s -o %t.s.ptx
// RUN: %wgc-cc --target=nvptx64 --mcpu=sm_80 -DATTR256= -DATTR1024= %s -o %t.u.ptx
// RUN: FileCheck %s --input-file=%t.u.ptx --check-prefixes=FN,U
// RUN: FileCheck %s --input-file=%t.s.ptx --check-prefixes=FN,S
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.u.ptx -o %t.u.cubin %}

#define IN_PLACE(ATTR, NAME, T, F)                                             \
  kernel ATTR void NAME(global T *p) {                                         \
    size_t i = get_global_id(0);                                               \
    p[i] = F(p[i]);                                                            \
  }

// An int scan: at a run-time size it rakes only in the branches of 256 and
// 512 items (the run-time form composes), with no results array.
// FN-LABEL: .entry scan256(
// U-DAG: setp.eq.s32 {{.*}}, 64;
// U-DAG: setp.eq.s32 {{.*}}, 128;
// U-DAG: setp.eq.s32 {{.*}}, 256;
// U-DAG: setp.eq.s32 {{.*}}, 512;
// U-DAG: setp.eq.s32 {{.*}}, 1024;
// U-DAG: {{__wgc_rake[^_[:alnum:]]}}
// U-NOT: __wgc_rake_out
// S: .reqntid 256, 1, 1
// S-NOT: %ntid
// S-NOT: setp.eq.s32 {{.*}}, {{64|128|512|1024}};
// S: __wgc_rake_out
IN_PLACE(ATTR256, scan256, int, work_group_scan_inclusive_add)

// A long reduce: raked in the larger array only where 1024 items are
// declared; at a run-time size its 1024 items compose.
// FN-LABEL: .entry red1024(
// U-DAG: setp.eq.s32 {{.*}}, 1024;
// U-NOT: __wgc_rake_large
// S: .reqntid 1024, 1, 1
// S-NOT: %ntid
// S-NOT: setp.eq.s32 {{.*}}, {{64|128|256|512}};
// S: __wgc_rake_large
IN_PLACE(ATTR1024, red1024, long, work_group_reduce_add)
