#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Specialization at launch (specialize_app.c), checked in the app's results
# and in the layer's log.
# Usage: check_specialize.sh SCENARIO APP LAYER_SO WGC_CC WORKDIR
# SCENARIO:
#   sizes  two kernels of one program at six sizes, arguments changed
#          between launches, four threads: every size's variant is compiled
#          once, cached under its size and launched (also preloaded, from
#          the cache); a fifth size of one kernel is past the bound; with
#          WGC_LAYER_SPECIALIZE=0 nothing is specialized
#   async  launches that never wait: the variant runs once built; a kernel
#          and its program released while their variant compiles; an app
#          exiting while a variant compiles waits for it
#   threads launches at new sizes start no thread: a worker waits once the
#          kernels are made, workers stay between jobs (two at most are
#          started for six variants compiled one after another)
#   nolocal launches without a local size: the layer gives them the largest
#          power of two up to WGC_LAYER_LOCAL_SIZE that divides the global
#          size, and runs its variant; where that is below 32 and the
#          setting, with 0, and by default on PoCL, the driver picks
#   unload the layer loaded with dlopen, a variant built on its worker,
#          then unloaded: no worker thread outlives it (APP: unload_app.c)
# With WGC_TEST_NO_NATIVE=LIB (no_native_lib.c), every run preloads the
# layer with LIB after it (LD_PRELOAD=LAYER_SO:LIB) in place of
# OPENCL_LAYERS: the layer's spir64 path on a CPU runtime with native
# collectives (Intel's).
set -uo pipefail
scenario=$1 app=$2 layer=$3 cc=$4 work=$5
if [ -n "${WGC_TEST_NO_NATIVE:-}" ]; then
  as_layer=LD_PRELOAD=$layer:$WGC_TEST_NO_NATIVE preloaded=$as_layer
else
  as_layer=OPENCL_LAYERS=$layer preloaded=LD_PRELOAD=$layer
fi
rm -rf "$work" && mkdir -p "$work"
export POCL_CACHE_DIR=$work/pocl-cache WGC_CC=$cc
export WGC_LAYER_CACHE_DIR=$work/wgc-cache
unset OPENCL_LAYERS LD_PRELOAD WGC_LAYER WGC_LAYER_SPECIALIZE \
  WGC_LAYER_SPECIALIZE_MAX
. "$(dirname "$0")/../lib/check.sh"
check_prefix="$scenario: "

# run NAME ARGS [VAR=VALUE...]: the app's output in $work/NAME.out, the
# layer's log in $work/NAME.log, the exit status in $rc.
run() {
  local name=$1 args=$2
  shift 2
  env WGC_LAYER_LOG="$work/$name.log" "$@" "$app" $args \
    >"$work/$name.out" 2>&1
  rc=$?
}
count() { grep -c -- "$1" "$work/$2.log"; }
passes() {
  expect "[ $rc -eq 0 ] && grep -q ' 0 failed' $work/$1.out" \
    "$1: the app fails: $(grep -m3 -e FAIL -e rror "$work/$1.out" | tr '\n' ' ')"
}
# launched NAME KERNEL SIZE N: N kernel objects of KERNEL ran their variant
# at SIZE.
launched() {
  local n
  n=$(count "($2): launched its variant at $3\$" "$1")
  expect "[ $n -eq $4 ]" "$1: $n kernels of $2 ran the variant at $3, expected $4"
}

scan_sizes="16x1x1 64x1x1 8x4x1 4x2x2"
reduce_sizes="32x1x1 8x8x1"

