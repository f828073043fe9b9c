#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks the PTX of kernels that call only non-uniform sub-group functions
# (kernels/non_uniform.cl, compiled with wgc-nvptx64.bc): every warp-
# synchronous instruction (shfl.sync, vote.sync, match.sync, bar.warp.sync)
# names as its member mask a register that holds what activemask.b32 wrote
# in the same function (moved or converted), never the full warp's constant
# mask, which would wait for lanes that do not reach the call.
# usage: check_ptx_masks.sh CLANG LIBRARY.bc LIBCLC.bc KERNELS.cl OUT_DIR
#          CFLAGS...
set -u
clang=$1 lib=$2 libclc=$3 src=$4 out=$5
shift 5
passed=0 failed=0
mkdir -p "$out"
for arch in sm_70 sm_80; do
  ptx=$out/non_uniform_$arch.ptx
  if ! "$clang" -target nvptx64-nvidia-nvcl -march=$arch -cl-std=CL2.0 \
    -Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_fp16 -O2 \
    -Wno-linker-warnings "$@" \
    -Xclang -mlink-builtin-bitcode -Xclang "$lib" \
    -Xclang -mlink-builtin-bitcode -Xclang "$libclc" -S "$src" -o "$ptx"; then
    echo "FAIL $arch: the kernels do not compile"
    failed=$((failed + 1))
    continue
  fi
  report=$(awk '
    /^\.(visible |weak )*(\.entry|\.func)/ { delete masks }
    /activemask\.b32/ { r = $2; sub(/;$/, "", r); masks[r] = 1 }
    # The mask moves between registers and widths unchanged.
    /^[ \t]*(mov|cvt)\.[us](32|64)/ {
      d = $2; sub(/,$/, "", d); s = $NF; sub(/;$/, "", s)
      if (s in masks) masks[d] = 1
    }
    /(shfl|vote|match)\.sync|bar\.warp\.sync/ {
      syncs++
      m = $NF; sub(/;$/, "", m)
      if (!(m in masks)) { bad++; print "  " $0 }
    }
    END { printf "%d %d\n", syncs, bad }' "$ptx")
  counts=$(tail -n 1 <<<"$report")
  syncs=${counts% *} bad=${counts#* }
  if [ "$syncs" -eq 0 ]; then
    echo "FAIL $arch: no warp-synchronous instruction in $ptx"
    failed=$((failed + 1))
  elif [ "$bad" -ne 0 ]; then
    echo "FAIL $arch: $bad of $syncs instructions without activemask's mask:"
    head -n 5 <<<"$report"
    failed=$((failed + 1))
  else
    echo "ok $arch: $syncs instructions, each on activemask's mask"
    passed=$((passed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
