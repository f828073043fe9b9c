#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Static checks of the OpenCL 2.0 atomics of wgc-nvptx64.bc, no GPU needed.

The overloads are those clang-15's opencl-c.h declares for nvptx64 with
OpenCL C 3.0 and every atomic feature and extension on (generic, __global
and __local objects; cl_khr_int64_base/extended_atomics; cl_khr_fp64),
a superset of OpenCL C 2.0's, the OpenCL 1.x names (libclc's) left out.
Each one's mangled name comes from clang's own call to it. Checked:
  - every overload is defined in the library (llvm-nm);
  - per overload, one kernel calling it with one order and scope, and for
    load, store, exchange, fetch_add, compare-exchange, the flag functions
    and the fence, one kernel per order (pair), scope and address space;
    each kernel compiled to PTX for sm_80 with the library and libclc, and
    its memory-model instructions (atom, fence, ld/st with .relaxed,
    .acquire, .release or .volatile) equal the expected ones, exactly:
    the table TABLE (rewritten from the mapping below with --update, to
    review in its diff) lists, per kernel, the mangled name, the orders
    and scope, and the PTX expected;
  - ptxas -arch=sm_80 assembles the module (with --ptxas);
  - a kernel with orders and scopes known only at run time compiles and
    assembles;
  - compiled as a user's OpenCL C 2.0 kernel is (clang's table of builtins,
    generic overloads only), no call is left and ptxas assembles it; every
    overload that table resolves to (OpenCL C 2.0 and 3.0) is defined.
The mapping is the PTX memory model's for C++ (libcu++): load acquire =
ld.acquire, store release = st.release, read-modify-write = atom.<order>,
seq_cst = fence.sc then the acquire (load, RMW) or relaxed (store) form,
fences fence.acq_rel or fence.sc; scopes work_group .cta, device .gpu,
all_svm_devices .sys.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

EXT = ("+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,"
       "+cl_khr_fp64,+__opencl_c_fp64,+__opencl_c_generic_address_space,"
       "+__opencl_c_atomic_order_seq_cst,+__opencl_c_atomic_order_acq_rel")
# clang-15 takes these two OpenCL C 3.0 features as header macros only.
DEFS = ["-D__opencl_c_atomic_scope_device=1",
        "-D__opencl_c_atomic_scope_all_devices=1"]
CLFLAGS = ["-target", "nvptx64-nvidia-nvcl", "-cl-std=CL3.0",
           "-Xclang", f"-cl-ext={EXT}"] + DEFS
# opencl-c.h itself (the driver's default is clang's table of builtins,
# opencl-c-base.h only), with the image features it needs in OpenCL C 3.0.
HEADER = CLFLAGS + [
    "-Xclang", "-cl-ext=+__opencl_c_images,+__opencl_c_read_write_images,"
    "+__opencl_c_3d_image_writes,+cl_khr_3d_image_writes",
    "-cl-no-stdinc", "-Xclang", "-finclude-default-header"]
# What a user's compile declares: clang's table of builtins.
BUILTINS = {"CL2.0": ["-target", "nvptx64-nvidia-nvcl", "-cl-std=CL2.0",
                      "-Xclang", f"-cl-ext={EXT}"],
            "CL3.0": CLFLAGS}
OPENCL_1X = {"atomic_add", "atomic_sub", "atomic_xchg", "atomic_inc",
             "atomic_dec", "atomic_cmpxchg", "atomic_min", "atomic_max",
             "atomic_and", "atomic_or", "atomic_xor"}
ORDERS = {"relaxed": 0, "acquire": 2, "release": 3, "acq_rel": 4,
          "seq_cst": 5}
SCOPES = {"work_item": ".cta", "work_group": ".cta", "device": ".gpu",
          "all_svm_devices": ".sys"}
SPACE = {"": "", "__global": ".global", "__local": ".shared"}
VALUE = {"atomic_int": "int", "atomic_uint": "uint", "atomic_long": "long",
         "atomic_ulong": "ulong", "atomic_float": "float",
         "atomic_double": "double", "atomic_flag": "int",
         "atomic_intptr_t": "long", "atomic_uintptr_t": "ulong",
         "atomic_size_t": "ulong", "atomic_ptrdiff_t": "long"}
WIDTH = {"int": 32, "uint": 32, "float": 32, "long": 64, "ulong": 64,
         "double": 64}


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd[:3])}...: failed\n{r.stderr[-4000:]}")
    return r.stdout


