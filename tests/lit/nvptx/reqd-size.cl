// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// wgc-cc's fold of reqd_work_group_size for nvptx64 (wgc-link
// --fold-work-group-size). ATTR256, ATTR128, ATTR3D, ATTR1000, ATTR1024 and
// ATTRBIG are the attributes (%t.s.ptx, prefix S) or nothing (%t.u.ptx,
// prefix U); the same sizes given as wgc-cc --work-group-size instead
// (%t.g.ptx) give the declared sizes' PTX, comments aside. A sized kernel
// and a function only it calls read no %ntid and the kernel carries
// .reqntid; the collectives rake, unroll (no back-edge, Inputs/back-edges.awk)
// and keep the counts of barriers and ld.shared below only where the size
// is folded; an unsized kernel and a function it shares with a sized one
// come out as without the fold. ptxas takes the PTX where it is installed.

// DEFINE: %{sized} = -DATTR256='__attribute__((reqd_work_group_size(256, 1, 1)))' \
// DEFINE:   -DATTR128='__attribute__((reqd_work_group_size(128, 1, 1)))' \
// DEFINE:   -DATTR3D='__attribute__((reqd_work_group_size(16, 4, 2)))' \
// DEFINE:   -DATTR1000='__attribute__((reqd_work_group_size(1000, 1, 1)))' \
// DEFINE:   -DATTR1024='__attribute__((reqd_work_group_size(1024, 1, 1)))' \
// DEFINE:   -DATTRBIG='__attribute__((reqd_work_group_size(2048, 1, 1)))'
// DEFINE: %{unsized} = -DATTR256= -DATTR128= -DATTR3D= -DATTR1000= -DATTR1024= -DATTRBIG=

// RUN: %wgc-cc --target=nvptx64 --mcpu=sm_80 %{sized} %s -o %t.s.ptx
// RUN: %wgc-cc --target=nvptx64 --mcpu=sm_80 %{unsized} %s -o %t.u.ptx
// RUN: awk -f %S/Inputs/back-edges.awk %t.s.ptx > %t.s.loops
// RUN: awk -f %S/Inputs/back-edges.awk %t.u.ptx > %t.u.loops
// RUN: FileCheck %s --input-file=%t.s.loops --check-prefixes=FN,S
// RUN: FileCheck %s --input-file=%t.s.loops --check-prefixes=FN,BAR
// RUN: FileCheck %s --input-file=%t.s.loops --check-prefixes=FN,LD
// RUN: FileCheck %s --input-file=%t.u.loops --check-prefixes=FN,U --implicit-check-not=.reqntid
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.s.ptx -o %t.s.cubin %}

// The sizes on the command line, as the layer compiles a variant.
// RUN: %wgc-cc --target=nvptx64 --mcpu=sm_80 %{unsized} \
// RUN:   --work-group-size=red256=256,1,1 --work-group-size=scan256=256,1,1 \
// RUN:   --work-group-size=red3d=16,4,2 --work-group-size=red1000=1000,1,1 \
// RUN:   --work-group-size=red1024=1024,1,1 --work-group-size=too_big=2048,1,1 \
// RUN:   --work-group-size hmin128=128,1,1 %s -o %t.g.ptx
// RUN: sed 's://.*$::' %t.s.ptx > %t.s.code
// RUN: sed 's://.*$::' %t.g.ptx > %t.g.code
// RUN: diff %t.s.code %t.g.code

