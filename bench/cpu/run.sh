#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# CPU benchmark: Intel's CPU OpenCL runtime with its own work-group
# collectives, the same kernels through wgc on Intel's runtime (SPIR-V) and
# on PoCL (SPIR), and copy, local-memory tree and barrier-floor baselines,
# launches of both runtimes interleaved in one process. Writes
# OUTDIR/cpu.csv, summary.md, ratios.png, machine.txt, log.txt and README.md.
#
#   bench/cpu/run.sh BUILD [OUTDIR]   (default bench/results/cpu)
#
# BUILD is a configured wgc build tree; the tools and libraries the
# benchmark needs are built there first. Environment: WGC_BENCH_TYPES
# (default "int float"; also long, double), WGC_BENCH_ARGS (extra options
# of the host, e.g. "--reps 30 --seed 7"), WGC_INTEL_OPENCL_DIR (Intel's
# runtime, set up by scripts/setup-intel-opencl.sh if missing).
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 BUILD [OUTDIR]" >&2; exit 2; }
build=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
res=${2:-$root/bench/results/cpu}
types=${WGC_BENCH_TYPES:-int float}
work=$build/bench-cpu
mkdir -p "$work" "$res"
res=$(realpath "$res")
start=$(date +%s)

nice cmake --build "$build" -j2 --target wgc-cc wgc-link wgc-spir64 \
  wgc-spir64-bounded wgc-spirv64-subgroups-rt >/dev/null
cc=$build/tools/wgc-cc/wgc-cc
link=$build/tools/wgc-link/wgc-link
src=$here/kernels.cl
for t in $types; do
  # Intel + wgc: SPIR-V from wgc-cc (wgc-spir64-bounded.bc inside).
  "$cc" --target=spirv64 -DT="$t" "$src" -o "$work/intel_wgc_$t.spv"
  # Intel + wgc over Intel's sub-groups: the recipe of targets/spirv/README.md
  # with wgc-spirv64-subgroups.spv translated back (wgc-spirv64-subgroups-rt).
  rm -f "$work/intel_wgcsg_$t.spv"
  if clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 \
      -Xclang -finclude-default-header -O2 -fno-vectorize -fno-slp-vectorize \
      -DT="$t" -emit-llvm -c "$src" -o "$work/user_$t.bc" &&
    "$link" --library "$build/lib/wgc-spirv64-subgroups-rt.bc" \
      -o "$work/intel_wgcsg_$t.bc" "$work/user_$t.bc" &&
    llvm-spirv-15 "$work/intel_wgcsg_$t.bc" -o "$work/intel_wgcsg_$t.spv"; then
    :
  else
    echo "note: the sub-group SPIR-V of $t did not build; its rows are skipped"
  fi
  # PoCL + wgc: SPIR 1.2 bitcode linked by wgc-link (wgc-spir64.bc).
  "$cc" --target=spir64 -DT="$t" "$src" -o "$work/pocl_$t.bc"
done
gcc -std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L \
  -I"$root/tests/lib" "$here"/{main,cells,clrt,data,reference,selftest}.c \
  "$root/tests/lib/clhost.c" -o "$work/cpu-bench" -lOpenCL -lm
"$work/cpu-bench" --selftest

# Both runtimes in one process through Debian's ocl-icd: a vendors folder
# naming Intel's runtime (never the venv's own libOpenCL.so) and PoCL.
intel_env=$("$root/scripts/setup-intel-opencl.sh")
intel_vendors=${intel_env#OCL_ICD_VENDORS=}
mkdir -p "$work/vendors"
cp "$intel_vendors/intel-cpu.icd" /etc/OpenCL/vendors/pocl.icd "$work/vendors/"
export OCL_ICD_VENDORS=$work/vendors
export POCL_CACHE_DIR=$work/pocl-cache

{
  date -u
  echo "nproc $(nproc)"
  lscpu | grep -E '^(Model name|Thread|Core|Socket|CPU\(s\)|L[123])' || true
  echo "load: $(cat /proc/loadavg)"
  grep -E 'MemTotal' /proc/meminfo || true
  echo "Intel runtime: $(head -1 "$intel_vendors/../complete" 2>/dev/null) ($(cat "$intel_vendors/intel-cpu.icd"))"
  echo "PoCL: $(dpkg-query -W -f='${Version}' pocl-opencl-icd 2>/dev/null)"
  echo "ocl-icd: $(dpkg-query -W -f='${Version}' ocl-icd-libopencl1 2>/dev/null)"
  clang-15 --version | head -1
  clinfo -l 2>/dev/null || true
} >"$res/machine.txt"

set +e
# shellcheck disable=SC2086
"$work/cpu-bench" ${WGC_BENCH_ARGS:-} "$work" "$src" "$res/cpu.csv" $types 2>&1 |
  tee "$res/log.txt"
status=${PIPESTATUS[0]}
# The per-configuration lines are the CSV's rows; the log keeps the rest.
sed -i '/^K[123] /d' "$res/log.txt"
set -e
end=$(date +%s)
echo "load after: $(cat /proc/loadavg)" >>"$res/machine.txt"

# The table and plot need Debian's python3-matplotlib (installed if missing).
if ! dpkg-query -W -f='${Status}' python3-matplotlib 2>/dev/null |
  grep -q "ok installed"; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends python3-matplotlib >/dev/null
fi
/usr/bin/python3 "$here/summarize.py" "$res/cpu.csv" "$res/summary.md" \
  "$res/ratios.png"

commit=$(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)
libcommit=$(git -C "$root" log -1 --format=%H -- generic targets tools cmake \
  CMakeLists.txt 2>/dev/null || echo unknown)
dirty=$(git -C "$root" status --porcelain -- generic targets tools 2>/dev/null |
  head -1)
{
  echo "# CPU benchmark results"
  echo
  echo "Command: \`bench/cpu/run.sh $(realpath --relative-to="$root" "$build") $(realpath --relative-to="$root" "$res")\` (types: $types${WGC_BENCH_ARGS:+; host options: $WGC_BENCH_ARGS})"
  echo
  echo "- Date: $(date -u '+%Y-%m-%d %H:%M UTC'); run time $((end - start)) s"
  echo "- Machine: $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs; load average before and after in machine.txt"
  echo "- Runtimes: $(grep -E '^(intel|pocl):' "$res/log.txt" | tr '\n' ';' | sed 's/;$//; s/;/; /g')"
  echo "- Commit: $commit; the library, tools and build last changed in $libcommit${dirty:+ (with local changes in generic/, targets/ or tools/)}"
  echo "- $(grep -m1 '^seed' "$res/log.txt")"
  echo "- $(grep -m1 '^checks:' "$res/log.txt" || echo 'checks: the host did not finish')"
  echo
  echo "Files: \`cpu.csv\` (one row per kernel, function, type, work-group"
  echo "size, items per work-item, runtime and variant: median, p10 and p90 of"
  echo "the launch times in ms, ns per call per work-group for K1, GB/s for"
  echo "K2/K3), \`summary.md\` (ratio tables, from summarize.py), \`ratios.png\`,"
  echo "\`machine.txt\`, \`log.txt\` (the host's output without the"
  echo "per-configuration lines, which are the CSV's rows). Method:"
  echo "docs/benchmarks.md, section \"CPU\"."
} >"$res/README.md"
echo "wrote $res/{cpu.csv,summary.md,ratios.png,machine.txt,log.txt,README.md}"
exit "$status"
