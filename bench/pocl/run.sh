#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# PoCL benchmark: builds the kernels through wgc-link, checks and times them,
# writes OUTDIR/pocl.csv, summary.md, ratios.png and machine.txt.
#
#   bench/pocl/run.sh BUILD [OUTDIR]   (default bench/results/pocl)
set -euo pipefail
build=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
res=${2:-$here/../results/pocl}
work=$build/bench-pocl
mkdir -p "$work" "$res"
for t in int float; do
  clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 \
    -Xclang -finclude-default-header -O2 -DT=$t -emit-llvm \
    -c "$here/kernels.cl" -o "$work/k_$t.bc"
  "$build/tools/wgc-link/wgc-link" --library "$build/lib/wgc-spir64.bc" \
    -o "$work/kl_$t.bc" "$work/k_$t.bc"
done
gcc -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L \
  -I"$here/../../tests/lib" "$here/host.c" "$here/../../tests/lib/clhost.c" \
  -o "$work/pocl-bench" -lOpenCL -lm
export POCL_CACHE_DIR=$work/pocl-cache
{ date -u; nproc; uptime; clinfo -l 2>/dev/null || true; } >"$res/machine.txt"
"$work/pocl-bench" "$work/kl_int.bc" "$work/kl_float.bc" "$res/pocl.csv" |
  tee "$res/pocl_log.txt"
# The per-configuration lines are the CSV's rows; the log keeps the rest.
sed -i '/^K[23] /d' "$res/pocl_log.txt"
# The table and plot need Debian's python3-matplotlib (installed if missing).
if ! dpkg-query -W -f='${Status}' python3-matplotlib 2>/dev/null |
  grep -q "ok installed"; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends python3-matplotlib >/dev/null
fi
/usr/bin/python3 "$here/summarize.py" "$res/pocl.csv" "$res/summary.md" \
  "$res/ratios.png"
echo "wrote $res/pocl.csv, summary.md, ratios.png"
