// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A non-uniform sub-group function called alike on both sides of a
// divergent branch stays two calls, one per side, each over its own side's
// active lanes (one activemask each): clang-15's SimplifyCFG hoists
// identical convergent calls out of both successors, which would make the
// two sides one sub-group. Checked through wgc-cc as built, and with the
// work-group size folded by wgc-link (--work-group-size), whose O2 pipeline
// runs SimplifyCFG again.
// RUN: %wgc-cc --target=nvptx64 --mcpu=sm_80 --cl-options=-cl-std=CL3.0 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %wgc-cc --target=nvptx64 --mcpu=sm_80 --cl-options=-cl-std=CL3.0 --work-group-size=halves=64,1,1 %s -o %t.f.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,FOLD < %t.f.ptx
// FOLD: .reqntid 64, 1, 1
// CHECK-COUNT-2: activemask.b32
// CHECK-NOT: activemask.b32

kernel void halves(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int x = in[i];
  if (get_sub_group_local_id() < get_sub_group_size() / 2)
    out[i] = sub_group_broadcast_first(x);
  else
    out[i] = sub_group_broadcast_first(x);
}
