#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the NVIDIA tile and device-scan benchmarks into DEST: wgc PTX, the
# host with its CUB kernels (sm_90), and the scripts the GPU machine runs.
#
#   bench/nvptx/prepare_mem.sh BUILD DEST
# Then, on the GPU machine: bash DEST/device_mem.sh DEST OUT tile|scan
set -euo pipefail
build=$(realpath "$1")
dest=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
clang=${CLANG:-clang-15}
libclc=${LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
# Every kernel here declares reqd_work_group_size: as wgc-cc does, the module
# is compiled to bitcode through the ThinLTO pre-link pipeline, the size
# folded by wgc-link, then optimized and written as PTX.
ptx() { # SOURCE OUTPUT DEFINES...
  local src=$1 out=$2
  shift 2
  "$clang" -target nvptx64-nvidia-nvcl -march=sm_80 -cl-std=CL2.0 \
    -Xclang -finclude-default-header -O2 -Wno-linker-warnings "$@" \
    -Xclang -mlink-builtin-bitcode -Xclang "$build/lib/wgc-nvptx64.bc" \
    -Xclang -mlink-builtin-bitcode -Xclang "$libclc" -flto=thin \
    -emit-llvm -c "$src" -o "$out.bc"
  "$build/tools/wgc-link/wgc-link" --fold-work-group-size -o "$out.f.bc" \
    "$out.bc"
  "$clang" -target nvptx64-nvidia-nvcl -march=sm_80 -O2 -S "$out.f.bc" \
    -o "$out"
  rm -f "$out.bc" "$out.f.bc"
  grep -q '^\.reqntid' "$out"
}
rm -rf "$dest"
mkdir -p "$dest/mod" "$dest/src"
for t in int float; do
  for wg in 64 128 256 512 1024; do
    for ipt in 4 8 16; do
      ptx "$here/tile_kernels.cl" "$dest/mod/tile_${t}_${wg}_${ipt}.ptx" \
        -DT=$t -DWG=$wg -DIPT=$ipt
    done
  done
  for cfg in 256:8 256:16 512:8 1024:8; do
    wg=${cfg%:*} items=${cfg#*:}
    ptx "$root/examples/device_scan/scan.cl" \
      "$dest/mod/scan_${t}_${wg}_${items}.ptx" -DT=$t -DWG=$wg -DITEMS=$items
    ptx "$root/examples/device_scan/scan_single.cl" \
      "$dest/mod/single_${t}_${wg}_${items}.ptx" -DT=$t -DWG=$wg \
      -DITEMS=$items -Xclang \
      -cl-ext=+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics
  done
  # The one-pass scan with a sub-group's look-back: OPTION:WG:ITEMS, the
  # option '' (scalar loads, tiles from the counter), v4 (-DVEC=4: 16-byte
  # loads and stores), g (-DGROUP_ORDER: tiles by group id) or v4g (both).
  for cfg in :128:16 :256:16 :512:16 :1024:8 v4:256:16 v4:512:16 v4:128:24 \
      v4:256:24 g:512:16 v4g:256:16 v4g:512:16 v4g:128:24; do
    IFS=: read -r opt wg items <<<"$cfg"
    defs=()
    case $opt in *v4*) defs+=(-DVEC=4) ;; esac
    case $opt in *g) defs+=(-DGROUP_ORDER) ;; esac
    ptx "$root/examples/device_scan/scan_lookback.cl" \
      "$dest/mod/lookback${opt:+_$opt}_${t}_${wg}_${items}.ptx" -DT=$t \
      -DWG=$wg -DITEMS=$items "${defs[@]}" -Xclang \
      -cl-ext=+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,+cl_khr_subgroups
  done
done
cp "$here/membench.cu" "$here/mem_cub.cuh" "$dest/src/"
"$nvcc" -std=c++17 -O3 -arch=sm_90 "$here/membench.cu" -o "$dest/membench" \
  -lcuda
"$nvcc" --version | tail -1 >"$dest/nvcc_version.txt"
"$clang" --version | head -1 >"$dest/clang_version.txt"
git -C "$root" rev-parse --short HEAD >"$dest/commit.txt"
cp "$here/device_mem.sh" "$root/bench/summarize_mem.py" "$dest/"
ls "$dest/mod" | wc -l
du -sh "$dest"
