#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that every kernel has its own wgc scratch: in the linked modules and
# in the kernel objects PoCL built from them (PoCL puts a module-scope local
# array in one .bss that all running work-groups share).
# usage: check_private_scratch.sh LLVM_DIS DIR LINKED.bc...
set -u
dis=$1 dir=$2
shift 2
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

for bc in "$@"; do
  ir=$("$dis" "$bc" -o -) || { fail "$bc: cannot disassemble"; continue; }
  kernels=$(sed -n 's/^define .*spir_kernel .* @\([A-Za-z0-9_]*\)(.*/\1/p' <<<"$ir")
  locals=$(sed -n 's/^@\([^ ]*\) = .*addrspace(3) global.*/\1/p' <<<"$ir")
  [ -n "$locals" ] || { fail "$bc: no local scratch at all"; continue; }
  bad=0
  for g in $locals; do
    owner=${g%%.*}
    if [ "$owner" = "$g" ] || ! grep -qx "$owner" <<<"$kernels"; then
      fail "$bc: local array @$g belongs to no kernel"
      bad=1
    fi
  done
  for k in $kernels; do
    grep -q "^$k\.__wgc_" <<<"$locals" || { fail "$bc: kernel $k has no own scratch"; bad=1; }
  done
  [ $bad = 0 ] && pass
done

# One nm over all objects: the spir64 run leaves hundreds of them.
n_objects=$(find "$dir" -name '*.so' | wc -l)
if [ "$n_objects" = 0 ]; then
  fail "no PoCL kernel objects under $dir (the conformance tests make them)"
else
  symbols=$(find "$dir" -name '*.so' -print0 | xargs -0 nm -A) ||
    fail "nm failed on the kernel objects under $dir"
  shared=$(grep -E ' [bBdDC] .*__wgc_' <<<"$symbols")
  bad_objects=0
  if [ -n "$shared" ]; then
    while read -r so; do
      fail "$so: wgc scratch is a global of the kernel object"
      bad_objects=$((bad_objects + 1))
    done < <(cut -d: -f1 <<<"$shared" | sort -u)
    echo "$shared"
  fi
  passed=$((passed + n_objects - bad_objects))
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
