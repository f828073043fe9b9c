#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Links a user module that imports every work-group function of NAMES
# (import_user.sh) with a wgc SPIR-V library, as a SPIR-V consumer would: the
# user module and the linked module validate, the linked module imports no
# collective, defines every one with a body, and holds the library's
# Workgroup variables once.
# usage: check_link.sh SPIRV_AS SPIRV_LINK SPIRV_VAL SPIRV_DIS LIB.spv NAMES
#        WORKDIR
set -u
as=$1 link=$2 val=$3 dis=$4 lib=$5 names=$6 work=$7
here=$(dirname "$0")
mkdir -p "$work"
passed=0 failed=0
check() { # DESCRIPTION COMMAND...
  local what=$1; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $what"; fi
}
libasm=$("$dis" "$lib")
version=$(sed -n 's/^; Version: \([0-9.]*\)$/\1/p' <<<"$libasm")
user=$work/user.spv linked=$work/linked.spv
write_user() { "$here/import_user.sh" "$names" >"$work/user.spvasm"; }
check "writing the user module of $names" write_user
check "assembling the user module" "$as" --target-env "spv$version" "$work/user.spvasm" -o "$user"
check "spirv-val of the user module" "$val" "$user"
check "spirv-link" "$link" "$user" "$lib" -o "$linked"
check "spirv-val of the linked module" "$val" "$linked"
"$dis" "$linked" -o "$work/linked.spvasm" 2>/dev/null
asm=$work/linked.spvasm
no_import() { ! grep -q 'LinkageAttributes "_Z[0-9]*work_group_.*" Import' "$asm"; }
has_body() { # the instruction after OpFunction and its parameters is a label
  awk -v f="%$1" '$1 == f && $3 == "OpFunction" {s = 1; next}
    s && $3 != "OpFunctionParameter" {print $1 == "OpFunctionEnd" ? "none" : "body"; exit}' \
    "$asm" | grep -qx body
}
wg() { grep -c "= OpVariable .* Workgroup$" "$@"; }
check "the linked module imports no collective" no_import
for fn in $(sed -n 's/^OpDecorate %\([^ ]*\) LinkageAttributes .*/\1/p' "$work/user.spvasm"); do
  check "$fn has a body in the linked module" has_body "$fn"
done
nlib=$(wg <<<"$libasm")
check "one Workgroup variable per library array ($nlib)" \
  test "$(wg "$asm")" -eq "$nlib" -a "$nlib" -gt 0
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
