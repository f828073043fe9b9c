#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# NVIDIA OpenCL's CL_KERNEL_WORK_GROUP_SIZE against the CUDA driver's limit.
#
#   wg_size_probe.sh prepare BUILD DEST
#     (clang-15, libclc-15) compiles wg_size_kernels.cl to PTX with
#     BUILD/lib/wgc-nvptx64.bc, once as clang writes it and once with
#     `.maxntid 1024, 1, 1` on every entry, and copies the probe into DEST.
#   wg_size_probe.sh device DEST
#     (the GPU machine) builds wg_size_probe.c and runs it on both PTX files.
set -euo pipefail
die() {
  echo "$*" >&2
  exit 2
}
case ${1:-} in
prepare)
  [ $# -eq 3 ] || die "usage: $0 prepare BUILD DEST"
  here=$(cd "$(dirname "$0")" && pwd)
  mkdir -p "$3"
  ${CLANG:-clang-15} -target nvptx64-nvidia-nvcl -march=sm_80 -cl-std=CL2.0 \
    -Xclang -finclude-default-header -O2 -Wno-linker-warnings \
    -Xclang -mlink-builtin-bitcode -Xclang "$2/lib/wgc-nvptx64.bc" \
    -Xclang -mlink-builtin-bitcode \
    -Xclang "${LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}" \
    -S "$here/wg_size_kernels.cl" -o "$3/clang.ptx"
  # .maxntid goes between an entry's parameter list and its body.
  awk '{ print } /^\.entry/ { e = 1 } e && /^\)$/ { print ".maxntid 1024, 1, 1"; e = 0 }' \
    "$3/clang.ptx" >"$3/clang-maxntid.ptx"
  grep -q maxntid "$3/clang-maxntid.ptx" || die "no .entry in $3/clang.ptx"
  cp "$here/wg_size_probe.c" "$0" "$3/"
  ;;
device)
  [ $# -eq 2 ] || die "usage: $0 device DEST"
  cd "$2"
  cuda=$(ls -d /usr/local/cuda*/ | head -1)
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
  gcc -std=c11 -O2 -Wall -I"$cuda/include" wg_size_probe.c -o wg_size_probe \
    -l:libOpenCL.so.1 -L"$cuda/lib64" -lcuda
  ./wg_size_probe clang.ptx clang-maxntid.ptx
  ;;
*) die "usage: $0 prepare BUILD DEST | device DEST" ;;
esac
