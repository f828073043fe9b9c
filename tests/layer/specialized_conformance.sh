#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The conformance harness (tests/conformance) on the layer's specialized
# path: wgc-conformance builds the kernels' OpenCL C source
# (tests/conformance/kernels/collectives.cl, several kernels in one
# program) with clBuildProgram, as an unmodified application, through the
# layer (OPENCL_LAYERS), and checks every launch against the host
# reference. Each launch sets new buffers as arguments.
#
#   specialized_conformance.sh CONFORMANCE SOURCE LAYER_SO WORKDIR
#       [--types T,T...] [--jobs N] [--kernel-groups G:G...] [--wait-only]
#       [-- HARNESS_ARGS...]
#
# 1. wait: one harness process per type (N at a time, default 2), or with
#    --kernel-groups one per type and group G (a --kernel list, in place of
#    any --kernel of HARNESS_ARGS; kernels in no group do not run), with
#    WGC_LAYER_SPECIALIZE=wait: every kernel run at a local size must have
#    launched its variant at that size (the layer's log), each variant
#    declaring its size to the driver; a run in which a launch ran the
#    kernel as built fails.
# 2. async: the first type again with launches that never wait, a fresh
#    cache, a kernel object per launch (--kernel-per-launch), released
#    right after clEnqueueNDRangeKernel: some variant must have been built
#    after the app released the kernel object whose launch queued it, and
#    every result must still be right. --wait-only leaves it out: on a
#    runtime that builds a kernel once for every size (Intel's) the
#    harness's launches end before a variant of the whole source compiles.
#
# HARNESS_ARGS go to every harness run (--platform, --shapes, --kernel,
# --skip, --seed, ...). The caller sets the layer's other settings (WGC_CC,
# WGC_CLANG, the ICD loader's); WGC_LAYER_SPECIALIZE_MAX is 64 unless set.
# With WGC_TEST_NO_NATIVE=LIB (no_native_lib.c), the harness preloads the
# layer with LIB after it (LD_PRELOAD=LAYER_SO:LIB) in place of
# OPENCL_LAYERS: the layer's spir64 path on a CPU runtime with native
# collectives (Intel's).
# Logs: WORKDIR/{wait,async}-TYPE.{out,log}. Ends with "N passed, N failed"
# (the harness's checks and this script's), non-zero on any failure.
set -uo pipefail
usage() {
  sed -n '10,12p' "$0" | sed 's/^# //' >&2
  exit 2
}
[ $# -ge 4 ] || usage
conformance=$1 source=$2 layer=$3 work=$4
shift 4
types=int,uint,long,ulong,float,double,half
jobs=2
groups=
async=1
while [ $# -gt 0 ]; do
  case $1 in
  --types) types=$2; shift 2 ;;
  --jobs) jobs=$2; shift 2 ;;
  --kernel-groups) groups=$2; shift 2 ;;
  --wait-only) async=; shift ;;
  --) shift; break ;;
  *) usage ;;
  esac
done
harness_args=("$@")
rm -rf "$work" && mkdir -p "$work"
export WGC_LAYER_CACHE_DIR=$work/wgc-cache
export WGC_LAYER_SPECIALIZE_MAX=${WGC_LAYER_SPECIALIZE_MAX:-64}
unset OPENCL_LAYERS LD_PRELOAD WGC_LAYER WGC_LAYER_SPECIALIZE
if [ -n "${WGC_TEST_NO_NATIVE:-}" ]; then
  export LD_PRELOAD=$layer:$WGC_TEST_NO_NATIVE
else
  export OPENCL_LAYERS=$layer
fi
. "$(dirname "$0")/../lib/check.sh"

# harness MODE TYPE [GROUP]: one harness run (of GROUP's kernels only),
# output in MODE-TYPE[-GROUP].out, the layer's log in MODE-TYPE[-GROUP].log,
# its exit status in MODE-TYPE[-GROUP].rc.
harness() {
  local mode=$1 t=$2 spec=wait name=$1-$2${3:+-$3}
  [ "$mode" = async ] && spec=
  local opts="-cl-std=CL2.0 -DT=$t"
  [ "$t" = half ] && opts="$opts -DWGC_TEST_HALF"
  env ${spec:+WGC_LAYER_SPECIALIZE=$spec} \
    WGC_LAYER_LOG="$work/$name.log" "$conformance" --source \
    --program "$source" --type "$t" --build-options "$opts" --launches \
    "${harness_args[@]}" ${3:+--kernel "$3"} >"$work/$name.out" 2>&1
  echo $? >"$work/$name.rc"
}

