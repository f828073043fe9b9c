; SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
; A kernel whose blocks are laid out before their dominators, with an
; unreachable chain (dead1 dominates dead2) and an unreachable cycle entered
; nowhere (cyc_b, cyc_a, cyc_c), for tests/spirv/check_block_order.sh.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(1)* %p, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
dead2:
  %d2 = phi i32 [ %d1, %dead1 ]
  br label %exit
body:
  %v = add i32 %i, 1
  store i32 %v, i32 addrspace(1)* %p
  br label %latch
cyc_b:
  br label %cyc_a
latch:
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
dead1:
  %d1 = add i32 %n, 7
  br label %dead2
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br label %body
cyc_a:
  br i1 %c, label %cyc_b, label %cyc_c
cyc_c:
  br label %cyc_a
exit:
  %r = phi i32 [ 0, %entry ], [ %v, %latch ], [ %d2, %dead2 ]
  store i32 %r, i32 addrspace(1)* %p
  ret void
}
