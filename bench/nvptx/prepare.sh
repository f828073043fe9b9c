#!/bin/bash
# Builds everything the NVIDIA benchmark needs into DEST (wgc PTX, CUB PTX and sm_90 cubins, host sources).
#
#   bench/nvptx/prepare.sh BUILD DEST
# Then, on the GPU machine: bash DEST/device.sh DEST OUT
set -euo pipefail
build=$(realpath "$1")
dest=$2
here=$(cd "$(dirname "$0")" && pwd)
clang=${CLANG:-clang-15}
libclc=${LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
types="int float double"
sizes="64 96 128 256 512 1000 1024"
rm -rf "$dest"
mkdir -p "$dest/mod"
for t in $types; do
  "$clang" -target nvptx64-nvidia-nvcl -march=sm_80 -cl-std=CL2.0 \
    -Xclang -finclude-default-header -O2 -Wno-linker-warnings -DT=$t \
    -Xclang -mlink-builtin-bitcode -Xclang "$build/lib/wgc-nvptx64.bc" \
    -Xclang -mlink-builtin-bitcode -Xclang "$libclc" \
    -S "$here/wgc_kernels.cl" -o "$dest/mod/wgc_$t.ptx"
done
jobs=()
for t in $types; do
  for s in $sizes; do
    jobs+=("-DTY=$t -DWG=$s -arch=compute_80 -ptx -o $dest/mod/cub_${t}_$s.ptx")
    jobs+=("-DTY=$t -DWG=$s -arch=sm_90 -cubin -o $dest/mod/cub_${t}_$s.cubin")
  done
done
printf '%s\n' "${jobs[@]}" |
  xargs -P "${JOBS:-2}" -I{} sh -c "$nvcc -std=c++17 -O3 {} $here/cub_kernels.cu"
"$nvcc" --version | tail -1 >"$dest/nvcc_version.txt"
"$clang" --version | head -1 >"$dest/clang_version.txt"
cp "$here"/host.c "$here"/device.sh "$dest/"
ls "$dest/mod" | wc -l
du -sh "$dest"
