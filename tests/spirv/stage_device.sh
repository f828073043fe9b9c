#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Stages the sub-group flavour's device run into DIR: harness sources, CL
# headers, per type the kernels linked with the SPIR-V library's round trip
# to bitcode (rt_<type>.bc) and that module translated to SPIR-V
# (linked_<type>.spv, the recipe of targets/spirv/README.md), and, for int,
# the kernels linked with the bitcode library it was translated from and
# with the spir64 library. Fails if a SPIR-V module still holds work-group
# instructions of the runtime, which would test the runtime's collectives.
# usage: stage_device.sh BUILD_DIR SOURCE_DIR DIR
set -eu
build=$1 src=$2 dir=$3
lib=$build/lib/wgc-spirv64-subgroups
mkdir -p "$dir/harness" "$dir/include"
cp "$src"/tests/conformance/*.[ch] "$src"/tests/lib/*.[ch] "$dir/harness/"
cp -r /usr/include/CL "$dir/include/"
cp "$src/tests/spirv/device_run.sh" "$lib.spv" "$dir/"
for t in int uint long ulong float double half; do
  "$build/tools/wgc-link/wgc-link" --library "$lib-rt.bc" \
    -o "$dir/rt_$t.bc" "$build/tests/kernels/collectives_$t.bc"
  llvm-spirv-15 "$dir/rt_$t.bc" -o "$dir/linked_$t.spv"
  spirv-val "$dir/linked_$t.spv"
done
"$src/tests/spirv/check_no_workgroup_ops.sh" spirv-dis "$dir"/linked_*.spv
"$build/tools/wgc-link/wgc-link" --library "$build/lib/wgc-spir64-subgroups.bc" \
  -o "$dir/bc_int.bc" "$build/tests/kernels/collectives_int.bc"
cp "$build/tests/conformance/spir64/collectives_int.bc" "$dir/spir64_int.bc"
