#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# GPU conformance of wgc-nvptx64.bc on NVIDIA's OpenCL, in two steps.
#
#   run_gpu_conformance.sh prepare BUILD DEST
#     (a machine with clang-15 and libclc-15) compiles the conformance
#     kernels of every type to PTX with the library in BUILD/lib, for sm_80
#     (and, for int and uint, whose reduce differs, for sm_70), and copies
#     the harness sources, this script, the OpenCL headers and wgc's layer
#     (BUILD/tools/layer/libwgc-layer.so) into DEST, the whole-program
#     tests (tests/programs) with their kernel files compiled to PTX by
#     BUILD's wgc-cc, and the get_work_dim probe (work_dim_probe.c) with its
#     kernel as PTX and as source. Exits 2 if a PTX file declares a function
#     nothing defines (an '.extern .func', which NVIDIA's driver refuses to
#     build).
#   run_gpu_conformance.sh device DEST
#     (the GPU machine: gcc, the NVIDIA driver with its OpenCL ICD) builds
#     the harness and runs it on every PTX file in DEST/ptx, with the layer
#     preloaded: NVIDIA's OpenCL reports CL_KERNEL_WORK_GROUP_SIZE 256 for
#     every kernel, the layer the CUDA driver's true limit
#     (targets/nvptx/README.md), and the harness launches within it. The
#     last line is 'N passed, N failed, N skipped' over all runs; exits 1 on
#     failure.
# CI runs 'prepare' (ctest nvptx-gpu-prepare), so that the PTX files the GPU
# gets compile and resolve every function.
set -euo pipefail

TYPES="int uint long ulong float double half"
SM70_TYPES="int uint"

die() {
  echo "$*" >&2
  exit 2
}

