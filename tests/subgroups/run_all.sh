#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the whole sub-group harness on PoCL: every kernel of every type on
# every shape (--full), on emu64, emu32 and the AMD emulations of the build
# folder BUILD (default build/). Takes tens of minutes on 2 cores; CI runs
# a subset (CMakeLists.txt). The last line is 'N passed, N failed'.
set -uo pipefail
build=${1:-build}
bin=$build/tests/subgroups/wgc-subgroups
dir=$build/tests/subgroups
[ -x "$bin" ] || { echo "$bin: build wgc-subgroups first" >&2; exit 2; }
export POCL_MAX_PTHREAD_COUNT=8 POCL_WORK_GROUP_SPECIALIZATION=0
passed=0 failed=0
for target in emu64:64 emu32:32 amdemu-gfx9-w32:32 amdemu-gfx10-w64:64; do
  lib=${target%:*} width=${target#*:}
  for type in char uchar short ushort int uint long ulong float double half; do
    f=1
    export POCL_CACHE_DIR=$dir/$lib/pocl-cache-$type
    log=$("$bin" --program "$dir/$lib/sub_groups_$type.bc" --type "$type" \
      --width "$width" --target "$lib" --full 2>&1)
    sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed' <<<"$log" | tail -1)
    echo "$lib $type: ${sum:-no summary}"
    if [ -z "$sum" ]; then
      failed=$((failed + 1))
    else
      read -r p _ f _ <<<"$sum"
      passed=$((passed + p)) failed=$((failed + f))
    fi
    [ "$f" = 0 ] || grep FAIL -A4 <<<"$log" | head -20
  done
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
