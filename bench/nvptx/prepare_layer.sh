#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds what device_layer.sh needs into DEST: prepare.sh's folder (wgc and
# CUB modules for host.c), cl_host.c with the K1 source and
# tests/lib/clhost.{c,h}, bench/lib/nvidia_layer_env.sh, OpenCL headers, and
# in DEST/carry the layer with wgc-cc, wgc-nvptx64.bc and libclc, and a
# wgc-link built against the LLVM of the GPU machine's clang (16:
# LLVM_CONFIG, default llvm-config-16), linked statically and gzipped
# (tests/layer/gpu/pack.sh). wgc-cc runs it to fold the size of each
# variant the layer compiles at launch, on the bitcode of that clang, which
# an older LLVM cannot read.
#
#   bench/nvptx/prepare_layer.sh BUILD DEST
# TYPES="int half" as for prepare.sh. Then, on the GPU machine:
#   bash DEST/device_layer.sh DEST OUT [--types T,T...]
set -euo pipefail
build=$(realpath "$1")
dest=$2
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib/layer_host_files.sh"
"$here/prepare.sh" "$build" "$dest"
cp "$here"/cl_host.c "$here"/wgc_kernels.cl "$here"/device_layer.sh \
  "$here"/../summarize.py "$dest/"
layer_host_files "$dest"
CARRY=$dest/carry "$here/../../tests/layer/gpu/pack.sh" "$build"
du -sh "$dest"
