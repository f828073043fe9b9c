#!/bin/bash
# GPU conformance of wgc-nvptx64.bc on NVIDIA's OpenCL, in two steps.
#
#   run_gpu_conformance.sh prepare BUILD DEST
#     (a machine with clang-15 and libclc-15) compiles the conformance
#     kernels of every type to PTX with the library in BUILD/lib, for sm_80
#     (and, for int and uint, whose reduce differs, for sm_70), and copies
#     the harness sources, this script, the OpenCL headers and wgc's layer
#     (BUILD/tools/layer/libwgc-layer.so) into DEST, and the whole-program
#     tests (tests/programs) with their kernel files compiled to PTX by
#     BUILD's wgc-cc.
#   run_gpu_conformance.sh device DEST
#     (the GPU machine: gcc, the NVIDIA driver with its OpenCL ICD) builds
#     the harness and runs it on every PTX file in DEST/ptx, with the layer
#     preloaded: NVIDIA's OpenCL reports CL_KERNEL_WORK_GROUP_SIZE 256 for
#     every kernel, the layer the CUDA driver's true limit
#     (targets/nvptx/README.md), and the harness launches within it. The
#     last line is 'N passed, N failed, N skipped' over all runs; exits 1 on
#     failure.
set -euo pipefail

TYPES="int uint long ulong float double half"
SM70_TYPES="int uint"

die() {
  echo "$*" >&2
  exit 2
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
  rm -rf "$dest"
  mkdir -p "$dest/ptx" "$dest/src" "$dest/include"
  local t arch extra
  for t in $TYPES; do
    for arch in sm_80 sm_70; do
      if [ $arch = sm_70 ] && ! [[ " $SM70_TYPES " == *" $t "* ]]; then
        continue
      fi
      extra=
      [ $t = half ] && extra=-DWGC_TEST_HALF
      "$clang" -target nvptx64-nvidia-nvcl -march=$arch -cl-std=CL2.0 \
        -Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_fp16 -O2 \
        -Wno-linker-warnings -DT=$t $extra \
        -Xclang -mlink-builtin-bitcode -Xclang "$lib" \
        -Xclang -mlink-builtin-bitcode -Xclang "$libclc" \
        -S "$src/tests/conformance/kernels/collectives.cl" \
        -o "$dest/ptx/collectives_${t}_${arch}.ptx"
    done
  done
  cp "$src"/tests/conformance/*.[ch] "$dest/src/"
  # The whole-program tests (tests/programs), one PTX file per kernel file,
  # compiled by wgc-cc as the layer compiles programs (kernels called by
  # kernels need its inlining step).
  mkdir -p "$dest/programs" "$dest/tests"
  cp -r "$src/tests/conformance" "$src/tests/programs" "$dest/tests/"
  for f in "$src"/tests/programs/kernels/*.cl; do
    "$cc" --target=nvptx64 --mcpu=sm_80 --clang="$clang" --libclc="$libclc" \
      --wgc-lib-dir="$build/lib" -I"$src/tests/programs/kernels" \
      "$f" -o "$dest/programs/$(basename "$f" .cl).ptx"
  done
  cp "$src/tests/nvptx/cl_device_info.c" "$0" "$build/tools/layer/libwgc-layer.so" \
    "$dest/"
  cp -r /usr/include/CL "$dest/include/"
  ls "$dest/ptx"
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
      --platform NVIDIA --build-options "" ${SEED:+--seed "$SEED"} -v \
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
    tests/programs/*.c tests/conformance/clhost.c tests/conformance/data.c \
    tests/conformance/reference.c tests/conformance/types.c \
    -o wgc-programs $cl_lib -lm
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