def declarations(clang):
    """(return type, name, [parameter types]) of every 2.0 atomic."""
    pp = subprocess.run([clang] + HEADER + ["-E", "-P", "-x", "cl", "-"],
                        input="", capture_output=True, text=True,
                        check=True).stdout
    found = []
    for ret, name, params in re.findall(
            r"(\w+)\s+__attribute__\(\(overloadable\)\)\s+(atomic_\w+)\s*"
            r"\(([^)]*)\)\s*;", pp):
        if name not in OPENCL_1X:
            found.append((ret, name, [p.strip() for p in params.split(",")]))
    return found


def mangled_names(clang, decls, tmp, flags):
    """The mangled name clang calls for each declaration, under flags."""
    src = os.path.join(tmp, "names.cl")
    with open(src, "w") as f:
        for i, (_, name, params) in enumerate(decls):
            args = ", ".join(f"{p} a{j}" for j, p in enumerate(params))
            call = ", ".join(f"a{j}" for j in range(len(params)))
            f.write(f"void f{i}({args}) {{ {name}({call}); }}\n")
    ir = run([clang] + flags + ["-O0", "-emit-llvm", "-S", src, "-o", "-"])
    names = {}
    for m in re.finditer(r"define [^@]*@f(\d+)\(.*?\n}\n", ir, re.S):
        call = re.search(r"call [^@]*@(_Z\w+)\(", m.group(0))
        names[int(m.group(1))] = call.group(1)
    return [names[i] for i in range(len(decls))]


def object_of(params):
    """The address space and value type of the atomic object parameter."""
    m = re.match(r"volatile\s+(__global|__local)?\s*(\w+)\s*\*", params[0])
    return (m.group(1) or ""), VALUE[m.group(2)]


def ptx_op(name, obj):
    """The PTX operation of an overload, without order and scope."""
    w = WIDTH[obj]
    base = re.sub(r"_explicit$", "", name)
    if base in ("atomic_load",):
        return "ld", f"b{w}"
    if base in ("atomic_store", "atomic_flag_clear"):
        return "st", f"b{w}"
    if base in ("atomic_exchange", "atomic_flag_test_and_set"):
        return "atom", f"exch.b{w}"
    if base.startswith("atomic_compare_exchange"):
        return "cas", f"cas.b{w}"
    op = base[len("atomic_fetch_"):]
    if op in ("add", "sub"):
        return "atom", f"add.u{w}"
    if op in ("and", "or", "xor"):
        return "atom", f"{op}.b{w}"
    return "atom", f"{op}.{'u' if obj.startswith('u') else 's'}{w}"


def cas_order(success, failure):
    """The order of a compare-exchange: the stronger of its two."""
    if "seq_cst" in (success, failure):
        return "seq_cst"
    if failure == "acquire" and success == "release":
        return "acq_rel"
    if failure == "acquire" and success == "relaxed":
        return "acquire"
    return success


def expected(name, params, orders, scope):
    """The memory-model instructions an overload's call must compile to."""
    if name == "atomic_work_item_fence":
        sc = SCOPES[scope]
        return [] if orders[0] == "relaxed" else [
            f"fence.sc{sc}" if orders[0] == "seq_cst" else f"fence.acq_rel{sc}"]
    space, obj = object_of(params)
    sp, sc = SPACE[space], SCOPES[scope]
    if name == "atomic_init":
        return [f"st.volatile{sp}.{'f' if obj in ('float', 'double') else 'u'}"
                f"{WIDTH[obj]}"]
    kind, op = ptx_op(name, obj)
    order = orders[0] if kind != "cas" else cas_order(*orders)
    fence = [f"fence.sc{sc}"] if order == "seq_cst" else []
    if kind == "ld":
        sem = "relaxed" if order == "relaxed" else "acquire"
        return fence + [f"ld.{sem}{sc}{sp}.{op}"]
    if kind == "st":
        sem = "release" if order in ("release", "acq_rel") else "relaxed"
        return fence + [f"st.{sem}{sc}{sp}.{op}"]
    sem = "acquire" if order == "seq_cst" else order
    return fence + [f"atom.{sem}{sc}{sp}.{op}"]


def same_space(a, b):
    """Whether two pointer parameters are in one address space."""
    space = re.compile(r"__global|__local|__private")
    return space.findall(a) == space.findall(b)


def arity(params):
    """How many order and scope arguments an overload takes."""
    return sum(p in ("memory_order", "memory_scope") for p in params)


