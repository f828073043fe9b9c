#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Static SASS instructions in the loop of each K1 kernel of a prepared folder.

    sass_loop.py [--ptxas PTXAS] --nvdisasm NVDISASM DEST [TYPE...]

DEST is prepare.sh's folder. The wgc PTX modules (wgc_T.ptx, and
wgc_reqd_T_SIZE.ptx where present) are assembled by ptxas for sm_90, the
driver's JIT target on an H100, and disassembled with the CUB cubins
(cub_T.cubin, sm_90) by nvdisasm (PyPI wheel nvidia-cuda-nvdisasm). A K1
kernel runs its collective in a loop; the count is the instructions from the
target of its longest backward branch to that branch: every path of every
warp, so an upper bound of what one warp executes per call (warps take
different paths: a raking warp 0, a partial last warp). Prints a markdown
table per type: wgc (run-time size), wgc_reqd (the size declared and
folded), and the smallest of CUB's two sm_90 algorithms.
"""
import argparse
import os
import re
import subprocess
import tempfile

SIZES = [64, 96, 128, 256, 512, 1000, 1024]
TYPES = ["int", "uint", "long", "ulong", "float", "double", "half"]
FUNCS = [f"{k}_{o}" for o in ("add", "min", "max")
         for k in ("reduce", "scan_inclusive", "scan_exclusive")]


def functions(nvdisasm, cubin):
    """{function: [(address, text)] and label addresses} of a cubin."""
    text = subprocess.run([nvdisasm, "-c", cubin], check=True,
                          capture_output=True, text=True).stdout
    out, fn, pending = {}, None, []
    for line in text.splitlines():
        m = re.match(r"^\.text\.(\w+):", line)
        if m:
            fn = m.group(1)
            out[fn] = ([], {})
            pending = []
            continue
        if fn is None:
            continue
        m = re.match(r"^\s*(\.L_x_\d+):", line)
        if m:
            pending.append(m.group(1))
            continue
        m = re.match(r"\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;", line)
        if m:
            addr = int(m.group(1), 16)
            out[fn][0].append((addr, m.group(2)))
            for label in pending:
                out[fn][1][label] = addr
            pending = []
    return out


def loop_size(ins, labels):
    """Instructions of the longest backward branch's span, or None."""
    best = None
    for addr, text in ins:
        m = re.search(r"BRA\s+`\((\.L_x_\d+)\)", text)
        if m and labels.get(m.group(1), addr + 1) <= addr:
            span = (labels[m.group(1)], addr)
            if best is None or span[1] - span[0] > best[1] - best[0]:
                best = span
    if best is None:
        return None
    return sum(best[0] <= a <= best[1] for a, _ in ins)


def counts(nvdisasm, cubin):
    return {fn: loop_size(*v) for fn, v in functions(nvdisasm, cubin).items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    ap.add_argument("--nvdisasm", required=True)
    ap.add_argument("dest")
    ap.add_argument("types", nargs="*")
    a = ap.parse_args()
    mod = os.path.join(a.dest, "mod")
    tmp = tempfile.mkdtemp()

    def wgc(name):
        ptx = os.path.join(mod, name + ".ptx")
        if not os.path.exists(ptx):
            return {}
        cubin = os.path.join(tmp, name + ".cubin")
        subprocess.run([a.ptxas, "-arch=sm_90", ptx, "-o", cubin], check=True)
        return counts(a.nvdisasm, cubin)

    for t in a.types or TYPES:
        plain = wgc(f"wgc_{t}")
        reqd = {s: wgc(f"wgc_reqd_{t}_{s}") for s in SIZES}
        cub = counts(a.nvdisasm, os.path.join(mod, f"cub_{t}.cubin"))
        print(f"### {t}: static SASS instructions of the K1 loop, "
              "wgc / wgc_reqd / best CUB sm_90\n")
        print("| function | " + " | ".join(map(str, SIZES)) + " |")
        print("|---|" + "---|" * len(SIZES))
        for f in FUNCS:
            cells = []
            for s in SIZES:
                algs = ("wr", "rc") if f.startswith("reduce") else ("ws", "rk")
                c = [cub.get(f"k1_{f}_{al}_{s}") for al in algs]
                c = [x for x in c if x is not None]
                r = reqd[s].get(f"k1_{f}")
                cells.append(f"{plain.get(f'k1_{f}', '-')}/"
                             f"{'-' if r is None else r}/"
                             f"{min(c) if c else '-'}")
            print(f"| {f} | " + " | ".join(cells) + " |")
        print()


if __name__ == "__main__":
    main()
