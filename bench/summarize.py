#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Summarizes NVIDIA benchmark runs (bench.csv files): ratio tables and plots.

    summarize.py BENCH.csv [MORE.csv ...] SUMMARY.md [PLOT.png]

Several CSV files (the parts of a run split over device calls, or the
variants of one run written by several hosts: host.c, cl_host.c), or their
concatenation, are read as one run: a configuration's variants are merged,
and a variant of a configuration present twice keeps the last file's row.
"""
import collections
import csv
import math
import sys

SIZES = [64, 96, 128, 256, 512, 1000, 1024]
TYPES = ["int", "uint", "long", "ulong", "float", "double", "half"]
TARGET = {"K1": 1.00, "K2": 0.95, "K3": 0.95}


def load(paths):
    g = collections.defaultdict(dict)
    for path in paths:
        part = collections.defaultdict(dict)
        lines = (l for l in open(path) if not l.startswith("#"))
        for r in csv.DictReader(lines):
            if r["kernel"] != "kernel":
                part[(r["kernel"], r["type"], r["func"], int(r["wg"]), int(r["ipt"]))][r["variant"]] = r
        for k, d in part.items():
            again = sorted(set(d) & set(g[k])) if k in g else []
            if again:
                print(f"note: {k} {', '.join(again)} replaced by {path}", file=sys.stderr)
            g[k].update(d)
    return g


def type_order(t):
    return TYPES.index(t) if t in TYPES else len(TYPES)


def types_in(g):
    return sorted({k[1] for k in g}, key=type_order)


def med(r):
    return float(r["median_ms"])


def best_cub(d):
    c = [(med(v), k) for k, v in d.items() if k.startswith("cub")]
    return min(c) if c else (float("nan"), "-")


def table(g, kernel, title, ratio):
    out = [f"### {title}", "", "| type | function | ipt | " + " | ".join(map(str, SIZES)) + " |",
           "|---|---|---|" + "---|" * len(SIZES)]
    keys = sorted({(k[1], k[2], k[4]) for k in g if k[0] == kernel},
                  key=lambda k: (type_order(k[0]), k[1], k[2]))
    if not keys:
        return []
    for t, f, ipt in keys:
        cells = []
        for s in SIZES:
            d = g.get((kernel, t, f, s, ipt))
            cells.append("" if not d else ratio(d))
        out.append(f"| {t} | {f} | {ipt} | " + " | ".join(cells) + " |")
    return out


def k1_ratio(d):
    if "wgc" not in d:
        return ""
    c, _ = best_cub(d)
    return f"{c / med(d['wgc']):.2f}"


# K1's wgc variants: host.c's from PTX (run-time size, declared size) and
# cl_host.c's built from source through the layer (specialized at launch,
# generic).
K1_VARIANTS = ["wgc", "wgc_reqd", "wgc_layer", "wgc_layer_generic"]


def variant_ratio(v):
    """Best CUB (same run) over variant v."""
    def f(d):
        if v not in d or not any(k.startswith("cub") for k in d):
            return ""
        return f"{best_cub(d)[0] / med(d[v]):.2f}"
    return f


def k1_variants(g):
    """Per K1 variant: cells at or above CUB's best, geometric mean, lowest."""
    out = ["### K1 per variant: best CUB median / variant median (unrounded: >= 1.00"
           " meets the target)", "",
           "| variant | cells | >= 1.00 | geometric mean | lowest (type function size) |",
           "|---|---|---|---|---|"]
    for v in K1_VARIANTS:
        r = sorted((best_cub(d)[0] / med(d[v]), k) for k, d in g.items()
                   if k[0] == "K1" and v in d and any(c.startswith("cub") for c in d))
        if not r:
            continue
        gm = math.exp(sum(math.log(x) for x, _ in r) / len(r))
        low, k = r[0]
        out.append(f"| {v} | {len(r)} | {sum(x >= 1.0 for x, _ in r)} | {gm:.3f} |"
                   f" {low:.2f} ({k[1]} {k[2]} {k[3]}) |")
    return out if len(out) > 4 else []


def reqd_ratio(d):
    """Best CUB over wgc_reqd (the K1 kernels declaring their size)."""
    if "wgc_reqd" not in d:
        return ""
    c, _ = best_cub(d)
    return f"{c / med(d['wgc_reqd']):.2f}"


def fold_gain(d):
    """wgc (run-time size) over wgc_reqd: what folding the size gains."""
    if "wgc_reqd" not in d:
        return ""
    return f"{med(d['wgc']) / med(d['wgc_reqd']):.2f}"


def has_reqd(g):
    return any("wgc_reqd" in d for d in g.values())


def copy_ratio(base):
    def f(d):
        return f"{med(d[base]) / med(d['wgc']):.2f}"
    return f


def target_ratio(kernel, d, wgc="wgc"):
    if kernel == "K1":
        return best_cub(d)[0] / med(d[wgc])
    return med(d["read" if kernel == "K2" else "copy"]) / med(d["wgc"])


def targets(g):
    """Cells meeting each kernel's target, per type."""
    reqd = has_reqd(g)
    out = ["### Cells meeting the target (unrounded ratios: K1 >= 1.00, K2/K3 >= 0.95;"
           " a cell shown as 1.00 may be 0.995 and miss)", "",
           "| type | K1 | K2 | K3 |" + (" K1 wgc_reqd |" if reqd else ""),
           "|---|---|---|---|" + ("---|" if reqd else "")]
    for t in types_in(g):
        cells = []
        for kernel, wgc in (("K1", "wgc"), ("K2", "wgc"), ("K3", "wgc"), ("K1", "wgc_reqd"))[:4 if reqd else 3]:
            r = [target_ratio(kernel, d, wgc) for k, d in g.items()
                 if k[0] == kernel and k[1] == t and wgc in d]
            met = sum(x >= TARGET[kernel] for x in r)
            cells.append(f"{met} of {len(r)}" if r else "")
        out.append(f"| {t} | " + " | ".join(cells) + " |")
    return out


