#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sets up, builds wgc and runs the whole test suite, on PoCL and on Intel's
# CPU OpenCL runtime (installed from PyPI into a cache folder, reused).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
export WGC_INTEL_OPENCL_DIR=${WGC_INTEL_OPENCL_DIR:-$HOME/.cache/wgc/intel-opencl}
scripts/setup-intel-opencl.sh >/dev/null
scripts/build.sh
scripts/setup-pyopencl.sh
build=${WGC_BUILD_DIR:-build}
ctest --test-dir "$build" -j"$(nproc)" --output-on-failure
