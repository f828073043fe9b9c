/* The internal layer of the OpenCL sub-group functions. */
#ifndef WGC_SUB_GROUP_H
#define WGC_SUB_GROUP_H

#include <wgc/sg.h>

/*
 * The sub-group functions of OpenCL C (cl_khr_subgroups and the
 * cl_khr_subgroup_* extensions) are thin wrappers (generic/lib/opencl/
 * sub_group_*.cl) over these functions and the sub-group contract (sg.h),
 * under its calling rule: on the emulated targets a sub-group function is a
 * work-group step, reached by every work-item of the work-group.
 */

/*
 * The work-group size the kernel was enqueued with (get_enqueued_local_size,
 * linearized): the size of every work-group but a remainder one. Targets
 * whose runtimes have no remainder work-groups return __wgc_wg_size().
 */
uint __wgc_wg_enqueued_size(void);

/* The largest sub-group of the dispatch, and the sub-group count of an
 * enqueued-size work-group. */
uint __wgc_sg_dispatch_max_size(void);
uint __wgc_sg_enqueued_count(void);

/*
 * Waits for every work-item of the caller's sub-group and orders the memory
 * accesses of `flags` among them (and at `scope`, where it is wider).
 */
void __wgc_sg_barrier(cl_mem_fence_flags flags, memory_scope scope);

/* 1 where the predicate is non-zero in any (every) active lane, else 0. */
int __wgc_sg_any(int predicate);
int __wgc_sg_all(int predicate);

#endif
