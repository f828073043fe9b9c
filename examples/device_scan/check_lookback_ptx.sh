#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds scan_lookback.cl for NVIDIA (nvptx64, sm_80) with wgc-cc and checks
# its PTX without a GPU: three work-group barriers (two with -DGROUP_ORDER,
# which has no tile counter) and one warp barrier per tile (none in the
# look-back loop), the tile counter, status stores and
# look-back loads device-scope atomics, the look-back's nearest deciding
# lane one redux.sync.min, with -DVEC=4 each full part moved by ITEMS / 4
# 16-byte loads and stores, nothing left a call or spilled to local memory,
# and ptxas (if given) assembles it.
# usage: check_lookback_ptx.sh WGC_CC [PTXAS]
set -u
cc=$1 ptxas=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../../tests/lib/check.sh"

count() { # PATTERN PTX: the lines matching
  grep -Ec "$1" "$2"
}
for type in int float; do
  for cfg in 256:8:1: 1024:8:1: 512:16:4: 512:16:4:-DGROUP_ORDER; do
    IFS=: read -r wg items vec order <<<"$cfg"
    ptx=$tmp/lookback_${type}_${wg}_$vec${order:+_g}.ptx
    name="$type $wg x $items VEC $vec $order"
    bars=3 atomics=1
    if [ -n "$order" ]; then
      bars=2 atomics=0
    fi
    check "$name: wgc-cc --target=nvptx64" "$cc" --target=nvptx64 \
      --mcpu=sm_80 --cl-options="-cl-std=CL2.0 -DT=$type -DWG=$wg \
-DITEMS=$items -DVEC=$vec $order" "$here/scan_lookback.cl" -o "$ptx"
    if [ "$vec" = 4 ]; then
      check "$name: $((items / 4)) ld.global.v4" \
        test "$(count 'ld\.global\.v4' "$ptx")" = $((items / 4))
      check "$name: $((items / 4)) st.global.v4" \
        test "$(count 'st\.global\.v4' "$ptx")" = $((items / 4))
    fi
    check "$name: $bars bar.sync" test "$(count 'bar\.sync' "$ptx")" = $bars
    check "$name: 1 bar.warp.sync" test "$(count 'bar\.warp\.sync' "$ptx")" = 1
    check "$name: $atomics atomic add" \
      test "$(count 'atom\.relaxed\.gpu\.add\.u32' "$ptx")" = $atomics
    for op in 'st\.relaxed\.gpu\.b64' 'ld\.relaxed\.gpu\.b64' \
        'redux\.sync\.min\.u32'; do
      check "$name: $op" grep -Eq "$op" "$ptx"
    done
    check "$name: no call" bash -c "! grep -q call '$ptx'"
    check "$name: no local memory" bash -c "! grep -q '\.local' '$ptx'"
    if [ -n "$ptxas" ]; then
      check "$name: ptxas -arch=sm_80" "$ptxas" -arch=sm_80 "$ptx" -o /dev/null
    fi
  done
done
check_summary
