#!/usr/bin/env bash
# Sets up, builds wgc and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
scripts/build.sh
scripts/setup-pyopencl.sh
build=${WGC_BUILD_DIR:-build}
ctest --test-dir "$build" -j"$(nproc)" --output-on-failure
