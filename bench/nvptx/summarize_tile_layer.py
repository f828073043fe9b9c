#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Summarizes the tile kernels through the layer (device_tile_layer.sh):
per K2/K3 cell (type, pattern, work-group size, items per work-item), the
best CUB median over each variant's median: wgc (PTX, size declared, from
membench), wgc_layer (cl_tile.c through the layer, the variant compiled for
the launch's size) and wgc_layer_generic (WGC_LAYER_SPECIALIZE=0).

    summarize_tile_layer.py HOST.csv LAYER.csv GENERIC.csv SUMMARY.md
"""
import collections
import csv
import math
import sys

VARIANTS = ["wgc", "wgc_layer", "wgc_layer_generic"]


def load(paths):
    g = collections.defaultdict(dict)
    for path in paths:
        lines = (l for l in open(path) if not l.startswith("#"))
        for r in csv.DictReader(lines):
            if r["bench"] not in ("K2", "K3"):
                continue
            key = (r["bench"], r["type"], r["func"], int(r["wg"]), int(r["ipt"]))
            g[key][r["variant"]] = float(r["median_ms"])
    return g


def main(args):
    if len(args) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    g = load(args[:3])
    ratios = collections.defaultdict(list)
    rows = []
    for key in sorted(g):
        d = g[key]
        cub = [v for k, v in d.items() if k.startswith("cub")]
        if not cub:
            continue
        cells = []
        for v in VARIANTS:
            if v in d:
                ratios[v].append((min(cub) / d[v], key))
                cells.append(f"{min(cub) / d[v]:.2f}")
            else:
                cells.append("")
        rows.append(f"| {key[0]} | {key[1]} | {key[2]} | {key[3]} | {key[4]} | "
                    + " | ".join(cells) + " |")
    out = ["### Tiles per variant: best CUB median / variant median "
           "(>= 1.00: as fast as CUB or faster)", "",
           "| variant | cells | >= 1.00 | geometric mean | lowest (bench type pattern wg ipt) |",
           "|---|---|---|---|---|"]
    for v in VARIANTS:
        rs = ratios[v]
        if not rs:
            out.append(f"| {v} | 0 | | | |")
            continue
        gm = math.exp(sum(math.log(r) for r, _ in rs) / len(rs))
        low = min(rs)
        out.append(f"| {v} | {len(rs)} | {sum(r >= 1.0 for r, _ in rs)} | "
                   f"{gm:.3f} | {low[0]:.2f} ({' '.join(map(str, low[1]))}) |")
    out += ["", "### Per cell: best CUB median / variant median", "",
            "| bench | type | pattern | wg | ipt | " + " | ".join(VARIANTS) + " |",
            "|---|---|---|---|---|" + "---|" * len(VARIANTS)] + rows + [""]
    open(args[3], "w").write("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
