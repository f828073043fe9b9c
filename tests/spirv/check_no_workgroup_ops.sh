#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks that SPIR-V modules run wgc's collectives, not the runtime's: no
# OpGroup* instruction of Workgroup scope (what llvm-spirv makes of a
# work_group_* call left unresolved), and no group instruction whose scope is
# not a constant. Sub-group instructions (Subgroup scope) are allowed.
# usage: check_no_workgroup_ops.sh SPIRV_DIS MODULE.spv...
set -u
dis=$1; shift
passed=0 failed=0
for spv in "$@"; do
  # Scope 2 is Workgroup. Constants precede the functions that use them.
  bad=$(set -o pipefail; "$dis" --raw-id "$spv" | awk '
    $2 == "=" && $3 == "OpConstant" { value[$1] = $5; next }
    $2 == "=" && $3 ~ /^OpGroup/ { scope = $5 }
    $1 == "OpGroupWaitEvents" { scope = $2 }
    scope != "" {
      if (!(scope in value)) print "non-constant scope:" $0
      else if (value[scope] == 2) print $0
      scope = ""
    }')
  if [ $? -ne 0 ]; then
    failed=$((failed + 1))
    echo "FAIL $spv: spirv-dis failed"
  elif [ -n "$bad" ]; then
    failed=$((failed + 1))
    echo "FAIL $spv: $(wc -l <<<"$bad") work-group instructions of the runtime, e.g."
    head -3 <<<"$bad"
  else
    passed=$((passed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ $# -gt 0 ]
