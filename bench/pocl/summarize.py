#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Summarizes a PoCL benchmark run (pocl.csv): ratio table and plot."""
import collections
import csv
import sys


def main():
    rows = [r for r in csv.DictReader(l for l in open(sys.argv[1]) if not l.startswith("#"))]
    g = collections.defaultdict(dict)
    for r in rows:
        g[(r["kernel"], r["type"], int(r["wg"]), int(r["ipt"]))][r["variant"]] = r
    out = ["| kernel | type | wg | ipt | wgc ms [p10..p90] | tree ms | copy ms | wgc/copy (target <= 1.25) | tree/wgc (> 1: wgc ahead) |",
           "|---|---|---|---|---|---|---|---|---|"]
    for k in sorted(g):
        d = g[k]
        w, t, c = (float(d[v]["median_ms"]) for v in ("wgc", "tree", "copy"))
        out.append(f"| {k[0]} | {k[1]} | {k[2]} | {k[3]} | {w:.3f} [{float(d['wgc']['p10_ms']):.3f}..{float(d['wgc']['p90_ms']):.3f}] "
                   f"| {t:.3f} | {c:.3f} | {w / c:.2f} | {t / w:.2f} |")
    open(sys.argv[2], "w").write("\n".join(out) + "\n")
    if len(sys.argv) > 3:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
        for ax, kern in zip(axes, ("K2", "K3")):
            for ty in ("int", "float"):
                for ipt in (1, 4, 16):
                    ks = sorted(k for k in g if k[0] == kern and k[1] == ty and k[3] == ipt)
                    xs = [k[2] for k in ks]
                    ax.plot(xs, [float(g[k]["wgc"]["median_ms"]) / float(g[k]["copy"]["median_ms"]) for k in ks],
                            marker="o", label=f"wgc {ty} ipt {ipt}")
                    ax.plot(xs, [float(g[k]["tree"]["median_ms"]) / float(g[k]["copy"]["median_ms"]) for k in ks],
                            ls=":", label=f"tree {ty} ipt {ipt}")
            ax.axhline(1.25, color="k", lw=0.8)
            ax.set(xscale="log", yscale="log", xlabel="work-group size", title=f"PoCL {kern}: time / same-shape copy time")
            ax.legend(fontsize=6, ncol=2)
        fig.tight_layout()
        fig.savefig(sys.argv[3], dpi=110)


if __name__ == "__main__":
    main()
