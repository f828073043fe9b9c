#!/usr/bin/env bash
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

objects=$(find "$dir" -name '*.so' 2>/dev/null)
if [ -z "$objects" ]; then
  fail "no PoCL kernel objects under $dir (the conformance tests make them)"
else
  for so in $objects; do
    shared=$(nm "$so" | grep -E ' [bBdDC] .*__wgc_')
    if [ -n "$shared" ]; then
      fail "$so: wgc scratch is a global of the kernel object: $shared"
    else
      pass
    fi
  done
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
