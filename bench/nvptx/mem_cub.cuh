// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// CUB side of the NVIDIA tile and device-scan benchmarks: block kernels as
// CUB users write them, and a three-pass scan built from them.
#pragma once
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>

constexpr auto LD_T = cub::BLOCK_LOAD_WARP_TRANSPOSE;
constexpr auto ST_T = cub::BLOCK_STORE_WARP_TRANSPOSE;
constexpr auto LD_V = cub::BLOCK_LOAD_VECTORIZE;
constexpr auto ST_V = cub::BLOCK_STORE_VECTORIZE;
constexpr auto RW = cub::BLOCK_REDUCE_WARP_REDUCTIONS;
constexpr auto RR = cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY;
constexpr auto SW = cub::BLOCK_SCAN_WARP_SCANS;
constexpr auto SR = cub::BLOCK_SCAN_RAKING;

// K2: tile sums. Vec: BlockLoad's vectorized blocked loads; otherwise
// direct striped loads (item j of thread t at j * B + t). Bcast: every
// thread gets the sum through shared memory and a barrier, as OpenCL's
// work_group_reduce_add gives it, and thread 0 stores that copy.
template <class T, int B, int IPT, bool Vec, cub::BlockReduceAlgorithm A,
          bool Bcast = false>
__global__ void __launch_bounds__(B) cub_k2(const T *in, T *out) {
  using BR = cub::BlockReduce<T, B, A>;
  using BL = cub::BlockLoad<T, B, IPT, LD_V>;
  __shared__ union {
    typename BR::TempStorage r;
    typename BL::TempStorage l;
  } tmp;
  __shared__ T bcast;
  const T *tile = in + (size_t)blockIdx.x * B * IPT;
  T x[IPT];
  if (Vec) {
    BL(tmp.l).Load(tile, x);
    __syncthreads();
  } else {
    cub::LoadDirectStriped<B>(threadIdx.x, tile, x);
  }
  T a = BR(tmp.r).Sum(x);
  if (Bcast) {
    if (threadIdx.x == 0)
      bcast = a;
    __syncthreads();
    a = bcast;
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = a;
}

// K3: the exclusive scan of each tile; BlockLoad, BlockScan and BlockStore
// with one load and store algorithm.
template <class T, int B, int IPT, cub::BlockLoadAlgorithm L,
          cub::BlockStoreAlgorithm S, cub::BlockScanAlgorithm A>
__global__ void __launch_bounds__(B) cub_k3(const T *in, T *out) {
  using BL = cub::BlockLoad<T, B, IPT, L>;
  using BS = cub::BlockScan<T, B, A>;
  using BT = cub::BlockStore<T, B, IPT, S>;
  __shared__ union {
    typename BL::TempStorage l;
    typename BS::TempStorage s;
    typename BT::TempStorage t;
  } tmp;
  size_t base = (size_t)blockIdx.x * B * IPT;
  T x[IPT];
  BL(tmp.l).Load(in + base, x);
  __syncthreads();
  BS(tmp.s).ExclusiveSum(x, x);
  __syncthreads();
  BT(tmp.t).Store(out + base, x);
}

// Three-pass device scan from CUB block primitives, the same passes as
// examples/device_scan/scan.cl: tile sums, one block scanning the sums,
// tile scans offset by the scanned sums. Guarded loads past n read 0.
template <class T, int B, int IPT>
__global__ void __launch_bounds__(B)
    cub3_reduce(const T *in, T *totals, unsigned long long n) {
  using BR = cub::BlockReduce<T, B, RR>;
  __shared__ typename BR::TempStorage tmp;
  size_t base = (size_t)blockIdx.x * B * IPT;
  T x[IPT];
  cub::LoadDirectStriped<B>(threadIdx.x, in + base, x,
                            (int)min((unsigned long long)B * IPT, n - base),
                            T(0));
  T a = BR(tmp).Sum(x);
  if (threadIdx.x == 0)
    totals[blockIdx.x] = a;
}

template <class T> struct RunningPrefix {
  T total;
  __device__ T operator()(T block_sum) {
    T old = total;
    total += block_sum;
    return old;
  }
};

template <class T, int B, int IPT>
__global__ void __launch_bounds__(B) cub3_totals(T *totals, unsigned count) {
  using BL = cub::BlockLoad<T, B, IPT, LD_T>;
  using BS = cub::BlockScan<T, B, SR>;
  using BT = cub::BlockStore<T, B, IPT, ST_T>;
  __shared__ union {
    typename BL::TempStorage l;
    typename BS::TempStorage s;
    typename BT::TempStorage t;
  } tmp;
  RunningPrefix<T> prefix{T(0)};
  for (unsigned base = 0; base < count; base += B * IPT) {
    int valid = (int)min((unsigned)B * IPT, count - base);
    T x[IPT];
    BL(tmp.l).Load(totals + base, x, valid, T(0));
    __syncthreads();
    BS(tmp.s).ExclusiveSum(x, x, prefix);
    __syncthreads();
    BT(tmp.t).Store(totals + base, x, valid);
    __syncthreads();
  }
}

template <class T, int B, int IPT>
__global__ void __launch_bounds__(B)
    cub3_scan(const T *in, T *out, const T *offsets, unsigned long long n) {
  using BL = cub::BlockLoad<T, B, IPT, LD_T>;
  using BS = cub::BlockScan<T, B, SR>;
  using BT = cub::BlockStore<T, B, IPT, ST_T>;
  __shared__ union {
    typename BL::TempStorage l;
    typename BS::TempStorage s;
    typename BT::TempStorage t;
  } tmp;
  size_t base = (size_t)blockIdx.x * B * IPT;
  int valid = (int)min((unsigned long long)B * IPT, n - base);
  T x[IPT];
  BL(tmp.l).Load(in + base, x, valid, T(0));
  __syncthreads();
  RunningPrefix<T> prefix{offsets[blockIdx.x]};
  BS(tmp.s).ExclusiveSum(x, x, prefix);
  __syncthreads();
  BT(tmp.t).Store(out + base, x, valid);
}
