#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Static PTX checks of wgc-nvptx64.bc, no GPU needed.

For every type, one OpenCL C file holds one kernel per work-group function
of that type: the reduce and scans of add, min, max and mul, of and, or and
xor for integer types; for int also the logical ones, work_group_any and
work_group_all; and the 1D, 2D and 3D work_group_broadcast of every type.
Each file is compiled to PTX for sm_80 and sm_70 with clang-15, the library
and libclc, as a user would. Checked per kernel:
  - the module's PTX header (.version 7.5, .target sm_XX);
  - no local memory (.local, ld.local/st.local, __local_depot), no calls
    and no bfe (see FORBIDDEN);
  - scans shuffle (shfl.sync), and so do reductions without redux.sync;
  - on sm_80, redux.sync appears exactly where a 32-bit integer collective
    of an operator redux.sync has runs: in int/uint add, min, max, and, or
    and xor kernels, in float/half min/max kernels (which reduce integer
    keys), and in the int kernels over uint collectives (logical, any,
    all); on sm_70 nowhere;
  - double min and max kernels, and float min and max scans, combine by
    PTX min and max (nvptx_ops.h); double's have no f64 compare (setp)
    (float scans take the keyed float reduce over their partials);
  - every kernel has a work-group barrier;
  - barrier, shuffle and redux counts equal the table in ptx_counts.txt.
Regenerate the table after an intended code change with
  check_ptx.py --update CLANG LIBRARY LIBCLC COUNTS
and commit it with the change that explains the new counts.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
# The types of the one table of them, generic/include/wgc/types.def, with
# whether each is floating-point.
TYPES_DEF = os.path.join(HERE, "..", "..", "generic", "include", "wgc",
                         "types.def")
with open(TYPES_DEF) as f:
    TYPE_ROWS = re.findall(
        r"ROW\(ARG, ([a-z][a-z0-9_]*), \w+, \w+, \d+, ([01]),", f.read())
TYPES = [t for t, _ in TYPE_ROWS]
IS_FP = {t: fp == "1" for t, fp in TYPE_ROWS}
# The public header that declares mul, and, or, xor and the logical ones.
INCLUDE = os.path.join(HERE, "..", "..", "include")
COLLECTIVES = ("reduce", "scan_inclusive", "scan_exclusive")


def functions(t):
    """Maps each kernel's function name, for type t, to its call on x and
    its operator ("add", ..., "logical_xor", "any", "all", "broadcast")."""
    ops = ["add", "min", "max", "mul"]
    if not IS_FP[t]:
        ops += ["and", "or", "xor"]
    if t == "int":
        ops += ["logical_and", "logical_or", "logical_xor"]
    calls = {f"{c}_{op}": (f"work_group_{c}_{op}(x)", op)
             for c in COLLECTIVES for op in ops}
    if t == "int":
        calls["any"] = ("work_group_any(x)", "any")
        calls["all"] = ("work_group_all(x)", "all")
    calls["broadcast_1d"] = ("work_group_broadcast(x, 3)", "broadcast")
    calls["broadcast_2d"] = ("work_group_broadcast(x, 3, 1)", "broadcast")
    calls["broadcast_3d"] = ("work_group_broadcast(x, 3, 1, 0)", "broadcast")
    return calls


ARCHS = {"sm_80": "7.5", "sm_70": "7.5"}
REDUX_TYPES = ("int", "uint")
REDUX_KEY_TYPES = ("float", "half")
# The operators redux.sync has for 32-bit integers: all but mul.
REDUX_OPS = ("add", "min", "max", "and", "or", "xor")
# The int functions over uint collectives, which redux.sync serves.
OVER_UINT = ("logical_and", "logical_or", "logical_xor", "any", "all")


# The floating-point types whose min and max run on their values, combined
# by PTX min and max, not on integer keys: their PTX type, and whether the
# reduces do too (float's reduce keys for redux.sync).
MINMAX_INSN_TYPES = {"double": ("f64", True), "float": ("f32", False)}
FP_COMPARE = {w: re.compile(rf"^\s*(?:@%p\d+\s+)?setp\.\w+\.{w}\b", re.M)
              for w, _ in MINMAX_INSN_TYPES.values()}


def wants_redux(arch, t, op):
    """Whether the kernel of operator op on type t uses redux.sync."""
    if arch != "sm_80":
        return False
    if t in REDUX_TYPES:
        return op in REDUX_OPS or op in OVER_UINT
    return t in REDUX_KEY_TYPES and op in ("min", "max")


COUNTED = {
    "barrier": re.compile(r"^\s*(?:@%p\d+\s+)?(?:bar|barrier)\.sync\b", re.M),
    "shfl": re.compile(r"^\s*(?:@%p\d+\s+)?shfl\.sync\.", re.M),
    "redux": re.compile(r"^\s*(?:@%p\d+\s+)?redux\.sync\.", re.M),
}
FORBIDDEN = {
    "local state space": re.compile(r"\.local\b"),
    "local load/store": re.compile(r"\b(?:ld|st)\.local\b|\blocal\."),
    "stack frame": re.compile(r"__local_depot|%SP\b|%SPL\b"),
    "call": re.compile(r"^\s*(?:@%p\d+\s+)?call(?:\.uni)?\b", re.M),
    # LLVM 15's NVPTX backend turned a masked arithmetic shift of the
    # floating-point keys into bfe.u64 d, b, 63, 63, which drops the mask;
    # the library is written so that no bfe appears.
    "bfe": re.compile(r"^\s*(?:@%p\d+\s+)?bfe\.", re.M),
}


