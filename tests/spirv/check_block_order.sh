#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that wgc's SPIR-V output lays out every block after its dominators,
# as SPIR-V requires: the local_mem program kernel, whose clang-15 -O2
# module alone does not, compiled by wgc-cc --target=spirv64 passes
# spirv-val; and wgc-link lays out block_order.ll's reachable blocks in
# reverse post-order from the entry, then its unreachable ones, each after
# the unreachable blocks that dominate it.
# usage: check_block_order.sh WGC_CC CLANG WGC_LINK LIBRARY.bc LLVM_AS LLVM_DIS
#        LLVM_SPIRV SPIRV_VAL LOCAL_MEM.cl BLOCK_ORDER.ll
set -u
cc=$1 clang=$2 link=$3 lib=$4 as=$5 dis=$6 spirv=$7 val=$8 local_mem=$9
fixture=${10}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

# check NAME COMMAND...: one check; its output is shown when it fails.
check() {
  local name=$1
  shift
  if "$@" >"$tmp/log" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name"
    sed 's/^/  /' "$tmp/log"
  fi
}
fails() { ! "$@"; }

# The kernel exercises the layout: clang-15's own module fails spirv-val.
check "local_mem.cl: clang-15 -O2 alone compiles" "$clang" \
  -target spir64-unknown-unknown -cl-std=CL2.0 -Xclang -finclude-default-header \
  -O2 -fno-vectorize -fno-slp-vectorize -emit-llvm -c "$local_mem" \
  -o "$tmp/clang.bc"
check "local_mem.cl: clang-15 alone translates" "$spirv" "$tmp/clang.bc" \
  -o "$tmp/clang.spv"
check "local_mem.cl: clang-15 alone fails spirv-val (the case is exercised)" \
  fails "$val" "$tmp/clang.spv"

check "local_mem.cl: wgc-cc --target=spirv64 compiles" "$cc" \
  --target=spirv64 "$local_mem" -o "$tmp/local_mem.spv"
check "local_mem.cl: wgc-cc's SPIR-V passes spirv-val" "$val" \
  "$tmp/local_mem.spv"

# Depth-first from the entry (successors in terminator order): entry, loop,
# body, latch, exit; then the blocks without predecessors in layout order
# (dead1, then dead2 below it); then each block left in layout order (cyc_b
# first, then the blocks it reaches).
want="entry loop body latch exit dead1 dead2 cyc_b cyc_a cyc_c"
check "block_order.ll assembles" "$as" "$fixture" -o "$tmp/fixture.bc"
check "block_order.ll: wgc-link links" "$link" --library "$lib" \
  -o "$tmp/linked.bc" "$tmp/fixture.bc"
"$dis" "$tmp/linked.bc" -o - 2>/dev/null |
  awk '/^define .*@k\(/ { on = 1; next } /^}/ { on = 0 }
    on && /^[A-Za-z_][A-Za-z0-9_.]*:/ { sub(/:.*/, ""); printf "%s ", $0 }' \
    >"$tmp/layout"
check "block_order.ll: layout is '$want' (got '$(cat "$tmp/layout")')" \
  test "$(cat "$tmp/layout")" = "$want "
check "block_order.ll: translates" "$spirv" "$tmp/linked.bc" \
  -o "$tmp/linked.spv"
check "block_order.ll: passes spirv-val" "$val" "$tmp/linked.spv"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