// Plain and shared_size are as without the fold, comments aside.
// RUN: sed -n '/^\.entry plain(/,/^}/{s://.*$::;p;}' %t.s.ptx > %t.s.plain
// RUN: sed -n '/^\.entry plain(/,/^}/{s://.*$::;p;}' %t.u.ptx > %t.u.plain
// RUN: FileCheck %s --input-file=%t.s.plain --check-prefix=PLAIN
// RUN: diff %t.s.plain %t.u.plain
// RUN: sed -n '/^\.func .* shared_size()/,/^}/{s://.*$::;p;}' %t.s.ptx > %t.s.shared
// RUN: sed -n '/^\.func .* shared_size()/,/^}/{s://.*$::;p;}' %t.u.ptx > %t.u.shared
// RUN: FileCheck %s --input-file=%t.s.shared --check-prefix=SHARED
// RUN: diff %t.s.shared %t.u.shared
// PLAIN: .entry plain(
// SHARED: shared_size()

// The option's errors: a kernel that is not there, a size against the
// declared one (status 5, no output), a malformed value (status 2).
// RUN: rm -f %t.n.ptx
// RUN: %exit_status %wgc-cc --target=nvptx64 --mcpu=sm_80 %{unsized} --work-group-size=nothere=64,1,1 \
// RUN:   %s -o %t.n.ptx 2>&1 | FileCheck %s --check-prefix=NOTHERE
// RUN: not test -e %t.n.ptx
// NOTHERE: no kernel 'nothere'
// NOTHERE: exit status 5
// RUN: %exit_status %wgc-cc --target=nvptx64 --mcpu=sm_80 %{sized} --work-group-size=red256=128,1,1 \
// RUN:   %s -o %t.n.ptx 2>&1 | FileCheck %s --check-prefix=DECLARED
// RUN: not test -e %t.n.ptx
// DECLARED: declares reqd_work_group_size(256, 1, 1)
// DECLARED: exit status 5
// RUN: %exit_status %wgc-cc --target=nvptx64 --work-group-size=red256=0,1,1 %s -o %t.n.ptx 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MALFORMED
// RUN: %exit_status %wgc-cc --target=nvptx64 --work-group-size=red256=64,1 %s -o %t.n.ptx 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MALFORMED
// RUN: %exit_status %wgc-cc --target=nvptx64 --work-group-size==64,1,1 %s -o %t.n.ptx 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MALFORMED
// RUN: %exit_status %wgc-cc --target=nvptx64 --work-group-size=red256=64,1,1,1 %s -o %t.n.ptx 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MALFORMED
// RUN: %exit_status %wgc-cc --target=nvptx64 --work-group-size=red256=x,1,1 %s -o %t.n.ptx 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MALFORMED
// RUN: %exit_status %wgc-cc --target=nvptx64 --work-group-size=red256=4294967296,1,1 %s -o %t.n.ptx 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: expected KERNEL=X,Y,Z
// MALFORMED: exit status 2

// wgc-link refuses to fold a SPIR module (status 1, no output) and takes
// no --target with the fold (status 2).
// RUN: rm -f %t.spir.bc
// RUN: %exit_status %wgc-link --fold-work-group-size -o %t.spir.bc %S/Inputs/reqd-size-spir.ll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SPIR
// RUN: not test -e %t.spir.bc
// SPIR: not NVPTX
// SPIR: exit status 1
// RUN: %exit_status %wgc-link --fold-work-group-size --target nvptx64 -o %t.x.bc %S/Inputs/reqd-size-spir.ll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LINK-TARGET
// LINK-TARGET: links no library
// LINK-TARGET: exit status 2

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// Called by a sized and an unsized kernel: keeps its %ntid read.
// FN-LABEL: .func {{.*}} shared_size()
// S: %ntid.x
__attribute__((noinline)) uint shared_size(void) {
  return (uint)get_local_size(0);
}

// Called by two kernels of different sizes: keeps its %ntid read.
// FN-LABEL: .func {{.*}} two_sizes()
// S: %ntid.x
__attribute__((noinline)) uint two_sizes(void) {
  return (uint)get_local_size(0);
}

// Called by red256 only: folded with it.
// FN-LABEL: .func {{.*}} only_sized()
// S-NOT: %ntid
__attribute__((noinline)) uint only_sized(void) {
  return (uint)get_local_size(0) * 3u;
}

