#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds what device_tile_layer.sh needs into DEST: prepare_mem.sh's folder
# (the tile benchmark: wgc PTX with the sizes declared, membench with CUB),
# cl_tile.c with tile_kernels.cl and tests/lib/clhost.{c,h},
# bench/lib/nvidia_layer_env.sh, OpenCL headers, and in DEST/carry the
# layer, wgc-cc, wgc-nvptx64.bc, libclc and a wgc-link for the GPU
# machine's clang-16 (tests/layer/gpu/pack.sh).
#
#   bench/nvptx/prepare_tile_layer.sh BUILD DEST
# Then, on the GPU machine:
#   bash DEST/device_tile_layer.sh DEST OUT
set -euo pipefail
build=$(realpath "$1")
dest=$2
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib/layer_host_files.sh"
"$here/prepare_mem.sh" "$build" "$dest"
cp "$here"/cl_tile.c "$here"/tile_kernels.cl "$here"/device_tile_layer.sh \
  "$here"/summarize_tile_layer.py "$dest/"
layer_host_files "$dest"
CARRY=$dest/carry "$here/../../tests/layer/gpu/pack.sh" "$build"
du -sh "$dest"
