#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The sub-group harness on NVIDIA's OpenCL, in two steps.
#
#   run_nvidia.sh prepare DEST [BUILD]
#     (a machine with clang-15 and libclc-15; BUILD defaults to build/)
#     compiles the harness kernels of every type to sm_80 PTX with BUILD's
#     wgc-cc (the sub-group extensions enabled for clang, work-groups of up
#     to 1024 items), checks each with ptxas -arch=sm_80 where a CUDA
#     toolkit is installed, and copies the harness sources, this script,
#     the OpenCL headers and wgc's layer (BUILD/tools/layer/libwgc-layer.so)
#     into DEST.
#   run_nvidia.sh device DEST
#     (the GPU machine: gcc, the NVIDIA driver with its OpenCL ICD) builds
#     the harness and runs every type's PTX through clCreateProgramWithBinary
#     on 32-lane sub-groups, every shape (--full), with the layer preloaded
#     for the kernels' true work-group size limit (targets/nvptx/README.md).
#     The last line is 'N passed, N failed, N skipped' over all types; exits
#     1 on failure.
set -euo pipefail

TYPES="char uchar short ushort int uint long ulong float double half"

die() {
  echo "$*" >&2
  exit 2
}

prepare() {
  local dest=$1 build=${2:-build}
  local src
  src=$(cd "$(dirname "$0")/../.." && pwd)
  build=$(cd "$build" && pwd)
  local cc=$build/tools/wgc-cc/wgc-cc
  local layer=$build/tools/layer/libwgc-layer.so
  [ -x "$cc" ] || die "$cc: build wgc-cc first"
  [ -f "$build/lib/wgc-nvptx64.bc" ] || die "build wgc-nvptx64 first"
  [ -f "$layer" ] || die "$layer: build the layer first"
  local ptxas
  ptxas=$(command -v ptxas || ls /usr/local/cuda/bin/ptxas 2>/dev/null || true)
  local final=$dest
  dest=$final.partial
  rm -rf "$dest"
  trap 'rm -rf "$dest"' EXIT
  mkdir -p "$dest/ptx" "$dest/src/lib" "$dest/src/subgroups" \
    "$dest/include"
  local t defs
  for t in $TYPES; do
    defs="-DT=$t -DMAX_WG=1024"
    [[ $t =~ ^u?(char|short|int|long)$ ]] && defs+=" -DWGC_TEST_INTEGER"
    [ $t = int ] && defs+=" -DWGC_TEST_INT"
    [ $t = half ] && defs+=" -DWGC_TEST_HALF"
    # shellcheck disable=SC2086
    "$cc" --target=nvptx64 --mcpu=sm_80 --wgc-lib-dir="$build/lib" \
      -Xclang -cl-ext=+cl_khr_subgroups \
      -Dcl_khr_subgroup_extended_types=1 -Dcl_khr_subgroup_shuffle=1 \
      -Dcl_khr_subgroup_shuffle_relative=1 \
      -Dcl_khr_subgroup_clustered_reduce=1 $defs \
      "$src/tests/subgroups/kernels/sub_groups.cl" \
      -o "$dest/ptx/sub_groups_$t.ptx"
    if [ -n "$ptxas" ]; then
      "$ptxas" -arch=sm_80 "$dest/ptx/sub_groups_$t.ptx" -o /dev/null ||
        die "ptxas rejects the PTX of $t"
    fi
  done
  cp "$src"/tests/lib/*.[ch] "$dest/src/lib/"
  cp "$src"/tests/subgroups/main.c "$src"/tests/subgroups/cases.def \
    "$dest/src/subgroups/"
  cp "$0" "$layer" "$dest/"
  cp -r /usr/include/CL "$dest/include/"
  rm -rf "$final"
  mv "$dest" "$final"
  trap - EXIT
  echo "prepared $final ($([ -n "$ptxas" ] && echo "ptxas sm_80: ok" ||
    echo "no ptxas here"))"
}

device() {
  local dir=$1
  cd "$dir"
  nvidia-smi || true
  local cl_lib=-lOpenCL inc=
  echo '#include <CL/cl.h>' | gcc -E -x c - >/dev/null 2>&1 || inc=-Iinclude
  if ! echo 'int main(void){return 0;}' |
    gcc -x c - -o /dev/null -lOpenCL 2>/dev/null; then
    cl_lib=-l:libOpenCL.so.1
  fi
  gcc -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L $inc -Isrc/lib \
    src/subgroups/main.c src/lib/clhost.c src/lib/data.c src/lib/driver.c \
    src/lib/reference.c src/lib/types.c -o wgc-subgroups $cl_lib -lm
  local passed=0 failed=0 skipped=0 t sum p fl sk
  for t in $TYPES; do
    echo "=== $t"
    LD_PRELOAD=$PWD/libwgc-layer.so ./wgc-subgroups \
      --program "ptx/sub_groups_$t.ptx" --type "$t" --width 32 \
      --target nvptx64-sm_80 --platform NVIDIA --build-options "" --full \
      ${SEED:+--seed "$SEED"} -v 2>&1 | tee run.log || true
    sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' run.log |
      tail -1 || true)
    if [ -z "$sum" ]; then
      echo "FAIL $t: the harness gave no summary line"
      failed=$((failed + 1))
      continue
    fi
    read -r p _ fl _ sk _ <<<"$sum"
    passed=$((passed + p))
    failed=$((failed + fl))
    skipped=$((skipped + sk))
  done
  echo "$passed passed, $failed failed, $skipped skipped"
  [ $failed -eq 0 ]
}

case ${1:-} in
prepare)
  [ $# -ge 2 ] && [ $# -le 3 ] || die "usage: $0 prepare DEST [BUILD]"
  prepare "$2" "${3:-build}"
  ;;
device)
  [ $# -eq 2 ] || die "usage: $0 device DEST"
  device "$2"
  ;;
*) die "usage: $0 prepare DEST [BUILD] | device DEST" ;;
esac
