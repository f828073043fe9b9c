#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Summarizes a CPU benchmark run (cpu.csv): ratio tables and a plot.

usage: summarize.py cpu.csv summary.md [ratios.png]

Every ratio is of median launch times, numerator over denominator, both
from the same run with their launches interleaved: above 1 the numerator is
slower.
"""
import collections
import csv
import math
import sys

# (name, numerator, denominator, kernels it applies to)
RATIOS = [
    ("PoCL+wgc / Intel native", "pocl-wgc", "intel-native", "K1 K2 K3"),
    ("Intel+wgc / Intel native", "intel-wgc", "intel-native", "K1 K2 K3"),
    ("Intel+wgc-sg / Intel native", "intel-wgc-sg", "intel-native", "K1 K2 K3"),
    ("Intel+wgc-spir / Intel native", "intel-wgc-spir", "intel-native", "K1 K2 K3"),
    ("Intel native / Intel copy", "intel-native", "intel-copy", "K2 K3"),
    ("Intel+wgc / Intel copy", "intel-wgc", "intel-copy", "K2 K3"),
    ("Intel+wgc-sg / Intel copy", "intel-wgc-sg", "intel-copy", "K2 K3"),
    ("Intel+wgc-spir / Intel copy", "intel-wgc-spir", "intel-copy", "K2 K3"),
    ("PoCL+wgc / PoCL copy", "pocl-wgc", "pocl-copy", "K2 K3"),
    ("PoCL tree / PoCL+wgc", "pocl-tree", "pocl-wgc", "K2 K3"),
    ("PoCL floor / Intel native", "pocl-floor", "intel-native", "K1 K2 K3"),
    ("Intel floor / Intel native", "intel-floor", "intel-native", "K1 K2 K3"),
    ("PoCL+wgc / PoCL floor", "pocl-wgc", "pocl-floor", "K1 K2 K3"),
]
LIMIT = 1.25


def load(path):
    rows = list(csv.DictReader(l for l in open(path) if not l.startswith("#")))
    cells = collections.OrderedDict()
    for r in rows:
        key = (r["kernel"], r["type"], r["function"], int(r["wg"]), int(r["ipt"]))
        cells.setdefault(key, {})[r["runtime"] + "-" + r["variant"]] = r
    return rows, cells


def med(cell, v):
    r = cell.get(v)
    return float(r["median_ms"]) if r and r["median_ms"] else None


def ratio(cell, num, den):
    a, b = med(cell, num), med(cell, den)
    return a / b if a and b else None


def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def fmt(x):
    return f"{x:.2f}" if x is not None else "-"


def headline(cells, out):
    kernels = sorted({k[0] for k in cells})
    types = list(dict.fromkeys(k[1] for k in cells))
    out += ["## Geometric means over the cells", "",
            f"Per kernel and type: the geometric mean of each ratio over the "
            f"cells where both variants ran, and (after /) the cells above "
            f"{LIMIT}x of the cells measured.", ""]
    out.append("| ratio | " + " | ".join(f"{k} {t}" for k in kernels for t in types) + " |")
    out.append("|---" * (1 + len(kernels) * len(types)) + "|")
    for name, num, den, ks in RATIOS:
        line = [name]
        for k in kernels:
            for t in types:
                if k not in ks.split():
                    line.append("")
                    continue
                xs = [x for key, c in cells.items() if key[0] == k and key[1] == t
                      for x in [ratio(c, num, den)] if x is not None]
                g = gmean(xs)
                line.append(f"{fmt(g)} / {sum(x > LIMIT for x in xs)} of {len(xs)}" if xs else "-")
        out.append("| " + " | ".join(line) + " |")
    out.append("")


def k1_reduce(cells, out):
    keys = [k for k in cells if k[0] == "K1" and k[2].startswith("reduce")]
    if not keys:
        return
    sizes = sorted({k[3] for k in keys})
    out += ["## K1 reduce", "",
            "Time ratios of K1's reduces (8 dependent calls per launch); "
            "cells: Intel+wgc / native, Intel+wgc-sg / native, "
            "Intel+wgc-spir / native, PoCL+wgc / native, PoCL floor / "
            "native.", "",
            "| type | function | " + " | ".join(str(s) for s in sizes) + " |",
            "|---|---|" + "---|" * len(sizes)]
    for t in dict.fromkeys(k[1] for k in keys):
        for f in dict.fromkeys(k[2] for k in keys):
            line = [t, f]
            for s in sizes:
                c = cells.get(("K1", t, f, s, 1), {})
                line.append(" / ".join(fmt(ratio(c, n, "intel-native"))
                                       for n in ("intel-wgc", "intel-wgc-sg", "intel-wgc-spir",
                                                 "pocl-wgc", "pocl-floor")))
            out.append("| " + " | ".join(line) + " |")
    out.append("")


def full(cells, out):
    out += ["## Every cell", "",
            "Intel native median ms [p10..p90], then the ratios of the "
            "first table (- where a variant did not run).", "",
            "| kernel | type | function | wg | ipt | native ms | "
            + " | ".join(r[0] for r in RATIOS) + " |",
            "|---" * (6 + len(RATIOS)) + "|"]
    for key, c in cells.items():
        n = c.get("intel-native")
        nat = (f"{float(n['median_ms']):.3f} [{float(n['p10_ms']):.3f}..{float(n['p90_ms']):.3f}]"
               if n and n["median_ms"] else "-")
        rs = [fmt(ratio(c, num, den)) if key[0] in ks.split() else ""
              for _, num, den, ks in RATIOS]
        out.append(f"| {key[0]} | {key[1]} | {key[2]} | {key[3]} | {key[4]} | {nat} | "
                   + " | ".join(rs) + " |")
    out.append("")


def notes(rows, out):
    fails = [r for r in rows if r["check"] == "FAIL"]
    skipped = [r for r in rows if r["note"]]
    spread = sorted(float(r["p90_ms"]) / float(r["p10_ms"]) for r in rows
                    if r["median_ms"] and float(r["p10_ms"]) > 0)
    out += ["## Checks, skipped variants, noise", "",
            f"- Check failures: {len(fails)}"
            + "".join(f"\n  - {r['kernel']} {r['function']} {r['type']} wg {r['wg']} "
                      f"ipt {r['ipt']}: {r['runtime']} {r['variant']}" for r in fails)]
    by_note = collections.Counter((r["runtime"], r["variant"], r["wg"], r["note"])
                                  for r in skipped)
    out.append(f"- Skipped: {len(skipped)} rows"
               + "".join(f"\n  - {rt} {v} at wg {wg}: {n} ({c} rows)"
                         for (rt, v, wg, n), c in sorted(by_note.items())))
    if spread:
        out.append(f"- p90/p10 over the {len(spread)} timed rows: median "
                   f"{spread[len(spread) // 2]:.3f}, maximum {spread[-1]:.3f}")
    out.append("")


def plot(cells, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    kernels = sorted({k[0] for k in cells})
    types = list(dict.fromkeys(k[1] for k in cells))
    fig, axes = plt.subplots(1, len(kernels), figsize=(6 * len(kernels), 4.8))
    if len(kernels) == 1:
        axes = [axes]
    for ax, k in zip(axes, kernels):
        for name, num, den, ks in [r for r in RATIOS if r[2] == "intel-native"
                                   or r[1] == "pocl-wgc"]:
            if k not in ks.split():
                continue
            for t in types:
                sizes = sorted({key[3] for key in cells if key[0] == k and key[1] == t})
                pts = []
                for s in sizes:
                    g = gmean([x for key, c in cells.items()
                               if key[0] == k and key[1] == t and key[3] == s
                               for x in [ratio(c, num, den)] if x is not None])
                    if g:
                        pts.append((s, g))
                if pts:
                    ax.plot(*zip(*pts), marker="o", ls="-" if t == types[0] else "--",
                            label=f"{name}, {t}")
        ax.axhline(1.0, color="k", lw=0.6)
        ax.axhline(LIMIT, color="k", lw=0.6, ls=":")
        ax.set(xscale="log", yscale="log", xlabel="work-group size",
               ylabel="time ratio (geometric mean over functions and ipt)",
               title=f"CPU {k}")
        ax.legend(fontsize=6)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main():
    rows, cells = load(sys.argv[1])
    seed = next((l[2:].strip() for l in open(sys.argv[1]) if l.startswith("#")), "")
    out = ["# CPU benchmark: summary", "",
           f"Generated by bench/cpu/summarize.py from cpu.csv ({seed}). "
           "Ratios of median launch times, numerator / denominator: above 1 "
           "the numerator is slower. `native`: Intel's runtime with its own "
           "work-group functions (source build); `wgc`: wgc-cc's SPIR-V "
           "(Intel) or SPIR (PoCL); `wgc-sg`: the SPIR-V linked with wgc's "
           "sub-group library over Intel's sub-groups; `wgc-spir`: PoCL's "
           "SPIR bitcode on Intel's runtime; `copy`: the "
           "same-shape copy kernel; `tree`: the local-memory tree kernel; "
           "`floor`: the kernel with one local store, barrier and local load "
           "where the collective would be, the least any barrier-based "
           "collective costs.", ""]
    headline(cells, out)
    k1_reduce(cells, out)
    notes(rows, out)
    full(cells, out)
    open(sys.argv[2], "w").write("\n".join(out))
    if len(sys.argv) > 3:
        plot(cells, sys.argv[3])


if __name__ == "__main__":
    main()
