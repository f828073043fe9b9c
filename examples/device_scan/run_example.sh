#!/usr/bin/env bash
# Builds scan.cl for spir64 with wgc-cc and runs and checks it on PoCL.
# usage: run_example.sh WGC_CC WGC_SCAN_EXAMPLE TYPE WG ITEMS
set -u
cc=$1 host=$2 type=$3 wg=$4 items=$5
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! "$cc" --target=spir64 \
    --cl-options="-cl-std=CL2.0 -DT=$type -DWG=$wg -DITEMS=$items" \
    "$here/scan.cl" -o "$tmp/scan.bc"; then
  echo "FAIL wgc-cc --target=spir64 (exit status $?)"
  echo "0 passed, 1 failed"
  exit 1
fi
POCL_CACHE_DIR="$tmp/pocl-cache" "$host" "$tmp/scan.bc" "$type" "$wg" "$items"