# The PTX of clang-15 for kernel file $1 into $2, with the library $lib and
# libclc $libclc; further arguments go to clang. Dies if the PTX declares an
# undefined function: ptxas fails on it ("Unresolved extern function").
ptx() {
  local in=$1 out=$2
  shift 2
  "$clang" -target nvptx64-nvidia-nvcl -cl-std=CL2.0 \
    -Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_fp16 -O2 \
    -Wno-linker-warnings "$@" \
    -Xclang -mlink-builtin-bitcode -Xclang "$lib" \
    -Xclang -mlink-builtin-bitcode -Xclang "$libclc" \
    -S "$in" -o "$out"
  local undefined
  undefined=$(awk '
    # A .func header names a function; a ";" after it declares it, a "{"
    # defines it.
    /^(\.(extern|visible|weak) )*\.func/ {
      h = $0
      sub(/^(\.(extern|visible|weak) )*\.func[ \t]*/, "", h)
      sub(/^\([^)]*\)[ \t]*/, "", h)
      match(h, /^[A-Za-z_$][A-Za-z0-9_$]*/)
      name = substr(h, RSTART, RLENGTH)
      next
    }
    name != "" && /^[ \t]*;[ \t]*$/ { declared[name] = 1; name = "" }
    name != "" && /^[ \t]*\{/ { defined[name] = 1; name = "" }
    END { for (n in declared) if (!(n in defined)) print n }' "$out")
  [ -z "$undefined" ] || die "$out: undefined functions:" $undefined
}

prepare() {
  local build=$1 dest=$2
  local src
  src=$(cd "$(dirname "$0")/../.." && pwd)
  local clang=${CLANG:-clang-15}
  local libclc=${LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}
  local lib=$build/lib/wgc-nvptx64.bc
  local cc=$build/tools/wgc-cc/wgc-cc
  [ -f "$lib" ] || die "$lib: build the library first"
  [ -x "$cc" ] || die "$cc: build wgc-cc first"
  [ -f "$libclc" ] || die "$libclc: install libclc-15 or set LIBCLC"
  # Written to a staging folder, renamed to DEST when complete.
  local final=$dest
  dest=$final.partial
  rm -rf "$dest"
  trap 'rm -rf "$dest"' EXIT
  mkdir -p "$dest/ptx" "$dest/src" "$dest/include"
  local t arch extra
  for t in $TYPES; do
    for arch in sm_80 sm_70; do
      if [ $arch = sm_70 ] && ! [[ " $SM70_TYPES " == *" $t "* ]]; then
        continue
      fi
      extra=
      [ $t = half ] && extra=-DWGC_TEST_HALF
      ptx "$src/tests/conformance/kernels/collectives.cl" \
        "$dest/ptx/collectives_${t}_${arch}.ptx" -march=$arch -DT=$t $extra \
        -I"$src/include"
    done
  done
  cp "$src"/tests/conformance/*.[ch] "$src"/tests/lib/*.[ch] "$dest/src/"
  # The whole-program tests (tests/programs), one PTX file per kernel file,
  # compiled by wgc-cc as the layer compiles programs (kernels called by
  # kernels need its inlining step).
  mkdir -p "$dest/programs" "$dest/tests"
  cp -r "$src/tests/lib" "$src/tests/programs" "$dest/tests/"
  for f in "$src"/tests/programs/kernels/*.cl; do
    "$cc" --target=nvptx64 --mcpu=sm_80 --clang="$clang" --libclc="$libclc" \
      --wgc-lib-dir="$build/lib" -I"$src/tests/programs/kernels" \
      "$f" -o "$dest/programs/$(basename "$f" .cl).ptx"
  done
  ptx "$src/tests/nvptx/work_dim.cl" "$dest/work_dim.ptx" -march=sm_80
  cp "$src/tests/nvptx/work_dim.cl" "$src/tests/nvptx/work_dim_probe.c" \
    "$dest/"
  cp "$src/tests/nvptx/cl_device_info.c" "$0" "$build/tools/layer/libwgc-layer.so" \
    "$dest/"
  cp -r /usr/include/CL "$dest/include/"
  rm -rf "$final"
  mv "$dest" "$final"
  trap - EXIT
  ls "$final/ptx"
}

device() {
  local dir=$1
  cd "$dir"
  nvidia-smi || true
  local cl_lib=-lOpenCL inc=
  # Prefer the device's own headers; take the carried ones otherwise.
  echo '#include <CL/cl.h>' | gcc -E -x c - >/dev/null 2>&1 || inc=-Iinclude
  if ! echo 'int main(void){return 0;}' |
      gcc -x c - -o /dev/null -lOpenCL 2>/dev/null; then
    cl_lib=-l:libOpenCL.so.1
  fi
  gcc -std=c11 -O2 -Wall $inc -DCL_TARGET_OPENCL_VERSION=300 \
    cl_device_info.c -o cl_device_info $cl_lib
  gcc -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L $inc \
    src/*.c -o wgc-conformance $cl_lib -lm
  ./cl_device_info NVIDIA
  local passed=0 failed=0 skipped=0 runs=0 f t arch sum
  for f in ptx/collectives_*.ptx; do
    t=$(basename "$f" .ptx)
    arch=sm_${t##*_}
    t=${t#collectives_}
    t=${t%_sm_*}
    echo "=== $t ($arch PTX)"
    LD_PRELOAD=$PWD/libwgc-layer.so \
      ./wgc-conformance --program "$f" --type "$t" --target "nvptx64-$arch" \
      --platform NVIDIA --build-options "" --every-shape ${SEED:+--seed "$SEED"} -v \
      2>&1 | tee run.log || true
    runs=$((runs + 1))
    sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' run.log |
      tail -1 || true)
    if [ -z "$sum" ]; then
      echo "FAIL $t ($arch): the harness gave no summary line"
      failed=$((failed + 1))
      continue
    fi
    read -r p _ fl _ sk _ <<<"$sum"
    passed=$((passed + p))
    failed=$((failed + fl))
    skipped=$((skipped + sk))
  done
  echo "=== whole programs (sm_80 PTX)"
  gcc -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L $inc \
    -Itests/lib tests/programs/*.c tests/lib/*.c -o wgc-programs $cl_lib -lm
  local programs=()
  for f in programs/*.ptx; do programs+=(--program "$f"); done
  LD_PRELOAD=$PWD/libwgc-layer.so \
    ./wgc-programs "${programs[@]}" --target nvptx64-sm_80 --platform NVIDIA \
    --build-options "" ${SEED:+--seed "$SEED"} 2>&1 | tee run.log || true
  runs=$((runs + 1))
  sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed' run.log | tail -1 || true)
  if [ -z "$sum" ]; then
    echo "FAIL whole programs: no summary line"
    failed=$((failed + 1))
  else
    read -r p _ fl _ sk _ <<<"$sum"
    passed=$((passed + p))
    failed=$((failed + fl))
    skipped=$((skipped + ${sk:-0}))
  fi
  echo "=== get_work_dim (sm_80 PTX, and the driver's own compiler)"
  gcc -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L $inc -Isrc \
    work_dim_probe.c src/clhost.c -o work_dim_probe $cl_lib
  ./work_dim_probe work_dim.ptx work_dim.cl 2>&1 | tee run.log || true
  runs=$((runs + 1))
  sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' run.log | tail -1 || true)
  if [ -z "$sum" ]; then
    echo "FAIL get_work_dim: no summary line"
    failed=$((failed + 1))
  else
    read -r p _ fl _ <<<"$sum"
    passed=$((passed + p))
    failed=$((failed + fl))
  fi
  [ $runs -gt 0 ] || die "no PTX files in $dir/ptx"
  echo "=== all: $runs runs"
  echo "$passed passed, $failed failed, $skipped skipped"
  [ $failed -eq 0 ]
}

case ${1:-} in
prepare) [ $# -eq 3 ] || die "usage: $0 prepare BUILD DEST"; prepare "$2" "$3" ;;
device) [ $# -eq 2 ] || die "usage: $0 device DEST"; device "$2" ;;
*) die "usage: $0 prepare BUILD DEST | device DEST" ;;
esac
