#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The non-uniform sub-group harness on NVIDIA's OpenCL, in two steps.
#
#   run_nvidia.sh prepare DEST [BUILD]
#     (a machine with clang-15 and libclc-15; BUILD defaults to build/)
#     compiles kernels/non_uniform.cl, whose non-uniform sections are real
#     branches here, to sm_80 PTX with BUILD's wgc-nvptx64.bc and libclc,
#     fails if the PTX declares a function nothing defines (NVIDIA's driver
#     refuses it) or, where a CUDA toolkit is installed, if ptxas rejects
#     it, and copies the harness sources, this script and the OpenCL headers
#     into DEST.
#   run_nvidia.sh device DEST
#     (the GPU machine: gcc, the NVIDIA driver with its OpenCL ICD) builds
#     the harness and runs the PTX through clCreateProgramWithBinary on
#     32-lane sub-groups for every type, the logical and the ballot kernels.
#     The last line is 'N passed, N failed'; exits 1 on failure.
set -euo pipefail

die() {
  echo "$*" >&2
  exit 2
}

prepare() {
  local dest=$1 build=${2:-build}
  local src
  src=$(cd "$(dirname "$0")/../.." && pwd)
  build=$(cd "$build" && pwd)
  local lib=$build/lib/wgc-nvptx64.bc
  local clang=${CLANG:-clang-15} libclc=${LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}
  [ -f "$lib" ] || die "$lib: build wgc-nvptx64 first"
  [ -f "$libclc" ] || die "$libclc: install libclc-15 or set LIBCLC"
  local final=$dest
  dest=$final.partial
  rm -rf "$dest"
  trap 'rm -rf "$dest"' EXIT
  mkdir -p "$dest/src/lib" "$dest/src/sg_non_uniform" "$dest/include"
  local ptx=$dest/non_uniform.ptx
  "$clang" -target nvptx64-nvidia-nvcl -march=sm_80 -cl-std=CL2.0 \
    -Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_fp16 -O2 \
    -Xclang -cl-ext=+cl_khr_subgroups -Dcl_khr_subgroup_extended_types=1 \
    -Dcl_khr_subgroup_non_uniform_vote=1 -Dcl_khr_subgroup_ballot=1 \
    -Dcl_khr_subgroup_non_uniform_arithmetic=1 -Wno-linker-warnings \
    -Xclang -mlink-builtin-bitcode -Xclang "$lib" \
    -Xclang -mlink-builtin-bitcode -Xclang "$libclc" \
    -S "$src/tests/sg_non_uniform/kernels/non_uniform.cl" -o "$ptx"
  if grep -q '^\.extern \.func' "$ptx"; then
    grep '^\.extern \.func' "$ptx" >&2
    die "$ptx declares functions nothing defines"
  fi
  local ptxas
  ptxas=$(command -v ptxas || ls /usr/local/cuda/bin/ptxas 2>/dev/null || true)
  if [ -n "$ptxas" ]; then
    "$ptxas" -arch=sm_80 "$ptx" -o /dev/null || die "ptxas rejects $ptx"
  fi
  cp "$src"/tests/lib/*.[ch] "$dest/src/lib/"
  cp "$src"/tests/sg_non_uniform/main.c "$src"/tests/sg_non_uniform/reference.[ch] \
    "$dest/src/sg_non_uniform/"
  cp "$0" "$dest/"
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
    src/sg_non_uniform/main.c src/sg_non_uniform/reference.c \
    src/lib/clhost.c src/lib/types.c \
    -o wgc-sg-non-uniform $cl_lib -lm
  ./wgc-sg-non-uniform --program non_uniform.ptx --width 32 \
    --platform NVIDIA --build-options "" ${SEED:+--seed "$SEED"}
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
