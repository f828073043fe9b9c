// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs the floating-point keys of keys.h on any device. */
#include <wgc/keys.h>

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

/* enc_min, enc_max, and the decodes of both, per input bit pattern. */
#define KEYS_KERNEL(NAME, T, B, K)                                             \
  kernel void NAME(global const B *in, global K *kmin, global K *kmax,         \
                   global B *dmin, global B *dmax) {                           \
    size_t i = get_global_id(0);                                               \
    T x = as_##T(in[i]);                                                       \
    kmin[i] = __wgc_key_min(x);                                                \
    kmax[i] = __wgc_key_max(x);                                                \
    dmin[i] = as_##B(__wgc_unkey(kmin[i], x));                                 \
    dmax[i] = as_##B(__wgc_unkey(kmax[i], x));                                 \
  }

KEYS_KERNEL(keys_half, half, ushort, uint)
KEYS_KERNEL(keys_float, float, uint, uint)
KEYS_KERNEL(keys_double, double, ulong, ulong)
