#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds scan_single.cl for NVIDIA (nvptx64, sm_80) with wgc-cc and checks
# its PTX without a GPU: the tile counter, status stores and look-back loads
# are device-scope atomics, nothing is left a call, and ptxas (if given)
# assembles it.
# usage: check_single_ptx.sh WGC_CC [PTXAS]
set -u
cc=$1 ptxas=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../../tests/lib/check.sh"

for type in int float; do
  ptx=$tmp/single_$type.ptx
  check "$type: wgc-cc --target=nvptx64" "$cc" --target=nvptx64 \
    --mcpu=sm_80 --cl-options="-cl-std=CL2.0 -DT=$type -DWG=256 -DITEMS=8" \
    "$here/scan_single.cl" -o "$ptx"
  for op in 'atom\.relaxed\.gpu\.add\.u32' 'st\.relaxed\.gpu\.b64' \
      'ld\.relaxed\.gpu\.b64'; do
    check "$type: $op" grep -Eq "$op" "$ptx"
  done
  check "$type: no call" bash -c "! grep -q call '$ptx'"
  if [ -n "$ptxas" ]; then
    check "$type: ptxas -arch=sm_80" "$ptxas" -arch=sm_80 "$ptx" -o /dev/null
  fi
done
check_summary
