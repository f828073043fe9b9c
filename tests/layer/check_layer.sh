#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the unmodified OpenCL app (app.c) in one layer scenario and checks
# the outcome and the layer's log.
# Usage: check_layer.sh SCENARIO APP LAYER_SO WGC_CC WORKDIR
# SCENARIO: no-layer, disabled, layer, preload, both, cache, corrupt
# (APP: tests/layer/app.c), arg-info (APP: tests/layer/arg_info_app.c),
# versions (APP: tests/layer/versions_app.c), subgroups and subgroups-off
# (APP: tests/layer/subgroups_app.c, given subgroups.cl), preload-private
# (APP: tests/layer/private_app.c), sg-divergent
# (APP: tests/layer/sub_group_divergent_app.c).
set -uo pipefail
scenario=$1 app=$2 layer=$3 cc=$4 work=$5
# The app builds 13 programs that call collectives (the full set, the 2D
# mix, the query program, the syntax error, the widest work-group and 8
# threads); its program without collectives goes to the driver and its
# compile+link program is logged as compiling.
builds_expected=13
rm -rf "$work" && mkdir -p "$work"
export POCL_CACHE_DIR=$work/pocl-cache WGC_CC=$cc
export WGC_LAYER_CACHE_DIR=$work/wgc-cache WGC_LAYER_LOG=1
unset OPENCL_LAYERS LD_PRELOAD WGC_LAYER WGC_LAYER_SPECIALIZE
. "$(dirname "$0")/../lib/check.sh"
check_prefix="$scenario: "

# run NAME [VAR=VALUE...]: runs the app with those variables; output in
# $work/NAME.log, exit status in $rc.
app_args=()
run() {
  local name=$1
  shift
  env "$@" "$app" "${app_args[@]}" >"$work/$name.log" 2>&1
  rc=$?
}
count() { grep -c -- "$1" "$work/$2.log"; }
passes() { expect "[ $rc -eq 0 ] && grep -q ' 0 failed' $work/$1.log" \
  "the app fails: $(grep -m3 FAIL "$work/$1.log" | tr '\n' ' ')"; }
fails_without_layer() {
  expect "[ $rc -ne 0 ]" "the app passed without the layer"
  expect "grep -q 'Cannot find symbol _Z21work_group_reduce_addi' $work/$1.log" \
    "PoCL's missing-symbol error not in the output"
}
builds_once() {
  local n
  n=$(count "building with wgc-cc" "$1")
  expect "[ $n -eq $builds_expected ]" \
    "$n builds through wgc-cc, expected each of $builds_expected once"
}

# The sub-group extensions wgc provides, none of which PoCL's devices claim:
# the emulated sub-groups keep none of their rules (EMULATED 0).
listed=$(sed -n 's/^WGC_SUBGROUP_EXTENSION(\([a-z0-9_]*\),.*, 0)$/\1/p' \
  "$(dirname "$0")/../../include/wgc/subgroup_extensions.def" | tr '\n' ' ')

case $scenario in
no-layer)
  run run
  fails_without_layer run
  ;;
disabled)
  run run OPENCL_LAYERS="$layer" WGC_LAYER=0
  fails_without_layer run
  ;;
layer)
  run run OPENCL_LAYERS="$layer"
  passes run
  expect "grep -q 'loaded as a layer' $work/run.log" "not loaded as a layer"
  builds_once run
  ;;
preload)
  run run LD_PRELOAD="$layer"
  passes run
  expect "grep -q 'preloaded; intercepting' $work/run.log" \
    "the preloaded library does not intercept"
  builds_once run
  ;;
both)
  run run OPENCL_LAYERS="$layer" LD_PRELOAD="$layer"
  passes run
  expect "grep -q 'the layer intercepts' $work/run.log" \
    "the preloaded entry points do not defer to the layer"
  builds_once run
  ;;
cache)
  # The programs' compiles are counted: no variants compile beside them
  # (layer.specialize-sizes counts the variants' own).
  export WGC_LAYER_SPECIALIZE=0
  # The libraries wgc-cc links, copied so that one can be replaced.
  lib=$("$cc" --version | awk '$1 == "library" && $2 ~ /wgc-spir64.bc$/ { print $2 }')
  mkdir -p "$work/lib" && cp "$lib" "$work/lib/"
  export WGC_LIBRARY_PATH=$work/lib
  run first OPENCL_LAYERS="$layer"
  passes first
  run second OPENCL_LAYERS="$layer"
  passes second
  n=$(count "compiling for" second)
  expect "[ $n -eq 0 ]" "the second run compiled $n times"
  n=$(count "cache: hit" second)
  expect "[ $n -ge 1 ]" "the second run had no cache hit"
  # A replaced library (same version) is a new key.
  touch -d '+1 minute' "$work/lib/wgc-spir64.bc"
  run third OPENCL_LAYERS="$layer"
  passes third
  n=$(count "compiling for" third)
  expect "[ $n -ge 1 ]" "a replaced library did not invalidate the cache"
  ;;
