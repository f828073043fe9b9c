#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds everything the NVIDIA benchmark needs into DEST (wgc PTX, CUB PTX and sm_90 cubins, host sources).
#
#   bench/nvptx/prepare.sh BUILD DEST
# TYPES="int half" builds only those types (default: all 7). JOBS=N nvcc jobs
# in parallel (default 2). Then, on the GPU machine: bash DEST/device.sh DEST OUT
# The wgc_reqd_TYPE_SIZE modules hold the K1 kernels declaring
# reqd_work_group_size(SIZE, 1, 1), the size folded into them by BUILD's
# wgc-link --fold-work-group-size as wgc-cc does (variant wgc_reqd).
set -euo pipefail
build=$(realpath "$1")
dest=$2
here=$(cd "$(dirname "$0")" && pwd)
clang=${CLANG:-clang-15}
libclc=${LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
types=${TYPES:-int uint long ulong float double half}
declare -A cxx=([int]=int [uint]=unsigned [long]="long long"
  [ulong]="unsigned long long" [float]=float [double]=double [half]=__half)
rm -rf "$dest"
mkdir -p "$dest/mod"
# Every clang step runs without SimplifyCFG's hoisting, as wgc-cc's do on
# targets with sub-groups (tools/wgc-cc/target.c, hoist_flags).
nohoist="-mllvm -simplifycfg-hoist-common=false"
for t in $types; do
  "$clang" -target nvptx64-nvidia-nvcl -march=sm_80 -cl-std=CL2.0 \
    -Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_fp16 -O2 \
    -Wno-linker-warnings -DT=$t $nohoist \
    -Xclang -mlink-builtin-bitcode -Xclang "$build/lib/wgc-nvptx64.bc" \
    -Xclang -mlink-builtin-bitcode -Xclang "$libclc" \
    -S "$here/wgc_kernels.cl" -o "$dest/mod/wgc_$t.ptx"
done
# K1 with the work-group size folded as wgc-cc does: compiled to bitcode
# through the ThinLTO pre-link pipeline (which leaves the library's
# llvm.is.constant questions open), folded, then optimized and written as PTX.
sizes="64 96 128 256 512 1000 1024"
for t in $types; do
  for wg in $sizes; do
    "$clang" -target nvptx64-nvidia-nvcl -march=sm_80 -cl-std=CL2.0 \
      -Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_fp16 -O2 \
      -Wno-linker-warnings -DT=$t -DWG=$wg $nohoist \
      -Xclang -mlink-builtin-bitcode -Xclang "$build/lib/wgc-nvptx64.bc" \
      -Xclang -mlink-builtin-bitcode -Xclang "$libclc" \
      -flto=thin -emit-llvm -c "$here/wgc_kernels.cl" -o "$dest/k1.bc"
    "$build/tools/wgc-link/wgc-link" --fold-work-group-size \
      -o "$dest/k1_folded.bc" "$dest/k1.bc"
    "$clang" -target nvptx64-nvidia-nvcl -march=sm_80 -O2 $nohoist \
      -S "$dest/k1_folded.bc" \
      -o "$dest/mod/wgc_reqd_${t}_$wg.ptx"
    grep -q "^\.reqntid $wg, 1, 1$" "$dest/mod/wgc_reqd_${t}_$wg.ptx"
  done
done
rm -f "$dest/k1.bc" "$dest/k1_folded.bc"
# One CUB module per type and target holds every block size.
for t in $types; do
  printf '%s\0%s\0' "-DTY=${cxx[$t]}" "-arch=compute_80 -ptx -o $dest/mod/cub_$t.ptx" \
    "-DTY=${cxx[$t]}" "-arch=sm_90 -cubin -o $dest/mod/cub_$t.cubin"
done | xargs -0 -n 2 -P "${JOBS:-2}" sh -c \
  "$nvcc -std=c++17 -O3 \"\$0\" \$1 $here/cub_kernels.cu"
"$nvcc" --version | tail -1 >"$dest/nvcc_version.txt"
"$clang" --version | head -1 >"$dest/clang_version.txt"
cp "$here"/host.c "$here"/bench_ref.h "$here"/device.sh "$dest/"
ls "$dest/mod" | wc -l
du -sh "$dest"