def cases(decls):
    """(kernel name, declaration index, orders, scope) of every kernel:
    each overload once, its orders and scope cycling through the valid
    ones, and the full matrix of orders and scopes for one overload of
    each kind in each address space."""
    load = ["relaxed", "acquire", "seq_cst"]
    store = ["relaxed", "release", "seq_cst"]
    rmw = list(ORDERS)
    # (success, failure): a seq_cst failure only with a seq_cst success.
    cas = [(s, f) for s in rmw for f in ("relaxed", "acquire", "seq_cst")
           if f != "seq_cst" or s == "seq_cst"]
    fence = ["relaxed", "acquire", "release", "acq_rel", "seq_cst"]
    scopes = ["work_group", "device", "all_svm_devices"]

    def valid(name):
        base = re.sub(r"_explicit$", "", name)
        if base == "atomic_work_item_fence":
            return [(o,) for o in fence]
        if base.startswith("atomic_compare_exchange"):
            return cas
        if base == "atomic_load":
            return [(o,) for o in load]
        if base in ("atomic_store", "atomic_flag_clear"):
            return [(o,) for o in store]
        return [(o,) for o in rmw]

    out = []
    matrix = {"atomic_load_explicit", "atomic_store_explicit",
              "atomic_exchange_explicit", "atomic_fetch_add_explicit",
              "atomic_compare_exchange_strong_explicit",
              "atomic_flag_test_and_set_explicit",
              "atomic_flag_clear_explicit", "atomic_work_item_fence"}
    for i, (_, name, params) in enumerate(decls):
        n = arity(params)
        if n == 0:
            out.append((i, ("seq_cst", "seq_cst"), "device"))
            continue
        opts = valid(name)
        norders = n - (params[-1] == "memory_scope")
        full = name in matrix and params[-1] == "memory_scope" and (
            name == "atomic_work_item_fence" or
            (object_of(params)[1] == "int" and
             (len(params) < 6 or same_space(params[0], params[1]))))
        if full:
            scs = scopes + (["work_item"] if name ==
                            "atomic_work_item_fence" else [])
            out += [(i, o, s) for o in opts for s in scs]
            continue
        k = len(out)
        o = opts[k % len(opts)]
        s = scopes[(k // len(opts)) % len(scopes)] \
            if params[-1] == "memory_scope" else "device"
        if norders == 1:
            o = (o[0], o[0])
        out.append((i, o, s))
    return [(f"k{j}", i, o, s) for j, (i, o, s) in enumerate(out)]


def kernel(kname, name, params, orders, scope):
    """One kernel calling one overload, its pointers opaque where generic
    (a run-time choice of a global or a local object)."""
    body = ["local ulong lb[4];", "ulong pb[2];",
            "pb[0] = g[5]; pb[1] = g[6]; lb[0] = g[7]; lb[1] = g[8];"]
    args = []
    ords = iter(orders)
    for j, p in enumerate(params):
        m = re.match(r"(volatile\s+)?(__global|__local|__private)?\s*(\w+)\s*"
                     r"\*$", p)
        if m:
            vol, space, t = m.group(1) or "", m.group(2) or "", m.group(3)
            g = f"({vol}__global {t} *)(g + {j})"
            l = f"({vol}__local {t} *)(lb + {j % 2})"
            if space == "__global":
                args.append(g)
            elif space == "__local":
                args.append(l)
            elif space == "__private":
                args.append(f"(__private {t} *)(pb + {j % 2})")
            else:
                args.append(f"(g[3] ? ({vol}{t} *){g} : ({vol}{t} *){l})")
        elif p == "memory_order":
            args.append(f"memory_order_{next(ords)}")
        elif p == "memory_scope":
            args.append(f"memory_scope_{scope}")
        elif p == "cl_mem_fence_flags":
            args.append("CLK_GLOBAL_MEM_FENCE")
        else:
            args.append(f"({p})g[{j + 2}]")
    call = f"{name}({', '.join(args)})"
    ret = params and not name.startswith(("atomic_init", "atomic_store",
                                          "atomic_flag_clear",
                                          "atomic_work_item_fence"))
    body.append(f"g[9] = (ulong){call};" if ret else f"{call};")
    body.append("g[10] = pb[0] + pb[1] + lb[0] + lb[1];")
    return (f"kernel void {kname}(global ulong *g) {{\n  " +
            "\n  ".join(body) + "\n}\n")


RUNTIME_KERNEL = """
kernel void k_runtime(global ulong *g, global int *o) {
  volatile global atomic_int *p = (volatile global atomic_int *)g;
  memory_order mo = (memory_order)o[0];
  memory_scope ms = (memory_scope)o[1];
  int e = o[2];
  o[3] = atomic_load_explicit(p, mo, ms);
  atomic_store_explicit(p, 1, mo, ms);
  o[4] = atomic_fetch_add_explicit(p, 2, mo, ms);
  o[5] = atomic_compare_exchange_strong_explicit(p, &e, 3, mo,
      (memory_order)o[6], ms);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, mo, ms);
}
"""

MODEL_OP = re.compile(r"^\s*((?:atom|fence|red)\.\S*|(?:ld|st)\.(?:\S*\.)?"
                      r"(?:volatile|relaxed|acquire|release)\S*)", re.M)


def entries(ptx):
    found = {}
    for m in re.finditer(r"^\.entry\s+(\w+)\(", ptx, re.M):
        end = ptx.find("\n}\n", m.end())
        found[m.group(1)] = ptx[m.start():end if end >= 0 else len(ptx)]
    return found


def compile_ptx(args, flags, src, out):
    run([args.clang] + flags + [
        "-march=sm_80", "-O2", "-Wno-linker-warnings",
        "-Xclang", "-mlink-builtin-bitcode", "-Xclang", args.library,
        "-Xclang", "-mlink-builtin-bitcode", "-Xclang", args.libclc,
        "-S", src, "-o", out])
    with open(out) as f:
        return f.read()


def assemble(args, ptx_file, check):
    if args.ptxas:
        r = subprocess.run([args.ptxas, "-arch=sm_80", ptx_file, "-o",
                            os.devnull], capture_output=True, text=True)
        check(r.returncode == 0, f"ptxas -arch=sm_80 {os.path.basename(ptx_file)}",
              r.stderr[-2000:])


def table_lines(decls, mangled, kcases):
    lines = ["# Per kernel: mangled name, orders, scope -> the PTX memory-"
             "model instructions", "# (check_atomics.py; --update rewrites"
             " this from its mapping).\n"]
    for kname, i, orders, scope in kcases:
        _, name, params = decls[i]
        exp = expected(name, params, orders, scope)
        lines.append(f"{kname} {mangled[i]} {','.join(orders)} {scope} : "
                     f"{' ; '.join(exp) if exp else '-'}")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--ptxas")
    ap.add_argument("clang")
    ap.add_argument("llvm_nm")
    ap.add_argument("library")
    ap.add_argument("libclc")
    ap.add_argument("table")
    args = ap.parse_args()
    passed = failed = 0

    def check(ok, what, why=""):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL {what}: {why}")

    with tempfile.TemporaryDirectory() as tmp:
        decls = declarations(args.clang)
        mangled = mangled_names(args.clang, decls, tmp, HEADER)
        resolved = {std: mangled_names(args.clang, decls, tmp, flags)
                    for std, flags in BUILTINS.items()}
        kcases = cases(decls)
        table = table_lines(decls, mangled, kcases)
        if args.update:
            with open(args.table, "w") as f:
                f.write(table)
            print(f"wrote {args.table}: {len(kcases)} kernels")
            return 0
        with open(args.table) as f:
            check(f.read() == table, "table",
                  f"{args.table} differs from the mapping (--update, review)")

        syms = run([args.llvm_nm, args.library])
        defined = set(re.findall(r"^[-0-9a-f ]+ [TW] (\S+)$", syms, re.M))
        for m in sorted(set(mangled).union(*resolved.values())):
            check(m in defined, m, "not defined in the library")

        src = os.path.join(tmp, "atomics.cl")
        with open(src, "w") as f:
            for kname, i, orders, scope in kcases:
                _, name, params = decls[i]
                f.write(kernel(kname, name, params, orders, scope))
            f.write(RUNTIME_KERNEL)
        ptx_file = os.path.join(tmp, "atomics.ptx")
        ptx = compile_ptx(args, HEADER, src, ptx_file)
        bodies = entries(ptx)
        for line in table.splitlines():
            if not line.startswith("k"):
                continue
            kname, rest = line.split(" ", 1)
            want = rest.split(" : ")[1]
            want = [] if want == "-" else want.split(" ; ")
            body = bodies.get(kname, "")
            got = [op.rstrip(";")
                   for op in MODEL_OP.findall(body)]
            check(got == want and "call" not in body, f"{kname} {rest}",
                  f"PTX has {got}")
        check("k_runtime" in bodies and "call" not in bodies["k_runtime"],
              "k_runtime", "run-time orders: no inline code")
        assemble(args, ptx_file, check)
        # The same calls as a user's OpenCL C 2.0 compile resolves them
        # (3.0's resolve to names the symbol check covers).
        out = os.path.join(tmp, "builtins.ptx")
        calls = [k for k, b in entries(compile_ptx(
            args, BUILTINS["CL2.0"], src, out)).items() if "call" in b]
        check(not calls, "builtins CL2.0", f"calls left in {calls[:5]}")
        assemble(args, out, check)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