def kernel_source(t):
    lines = ["/* Generated by check_ptx.py: one kernel per function. */",
             "#include <wgc/work_group_uniform_arithmetic.h>"]
    if t == "half":
        lines.append("#pragma OPENCL EXTENSION cl_khr_fp16 : enable")
    for f, (call, _) in functions(t).items():
        lines.append(
            f"kernel void t_{f}(global const {t} *in, global {t} *out) {{\n"
            f"  size_t i = get_global_id(0);\n"
            f"  {t} x = in[i];\n"
            f"  out[i] = {call};\n}}")
    return "\n".join(lines) + "\n"


def compile_ptx(args, tmp, t, arch):
    src = os.path.join(tmp, f"{t}.cl")
    out = os.path.join(tmp, f"{t}_{arch}.ptx")
    cmd = [args.clang, "-target", "nvptx64-nvidia-nvcl", f"-march={arch}",
           "-cl-std=CL2.0", "-Xclang", "-finclude-default-header",
           "-Xclang", "-cl-ext=+cl_khr_fp16", "-O2",
           "-Wno-linker-warnings", "-I", INCLUDE,
           "-Xclang", "-mlink-builtin-bitcode", "-Xclang", args.library,
           "-Xclang", "-mlink-builtin-bitcode", "-Xclang", args.libclc,
           "-S", src, "-o", out]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr
    with open(out) as f:
        return f.read(), r.stderr


def entries(ptx):
    """Maps each kernel name to the text of its .entry body."""
    found = {}
    for m in re.finditer(r"^\.entry\s+(\w+)\(", ptx, re.M):
        end = ptx.find("\n}\n", m.end())
        found[m.group(1)] = ptx[m.start():end if end >= 0 else len(ptx)]
    return found


class Checker:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, name, why=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {name}: {why}")


def read_table(path):
    table = {}
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                key = tuple(line[:3])
                table[key] = tuple(int(v) for v in line[3:])
    return table


def write_table(path, counts):
    with open(path, "w") as f:
        f.write("# PTX instruction counts per kernel, checked by check_ptx.py"
                " (--update rewrites it).\n")
        f.write("# arch type function barrier shfl redux\n")
        for key in sorted(counts):
            f.write(" ".join(key) + " " +
                    " ".join(str(v) for v in counts[key]) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--update", action="store_true",
                    help="rewrite the counts table instead of comparing")
    ap.add_argument("clang")
    ap.add_argument("library")
    ap.add_argument("libclc")
    ap.add_argument("counts")
    args = ap.parse_args()

    c = Checker()
    counts = {}
    with tempfile.TemporaryDirectory() as tmp:
        for t in TYPES:
            with open(os.path.join(tmp, f"{t}.cl"), "w") as f:
                f.write(kernel_source(t))
        jobs = [(t, a) for t in TYPES for a in ARCHS]
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            results = list(pool.map(
                lambda j: compile_ptx(args, tmp, *j), jobs))

    for (t, arch), (ptx, err) in zip(jobs, results):
        c.check(ptx is not None, f"{arch} {t}: compile", err.strip())
        if ptx is None:
            continue
        c.check(re.search(rf"^\.version {re.escape(ARCHS[arch])}$", ptx, re.M)
                is not None, f"{arch} {t}: .version {ARCHS[arch]}")
        c.check(re.search(rf"^\.target {arch}\b", ptx, re.M) is not None,
                f"{arch} {t}: .target {arch}")
        for name, pat in FORBIDDEN.items():
            m = pat.search(ptx)
            c.check(m is None, f"{arch} {t}: no {name}",
                    m.group(0) if m else "")
        bodies = entries(ptx)
        for fn, (_, op) in functions(t).items():
            tag = f"{arch} {t} {fn}"
            body = bodies.get(f"t_{fn}")
            c.check(body is not None, f"{tag}: kernel in PTX")
            if body is None:
                continue
            n = tuple(len(p.findall(body)) for p in COUNTED.values())
            counts[(arch, t, fn)] = n
            barrier, shfl, redux = n
            redux_wanted = wants_redux(arch, t, op)
            if fn.startswith("scan"):
                c.check(shfl > 0, f"{tag}: scan uses shfl.sync")
            elif op != "broadcast" and not redux_wanted:
                c.check(shfl > 0, f"{tag}: reduce uses shfl.sync")
            c.check((redux > 0) == redux_wanted, f"{tag}: redux.sync",
                    f"{redux} found, {'wanted' if redux_wanted else 'none'}"
                    " expected")
            c.check(barrier > 0, f"{tag}: work-group barrier")
            w, reduces = MINMAX_INSN_TYPES.get(t, (None, False))
            if w and op in ("min", "max") and (reduces or
                                              fn.startswith("scan")):
                insn = re.search(rf"^\s*{op}\.{w}\s", body, re.M)
                c.check(insn is not None, f"{tag}: {op}.{w}")
                m = FP_COMPARE[w].search(body) if reduces else None
                c.check(m is None, f"{tag}: no {w} compare",
                        m.group(0).strip() if m else "")

    if args.update:
        write_table(args.counts, counts)
        print(f"wrote {len(counts)} rows to {args.counts}")
    else:
        table = read_table(args.counts)
        for key in sorted(set(table) | set(counts)):
            want, got = table.get(key), counts.get(key)
            c.check(want == got, f"{' '.join(key)}: counts",
                    f"table {want}, PTX {got} (barrier shfl redux)")
    print(f"{c.passed} passed, {c.failed} failed")
    return 1 if c.failed else 0


if __name__ == "__main__":
    sys.exit(main())
