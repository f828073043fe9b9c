#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks wgc-link --inline-kernel-calls: every call to a kernel is inlined,
# through chains and helpers, every kernel stays a kernel, a module without
# such calls comes out as it went in, a recursive kernel fails by name with
# the output untouched, and a library option is refused (status 2).
# usage: check_kernel_calls.sh WGC_LINK LLVM_DIS KERNEL_CALLS.ll OTHER.bc
set -u
link=$1 dis=$2 calls=$3 other=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"

# body NAME FILE: the definition of function NAME in an llvm-dis listing.
body() { awk -v n="$1" '/^define / { f = index($0, "@" n "(") > 0 } f' "$2"; }

# top calls mid calls leaf: all three levels end up in top.
top_inlined() {
  body top "$1" | grep -q 'mul i32' && body top "$1" | grep -q 'add i32' &&
    body top "$1" | grep -q 'llvm.nvvm.barrier0'
}

# via_helper still calls the helper (a function, not a kernel), which holds
# leaf's store.
helper_inlined() {
  body via_helper "$1" | grep -q 'call void @helper' &&
    body helper "$1" | grep -q 'store i32 7'
}

# The listing without comments (use-list order shows in '; preds').
code() { sed -e 's/ *;.*$//' "$1"; }

check "links kernels calling kernels" \
  "$link" --inline-kernel-calls -o "$tmp/out.bc" "$calls"
"$dis" "$tmp/out.bc" -o "$tmp/out.ll" 2>/dev/null || : >"$tmp/out.ll"
check "no call to a kernel is left" \
  bash -c "! grep -q 'call spir_kernel' '$tmp/out.ll'"
for k in leaf mid top via_helper; do
  check "$k is still a kernel" grep -q "^define spir_kernel void @$k(" \
    "$tmp/out.ll"
  check "$k is still annotated as a kernel" \
    grep -q "^!.* = !{ptr @$k, !\"kernel\", i32 1}" "$tmp/out.ll"
done
check "top holds mid's and leaf's code" top_inlined "$tmp/out.ll"
check "the helper keeps its call and holds leaf's code" \
  helper_inlined "$tmp/out.ll"

check "links a module with no kernel call" \
  "$link" --inline-kernel-calls -o "$tmp/same.bc" "$other"
"$dis" "$other" -o "$tmp/a.ll" && "$dis" "$tmp/same.bc" -o "$tmp/b.ll"
check "that module comes out as it went in" \
  diff <(code "$tmp/a.ll") <(code "$tmp/b.ll")

# expect_failure NAME STATUS PATTERN ARGS...: fails with STATUS, says
# PATTERN, keeps the existing output and leaves no temporary file.
expect_failure() {
  local name=$1 status=$2 pattern=$3
  shift 3
  echo old >"$tmp/keep.bc"
  "$link" "$@" >"$tmp/log" 2>&1
  local rc=$?
  if [ $rc -ne "$status" ]; then
    echo "FAIL $name: exit status $rc, not $status"
  elif ! grep -q -- "$pattern" "$tmp/log"; then
    echo "FAIL $name: message lacks '$pattern':"
    cat "$tmp/log"
  elif [ "$(cat "$tmp/keep.bc")" != old ] || ls "$tmp" | grep -q '\.tmp\.'; then
    echo "FAIL $name: the output was touched"
  else
    echo "PASS $name"
    passed=$((passed + 1))
    return
  fi
  failed=$((failed + 1))
}

sed 's/^;RECURSE //' "$calls" >"$tmp/recurse.ll"
expect_failure "a recursive kernel" 1 "'self' calls kernel 'self'" \
  --inline-kernel-calls -o "$tmp/keep.bc" "$tmp/recurse.ll"
expect_failure "with --target" 2 "links no library" \
  --inline-kernel-calls --target spir64 -o "$tmp/keep.bc" "$calls"
expect_failure "with --library" 2 "links no library" \
  --inline-kernel-calls --library "$other" -o "$tmp/keep.bc" "$calls"
expect_failure "no input" 2 "missing an INPUT" \
  --inline-kernel-calls -o "$tmp/keep.bc"

check_summary
