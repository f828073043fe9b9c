// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The internal layer of the OpenCL sub-group functions. */
#ifndef WGC_SUB_GROUP_H
#define WGC_SUB_GROUP_H

#include <wgc/sg.h>

/*
 * The sub-group functions of OpenCL C (cl_khr_subgroups and the
 * cl_khr_subgroup_* extensions) are thin wrappers
 * (generic/subgroup/lib/opencl/subgroup/sub_group_*.cl) over these functions
 * and the sub-group contract (sg.h), under its calling rule: on the emulated
 * targets a sub-group function is a work-group step, reached by every work-item
 * of the work-group.
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

/*
 * The element types of the sub-group functions (cmake/wgc_types.txt):
 * __WGC_EACH_SG_TYPE(M) expands M(T) for every type, the collective ones and
 * the narrow 8- and 16-bit integers of cl_khr_subgroup_extended_types;
 * __WGC_EACH_SG_INTEGER(M) for the integer ones among them;
 * __WGC_EACH_NARROW(M) expands M(T, W) for the narrow ones, which move and
 * combine as the 32-bit integer of their signedness, W.
 */
#define __WGC_EACH_SG_TYPE(M) __WGC_SG_TYPES(__WGC_EACH_ROW, M)
#define __WGC_EACH_SG_INTEGER(M) __WGC_SG_TYPES(__WGC_EACH_INTEGER_ROW, M)
#define __WGC_EACH_NARROW(M) __WGC_NARROW_TYPES(__WGC_EACH_NARROW_ROW, M)
#define __WGC_EACH_NARROW_ROW(M, T, W, LOWEST, HIGHEST) M(T, W)

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* Reduce and scans of add, min and max, and broadcast, of the 8- and 16-bit
 * integers (sg.h declares those of the other types). */
#define __WGC_SG_NARROW_DECLS(T, W)                                            \
  _WGC_OVERLOAD T __wgc_sg_broadcast(T, uint);                                 \
  __WGC_EACH_SUB_GROUP_OP(__WGC_SG_NARROW_OP_DECLS, T)
#define __WGC_SG_NARROW_OP_DECLS(OP, IDENTITY, FN, T)                          \
  _WGC_OVERLOAD T __wgc_sg_reduce_##OP(T);                                     \
  _WGC_OVERLOAD T __wgc_sg_scan_inclusive_##OP(T);                             \
  _WGC_OVERLOAD T __wgc_sg_scan_exclusive_##OP(T);
__WGC_EACH_NARROW(__WGC_SG_NARROW_DECLS)
#undef __WGC_SG_NARROW_DECLS
#undef __WGC_SG_NARROW_OP_DECLS

/* Broadcast of the vectors of 2, 3, 4, 8 and 16 elements, element-wise. */
#define __WGC_SG_VECTOR_DECLS(T)                                               \
  _WGC_OVERLOAD T##2 __wgc_sg_broadcast(T##2, uint);                           \
  _WGC_OVERLOAD T##3 __wgc_sg_broadcast(T##3, uint);                           \
  _WGC_OVERLOAD T##4 __wgc_sg_broadcast(T##4, uint);                           \
  _WGC_OVERLOAD T##8 __wgc_sg_broadcast(T##8, uint);                           \
  _WGC_OVERLOAD T##16 __wgc_sg_broadcast(T##16, uint);
__WGC_EACH_SG_TYPE(__WGC_SG_VECTOR_DECLS)
#undef __WGC_SG_VECTOR_DECLS

/*
 * The value of lane `index`, of lane `lane ^ mask`, `lane - delta` and
 * `lane + delta` of the caller's sub-group; where that lane is not an active
 * one the caller's own value comes back (OpenCL leaves it undefined).
 */
#define __WGC_SG_SHUFFLE_DECLS(T)                                              \
  _WGC_OVERLOAD T __wgc_sg_shuffle(T, uint);                                   \
  _WGC_OVERLOAD T __wgc_sg_shuffle_xor(T, uint);                               \
  _WGC_OVERLOAD T __wgc_sg_shuffle_up(T, uint);                                \
  _WGC_OVERLOAD T __wgc_sg_shuffle_down(T, uint);
__WGC_EACH_SG_TYPE(__WGC_SG_SHUFFLE_DECLS)
#undef __WGC_SG_SHUFFLE_DECLS

/*
 * The reduction over each cluster of `clustersize` consecutive lanes (a
 * power of two, at most the width, the same in every lane; the last
 * cluster of a partial sub-group has fewer lanes): add, min, max and mul of
 * every type, and, or and xor of the integers, logical_and/or/xor of int
 * (0 or 1). Every lane of a cluster gets the same bits: the cluster's first
 * lane combines its lanes in a fixed tree and the others read its result.
 */
#define __WGC_SG_CLUSTERED_DECL(OP, IDENTITY, FN, T)                           \
  _WGC_OVERLOAD T __wgc_sg_clustered_reduce_##OP(T, uint);
#define __WGC_SG_CLUSTERED_DECLS(T) __WGC_EACH_OP(__WGC_SG_CLUSTERED_DECL, T)
#define __WGC_SG_CLUSTERED_BIT_DECLS(T)                                        \
  __WGC_EACH_INTEGER_OP(__WGC_SG_CLUSTERED_DECL, T)
__WGC_EACH_SG_TYPE(__WGC_SG_CLUSTERED_DECLS)
__WGC_EACH_SG_INTEGER(__WGC_SG_CLUSTERED_BIT_DECLS)
#undef __WGC_SG_CLUSTERED_DECLS
#undef __WGC_SG_CLUSTERED_BIT_DECLS
#define __WGC_SG_LOGICAL_DECL(OP, IDENTITY, FN, T)                             \
  T __wgc_sg_clustered_reduce_##OP(T, uint);
__WGC_EACH_LOGICAL_OP(__WGC_SG_LOGICAL_DECL, int)
#undef __WGC_SG_LOGICAL_DECL
#undef __WGC_SG_CLUSTERED_DECL

#endif
