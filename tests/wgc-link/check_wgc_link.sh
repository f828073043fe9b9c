#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks wgc-link's errors: each bad input fails with a message saying what
# and where, exits non-zero and leaves any existing output untouched.
# usage: check_wgc_link.sh WGC_LINK KERNEL.bc LIBRARY.bc LLVM_DIS
set -u
link=$1 kernel=$2 lib=$3 dis=$4
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

# expect_failure NAME PATTERN ARGS...: fails, says PATTERN, keeps the output.
expect_failure() {
  local name=$1 pattern=$2
  shift 2
  echo old >"$tmp/out.bc"
  "$link" "$@" >"$tmp/log" 2>&1
  local rc=$?
  if [ $rc -eq 0 ]; then
    echo "FAIL $name: exit status 0"
  elif ! grep -q -- "$pattern" "$tmp/log"; then
    echo "FAIL $name: message lacks '$pattern':"
    cat "$tmp/log"
  elif [ "$(cat "$tmp/out.bc")" != old ]; then
    echo "FAIL $name: the existing output was overwritten"
  elif ls -A "$tmp" | grep -q '\.tmp\.'; then
    echo "FAIL $name: a temporary file was left behind"
  else
    passed=$((passed + 1))
    return
  fi
  failed=$((failed + 1))
}

expect_failure "unknown target" "unknown target 'nosuch'" \
  --target nosuch -o "$tmp/out.bc" "$kernel"
expect_failure "missing input" "$tmp/missing.bc: cannot read" \
  --library "$lib" -o "$tmp/out.bc" "$tmp/missing.bc"
echo "not bitcode" >"$tmp/garbage.bc"
expect_failure "garbage input" "$tmp/garbage.bc: not LLVM bitcode" \
  --library "$lib" -o "$tmp/out.bc" "$tmp/garbage.bc"
expect_failure "missing library" "$tmp/nolib.bc: cannot read" \
  --library "$tmp/nolib.bc" -o "$tmp/out.bc" "$kernel"
expect_failure "undefined collective" \
  "'uses_char' calls '_Z21work_group_reduce_addc'" \
  --library "$lib" -o "$tmp/out.bc" "$here/calls_missing.ll"
expect_failure "no output" "missing -o OUTPUT" --library "$lib" "$kernel"

# Every spelling of the library's triple links, and the output gets the
# library's spelling; another target is refused by name.
"$dis" "$kernel" -o "$tmp/kernel.ll" || exit 1
lib_triple=$("$dis" "$lib" -o - | sed -n 's/^target triple = "\(.*\)"$/\1/p')
for triple in spir64 spir64-unknown-unknown- spir64-- spir64-unknown \
    spir64-unknown-unknown-unknown; do
  sed "s/^target triple = .*/target triple = \"$triple\"/" "$tmp/kernel.ll" \
    >"$tmp/triple.ll"
  if "$link" --library "$lib" -o "$tmp/triple.bc" "$tmp/triple.ll" \
      >"$tmp/log" 2>&1 &&
      "$dis" "$tmp/triple.bc" -o - |
      grep -qx "target triple = \"$lib_triple\""; then
    passed=$((passed + 1))
  else
    echo "FAIL triple '$triple': not linked as '$lib_triple':"
    cat "$tmp/log"
    failed=$((failed + 1))
  fi
done
for triple in spir-unknown-unknown spir64-unknown-linux nvptx64-nvidia-cuda; do
  sed "s/^target triple = .*/target triple = \"$triple\"/" "$tmp/kernel.ll" \
    >"$tmp/other.ll"
  expect_failure "other target '$triple'" \
    "$tmp/other.ll is for target '$triple' but $lib is for '$lib_triple'" \
    --library "$lib" -o "$tmp/out.bc" "$tmp/other.ll"
done

# Any number of -L folders, searched in order: the library is only in the
# 20th.
dirs=()
for i in $(seq 20); do
  mkdir "$tmp/L$i"
  dirs+=(-L "$tmp/L$i")
done
cp "$lib" "$tmp/L20/wgc-only20.bc"
if [ "$("$link" --target only20 "${dirs[@]}" --print-library 2>&1)" = \
    "$tmp/L20/wgc-only20.bc" ] &&
    "$link" --target only20 "${dirs[@]}" -o "$tmp/L.bc" "$kernel"; then
  passed=$((passed + 1))
else
  echo "FAIL -L: the library in the 20th folder was not found"
  failed=$((failed + 1))
fi

# And the good case: a new file whose kernels own their scratch.
if "$link" --library "$lib" -o "$tmp/good.bc" "$kernel" &&
    "$dis" "$tmp/good.bc" -o - | grep -q '^@k_all\.__wgc_'; then
  passed=$((passed + 1))
else
  echo "FAIL good link: no output or no per-kernel scratch"
  failed=$((failed + 1))
fi
# The output gets the mode any new file gets (0666 less the umask), not
# the 0600 of the temporary file it is written as.
if (umask 022 && "$link" --library "$lib" -o "$tmp/mode.bc" "$kernel") &&
    [ "$(stat -c %a "$tmp/mode.bc")" = 644 ]; then
  passed=$((passed + 1))
else
  echo "FAIL output mode: $(stat -c %a "$tmp/mode.bc" 2>&1), want 644"
  failed=$((failed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
