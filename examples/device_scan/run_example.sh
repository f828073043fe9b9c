#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds scan.cl (with 'single': scan_single.cl) for spir64, or with
# 'lookback' scan_lookback.cl for emu32 (wgc's emulated 32-wide sub-groups),
# with wgc-cc and runs and checks it on PoCL.
# usage: run_example.sh WGC_CC WGC_SCAN_EXAMPLE TYPE WG ITEMS [single|lookback
#        [MORE_CL_OPTIONS]]
set -u
cc=$1 host=$2 type=$3 wg=$4 items=$5 mode=${6:-} more=${7:-}
here=$(cd "$(dirname "$0")" && pwd)
src=scan.cl flag=() std=CL2.0 ext=() target=spir64 sg=()
# PoCL 3.1 defines the OpenCL 2.0 atomics on __global and __local pointers
# only: OpenCL C 3.0 without generic pointers declares those overloads.
if [ "$mode" = single ] || [ "$mode" = lookback ]; then
  src=scan_single.cl flag=(--single) std=CL3.0
  ext=(-Xclang -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue)
fi
# The emulated sub-groups run each sub-group function as a work-group step,
# so the sub-group that looks back must be the whole work-group: WG 32.
if [ "$mode" = lookback ]; then
  src=scan_lookback.cl flag=(--lookback) target=emu32 sg=(-DSG=32)
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! "$cc" --target=$target "${ext[@]}" \
    --cl-options="-cl-std=$std -DT=$type -DWG=$wg -DITEMS=$items ${sg[*]} $more" \
    "$here/$src" -o "$tmp/scan.bc"; then
  echo "FAIL wgc-cc --target=$target (exit status $?)"
  echo "0 passed, 1 failed"
  exit 1
fi
POCL_CACHE_DIR="$tmp/pocl-cache" "$host" "${flag[@]}" "$tmp/scan.bc" "$type" \
  "$wg" "$items"
