#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Gathers what tests/layer/gpu/run_nvidia.sh needs into $CARRY (default
# carry/): the layer, wgc-cc, the apps (all need only libc) and the
# sub-group app's kernel,
# wgc-nvptx64.bc, wgc's header and libclc's nvptx64--nvidiacl.bc (nvptx64
# needs wgc-link only for kernels calling kernels, which the apps have not).
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
cp "$build/lib/wgc-nvptx64.bc" "$carry/share/wgc/"
cp "$(dirname "$0")/../../../include/wgc/work_group_uniform_arithmetic.h" \
  "$(dirname "$0")/../../../include/wgc/subgroup_extensions.def" \
  "$carry/include/wgc/"
cp /usr/lib/clc/nvptx64--nvidiacl.bc "$carry/lib/clc/"
echo "packed into $carry"
