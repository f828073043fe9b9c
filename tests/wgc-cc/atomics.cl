// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL 2.0 atomics for check_targets.sh: 64-bit, explicit orders and
 * scopes, seq_cst defaults, a fence, on global and local objects. */
kernel void k_atomics(global atomic_long *p, global long *o,
                      local atomic_int *l) {
  o[0] = atomic_fetch_add_explicit(p, 1, memory_order_acq_rel,
                                   memory_scope_device);
  atomic_store_explicit(l, 3, memory_order_release, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel,
                         memory_scope_device);
  o[1] = atomic_load(p) +
         atomic_load_explicit(l, memory_order_acquire, memory_scope_work_group);
}
