#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Summarizes an NVIDIA tile or device-scan run (membench's bench.csv).

    summarize_mem.py BENCH.csv SUMMARY.md [PLOT.png]

Ratios of medians; GB/s counts the bytes each variant must move (K2: the
input read; K3, scan and memcpy: the input read and the output written).
"""
import collections
import csv
import sys

WGS = [64, 128, 256, 512, 1024]
TYPES = ["int", "float"]


def load(path):
    lines = (l for l in open(path) if not l.startswith("#"))
    g = collections.defaultdict(dict)
    for r in csv.DictReader(lines):
        key = (r["bench"], r["type"], r["func"], int(r["wg"]), int(r["ipt"]), int(r["n"]))
        g[key][r["variant"]] = r
    return g


def med(r):
    return float(r["median_ms"])


def gbs(r):
    return float(r["gbps"])


def best(d, prefix):
    c = [(med(v), k) for k, v in d.items() if k.startswith(prefix)]
    return min(c) if c else None


def fmt(x):
    return "" if x is None else f"{x:.2f}"


def tile_table(g, bench, title, cell):
    keys = sorted({(k[1], k[2], k[4]) for k in g if k[0] == bench},
                  key=lambda k: (TYPES.index(k[0]), k[1], k[2]))
    out = [f"### {title}", "", "| type | pattern | ipt | " + " | ".join(map(str, WGS)) + " |",
           "|---|---|---|" + "---|" * len(WGS)]
    for t, f, ipt in keys:
        cells = []
        for wg in WGS:
            d = [v for k, v in g.items() if k[:5] == (bench, t, f, wg, ipt)]
            cells.append(fmt(cell(d[0])) if d else "")
        out.append(f"| {t} | {f} | {ipt} | " + " | ".join(cells) + " |")
    return out + [""]


def ratio_to_memcpy(prefix):
    def cell(d):
        b = best(d, prefix)
        return None if not b else gbs(d[b[1]]) / gbs(d["memcpy"])
    return cell


def tile_summary(g):
    out = ["## Tile kernels (K2 reduce_add, K3 scan_exclusive_add)", "",
           "K3 figures are GB/s ratios against `cuMemcpyDtoD` of the same bytes",
           "in the same run (1.00: as fast as memcpy); `copy` is the copy kernel",
           "with the K3 kernel's access pattern. K2 reads only; its baseline is",
           "the read kernel with the same loads (`read`).", ""]
    out += tile_table(g, "K3", "K3: wgc GB/s / memcpy GB/s", ratio_to_memcpy("wgc"))
    out += tile_table(g, "K3", "K3: best CUB GB/s / memcpy GB/s", ratio_to_memcpy("cub"))
    out += tile_table(g, "K3", "K3: copy kernel GB/s / memcpy GB/s", ratio_to_memcpy("copy"))
    out += tile_table(g, "K3", "K3: best CUB median / wgc median (> 1: wgc faster)",
                      lambda d: best(d, "cub")[0] / med(d["wgc"]))
    out += tile_table(g, "K2", "K2: read kernel median / wgc median",
                      lambda d: med(d["read"]) / med(d["wgc"]))
    out += tile_table(g, "K2", "K2: read kernel median / best CUB median",
                      lambda d: med(d["read"]) / best(d, "cub")[0])
    out += tile_table(g, "K2", "K2: read kernel median / CUB reduce with a broadcast (`bcast_rc`) median",
                      lambda d: med(d["read"]) / med(d["bcast_rc"]) if "bcast_rc" in d else None)
    for probe, what in [("x_read_bar1", "the read kernel's sum stored to local memory, 1 barrier"),
                        ("x_read_bar3", "the same with 3 barriers"),
                        ("x_k2_const", "work_group_reduce_add of a constant beside the loads")]:
        out += tile_table(g, "K2", f"K2 probe: read kernel median / {what} (`{probe}`) median",
                          lambda d, p=probe: med(d["read"]) / med(d[p]) if p in d else None)
    out += tile_table(g, "K2", "K2: best CUB median / wgc median (> 1: wgc faster)",
                      lambda d: best(d, "cub")[0] / med(d["wgc"]))
    out += tile_table(g, "K2", "K2: read kernel GB/s (read only) / memcpy GB/s (read + write)",
                      lambda d: gbs(d["read"]) / gbs(d["memcpy"]))
    return out


def one_pass_cells(d, dev, mc, prefix):
    s = best(d, prefix + "_")
    if not s:
        return " |  |  |"
    sg = gbs(d[s[1]])
    return (f" {sg:.0f} [{s[1][len(prefix) + 1:]}] | {sg / gbs(dev):.2f} | "
            f"{sg / gbs(mc):.2f} |")


def scan_summary(g):
    out = ["## Device-wide exclusive scan", "",
           "GB/s = 2 n sizeof(T) / median time (one read of the input, one",
           "write of the output). `wgc` (three passes), `single` (wgc's one",
           "pass with decoupled look-back, examples/device_scan/scan_single.cl,",
           "its status words and counter cleared in the time), `lookback` (the",
           "same with one sub-group looking back, scan_lookback.cl) and `cub3`: the",
           "best of their tile configurations (work-group size x items per",
           "work-item, named in brackets; lookback's prefixed by its options:",
           "`v4_` 16-byte loads and stores, -DVEC=4, `g_` tiles by group id,",
           "-DGROUP_ORDER, `v4g_` both); `CUB` is",
           "`cub::DeviceScan::ExclusiveSum`.", ""]
    for t in TYPES:
        rows = sorted((k for k in g if k[0] == "scan" and k[1] == t), key=lambda k: k[5])
        if not rows:
            continue
        out += [f"### {t}", "",
                "| n | wgc GB/s | cub3 GB/s | CUB GB/s | memcpy GB/s | wgc / CUB | wgc / memcpy | "
                "CUB / memcpy | wgc / cub3 | single GB/s | single / CUB | single / memcpy | "
                "lookback GB/s | lookback / CUB | lookback / memcpy |",
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for k in rows:
            d = g[k]
            w, c3 = best(d, "wgc"), best(d, "cub3")
            dev, mc = d["cub_device"], d["memcpy"]
            wg, c3g = gbs(d[w[1]]), gbs(d[c3[1]])
            out.append(
                f"| 2^{k[5].bit_length() - 1} | {wg:.0f} [{w[1][4:]}] | {c3g:.0f} [{c3[1][5:]}] | "
                f"{gbs(dev):.0f} | {gbs(mc):.0f} | {wg / gbs(dev):.2f} | {wg / gbs(mc):.2f} | "
                f"{gbs(dev) / gbs(mc):.2f} | {c3[0] / w[0]:.2f} |" +
                one_pass_cells(d, dev, mc, "single") + one_pass_cells(d, dev, mc, "lookback"))
        out.append("")
    variants = sorted({v for k in g if k[0] == "scan" for v in g[k]})
    out += ["### Every variant, GB/s / memcpy GB/s", "",
            "| type | n | " + " | ".join(variants) + " |", "|---|---|" + "---|" * len(variants)]
    for k in sorted((k for k in g if k[0] == "scan"), key=lambda k: (TYPES.index(k[1]), k[5])):
        d = g[k]
        out.append(f"| {k[1]} | 2^{k[5].bit_length() - 1} | " +
                   " | ".join(fmt(gbs(d[v]) / gbs(d["memcpy"])) if v in d else "" for v in variants) + " |")
    return out + [""]


def noise(g):
    s = sorted(float(r["p90_ms"]) / float(r["p10_ms"]) for d in g.values() for r in d.values())
    if not s:
        return []
    return [f"Noise: p90/p10 over all {len(s)} rows: median {s[len(s) // 2]:.3f}, "
            f"maximum {s[-1]:.3f}.", ""]


def plot(g, png):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    scan = any(k[0] == "scan" for k in g)
    if scan:
        fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
        for ax, t in zip(axes, TYPES):
            rows = sorted((k for k in g if k[0] == "scan" and k[1] == t), key=lambda k: k[5])
            x = [k[5].bit_length() - 1 for k in rows]
            lines = [("wgc three-pass (best)", lambda d: d[best(d, "wgc")[1]])]
            if all(best(g[k], "single_") for k in rows):
                lines.append(("wgc one-pass look-back (best)",
                              lambda d: d[best(d, "single_")[1]]))
            if all(best(g[k], "lookback_") for k in rows):
                lines.append(("wgc one-pass, sub-group look-back (best)",
                              lambda d: d[best(d, "lookback_")[1]]))
            for label, pick in lines + [
                                ("CUB blocks three-pass (best)", lambda d: d[best(d, "cub3")[1]]),
                                ("CUB DeviceScan", lambda d: d["cub_device"]),
                                ("cuMemcpyDtoD", lambda d: d["memcpy"])]:
                ax.plot(x, [gbs(pick(g[k])) for k in rows], marker="o", label=label)
            ax.set_title(f"exclusive scan, {t}")
            ax.set_xlabel("log2 n")
            ax.set_ylabel("GB/s (2 n sizeof(T) / time)")
            ax.grid(alpha=0.3)
            ax.legend(fontsize=8)
    else:
        fig, axes = plt.subplots(2, 2, figsize=(14, 8))
        for row, bench in enumerate(["K2", "K3"]):
            for col, t in enumerate(TYPES):
                ax = axes[row][col]
                keys = sorted((k for k in g if k[0] == bench and k[1] == t),
                              key=lambda k: (k[2], k[4], k[3]))
                base = "read" if bench == "K2" else "copy"
                for label, pre in [("wgc", "wgc"), ("best CUB", "cub"), (base, base)]:
                    ys = []
                    for k in keys:
                        b = best(g[k], pre)
                        ys.append(gbs(g[k][b[1]]) / gbs(g[k]["memcpy"]))
                    ax.plot(range(len(keys)), ys, marker=".", label=label)
                ax.set_xticks(range(len(keys)))
                ax.set_xticklabels([f"{k[2][:3]} {k[4]}x{k[3]}" for k in keys],
                                   rotation=90, fontsize=6)
                ax.set_title(f"{bench} {t}: GB/s / memcpy GB/s")
                ax.grid(alpha=0.3)
                ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(png, dpi=90)


def main(args):
    if len(args) not in (2, 3) or not args[1].endswith(".md"):
        print(__doc__, file=sys.stderr)
        return 2
    g = load(args[0])
    out = ["# NVIDIA memory-bound benchmark summary", "",
           f"Generated by `bench/summarize_mem.py` from `{args[0].split('/')[-1]}`.", ""]
    if any(k[0] in ("K2", "K3") for k in g):
        out += tile_summary(g)
    if any(k[0] == "scan" for k in g):
        out += scan_summary(g)
    out += noise(g)
    open(args[1], "w").write("\n".join(out))
    if len(args) == 3:
        plot(g, args[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
