// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The kernel's own __local arrays and a __local argument beside the
 * library's scratch: written before the collectives, read after them, and
 * collectives over their contents. */
#include "programs.h"

#define BIG_WORDS 3072  /* 12 KiB of uint */
#define SMALL_WORDS 512 /* 4 KiB of ulong */
#define ARG_WORDS 1024  /* the __local argument: 4 KiB of uint */

/* The values stored, a function of the index, the launch's seed and the
 * work-group (host: local_mem.c). */
static uint big_value(uint j, uint seed, uint g) {
  return j * 2654435761u ^ seed ^ g * 0x9e3779b9u;
}
static ulong small_value(uint j, uint seed, uint g) {
  return (ulong)(j ^ seed) << 32 | (j * 40503u + g);
}
static uint arg_value(uint j, uint seed, uint g) {
  return j * 0x01000193u ^ ~seed ^ g << 7;
}

__kernel void local_mem(KERNEL_ARGS, __local uint *arg) {
  __local uint big[BIG_WORDS];
  __local ulong small[SMALL_WORDS];
  size_t i = item();
  uint lid = (uint)get_local_linear_id();
  uint size = (uint)(get_local_size(0) * get_local_size(1) *
                     get_local_size(2));
  uint g = (uint)((get_group_id(2) * get_num_groups(1) + get_group_id(1)) *
                      get_num_groups(0) +
                  get_group_id(0));
  for (uint j = lid; j < BIG_WORDS; j += size)
    big[j] = big_value(j, seed, g);
  for (uint j = lid; j < SMALL_WORDS; j += size)
    small[j] = small_value(j, seed, g);
  for (uint j = lid; j < ARG_WORDS; j += size)
    arg[j] = arg_value(j, seed, g);
  barrier(CLK_LOCAL_MEM_FENCE);
  int a = work_group_scan_inclusive_add(IN(int, 0));
  uint v = work_group_reduce_add(big[(lid * 5 + 1) % BIG_WORDS]);
  double d = work_group_scan_exclusive_max(IN(double, 1));
  ulong s = work_group_scan_inclusive_max(small[lid % SMALL_WORDS]);
  long b = work_group_reduce_add(IN(long, 2));
  OUT(int, 0) = a;
  OUT(uint, 1) = v;
  OUT(double, 2) = d;
  OUT(ulong, 3) = s;
  OUT(long, 4) = b;
  OUT(uint, 5) = big[(lid * 7 + 3) % BIG_WORDS];
  OUT(ulong, 6) = small[(lid * 3 + 1) % SMALL_WORDS];
  OUT(uint, 7) = arg[(lid * 11 + 2) % ARG_WORDS];
}
