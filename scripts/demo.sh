#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Sets up, builds wgc, then compiles, links and runs a kernel that calls
# work_group_scan_inclusive_add on PoCL, printing its input and output.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
scripts/build.sh >/dev/null
build=${WGC_BUILD_DIR:-build}
set -x
clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 \
  -Xclang -finclude-default-header -O2 -emit-llvm \
  -c examples/scan_demo.cl -o "$build/scan_demo.bc"
"$build/tools/wgc-link/wgc-link" --target spir64 \
  -o "$build/scan_demo.linked.bc" "$build/scan_demo.bc"
"$build/examples/wgc-demo" "$build/scan_demo.linked.bc"
