// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A kernel that builds only with its build options (-DKERNEL=...,
// -DELEMENT=..., -DSCALE=... and -I for its header) and uses the OpenCL 2.0
// atomics and cl_khr_subgroups: wgc-cc --arg-info describes it on every
// target (check_arg_info_build.sh). libclc-15's amdgcn library has no
// OpenCL 2.0 atomics, so there the kernel uses OpenCL 1.1's.
#include "arg_info_build.h"

kernel void KERNEL(global atomic_int *count, global ELEMENT *out,
                   local uint *scratch, constant float *table, uint n) {
#ifdef __AMDGCN__
  global volatile int *plain = (global volatile int *)count;
  atomic_add(plain, STEP);
  atomic_xchg(plain + 1, SCALE);
  int seen = atomic_or(plain, 0);
#else
  atomic_fetch_add(count, STEP);
  atomic_store(count + 1, SCALE);
  int seen = atomic_load(count);
#endif
  scratch[get_local_id(0)] = n;
  out[get_global_id(0)] =
      (ELEMENT)(sub_group_reduce_add(seen) + get_sub_group_local_id() +
                table[0] + scratch[0]);
}
