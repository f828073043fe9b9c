// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* NVIDIA target: work-item functions of NVIDIA's OpenCL ABI libclc lacks. */
#include <wgc/defs.h>

/*
 * NVIDIA's OpenCL driver passes the launch's global offset in environment
 * registers: %envreg3..5 hold, per dimension, the global offset plus
 * %envreg0..2 times the work-group size, and its own compiler reads the
 * global id as %tid + %ntid * %ctaid + %envreg3..5 and the global offset as
 * %envreg3..5 - %envreg0..2 * %ntid. libclc-15's nvptx functions ignore the
 * offset, so a kernel enqueued with a global_work_offset would see wrong
 * ids. %envreg9 holds the launch's work_dim, which libclc-15's nvptx library
 * does not define at all (ptxas: "Unresolved extern function
 * '_Z12get_work_dimv'"). These definitions are linked before libclc and take
 * precedence.
 */
#define __WGC_ENVREG(N)                                                        \
  static _WGC_INLINE uint envreg##N(void) {                                    \
    uint r;                                                                    \
    __asm__("mov.b32 %0, %%envreg" #N ";" : "=r"(r));                          \
    return r;                                                                  \
  }
__WGC_ENVREG(0)
__WGC_ENVREG(1)
__WGC_ENVREG(2)
__WGC_ENVREG(3)
__WGC_ENVREG(4)
__WGC_ENVREG(5)
__WGC_ENVREG(9)
#undef __WGC_ENVREG

static _WGC_INLINE uint id_base(uint dim) {
  return dim == 0 ? envreg3() : dim == 1 ? envreg4() : envreg5();
}

static _WGC_INLINE uint group_base(uint dim) {
  return dim == 0 ? envreg0() : dim == 1 ? envreg1() : envreg2();
}

_WGC_OVERLOAD uint get_work_dim(void) { return envreg9(); }

_WGC_OVERLOAD size_t get_global_offset(uint dim) {
  if (dim > 2)
    return 0;
  return (int)(id_base(dim) - group_base(dim) * (uint)get_local_size(dim));
}

_WGC_OVERLOAD size_t get_global_id(uint dim) {
  if (dim > 2)
    return 0;
  return get_group_id(dim) * get_local_size(dim) + get_local_id(dim) +
         (size_t)(int)id_base(dim);
}

/*
 * NVIDIA's OpenCL driver runs no non-uniform work-groups: its devices report
 * CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT CL_FALSE (an OpenCL 3.0 optional
 * feature) and clEnqueueNDRangeKernel refuses a global size that is not a
 * multiple of the local size with CL_INVALID_WORK_GROUP_SIZE. So every
 * work-group has the enqueued size, %ntid, which is what NVIDIA's own
 * compiler reads for get_enqueued_local_size. libclc-15's nvptx library
 * lacks it and OpenCL 2.0's linear ids.
 */
_WGC_OVERLOAD size_t get_enqueued_local_size(uint dim) {
  return get_local_size(dim);
}

_WGC_OVERLOAD size_t get_local_linear_id(void) {
  return (get_local_id(2) * get_local_size(1) + get_local_id(1)) *
             get_local_size(0) +
         get_local_id(0);
}

_WGC_OVERLOAD size_t get_global_linear_id(void) {
  return ((get_global_id(2) - get_global_offset(2)) * get_global_size(1) +
          (get_global_id(1) - get_global_offset(1))) *
             get_global_size(0) +
         (get_global_id(0) - get_global_offset(0));
}
