# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""pyopencl builds a kernel calling work-group collectives from source on
PoCL; checked against numpy. Prints which libOpenCL pyopencl loaded."""
import os
import sys

import numpy as np
import pyopencl as cl

SOURCE = """
kernel void coll(global const int *a, global const long *b,
                 global int *sum, global long *scan) {
  size_t i = get_global_id(0);
  sum[i] = work_group_reduce_add(a[i]);
  scan[i] = work_group_scan_exclusive_add(b[i]);
}
"""
N, L = 1024, 128


def loaded_opencl():
    with open("/proc/self/maps") as maps:
        return sorted({line.split()[-1] for line in maps
                       if "libOpenCL" in line})


def main():
    seed = int.from_bytes(os.urandom(4), "little")
    rng = np.random.default_rng(seed)
    ctx = cl.Context(cl.get_platforms()[0].get_devices()[:1])
    queue = cl.CommandQueue(ctx)
    a = rng.integers(-2**31, 2**31, N, dtype=np.int64).astype(np.int32)
    b = rng.integers(-2**63, 2**63 - 1, N, dtype=np.int64)
    sum_out = np.full(N, 0x5a5a5a5a, dtype=np.int32)
    scan_out = np.full(N, 0x5a5a5a5a, dtype=np.int64)
    mf = cl.mem_flags
    bufs = [cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=x)
            for x in (a, b, sum_out, scan_out)]
    print("libOpenCL:", " ".join(loaded_opencl()))
    try:
        program = cl.Program(ctx, SOURCE).build(options=["-cl-std=CL2.0"])
    except cl.RuntimeError as e:
        print(f"build failed: {e}")
        print("0 passed, 1 failed")
        return 1
    program.coll(queue, (N,), (L,), *bufs)
    cl.enqueue_copy(queue, sum_out, bufs[2])
    cl.enqueue_copy(queue, scan_out, bufs[3])
    with np.errstate(over="ignore"):
        groups_a = a.reshape(-1, L).astype(np.int64)
        want_sum = np.repeat(groups_a.sum(axis=1), L)
        want_sum = ((want_sum + 2**31) % 2**32 - 2**31).astype(np.int32)
        groups_b = b.reshape(-1, L)
        want_scan = np.cumsum(groups_b, axis=1, dtype=np.int64) - groups_b
        want_scan = want_scan.reshape(-1)
    failed = 0
    for name, got, want in (("reduce_add int", sum_out, want_sum),
                            ("scan_exclusive_add long", scan_out, want_scan)):
        wrong = int(np.count_nonzero(got != want))
        if wrong:
            print(f"FAIL: {name}: {wrong} wrong values (seed {seed})")
            failed += 1
    print(f"{2 - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
