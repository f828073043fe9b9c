#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks a wgc SPIR-V library: each name of NAMES (the mangled work-group
# functions of the type table for the module's size_t, one a line, as
# tests/lit/symbols/names.cmake writes them: work-group-64.names or
# work-group-32.names) is a function with Export linkage, and nothing else
# is exported.
# usage: check_exports.sh SPIRV_DIS LIBRARY.spv NAMES
set -u
dis=$1 lib=$2 names=$3
expected=$(cat "$names") && [ -n "$expected" ] ||
  { echo "FAIL $names: no names"; echo "0 passed, 1 failed"; exit 2; }
asm=$("$dis" "$lib") || { echo "FAIL $lib: spirv-dis failed"; echo "0 passed, 1 failed"; exit 1; }
exports=$(sed -n 's/.*LinkageAttributes "\([^"]*\)" Export$/\1/p' <<<"$asm" | sort)
passed=0 failed=0
for mangled in $expected; do
  if grep -qx "$mangled" <<<"$exports" &&
      grep -Eq "^ *%$mangled = OpFunction " <<<"$asm"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $lib: $mangled is not an exported function"
  fi
done
extra=$(grep -vxF -f <(echo "$expected") <<<"$exports")
if [ -n "$extra" ]; then
  failed=$((failed + 1))
  echo "FAIL $lib: unexpected exports:" $extra
else
  passed=$((passed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