corrupt)
  export WGC_LAYER_SPECIALIZE=0
  run first OPENCL_LAYERS="$layer"
  passes first
  entries=("$WGC_LAYER_CACHE_DIR"/*.wgcbin)
  expect "[ ${#entries[@]} -ge 2 ]" "fewer than 2 cache entries"
  # One entry truncated, every other one with a payload byte flipped.
  truncate -s -1 "${entries[0]}"
  for e in "${entries[@]:1}"; do
    printf '\x5a' | dd of="$e" bs=1 seek=60 conv=notrunc status=none
  done
  run second OPENCL_LAYERS="$layer"
  passes second
  n=$(count "corrupt entry" second)
  expect "[ $n -eq ${#entries[@]} ]" \
    "$n corrupt entries detected of ${#entries[@]}"
  expect "[ $(count 'compiling for' second) -ge 1 ]" "nothing rebuilt"
  run third OPENCL_LAYERS="$layer"
  passes third
  n=$(count "compiling for" third)
  expect "[ $n -eq 0 ]" "the rebuilt entries were not reused ($n compiles)"
  ;;
arg-info)
  # Four compiles: built with and without -cl-kernel-arg-info, compiled,
  # then linked (no variants: WGC_LAYER_SPECIALIZE=0). A cache hit answers
  # too, in both modes.
  export WGC_LAYER_SPECIALIZE=0
  run first OPENCL_LAYERS="$layer"
  passes first
  n=$(count "compiling for" first)
  expect "[ $n -eq 4 ]" "the first run compiled $n times, expected 4"
  # Each of the three executables' descriptions goes with it, the linked
  # one after its last kernel.
  n=$(count "argument descriptions dropped" first)
  expect "[ $n -eq 3 ]" "$n argument descriptions dropped, expected 3"
  run second OPENCL_LAYERS="$layer"
  passes second
  n=$(count "cache: hit" second)
  expect "[ $n -eq 4 ] && [ $(count 'compiling for' second) -eq 0 ]" \
    "the second run had $n cache hits of 4"
  run preload LD_PRELOAD="$layer"
  passes preload
  expect "[ $(count 'compiling for' preload) -eq 0 ]" "the preloaded run compiled"
  # Entries without argument descriptions are misses, rebuilt with them.
  entries=("$WGC_LAYER_CACHE_DIR"/*.wgcbin)
  "$(dirname "$0")/old_cache_entry.py" "${entries[@]}"
  run old OPENCL_LAYERS="$layer"
  passes old
  n=$(count "without argument descriptions" old)
  expect "[ $n -eq ${#entries[@]} ] && [ $(count 'compiling for' old) -eq 4 ]" \
    "$n of ${#entries[@]} entries without descriptions were misses"
  run rebuilt OPENCL_LAYERS="$layer"
  passes rebuilt
  expect "[ $(count 'compiling for' rebuilt) -eq 0 ]" "the rebuilt entries were not reused"
  ;;
versions)
  run layer OPENCL_LAYERS="$layer"
  passes layer
  run preload LD_PRELOAD="$layer"
  passes preload
  ;;
subgroups)
  # Emulated 32-wide sub-groups on PoCL: none of the extensions claimed,
  # the kernel compiled for emu32, its sub-group queries answered as a
  # device without sub-groups answers them (CL_INVALID_OPERATION) and it
  # run, as a layer and preloaded (from the compile cache).
  export POCL_WORK_GROUP_SPECIALIZATION=0
  expect "[ -n '$listed' ]" "no extension listed to check"
  app_args=("$(dirname "$0")/subgroups.cl" --unclaimed --width 32
    --extensions "$listed")
  for mode in OPENCL_LAYERS LD_PRELOAD; do
    run $mode $mode="$layer" WGC_LAYER_POCL_SUBGROUPS=1
    passes $mode
    expect "grep -q 'target emu32' $work/$mode.log" \
      "$mode: the device's target is not emu32"
    n=$(count "building with wgc-cc" $mode)
    expect "[ $n -eq 1 ]" "$mode: $n builds through wgc-cc, expected 1"
  done
  expect "grep -q 'compiling for emu32' $work/OPENCL_LAYERS.log" \
    "the kernel was not compiled for emu32"
  ;;
sg-divergent)
  # Sub-group functions reached by some of a work-group's sub-groups, run
  # wherever PoCL's device reports sub-groups with WGC_LAYER_POCL_SUBGROUPS=1:
  # the app must not crash, and every kernel it runs must match.
  # PoCL's own work-group specialization, as in the conformance test run.
  export POCL_MAX_PTHREAD_COUNT=8
  app_args=("$(dirname "$0")/sub_group_divergent.cl")
  run OPENCL_LAYERS OPENCL_LAYERS="$layer" WGC_LAYER_POCL_SUBGROUPS=1
  passes OPENCL_LAYERS
  expect "grep -q 'target emu32' $work/OPENCL_LAYERS.log" \
    "the device's target is not emu32"
  ;;
subgroups-off)
  # Without WGC_LAYER_POCL_SUBGROUPS=1 PoCL keeps its own sub-groups: the
  # layer claims none and leaves sub-group programs to the driver.
  app_args=("$(dirname "$0")/subgroups.cl" --none --extensions "$listed")
  for mode in OPENCL_LAYERS LD_PRELOAD; do
    run $mode $mode="$layer"
    passes $mode
    expect "! grep -q 'building with wgc-cc' $work/$mode.log" \
      "$mode: a sub-group program went to wgc-cc"
  done
  ;;
preload-private)
  # APP: tests/layer/private_app.c, its library in $WGC_PRIVATE_LIB.
  app_args=("$WGC_PRIVATE_LIB")
  run private LD_PRELOAD="$layer"
  passes private
  expect "grep -q 'preloaded; intercepting, forwarding to .*libOpenCL' $work/private.log" \
    "the private loader was not found: $(grep -m1 preloaded "$work/private.log")"
  expect "grep -q 'building with wgc-cc' $work/private.log" "no build through wgc-cc"
  app_args=(--none)
  run none LD_PRELOAD="$layer"
  passes none
  expect "grep -q 'no OpenCL implementation is loaded' $work/none.log" \
    "the log does not say why nothing is intercepted"
  ;;
*)
  echo "check_layer.sh: unknown scenario '$scenario'" >&2
  exit 2
  ;;
esac
check_summary
