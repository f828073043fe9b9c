#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Links one kernel module with wgc-link for wgc-programs. A refusal is a
# test result, not a build failure: wgc-link's message goes to OUT.error
# (and no OUT is left), which run.sh reports; the build goes on.
# usage: link.sh WGC_LINK LIBRARY OUT IN.bc
set -u
link=$1 lib=$2 out=$3 in=$4
rm -f "$out" "$out.error"
if ! "$link" --library "$lib" -o "$out" "$in" 2>"$out.error.tmp"; then
  mv "$out.error.tmp" "$out.error"
  rm -f "$out"
else
  rm -f "$out.error.tmp"
fi
touch "$out.stamp"
