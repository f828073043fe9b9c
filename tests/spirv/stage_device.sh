#!/usr/bin/env bash
# Stages the sub-group flavour's device run into DIR: harness sources, CL
# headers, per type the kernels spirv-linked with the SPIR-V library and the
# kernels wgc-linked with its round trip to bitcode (and, for int, with the
# bitcode library it was translated from, and with the spir64 library).
# usage: stage_device.sh BUILD_DIR SOURCE_DIR DIR
set -eu
build=$1 src=$2 dir=$3
lib=$build/lib/wgc-spirv64-subgroups
mkdir -p "$dir/harness" "$dir/include"
cp "$src"/tests/conformance/*.[ch] "$dir/harness/"
cp -r /usr/include/CL "$dir/include/"
cp "$src/tests/spirv/device_run.sh" "$lib.spv" "$dir/"
for t in int uint long ulong float double half; do
  llvm-spirv-15 "$build/tests/kernels/collectives_$t.bc" -o "$dir/kernels_$t.spv"
  spirv-link "$dir/kernels_$t.spv" "$lib.spv" -o "$dir/linked_$t.spv"
  spirv-val "$dir/linked_$t.spv"
  "$build/tools/wgc-link/wgc-link" --library "$lib-rt.bc" \
    -o "$dir/rt_$t.bc" "$build/tests/kernels/collectives_$t.bc"
done
"$build/tools/wgc-link/wgc-link" --library "$build/lib/wgc-spir64-subgroups.bc" \
  -o "$dir/bc_int.bc" "$build/tests/kernels/collectives_int.bc"
cp "$build/tests/conformance/spir64/collectives_int.bc" "$dir/spir64_int.bc"
