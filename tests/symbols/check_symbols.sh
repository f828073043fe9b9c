#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks a wgc bitcode library: every public work-group function is defined
# (collective_names.sh; ADDRESS_BITS is the library's, 32 or 64), every
# other external definition is internal to wgc (a name with the __wgc_
# prefix, which wgc-link internalizes and no user name can take) or a
# work-item function the target defines (get_*), and nothing is undefined
# beyond the work-item builtins a consumer provides (and __nvvm_reflect,
# which the NVPTX back end resolves; with 'subgroups', the cl_khr_subgroups
# built-ins too, for a library over a runtime's sub-groups). With
# 'sub-group-functions' the library also defines every OpenCL sub-group
# function (sub_group_names.sh, non_uniform_names.sh, rotate_names.sh) and
# may need get_enqueued_local_size; any other library defines none of them.
# wgc-nvptx64.bc also defines the OpenCL 2.0 atomics
# (tests/lit/nvptx/atomics-defined.test checks each declared overload).
# usage: check_symbols.sh LLVM_NM LIBRARY.bc ADDRESS_BITS [half|no-half]
#          [subgroups|sub-group-functions]
set -u
nm=$1 lib=$2 bits=$3 half=${4:-half} builtins=${5:-}
syms=$("$nm" "$lib") || { echo "FAIL $lib: llvm-nm failed"; echo "0 passed, 1 failed"; exit 1; }
passed=0 failed=0
names=$("$(dirname "$0")/collective_names.sh" "$bits" "$half") || exit 2
if [ "$builtins" = sub-group-functions ]; then
  names+=$'\n'$("$(dirname "$0")/sub_group_names.sh" "$half") || exit 2
  names+=$'\n'$("$(dirname "$0")/non_uniform_names.sh" "$half") || exit 2
  names+=$'\n'$("$(dirname "$0")/rotate_names.sh" "$half") || exit 2
fi
for mangled in $names; do
  if grep -Eq "^[-0-9a-f ]+ [TW] ${mangled}\$" <<<"$syms"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $lib: ${mangled} is not defined"
  fi
done
internal='^(_Z[0-9]+__wgc_|__wgc_|_Z[0-9]+get_[a-z_]+)'
if [ "$(basename "$lib")" = wgc-nvptx64.bc ]; then
  internal="${internal%)}|_Z[0-9]+atomic_(init|load|store|exchange|compare_exchange|fetch|flag|work_item_fence)[a-z_]*)"
fi
defined=$(sed -n 's/^[-0-9a-f ]* [TWD] //p' <<<"$syms")
exported=$(grep -Fxv "$names" <<<"$defined" | grep -Ev "$internal")
if [ "$builtins" != sub-group-functions ]; then
  exported+=$(grep -E '^_Z[0-9]+(sub_group_|get_[a-z_]*sub_group)' <<<"$defined")
fi
if [ -n "$exported" ]; then
  failed=$((failed + 1))
  echo "FAIL $lib: external definitions outside wgc's names:" $exported
else
  passed=$((passed + 1))
fi
allowed='^(_Z12get_local_idj|_Z12get_group_idj|_Z15get_global_sizej|_Z14get_local_sizej|_Z7barrierj|__nvvm_reflect|llvm\..*)$'
if [ "$builtins" = sub-group-functions ]; then
  allowed="${allowed%)\$}|_Z23get_enqueued_local_sizej)\$"
elif [ "$builtins" = subgroups ]; then
  allowed="${allowed%)\$}|_Z[0-9]+(sub_group_|get_(max_|num_)?sub_group)[a-z_]+)\$"
fi
undefined=$(sed -n 's/^ *U //p' <<<"$syms" | grep -Ev "$allowed")
if [ -n "$undefined" ]; then
  failed=$((failed + 1))
  echo "FAIL $lib: unexpected undefined symbols:" $undefined
else
  passed=$((passed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
