#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds what device_layer.sh needs into DEST: prepare.sh's folder (wgc and
# CUB modules for host.c), cl_host.c with the K1 source, OpenCL headers, and
# in DEST/carry the layer with wgc-cc, wgc-nvptx64.bc and libclc
# (tests/layer/gpu/pack.sh) and a wgc-link linked statically against
# LLVM 15 (gzipped; the GPU machine has no LLVM 15), which wgc-cc runs to
# fold the size of each variant the layer compiles at launch.
#
#   bench/nvptx/prepare_layer.sh BUILD DEST
# TYPES="int half" as for prepare.sh. Then, on the GPU machine:
#   bash DEST/device_layer.sh DEST OUT [--types T,T...]
set -euo pipefail
build=$(realpath "$1")
dest=$2
here=$(cd "$(dirname "$0")" && pwd)
llvm_config=${LLVM_CONFIG:-llvm-config-15}
"$here/prepare.sh" "$build" "$dest"
cp "$here"/cl_host.c "$here"/wgc_kernels.cl "$here"/device_layer.sh \
  "$here"/../summarize.py "$dest/"
mkdir -p "$dest/include"
cp -r /usr/include/CL "$dest/include/"
CARRY=$dest/carry "$here/../../tests/layer/gpu/pack.sh" "$build"
link=$build/tools/wgc-link
g++ -o "$dest/carry/bin/wgc-link" "$link"/CMakeFiles/wgc-link.dir/*.o \
  "$build/tools/common/libwgc-common.a" $("$llvm_config" --ldflags) \
  $("$llvm_config" --link-static --libs) -Wl,--as-needed -lz -ltinfo \
  -lrt -ldl -lm -lpthread -static-libstdc++ -static-libgcc
strip "$dest/carry/bin/wgc-link"
"$dest/carry/bin/wgc-link" --help >/dev/null
gzip -f "$dest/carry/bin/wgc-link"
du -sh "$dest"
