// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// CUB side of the NVIDIA benchmark: K1, K2, K3 for type TY at every block size.
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cuda/functional>
#include <cuda/std/functional>
#include <cuda/std/limits>
#include <cuda_fp16.h>

using T = TY;
using Add = ::cuda::std::plus<>;
using Min = ::cuda::minimum<>;
using Max = ::cuda::maximum<>;
using Lim = ::cuda::std::numeric_limits<T>;

template <class Op> __device__ T ident();
template <> __device__ T ident<Add>() { return T(0); }
template <> __device__ T ident<Min>() {
  return Lim::has_infinity ? Lim::infinity() : Lim::max();
}
template <> __device__ T ident<Max>() {
  return Lim::has_infinity ? -Lim::infinity() : Lim::lowest();
}

constexpr auto RW = cub::BLOCK_REDUCE_WARP_REDUCTIONS;
constexpr auto RR = cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY;
constexpr auto SW = cub::BLOCK_SCAN_WARP_SCANS;
constexpr auto SR = cub::BLOCK_SCAN_RAKING;

// K1 reduce: the result is broadcast to every thread, and a __syncthreads
// separates back-to-back calls, as an OpenCL work_group_reduce must. The
// scaled total enters the next call at thread 0, the other threads giving
// their input again (wgc_kernels.cl's K1 does the same).
template <int B, cub::BlockReduceAlgorithm A, class Op>
__device__ void k1_reduce(const T *in, T *out, unsigned r, T s) {
  using BR = cub::BlockReduce<T, B, A>;
  __shared__ typename BR::TempStorage tmp;
  __shared__ T bcast;
  size_t g = (size_t)blockIdx.x * B + threadIdx.x;
  T x = in[g], v = x, a = x;
  for (unsigned i = 0; i < r; ++i) {
    T t = BR(tmp).Reduce(v, Op{});
    if (threadIdx.x == 0)
      bcast = t;
    __syncthreads();
    a = bcast * s;
    v = threadIdx.x == 0 ? a : x;
    __syncthreads();
  }
  out[g] = a;
}

template <int B, cub::BlockScanAlgorithm A, class Op, bool Incl>
__device__ void k1_scan(const T *in, T *out, unsigned r, T s) {
  using BS = cub::BlockScan<T, B, A>;
  __shared__ typename BS::TempStorage tmp;
  size_t g = (size_t)blockIdx.x * B + threadIdx.x;
  T v = in[g];
  for (unsigned i = 0; i < r; ++i) {
    if (Incl)
      BS(tmp).InclusiveScan(v, v, Op{});
    else
      BS(tmp).ExclusiveScan(v, v, ident<Op>(), Op{});
    __syncthreads();
    v = v * s;
  }
  out[g] = v;
}

template <int B, int IPT, cub::BlockReduceAlgorithm A, class Op>
__device__ void k2_reduce(const T *in, T *out) {
  using BR = cub::BlockReduce<T, B, A>;
  __shared__ typename BR::TempStorage tmp;
  size_t b = (size_t)blockIdx.x * B * IPT + threadIdx.x;
  T v = in[b];
  for (int j = 1; j < IPT; ++j)
    v = Op{}(v, in[b + (size_t)j * B]);
  T a = BR(tmp).Reduce(v, Op{});
  if (threadIdx.x == 0)
    out[blockIdx.x] = a;
}

template <int B, int IPT, cub::BlockScanAlgorithm A>
__device__ void k3_scan(const T *in, T *out) {
  using BS = cub::BlockScan<T, B, A>;
  __shared__ typename BS::TempStorage tmp;
  size_t b = ((size_t)blockIdx.x * B + threadIdx.x) * IPT;
  T x[IPT];
  for (int j = 0; j < IPT; ++j)
    x[j] = in[b + j];
  T t = x[0];
  for (int j = 1; j < IPT; ++j)
    t += x[j];
  T e;
  BS(tmp).ExclusiveSum(t, e);
  for (int j = 0; j < IPT; ++j) {
    out[b + j] = e;
    e += x[j];
  }
}

// Every kernel has __launch_bounds__(B), as CUB's own kernels do: without it
// some block sizes of 1000 and 1024 threads ran out of registers.
#define SIG (const T *in, T *out, unsigned r, T s)
#define K1OPS(B, O, OP)                                                        \
  extern "C" __global__ void __launch_bounds__(B) k1_reduce_##O##_wr_##B SIG { \
    k1_reduce<B, RW, OP>(in, out, r, s);                                       \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(B) k1_reduce_##O##_rc_##B SIG { \
    k1_reduce<B, RR, OP>(in, out, r, s);                                       \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(B)                              \
      k1_scan_inclusive_##O##_ws_##B SIG {                                     \
    k1_scan<B, SW, OP, true>(in, out, r, s);                                   \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(B)                              \
      k1_scan_inclusive_##O##_rk_##B SIG {                                     \
    k1_scan<B, SR, OP, true>(in, out, r, s);                                   \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(B)                              \
      k1_scan_exclusive_##O##_ws_##B SIG {                                     \
    k1_scan<B, SW, OP, false>(in, out, r, s);                                  \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(B)                              \
      k1_scan_exclusive_##O##_rk_##B SIG {                                     \
    k1_scan<B, SR, OP, false>(in, out, r, s);                                  \
  }
#define K2OPS(B, O, OP, IPT)                                                   \
  extern "C" __global__ void __launch_bounds__(B)                              \
      k2_reduce_##O##_##IPT##_wr_##B SIG {                                     \
    k2_reduce<B, IPT, RW, OP>(in, out);                                        \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(B)                              \
      k2_reduce_##O##_##IPT##_rc_##B SIG {                                     \
    k2_reduce<B, IPT, RR, OP>(in, out);                                        \
  }
#define K3IPT(B, IPT)                                                          \
  extern "C" __global__ void __launch_bounds__(B) k3_scan_##IPT##_ws_##B SIG { \
    k3_scan<B, IPT, SW>(in, out);                                              \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(B) k3_scan_##IPT##_rk_##B SIG { \
    k3_scan<B, IPT, SR>(in, out);                                              \
  }
#define PER_IPT(B, IPT)                                                        \
  K2OPS(B, add, Add, IPT)                                                      \
  K2OPS(B, min, Min, IPT) K2OPS(B, max, Max, IPT) K3IPT(B, IPT)
#define PER_SIZE(B)                                                            \
  K1OPS(B, add, Add)                                                           \
  K1OPS(B, min, Min)                                                           \
  K1OPS(B, max, Max) PER_IPT(B, 1) PER_IPT(B, 4) PER_IPT(B, 16)

// One module per type: CUB needs the block size at compile time, and the
// kernel names carry it.
PER_SIZE(64)
PER_SIZE(96)
PER_SIZE(128)
PER_SIZE(256)
PER_SIZE(512)
PER_SIZE(1000)
PER_SIZE(1024)
