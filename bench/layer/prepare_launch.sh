#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds what device_launch.sh needs into DEST: launch_bench.c with its
# runner and summary, tests/lib/clhost.{c,h}, the K1 source
# (bench/nvptx/wgc_kernels.cl), bench/lib/nvidia_layer_env.sh, OpenCL
# headers, and in DEST/carry the layer, wgc-cc, wgc-nvptx64.bc, libclc and
# a wgc-link for the GPU machine's clang-16 (tests/layer/gpu/pack.sh).
#
#   bench/layer/prepare_launch.sh BUILD DEST
# Then, on the GPU machine:
#   bash DEST/device_launch.sh DEST OUT
set -euo pipefail
build=$(realpath "$1")
dest=$2
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib/layer_host_files.sh"
rm -rf "$dest"
mkdir -p "$dest"
cp "$here"/launch_bench.c "$here"/run_launch.sh "$here"/summarize_launch.py \
  "$here"/device_launch.sh "$here"/../nvptx/wgc_kernels.cl "$dest/"
layer_host_files "$dest"
CARRY=$dest/carry "$here/../../tests/layer/gpu/pack.sh" "$build"
du -sh "$dest"
