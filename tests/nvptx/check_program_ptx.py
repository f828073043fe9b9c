#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The whole-program kernels (tests/programs/kernels) through wgc-cc to PTX
that ptxas accepts, no GPU needed.

Each kernel file is compiled with wgc-cc --target=nvptx64 --mcpu=sm_80, as
the GPU run (run_gpu_conformance.sh) and the layer compile them. Checked per
file:
  - every kernel of the source is an .entry of the PTX (a kernel called by
    another stays launchable);
  - every call goes to a .func defined in the PTX: ptxas rejects a call to
    an .entry ("Illegal call target, device function expected") and an
    undefined function;
  - with --ptxas, ptxas -arch=sm_80 assembles the PTX (skipped, and said
    so, without it: CI has no CUDA toolkit).
The source's kernels are read from it after clang's preprocessor.
usage: check_program_ptx.py [--ptxas PTXAS] CLANG WGC_CC KERNEL_FILE...
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ARCH = "sm_80"
KERNEL = re.compile(r"\b(?:__kernel|kernel)\s+void\s+(\w+)\s*\(")
ENTRY = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$]+)", re.M)
DEFINED_FUNC = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.func\s+"
                          r"(?:\([^)]*\)\s*)?([\w$]+)[^;{]*\{", re.M | re.S)
# call[.uni] [(retval), ] target, (params) -- spread over lines by LLVM.
CALL = re.compile(r"^\s*(?:@!?%p\d+\s+)?call(?:\.uni)?\s+"
                  r"(?:\([^)]*\)\s*,\s*)?([\w$]+)", re.M)


def strip_comments(ptx):
    return re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", ptx, flags=re.S))


def check_file(args, tmp, src, results):
    name = os.path.basename(src)
    ptx_path = os.path.join(tmp, name + ".ptx")
    cmd = [args.wgc_cc, "--target=nvptx64", f"--mcpu={ARCH}",
           f"-I{os.path.dirname(src)}", src, "-o", ptx_path]
    r = subprocess.run(cmd, capture_output=True, text=True)
    results.append((r.returncode == 0,
                    f"{name}: wgc-cc compiles it",
                    r.stderr.strip()))
    if r.returncode != 0:
        return
    r = subprocess.run([args.clang, "-E", "-P", "-x", "cl", "-cl-std=CL2.0",
                        f"-I{os.path.dirname(src)}", src],
                       capture_output=True, text=True)
    kernels = set(KERNEL.findall(r.stdout)) if r.returncode == 0 else set()
    with open(ptx_path) as f:
        ptx = strip_comments(f.read())
    entries = set(ENTRY.findall(ptx))
    missing = sorted(kernels - entries)
    results.append((bool(kernels) and not missing,
                    f"{name}: every kernel is an .entry "
                    f"({len(kernels)} kernels)",
                    f"no .entry for {missing}" if missing else
                    "no kernel found in the source"))
    defined = set(DEFINED_FUNC.findall(ptx))
    bad = []
    for target in CALL.findall(ptx):
        if target in entries:
            bad.append(f"a call to the .entry '{target}'")
        elif target not in defined:
            bad.append(f"a call to '{target}', no .func defined here")
    calls = len(CALL.findall(ptx))
    results.append((not bad,
                    f"{name}: every call goes to a defined .func "
                    f"({calls} calls)",
                    "; ".join(sorted(set(bad)))))
    if not args.ptxas:
        print(f"SKIP {name}: ptxas -arch={ARCH} (no ptxas found)")
        return
    r = subprocess.run([args.ptxas, f"-arch={ARCH}", ptx_path, "-o",
                        os.path.join(tmp, name + ".cubin")],
                       capture_output=True, text=True)
    results.append((r.returncode == 0,
                    f"{name}: ptxas -arch={ARCH} assembles it",
                    (r.stdout + r.stderr).strip()))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--ptxas", default="")
    p.add_argument("clang")
    p.add_argument("wgc_cc")
    p.add_argument("kernels", nargs="+")
    args = p.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for src in args.kernels:
            check_file(args, tmp, src, results)
    failed = 0
    for ok, what, why in results:
        print(f"{'PASS' if ok else 'FAIL'} {what}")
        if not ok:
            failed += 1
            for line in why.splitlines()[:20]:
                print(f"    {line}")
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