# gather TYPE: the wait runs of TYPE's kernel groups as one: their outputs,
# logs, summed counts and worst exit status in wait-TYPE.{out,log,rc}.
gather() {
  local t=$1 g p fl sum rc=0 np=0 nf=0
  : >"$work/wait-$t.out"
  : >"$work/wait-$t.log"
  for g in ${groups//:/ }; do
    cat "$work/wait-$t-$g.out" >>"$work/wait-$t.out"
    cat "$work/wait-$t-$g.log" >>"$work/wait-$t.log" 2>/dev/null
    [ "$(cat "$work/wait-$t-$g.rc")" -eq 0 ] || rc=$(cat "$work/wait-$t-$g.rc")
    sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$work/wait-$t-$g.out" | tail -1)
    if [ -z "$sum" ]; then
      nf=$((nf + 1))
      echo "FAIL: kernels $g: the harness gave no summary line" >>"$work/wait-$t.out"
      continue
    fi
    read -r p _ fl _ <<<"$sum"
    np=$((np + p)) nf=$((nf + fl))
  done
  echo "$np passed, $nf failed" >>"$work/wait-$t.out"
  echo $rc >"$work/wait-$t.rc"
}

# summary MODE TYPE: adds the harness's counts; checks that it passed and
# that the layer built its program with wgc-cc.
summary() {
  local f=$work/$1-$2.out sum p fl
  sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$f" | tail -1)
  if [ -z "$sum" ]; then
    fail "$1 $2: the harness gave no summary line: $(tail -3 "$f" | tr '\n' ' ')"
    return
  fi
  read -r p _ fl _ <<<"$sum"
  passed=$((passed + p))
  failed=$((failed + fl))
  [ "$fl" -eq 0 ] || grep -m8 -A2 '^FAIL' "$f"
  expect "[ \"\$(cat '$work/$1-$2.rc')\" -eq 0 ]" \
    "$1 $2: the harness exited with status $(cat "$work/$1-$2.rc")"
  expect "grep -q 'building with wgc-cc' '$work/$1-$2.log'" \
    "$1 $2: the program was not built with wgc-cc"
}

start=$(date +%s)
running=0
for t in ${types//,/ }; do
  list=_
  [ -n "$groups" ] && list=${groups//:/ }
  for g in $list; do
    if [ $running -ge "$jobs" ]; then
      wait -n
      running=$((running - 1))
    fi
    if [ "$g" = _ ]; then harness wait "$t" & else harness wait "$t" "$g" & fi
    running=$((running + 1))
  done
done
wait
for t in ${types//,/ }; do
  [ -n "$groups" ] && gather "$t"
  summary wait "$t"
  log=$work/wait-$t.log
  # Every kernel and local size the harness ran, each once.
  sort -u <(sed -n 's/^launch \(k_[a-z_]*\) \([0-9x]*\)$/\1 \2/p' \
    "$work/wait-$t.out") >"$work/wait-$t.launches"
  runs=$(wc -l <"$work/wait-$t.launches")
  missing=0
  while read -r k s; do
    grep -q "($k): launched its variant at $s\$" "$log" && continue
    [ $missing -lt 5 ] && echo "  $t: $k at $s ran without its variant"
    missing=$((missing + 1))
  done <"$work/wait-$t.launches"
  launched=$(grep -c 'launched its variant at' "$log")
  expect "[ $runs -gt 0 ] && [ $missing -eq 0 ]" \
    "wait $t: $missing of $runs kernel sizes ran without their variant"
  other=$(sed -n 's/.*its variant at \([0-9x]*\) made, declaring \([0-9x]*\)$/\1 \2/p' \
    "$log" | awk '$1 != $2' | wc -l)
  made=$(grep -c 'made, declaring' "$log")
  expect "[ $made -ge $runs ] && [ $other -eq 0 ]" \
    "wait $t: $made variant kernels made for $runs kernel sizes, $other declaring another size"
  expect "! grep -q 'did not launch\|: not built\|no kernel of its variant\|no more' '$log'" \
    "wait $t: $(grep -m1 'did not launch\|: not built\|no kernel of its variant\|no more' "$log")"
  echo "wait $t: $(tail -1 "$work/wait-$t.out"); $runs kernel sizes run," \
    "$launched launches of their variants"
done
echo "wait: $(($(date +%s) - start)) s"
[ -n "$async" ] || {
  check_summary
  exit
}

start=$(date +%s)
t=${types%%,*}
harness_args+=(--kernel-per-launch)
WGC_LAYER_CACHE_DIR=$work/async-cache harness async "$t"
summary async "$t"
log=$work/async-$t.log
# Variants whose kernel object the app released while they compiled (after
# their compile was queued, before it ended: the layer logs them as not yet
# built at the release), built after that.
early=$(awk '
  function key(line) {
    sub(/.*specialize: /, "", line)
    sub(/ of binary program.*/, "", line)
    return line
  }
  /specialize: k_[a-z_]* at [0-9x]* of binary program .*: not yet built when the app released kernel / {
    gone[key($0)] = 1 }
  /specialize: k_[a-z_]* at [0-9x]* of binary program .*: (not )?built/ {
    k = key($0)
    if (k in gone) n++
    delete gone[k] }
  END { print n + 0 }' "$log")
expect "[ $early -gt 0 ]" \
  "async $t: no kernel object was released while its variant compiled"
echo "async $t: $(tail -1 "$work/async-$t.out"); $early variants built" \
  "after the app released their kernel object, $(grep -c 'launched its variant' "$log")" \
  "launches of variants, $(($(date +%s) - start)) s"
check_summary