def resources(g, t):
    wgc = ["wgc", "wgc_reqd"] if has_reqd(g) else ["wgc"]
    out = [f"### Registers / static shared bytes / resident blocks per SM (K1, {t})", "",
           "| function | wg | " + " | ".join(wgc + ["cub_*_ptx (a0)", "cub_*_ptx (a1)", "cub_*_sm90 (a0)", "cub_*_sm90 (a1)"]) + " |",
           "|---|---|" + "---|" * (len(wgc) + 4)]
    for f in ["reduce_add", "scan_inclusive_add", "scan_exclusive_add"]:
        for s in (64, 256, 1000, 1024):
            d = g.get(("K1", t, f, s, 1))
            if not d:
                continue
            cub = [k for k in d if k.startswith("cub")]
            cells = [f"{d[k]['regs']}/{d[k]['smem']}/{d[k]['occ_blocks']}" if k in d else ""
                     for k in wgc + cub]
            out.append(f"| {f} | {s} | " + " | ".join(cells) + " |")
    return out


def series(g, key, value):
    xs, ys = [], []
    for s in SIZES:
        d = g.get(key(s))
        if d:
            xs.append(s)
            ys.append(value(d))
    return xs, ys


def plot_type(g, t, axes):
    for f in ["reduce_add", "scan_inclusive_add", "scan_exclusive_add", "reduce_min", "scan_inclusive_max"]:
        xs, ys = series(g, lambda s: ("K1", t, f, s, 1), lambda d: best_cub(d)[0] / med(d["wgc"]))
        axes[0].plot(xs, ys, marker="o", label=f)
    axes[0].axhline(1.0, color="k", lw=0.8)
    axes[0].set(title=f"{t} K1: best CUB time / wgc time (>1: wgc faster)", xlabel="work-group size")
    axes[0].legend(fontsize=6)
    for ax, k, base, f in zip(axes[1:], ("K2", "K3"), ("read", "copy"),
                              ("reduce_add", "scan_exclusive_add")):
        for ipt in [1, 4, 16]:
            key = lambda s: (k, t, f, s, ipt)
            xs, ys = series(g, key, lambda d: med(d[base]) / med(d["wgc"]))
            line, = ax.plot(xs, ys, marker="o", label=f"wgc ipt {ipt}")
            xs, cs = series(g, key, lambda d: med(d[base]) / best_cub(d)[0])
            ax.plot(xs, cs, ls=":", color=line.get_color(), label=f"CUB ipt {ipt}")
        ax.axhline(0.95, color="k", lw=0.8)
        ax.set(title=f"{t} {k} {f}: same-shape {base} time / kernel time", xlabel="work-group size")
        ax.legend(fontsize=6, ncol=2)


def plot(g, png):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    types = types_in(g)
    cols = 3 if any(k[0] in ("K2", "K3") for k in g) else 1
    fig, axes = plt.subplots(len(types), cols, figsize=(6 * cols, 4.5 * len(types)),
                             squeeze=False)
    for t, row in zip(types, axes):
        plot_type(g, t, row)
    fig.tight_layout()
    fig.savefig(png, dpi=90)


def main():
    args = sys.argv[1:]
    csvs = [a for a in args if a.endswith(".csv")]
    md = [a for a in args if a.endswith(".md")]
    png = [a for a in args if a.endswith(".png")]
    if not csvs or len(md) != 1 or len(png) > 1 or len(csvs) + len(md) + len(png) != len(args):
        sys.exit(__doc__)
    g = load(csvs)
    tables = [table(g, "K1", "K1: best CUB median / wgc median (>= 1.00 meets the target)", k1_ratio)]
    for v, what in (("wgc_layer", "built from source through the layer, specialized at launch"),
                    ("wgc_layer_generic", "built from source through the layer, generic")):
        if any(v in d for d in g.values()):
            tables.append(table(g, "K1", f"K1 {what}: best CUB median / {v} median"
                                " (>= 1.00 meets the target)", variant_ratio(v)))
    if has_reqd(g):
        tables.append(table(g, "K1", "K1 declaring reqd_work_group_size: best CUB median /"
                            " wgc_reqd median (>= 1.00 meets the target)", reqd_ratio))
        tables.append(table(g, "K1", "K1: wgc median / wgc_reqd median (the gain of the"
                            " folded work-group size)", fold_gain))
    tables += [table(g, "K2", "K2: read-kernel median / wgc median (>= 0.95 meets the target)",
                     copy_ratio("read")),
               table(g, "K3", "K3: copy-kernel median / wgc median (>= 0.95 meets the target)",
                     copy_ratio("copy")),
               table(g, "K3", "K3: cuMemcpyDtoD median / wgc median", copy_ratio("memcpy")),
               table(g, "K2", "K2: best CUB median / wgc median", k1_ratio),
               table(g, "K3", "K3: best CUB median / wgc median", k1_ratio)]
    out = k1_variants(g)
    for t in tables:
        if t:
            out += ([""] if out else []) + t
    out += [""] + resources(g, "float")
    for t in types_in(g):
        if t != "float":
            out += [""] + resources(g, t)
    out += [""] + targets(g)
    open(md[0], "w").write("\n".join(out) + "\n")
    if png:
        plot(g, png[0])


if __name__ == "__main__":
    main()
