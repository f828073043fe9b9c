#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sets up, builds wgc and runs the whole test suite, on PoCL and on Intel's
# CPU OpenCL runtime (installed from PyPI into a cache folder, reused).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
export WGC_INTEL_OPENCL_DIR=${WGC_INTEL_OPENCL_DIR:-$HOME/.cache/wgc/intel-opencl}
scripts/setup-intel-opencl.sh >/dev/null
scripts/setup-lit.sh
scripts/build.sh
scripts/setup-pyopencl.sh
build=${WGC_BUILD_DIR:-build}
ctest --test-dir "$build" -j"$(nproc)" --output-on-failure
# The libraries and tools built with LLVM 19 too, and their static checks
# (the lit tests: the libraries' exported names and local scratch among
# them); the runs on PoCL stay LLVM 15's.
build19=${WGC_LLVM19_BUILD_DIR:-$build-llvm19}
cmake -S . -B "$build19" -DCMAKE_BUILD_TYPE=Release -DWGC_LLVM_VERSION=19 \
  -DWGC_LIT="$(cd "$build" && pwd)/lit-venv/bin/lit" >/dev/null
cmake --build "$build19" -j2 --target wgc-lit-deps
ctest --test-dir "$build19" -j"$(nproc)" --output-on-failure \
  -R '^lit$'
