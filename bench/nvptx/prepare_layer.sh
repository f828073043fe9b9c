#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds what device_layer.sh needs into DEST: prepare.sh's folder (wgc and
# CUB modules for host.c), cl_host.c with the K1 source, OpenCL headers, and
# in DEST/carry the layer with wgc-cc, wgc-nvptx64.bc and libclc
# (tests/layer/gpu/pack.sh) and a wgc-link built against the LLVM of the GPU
# machine's clang (16: LLVM_CONFIG, default llvm-config-16, Debian's
# llvm-16-dev), linked statically and gzipped. wgc-cc runs it to fold the
# size of each variant the layer compiles at launch, on the bitcode of
# that clang, which an older LLVM cannot read.
#
#   bench/nvptx/prepare_layer.sh BUILD DEST
# TYPES="int half" as for prepare.sh. Then, on the GPU machine:
#   bash DEST/device_layer.sh DEST OUT [--types T,T...]
set -euo pipefail
build=$(realpath "$1")
dest=$2
here=$(cd "$(dirname "$0")" && pwd)
llvm_config=${LLVM_CONFIG:-llvm-config-16}
"$here/prepare.sh" "$build" "$dest"
cp "$here"/cl_host.c "$here"/wgc_kernels.cl "$here"/device_layer.sh \
  "$here"/../summarize.py "$dest/"
mkdir -p "$dest/include"
cp -r /usr/include/CL "$dest/include/"
CARRY=$dest/carry "$here/../../tests/layer/gpu/pack.sh" "$build"
src=$here/../../tools/wgc-link
obj=$(mktemp -d)
trap 'rm -rf "$obj"' EXIT
for c in "$src"/*.c; do
  gcc -c -O2 -std=gnu11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L \
    -DWGC_BIN_TO_LIB_DIR='"../share/wgc"' -DWGC_BUILD_LIB_DIR='"/nonexistent"' \
    -I"$("$llvm_config" --includedir)" -I"$build/tools/wgc-link" \
    -I"$here/../../tools/common" "$c" -o "$obj/$(basename "$c" .c).o"
done
# Every LLVM library but Polly's (not needed, and not in llvm-16-dev).
g++ -o "$dest/carry/bin/wgc-link" "$obj"/*.o \
  "$build/tools/common/libwgc-common.a" $("$llvm_config" --ldflags) \
  $("$llvm_config" --link-static --libs | tr ' ' '\n' | grep -v Polly) \
  -Wl,--as-needed -l:libzstd.so.1 -lz -ltinfo -lrt -ldl -lm -lpthread \
  -static-libstdc++ -static-libgcc
strip "$dest/carry/bin/wgc-link"
"$dest/carry/bin/wgc-link" --help >/dev/null
gzip -f "$dest/carry/bin/wgc-link"
du -sh "$dest"
