#!/usr/bin/env python3
"""Summarizes an NVIDIA benchmark run (bench.csv): ratio tables and plots."""
import collections
import csv
import sys

SIZES = [64, 96, 128, 256, 512, 1000, 1024]


def load(path):
    rows = [r for r in csv.DictReader(l for l in open(path) if not l.startswith("#"))]
    g = collections.defaultdict(dict)
    for r in rows:
        g[(r["kernel"], r["type"], r["func"], int(r["wg"]), int(r["ipt"]))][r["variant"]] = r
    return g


def med(r):
    return float(r["median_ms"])


def best_cub(d):
    c = [(med(v), k) for k, v in d.items() if k.startswith("cub")]
    return min(c) if c else (float("nan"), "-")


def table(g, kernel, title, ratio):
    out = [f"### {title}", "", "| type | function | ipt | " + " | ".join(map(str, SIZES)) + " |",
           "|---|---|---|" + "---|" * len(SIZES)]
    keys = sorted({(k[1], k[2], k[4]) for k in g if k[0] == kernel},
                  key=lambda k: (["int", "float", "double"].index(k[0]), k[1], k[2]))
    for t, f, ipt in keys:
        cells = []
        for s in SIZES:
            d = g.get((kernel, t, f, s, ipt))
            cells.append("" if not d else ratio(d))
        out.append(f"| {t} | {f} | {ipt} | " + " | ".join(cells) + " |")
    return out


def k1_ratio(d):
    c, _ = best_cub(d)
    return f"{c / med(d['wgc']):.2f}"


def copy_ratio(base):
    def f(d):
        return f"{med(d[base]) / med(d['wgc']):.2f}"
    return f


def resources(g):
    out = ["### Registers / static shared bytes / resident blocks per SM (K1, float)", "",
           "| function | wg | " + " | ".join(["wgc", "cub_*_ptx (a0)", "cub_*_ptx (a1)", "cub_*_sm90 (a0)", "cub_*_sm90 (a1)"]) + " |",
           "|---|---|---|---|---|---|---|"]
    for f in ["reduce_add", "scan_inclusive_add", "scan_exclusive_add"]:
        for s in (64, 256, 1000, 1024):
            d = g.get(("K1", "float", f, s, 1))
            if not d:
                continue
            cells = [f"{v['regs']}/{v['smem']}/{v['occ_blocks']}" for v in d.values()]
            out.append(f"| {f} | {s} | " + " | ".join(cells) + " |")
    return out


def plot(g, png):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, 3, figsize=(18, 5))
    for t in ["int", "float", "double"]:
        for f in ["reduce_add", "scan_inclusive_add", "scan_exclusive_add"]:
            xs, ys = [], []
            for s in SIZES:
                d = g.get(("K1", t, f, s, 1))
                if d:
                    xs.append(s)
                    ys.append(best_cub(d)[0] / med(d["wgc"]))
            axes[0].plot(xs, ys, marker="o", label=f"{t} {f}")
    axes[0].axhline(1.0, color="k", lw=0.8)
    axes[0].set(title="K1: best CUB time / wgc time (>1: wgc faster)", xlabel="work-group size")
    axes[0].legend(fontsize=6)
    for ax, k, base, f in ((axes[1], "K2", "read", "reduce_add"),
                           (axes[2], "K3", "copy", "scan_exclusive_add")):
        for t in ["int", "float", "double"]:
            for ipt in [1, 4, 16]:
                xs, ys, cs = [], [], []
                for s in SIZES:
                    d = g.get((k, t, f, s, ipt))
                    if d:
                        xs.append(s)
                        ys.append(med(d[base]) / med(d["wgc"]))
                        cs.append(med(d[base]) / best_cub(d)[0])
                ax.plot(xs, ys, marker="o", label=f"wgc {t} ipt {ipt}")
                ax.plot(xs, cs, ls=":", label=f"CUB {t} ipt {ipt}")
        ax.axhline(0.95, color="k", lw=0.8)
        ax.set(title=f"{k} {f}: same-shape {base} time / kernel time", xlabel="work-group size")
        ax.legend(fontsize=5, ncol=2)
    fig.tight_layout()
    fig.savefig(png, dpi=110)


def main():
    g = load(sys.argv[1])
    out = table(g, "K1", "K1: best CUB median / wgc median (>= 1.00 meets the target)", k1_ratio)
    out += [""] + table(g, "K2", "K2: read-kernel median / wgc median (>= 0.95 meets the target)",
                        copy_ratio("read"))
    out += [""] + table(g, "K3", "K3: copy-kernel median / wgc median (>= 0.95 meets the target)",
                        copy_ratio("copy"))
    out += [""] + table(g, "K3", "K3: cuMemcpyDtoD median / wgc median", copy_ratio("memcpy"))
    out += [""] + table(g, "K2", "K2: best CUB median / wgc median", k1_ratio)
    out += [""] + table(g, "K3", "K3: best CUB median / wgc median", k1_ratio)
    out += [""] + resources(g)
    open(sys.argv[2], "w").write("\n".join(out) + "\n")
    if len(sys.argv) > 3:
        plot(g, sys.argv[3])


if __name__ == "__main__":
    main()
