#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Launch times while the layer compiles a variant (launch_bench.c), against
# WGC_LAYER_SPECIALIZE=0, after a warm-up pair, in ROUNDS rounds (3) of two
# processes each:
#   spec  default specialization (launches never wait), no cache
#         (WGC_LAYER_CACHE=0, so that the variant compiles in every round):
#         launches from the program's build until the variant has run
#         --after launches (launch_bench's --layer-log watch);
#   off   WGC_LAYER_SPECIALIZE=0, as many launches.
# Each run must have built its program with wgc-cc and passed its output
# check; the spec run must have launched some launches while its variant
# compiled and then launched the variant; the off run none.
#
#   run_launch.sh BENCH SOURCE LAYER_SO OUT [--rounds N] [-- BENCH_ARGS...]
#
# BENCH is launch-bench, SOURCE bench/nvptx/wgc_kernels.cl; BENCH_ARGS go
# to every run (default --kernel k1_scan_inclusive_add). The caller sets
# the layer's other settings (WGC_CC, WGC_CLANG, the ICD loader's). Writes
# OUT/{spec,off}-R.{csv.gz,log,out}, OUT/bench.csv and OUT/summary.md
# (summarize_launch.py beside this script). Exit status 0 when every check
# passed.
set -uo pipefail
[ $# -ge 4 ] || { sed -n '16p' "$0" | sed 's/^# //' >&2; exit 2; }
bench=$1 source=$2 layer=$3 out=$4
shift 4
rounds=3
[ "${1:-}" = --rounds ] && { rounds=$2; shift 2; }
[ "${1:-}" = -- ] && shift
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--kernel k1_scan_inclusive_add)
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
rm -f "$out"/spec-* "$out"/off-* "$out"/warm-*
export OPENCL_LAYERS=$layer WGC_LAYER_CACHE=0
unset LD_PRELOAD WGC_LAYER WGC_LAYER_SPECIALIZE WGC_LAYER_SPECIALIZE_MAX
status=0
fail() { echo "FAIL: $*"; status=1; }
# A warm-up pair first, not recorded: the driver's own caches (PoCL's
# kernel cache, NVIDIA's compute cache) then hold what every round builds,
# the same in both modes.
for m in spec off; do
  env $([ $m = off ] && echo WGC_LAYER_SPECIALIZE=0) \
    WGC_LAYER_LOG="$out/warm-$m.log" "$bench" --source "$source" \
    --csv "$out/warm-$m.csv" --layer-log "$out/warm-$m.log" "${args[@]}" \
    >"$out/warm-$m.out" 2>&1 || fail "warm-up $m: $(tail -2 "$out/warm-$m.out" | tr '\n' ' ')"
done
rm -f "$out"/warm-*.csv
for r in $(seq 1 "$rounds"); do
  # A spec run whose variant was built before its second launch (the first
  # launch outlasting the compile, as on a busy CPU) measured no launch
  # while it compiled: it is run again, three times at most.
  for try in 1 2 3; do
    WGC_LAYER_LOG=$out/spec-$r.log "$bench" --source "$source" \
      --csv "$out/spec-$r.csv" --layer-log "$out/spec-$r.log" "${args[@]}" \
      >"$out/spec-$r.out" 2>&1
    rc=$?
    read -r p0 p1 p2 < <(sed -n 's/.*phase 0\/1\/2: //p' "$out/spec-$r.out")
    [ $rc -ne 0 ] || [ "${p1:--1}" -gt 1 ] && break
    echo "round $r: the variant was built during the first launch; again"
    mv "$out/spec-$r.log" "$out/spec-$r-try$try.log"
  done
  [ $rc -eq 0 ] || fail "spec $r: $(tail -2 "$out/spec-$r.out" | tr '\n' ' ')"
  n=$(sed -n 's/^launches \([0-9]*\),.*/\1/p' "$out/spec-$r.out")
  WGC_LAYER_SPECIALIZE=0 WGC_LAYER_LOG=$out/off-$r.log "$bench" \
    --source "$source" --csv "$out/off-$r.csv" --layer-log "$out/off-$r.log" \
    --count "${n:-1}" "${args[@]}" >"$out/off-$r.out" 2>&1 ||
    fail "off $r: $(tail -2 "$out/off-$r.out" | tr '\n' ' ')"
  for m in spec off; do
    grep -q 'building with wgc-cc' "$out/$m-$r.log" ||
      fail "$m $r: the program was not built with wgc-cc"
    grep -q '^check: 0 wrong' "$out/$m-$r.out" || fail "$m $r: wrong output"
  done
  grep -q 'launched its variant' "$out/spec-$r.log" ||
    fail "spec $r: the variant never ran: $(grep -m1 'not built\|did not' "$out/spec-$r.log")"
  [ "${p2:--1}" -gt 1 ] && [ "${p1:--1}" -gt 1 ] ||
    fail "spec $r: no launch ran while the variant compiled (phases from $p0 $p1 $p2)"
  ! grep -q 'specialize:' "$out/off-$r.log" ||
    fail "off $r: specialized with WGC_LAYER_SPECIALIZE=0"
  echo "round $r: $n launches; variant built after launch $p1, run from launch $p2"
done
if [ $status -eq 0 ]; then
  python3 "$here/summarize_launch.py" "$out" "$rounds" || status=1
  [ -f "$out/summary.md" ] && sed -n '/^| round | launches/,/^Slowest/p' "$out/summary.md"
fi
gzip -f "$out"/spec-*.csv "$out"/off-*.csv
exit $status