case $scenario in
sizes)
  run first sizes "$as_layer" WGC_LAYER_SPECIALIZE=wait
  passes first
  # The app's kernel and the four threads' ones each ran every scan size.
  for s in $scan_sizes; do launched first scan "$s" 5; done
  for s in $reduce_sizes; do launched first reduce "$s" 1; done
  for s in $scan_sizes $reduce_sizes; do
    n=$(grep -c "specialize: [a-z]* at $s of binary program .*: compiling" \
      "$work/first.log")
    expect "[ $n -eq 1 ]" "first: the variant at $s was compiled $n times"
  done
  # Each variant's kernel declares its size to the driver, as a kernel
  # whose source declares reqd_work_group_size.
  made=$(count 'made, declaring' first)
  other=$(sed -n 's/.*its variant at \([0-9x]*\) made, declaring \([0-9x]*\)$/\1 \2/p' \
    "$work/first.log" | awk '$1 != $2' | wc -l)
  expect "[ $made -eq 22 ] && [ $other -eq 0 ]" \
    "first: $made variant kernels made (expected 22), $other declaring another size"
  expect "! grep -q 'did not launch\|not built\|no kernel of its variant' $work/first.log" \
    "first: a variant failed: $(grep -m1 -e 'did not launch' -e 'not built' "$work/first.log")"
  expect "grep -q 'scan of binary program .*: 4 variants, no more' $work/first.log" \
    "first: the bound of 4 variants was not reached"
  expect "! grep -q 'scan at 32x1x1' $work/first.log" \
    "first: scan was compiled at a fifth size"
  # One entry for the program, one for each variant, keyed by its size.
  entries=("$WGC_LAYER_CACHE_DIR"/*.wgcbin)
  expect "[ ${#entries[@]} -eq 7 ]" \
    "first: ${#entries[@]} cache entries, expected 7 (the program, 6 variants)"
  expect "[ $(count 'compiling for' first) -eq 7 ]" \
    "first: $(count 'compiling for' first) compiles, expected 7"

  run cached sizes "$preloaded" WGC_LAYER_SPECIALIZE=wait
  passes cached
  expect "[ $(count 'compiling for' cached) -eq 0 ]" \
    "cached: $(count 'compiling for' cached) compiles, expected none"
  expect "[ $(count 'cache: hit' cached) -eq 7 ]" \
    "cached: $(count 'cache: hit' cached) cache hits, expected 7"
  for s in $scan_sizes; do launched cached scan "$s" 5; done

  run off sizes "$as_layer" WGC_LAYER_SPECIALIZE=0
  passes off
  expect "! grep -q 'specialize:' $work/off.log" \
    "off: specialized with WGC_LAYER_SPECIALIZE=0"

  run max sizes "$as_layer" WGC_LAYER_SPECIALIZE=wait \
    WGC_LAYER_SPECIALIZE_MAX=1
  passes max
  n=$(count 'specialize: scan at .*: compiling' max)
  expect "[ $n -eq 1 ]" "max: scan compiled at $n sizes with a bound of 1"
  ;;
async)
  run async "async $work/async.log" "$as_layer"
  passes async
  launched async scan 64x1x1 1
  # The late kernel was released by the app before its variant was built,
  # and the variant released after.
  bin=$(sed -n 's/.*specialize: late at 32x1x1 of binary program \([^:]*\): compiling.*/\1/p' \
    "$work/async.log")
  line() { grep -n -m1 -- "$1" "$work/async.log" | cut -d: -f1; }
  gone=$(line "(late): released by the app")
  built=$(line "specialize: late at 32x1x1 of binary program $bin: built")
  freed=$(line "specialize: late at 32x1x1 of binary program $bin: released")
  expect "[ -n '$bin' ] && [ -n '$gone' ] && [ -n '$built' ] && [ -n '$freed' ]" \
    "async: the late variant's compile, build or release is not logged"
  expect "[ -n '$gone' ] && [ -n '$built' ] && [ $gone -lt $built ]" \
    "async: the late kernel was not released while its variant compiled"
  expect "[ -n '$built' ] && [ -n '$freed' ] && [ $built -lt $freed ]" \
    "async: the late variant was released before it was built"
  # An app exiting while a variant compiles waits for that compile: no
  # wgc-cc left running, no temporary folder left; the driver is not called
  # for it once the app exits, and the compile is in the cache.
  mkdir -p "$work/tmp"
  run exit "exit $work/exit.log" "$as_layer" TMPDIR="$work/tmp" \
    WGC_LAYER_CACHE_DIR="$work/exit-cache"
  passes exit
  expect "grep -q 'late at 128x1x1 of binary program .*: compiled, not built (the app exits)' $work/exit.log" \
    "exit: the variant's compile was cut off by the app's exit, or built by the driver after it: $(grep -m1 'late at 128x1x1.*: [nbc][a-z]*' "$work/exit.log")"
  entries=("$work"/exit-cache/*.wgcbin)
  expect "[ ${#entries[@]} -eq 2 ]" \
    "exit: ${#entries[@]} cache entries, expected 2 (the program, its variant)"
  expect "[ -z \"\$(ls -A '$work/tmp')\" ]" \
    "exit: temporary folders left: $(ls -A "$work/tmp" | head -3 | tr '\n' ' ')"
  ;;
threads)
  run threads "threads $work/threads.log" "$as_layer"
  passes threads
  n=$(count 'specialize: worker started by thread' threads)
  expect "[ $n -ge 1 ] && [ $n -le 2 ]" \
    "threads: $n worker threads started, expected 1 or 2"
  for what in 'compiling$' 'built (program'; do
    n=$(count ": $what" threads)
    expect "[ $n -eq 6 ]" "threads: $n variants logged '$what', expected 6"
  done
  ;;
nolocal)
  # SETTING:GLOBAL:EXPECTED: with WGC_LAYER_LOCAL_SIZE=SETTING, a launch
  # over GLOBAL items gives results of work-groups of EXPECTED items (0:
  # the driver's choice); "given" names the size in the log.
  for l in 64:256:64 48:256:32 64:96:32 64:72:0 16:48:16 0:256:0 \
    default:256:0; do
    set=${l%%:*} rest=${l#*:}
    global=${rest%%:*} want=${rest#*:}
    name=nolocal-$set-$global
    if [ "$set" = default ]; then
      run "$name" "nolocal $want $global" "$as_layer" \
        WGC_LAYER_SPECIALIZE=wait
    else
      run "$name" "nolocal $want $global" "$as_layer" \
        WGC_LAYER_SPECIALIZE=wait WGC_LAYER_LOCAL_SIZE="$set"
    fi
    passes "$name"
    given=$(count 'launched without a local size, given' "$name")
    if [ "$want" = 0 ]; then
      expect "[ $given -eq 0 ] && ! grep -q 'launched its variant' $work/$name.log" \
        "$name: the layer gave a launch without a local size one: $(grep -m1 -e given -e 'launched its' "$work/$name.log")"
    else
      expect "[ $given -eq 1 ] && grep -q 'given ${want}x1x1\$' $work/$name.log" \
        "$name: $given launches given a local size, expected one given ${want}x1x1"
      launched "$name" reduce "${want}x1x1" 1
    fi
  done
  ;;
unload)
  run unload "$layer $work/unload.log"
  passes unload
  expect "grep -q 'specialize: lowest at 32x1x1 of binary program .*: built' $work/unload.log" \
    "unload: the variant was not built through the dlopen'ed layer"
  ;;
*)
  echo "check_specialize.sh: unknown scenario '$scenario'" >&2
  exit 2
  ;;
esac
check_summary
