# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Summarizes launch-bench's runs (bench/layer/run_launch.sh): for each
round, the launches of the specialized run (WGC_LAYER_SPECIALIZE default)
while its variant compiled, against the launches of the same indices of
the run with WGC_LAYER_SPECIALIZE=0 in that round.

    summarize_launch.py OUT ROUNDS

reads OUT/spec-R.csv and OUT/off-R.csv (R = 1..ROUNDS), writes
OUT/bench.csv (one row per round, mode and window) and OUT/summary.md.
"""
import csv
import statistics
import sys


def load(path):
    with open(path) as f:
        return [(int(r["launch"]), float(r["host_us"]), float(r["device_us"]),
                 int(r["phase"])) for r in csv.DictReader(f)]


def quantile(xs, q):
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def stats(rows):
    host = [r[1] for r in rows]
    dev = [r[2] for r in rows]
    return {
        "n": len(rows),
        "median": statistics.median(host),
        "p10": quantile(host, 0.10),
        "p90": quantile(host, 0.90),
        "p99": quantile(host, 0.99),
        "max": max(host),
        "slowest_launch": max(rows, key=lambda r: r[1])[0],
        "device_median": statistics.median(dev),
    }


def main():
    out, rounds = sys.argv[1], int(sys.argv[2])
    table = []
    ratios = []
    for r in range(1, rounds + 1):
        spec = load(f"{out}/spec-{r}.csv")
        off = load(f"{out}/off-{r}.csv")
        # Launches 1.. while the variant compiled (phase 0, the first launch
        # apart: it queues the compile), and the same indices of the run
        # without specialization.
        compiling = [x for x in spec if x[0] >= 1 and x[3] == 0]
        if not compiling:
            sys.exit(f"round {r}: no launch ran while the variant compiled")
        last = compiling[-1][0]
        off_window = [x for x in off if 1 <= x[0] <= last]
        variant = [x for x in spec if x[3] == 2]
        off_after = [x for x in off if x[0] > last]
        rows = [("spec", "first launch", [spec[0]]),
                ("off", "first launch", [off[0]]),
                ("spec", "while compiling", compiling),
                ("off", "while compiling", off_window),
                ("spec", "variant", variant),
                ("off", "after", off_after)]
        for mode, window, xs in rows:
            if xs:
                table.append((r, mode, window, stats(xs)))
        s, o = stats(compiling), stats(off_window)
        ratios.append({
            "round": r,
            "launches": last,
            "median": s["median"] / o["median"],
            "p90": s["p90"] / o["p90"],
            "p99": s["p99"] / o["p99"],
            "slowest": s["max"] / o["max"],
            "first": spec[0][1] / off[0][1],
        })
    with open(f"{out}/bench.csv", "w") as f:
        w = csv.writer(f)
        w.writerow(["round", "mode", "window", "launches", "median_us",
                    "p10_us", "p90_us", "p99_us", "max_us", "slowest_launch",
                    "device_median_us"])
        for r, mode, window, s in table:
            w.writerow([r, mode, window, s["n"], f"{s['median']:.2f}",
                        f"{s['p10']:.2f}", f"{s['p90']:.2f}", f"{s['p99']:.2f}",
                        f"{s['max']:.2f}", s["slowest_launch"],
                        f"{s['device_median']:.2f}"])
    with open(f"{out}/summary.md", "w") as f:
        f.write("### Launches while the layer compiles a variant, against "
                "WGC_LAYER_SPECIALIZE=0\n\n")
        f.write("Host time of each launch (clEnqueueNDRangeKernel to "
                "clFinish), launches 1.. of the specialized run until its "
                "variant was built, against the same launches of the run "
                "without specialization in the same round (ratios: "
                "specialized / not; <= 1.00: no slower).\n\n")
        f.write("| round | launches | median | p90 | p99 | slowest launch "
                "| first launch |\n|---|---|---|---|---|---|---|\n")
        for x in ratios:
            f.write(f"| {x['round']} | {x['launches']} | {x['median']:.3f} "
                    f"| {x['p90']:.3f} | {x['p99']:.3f} | {x['slowest']:.3f} "
                    f"| {x['first']:.3f} |\n")
        f.write(f"\nSlowest launch ratio, worst round: "
                f"{max(x['slowest'] for x in ratios):.3f}; median ratio, "
                f"worst round: {max(x['median'] for x in ratios):.3f}.\n\n")
        f.write("| round | mode | window | launches | median us | p10 | p90 "
                "| p99 | max | slowest (launch) | device median us |\n"
                "|---|---|---|---|---|---|---|---|---|---|---|\n")
        for r, mode, window, s in table:
            f.write(f"| {r} | {mode} | {window} | {s['n']} "
                    f"| {s['median']:.1f} | {s['p10']:.1f} | {s['p90']:.1f} "
                    f"| {s['p99']:.1f} | {s['max']:.1f} "
                    f"| {s['slowest_launch']} | {s['device_median']:.1f} |\n")


if __name__ == "__main__":
    main()