// FN-LABEL: .entry red256(
// S: {{^}}.reqntid 256, 1, 1{{$}}
// S-NOT: %ntid
// S-NOT: %tid.{{[yz]}}
// S-NOT: back-edge
// U: %ntid.x
// U: back-edge
ATTR256 kernel void red256(global int *io, global double *d) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_add(io[g]) + shared_size() + only_sized() +
          two_sizes();
  d[g] = work_group_scan_inclusive_add(d[g]) +
         work_group_scan_exclusive_add(d[g]);
}

// FN-LABEL: .entry red3d(
// S: {{^}}.reqntid 16, 4, 2{{$}}
// S-NOT: %ntid
ATTR3D kernel void red3d(global int *io) {
  size_t g = get_global_id(0) + get_global_id(1) * 64 +
             get_global_id(2) * 256;
  io[g] = work_group_reduce_add(io[g]) + (int)get_local_linear_id() +
          two_sizes();
}

// FN-LABEL: .entry plain(
// S-NOT: reqntid
// S: %ntid.x
// S-NOT: reqntid
kernel void plain(global int *io, global double *d) {
  size_t g = get_global_id(0);
  io[g] = work_group_reduce_add(io[g]) + shared_size();
  d[g] = work_group_scan_inclusive_add(d[g]) +
         work_group_scan_exclusive_add(d[g]);
}

// A kernel applying one collective F to io in place.
#define IN_PLACE(ATTR, NAME, T, F)                                             \
  ATTR kernel void NAME(global T *io) {                                        \
    size_t g = get_global_id(0);                                               \
    io[g] = F(io[g]);                                                          \
  }

// A size no CUDA block can have: left alone.
// FN-LABEL: .entry too_big(
// S-NOT: reqntid
// S: %ntid.x
// S-NOT: reqntid
IN_PLACE(ATTRBIG, too_big, int, work_group_reduce_add)

// An int scan: raked only where the size is a compile-time constant, its
// results apart in rake_out, ending at its second barrier, each of a
// lane's 8 items loaded once (9 ld.shared).
// FN-LABEL: .entry scan256(
// S: {{__wgc_rake[^_[:alnum:]]}}
// S: __wgc_rake_out
// BAR-COUNT-2: {{(bar|barrier)\.sync}}
// BAR-NOT: {{(bar|barrier)\.sync}}
// LD-COUNT-9: ld.shared
// LD-NOT: ld.shared
// U-NOT: __wgc_rake
IN_PLACE(ATTR256, scan256, int, work_group_scan_inclusive_add)

// A long reduce of 1024 items: raked in the larger array, unrolled, only
// where the size is a compile-time constant.
// FN-LABEL: .entry red1024(
// S: __wgc_rake_large
// S-NOT: back-edge
// U-NOT: __wgc_rake_large
IN_PLACE(ATTR1024, red1024, long, work_group_reduce_add)

// The same at 1000 items, no multiple of the warp: the rows common to all
// lanes unroll, the partial row apart.
// FN-LABEL: .entry red1000(
// S: __wgc_rake_large
// S-NOT: back-edge
// U: back-edge
IN_PLACE(ATTR1000, red1000, long, work_group_reduce_add)

// A half min scan of 128 items, on integer keys: raked, by half's rule,
// only where the size is a compile-time constant; 2 barriers, each of a
// lane's 4 items loaded once (5 ld.shared).
// FN-LABEL: .entry hmin128(
// S: {{__wgc_rake[^_[:alnum:]]}}
// S: __wgc_rake_out
// BAR-COUNT-2: {{(bar|barrier)\.sync}}
// BAR-NOT: {{(bar|barrier)\.sync}}
// LD-COUNT-5: ld.shared
// LD-NOT: ld.shared
// U-NOT: __wgc_rake
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
IN_PLACE(ATTR128, hmin128, half, work_group_scan_exclusive_min)
