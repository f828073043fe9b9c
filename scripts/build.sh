#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Configures and builds wgc into ${WGC_BUILD_DIR:-build}; with
# WGC_INTEL_OPENCL_DIR set (scripts/setup-intel-opencl.sh), the tests also
# run on Intel's CPU OpenCL runtime from that folder.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${WGC_BUILD_DIR:-build}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
  ${WGC_INTEL_OPENCL_DIR:+"-DWGC_INTEL_OPENCL_DIR=$WGC_INTEL_OPENCL_DIR"} >/dev/null
cmake --build "$build" -j"$(nproc)"
