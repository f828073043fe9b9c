#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Gathers what tests/layer/gpu/run_nvidia.sh and run_specialized.sh need
# into $CARRY (default carry/): the layer, wgc-cc, the apps (all need only
# libc and libOpenCL) and the sub-group app's kernel, the conformance
# harness with its kernels' source and specialized_conformance.sh (with
# the tests' check.sh it sources, in lib/ beside bin/ as in tests/),
# wgc-nvptx64.bc, wgc's header and libclc's nvptx64--nvidiacl.bc, and
# bin/wgc-link.gz: a wgc-link built against the LLVM of the GPU machine's
# clang (16: LLVM_CONFIG, default llvm-config-16, Debian's llvm-16-dev),
# linked statically and gzipped (the scripts unpack it there). wgc-cc runs
# it to fold the size of each variant the layer compiles at launch, on the
# bitcode of that clang, which an older LLVM cannot read; nvptx64 needs it
# for nothing else but kernels calling kernels.
# Usage: pack.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: pack.sh BUILD_DIR}
carry=${CARRY:-carry}
mkdir -p "$carry/bin" "$carry/lib/clc" "$carry/share/wgc" "$carry/include/wgc"
cp "$build/tools/layer/libwgc-layer.so" "$carry/lib/"
cp "$build/tools/wgc-cc/wgc-cc" "$build/tests/layer/wgc-layer-app" \
  "$build/tests/layer/wgc-layer-arg-info" \
  "$build/tests/layer/wgc-layer-versions" \
  "$build/tests/layer/wgc-layer-subgroups" "$carry/bin/"
cp "$(dirname "$0")/../subgroups.cl" "$carry/bin/"
cp "$build/tests/wgc-conformance" \
  "$(dirname "$0")/../../conformance/kernels/collectives.cl" \
  "$(dirname "$0")/../specialized_conformance.sh" "$carry/bin/"
cp "$(dirname "$0")/../../lib/check.sh" "$carry/lib/"
cp "$build/lib/wgc-nvptx64.bc" "$carry/share/wgc/"
cp "$(dirname "$0")/../../../include/wgc/work_group_uniform_arithmetic.h" \
  "$(dirname "$0")/../../../include/wgc/subgroup_extensions.def" \
  "$carry/include/wgc/"
cp /usr/lib/clc/nvptx64--nvidiacl.bc "$carry/lib/clc/"
llvm_config=${LLVM_CONFIG:-llvm-config-16}
src=$(cd "$(dirname "$0")/../../.." && pwd)
obj=$(mktemp -d)
trap 'rm -rf "$obj"' EXIT
for c in "$src"/tools/wgc-link/*.c; do
  gcc -c -O2 -std=gnu11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L \
    -DWGC_BIN_TO_LIB_DIR='"../share/wgc"' -DWGC_BUILD_LIB_DIR='"/nonexistent"' \
    -I"$("$llvm_config" --includedir)" -I"$build/tools/wgc-link" \
    -I"$src/tools/common" "$c" -o "$obj/$(basename "$c" .c).o"
done
# Every LLVM library but Polly's (not needed, and not in llvm-16-dev).
g++ -o "$carry/bin/wgc-link" "$obj"/*.o \
  "$build/tools/common/libwgc-common.a" $("$llvm_config" --ldflags) \
  $("$llvm_config" --link-static --libs | tr ' ' '\n' | grep -v Polly) \
  -Wl,--as-needed -l:libzstd.so.1 -lz -ltinfo -lrt -ldl -lm -lpthread \
  -static-libstdc++ -static-libgcc
strip "$carry/bin/wgc-link"
"$carry/bin/wgc-link" --help >/dev/null
gzip -f "$carry/bin/wgc-link"
echo "packed into $carry"
