// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The internal layer of cl_khr_subgroup_rotate. */
#ifndef WGC_SUB_GROUP_ROTATE_H
#define WGC_SUB_GROUP_ROTATE_H

#include <wgc/sub_group.h>

/*
 * __wgc_sg_rotate(x, delta): the x of lane (lane + delta) mod M, M the
 * largest sub-group of the dispatch (get_max_sub_group_size()), the
 * remainder taken toward negative infinity: a negative delta rotates up.
 * __wgc_sg_clustered_rotate(x, delta, c): the same within each cluster of
 * c consecutive lanes (c a power of two, at most the width): the x of
 * lane (lane & ~(c - 1)) + (lane + delta) mod c.
 * Where the source lane is not an active one (past a partial sub-group)
 * the caller's own value comes back (OpenCL leaves it undefined). They
 * follow the calling rule of the shuffles (sub_group.h).
 */
#define __WGC_SG_ROTATE_DECLS(T)                                               \
  _WGC_OVERLOAD T __wgc_sg_rotate(T, int);                                     \
  _WGC_OVERLOAD T __wgc_sg_clustered_rotate(T, int, uint);
__WGC_EACH_SG_TYPE(__WGC_SG_ROTATE_DECLS)
#undef __WGC_SG_ROTATE_DECLS

#endif
