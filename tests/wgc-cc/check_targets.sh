#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc-cc's output for the GPU and SPIR-V targets, checked without a GPU:
# nvptx64 PTX has every kernel entry, the requested .target, wgc's shuffles
# and no call or external function, and the OpenCL 2.0 atomics' PTX; amdgcn
# code objects are AMD ELF shared objects with every kernel, the wave size
# asked for, the family's DPP and nothing undefined; spirv64 modules validate, have every kernel entry and
# no work-group OpGroup* instruction or imported function.
# usage: check_targets.sh WGC_CC COLLECTIVES_CL [no-spirv64]
# (wgc-cc -v prints each command it runs.)
set -u
cc=$1 kernels=$2 skip=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/../lib/check.sh"
entries="k_reduce_add k_reduce_min k_reduce_max k_scan_inclusive_add
  k_scan_inclusive_min k_scan_inclusive_max k_scan_exclusive_add
  k_scan_exclusive_min k_scan_exclusive_max k_all"

has_all_entries() { # FILE PATTERN-WITH-%s
  for e in $entries; do
    # shellcheck disable=SC2059
    grep -Eq "$(printf "$2" "$e")" "$1" || return 1
  done
}

# nvptx64: sm_70 and sm_80 as given, sm_90 as sm_80 PTX; half needs fp16.
for cfg in "sm_70 sm_70 int" "sm_80 sm_80 long" "sm_90 sm_80 half" \
    "sm_86 sm_86 float"; do
  read -r mcpu want type <<<"$cfg"
  ptx=$tmp/$mcpu.ptx
  extra=
  [ "$type" = half ] && extra=-DWGC_TEST_HALF
  check "nvptx64 $mcpu compiles" "$cc" --target=nvptx64 --mcpu="$mcpu" \
    -DT="$type" $extra "$kernels" -o "$ptx"
  check "nvptx64 $mcpu: .target $want" grep -q "^\.target $want," "$ptx"
  check "nvptx64 $mcpu: every kernel entry" \
    has_all_entries "$ptx" '^\.entry %s\('
  check "nvptx64 $mcpu: wgc's shuffles inside" grep -q 'shfl\.sync' "$ptx"
  check "nvptx64 $mcpu: no call, no external function" \
    bash -c "! grep -Eq 'call|\\.extern|work_group_' '$ptx'"
done
# wgc-link inlines kernel calls only where a kernel calls a kernel: the
# layer on NVIDIA's machines has no wgc-link (nor the LLVM 15 it needs).
check "nvptx64: no wgc-link step without kernel calls" \
  bash -c "'$cc' -v --target=nvptx64 -DT=int '$kernels' -o '$tmp/v.ptx' 2>&1 |
    grep -q '^clang\|/clang' && ! '$cc' -v --target=nvptx64 -DT=int \
    '$kernels' -o '$tmp/v.ptx' 2>&1 | grep -q 'wgc-link'"
# Unoptimized, the library's sm_80 branch (redux.sync) must still go.
check "nvptx64 sm_70 -cl-opt-disable compiles" "$cc" --target=nvptx64 \
  --cl-options="-cl-opt-disable -DT=float" "$kernels" -o "$tmp/o0.ptx"
check "nvptx64 sm_70 -cl-opt-disable: no redux.sync" \
  bash -c "grep -q '^\.entry k_all' '$tmp/o0.ptx' && ! grep -q redux '$tmp/o0.ptx'"
# The OpenCL 2.0 atomics, with the 64-bit ones, in OpenCL C 2.0 and 3.0:
# the library's PTX memory-model instructions, no call left.
for std in CL2.0 CL3.0; do
  ptx=$tmp/atomics_$std.ptx
  check "nvptx64 atomics $std compiles" "$cc" --target=nvptx64 \
    --cl-options="-cl-std=$std" "$(dirname "$0")/atomics.cl" -o "$ptx"
  for op in 'atom\.acq_rel\.gpu\.add\.u64' 'st\.release\.cta\.b32' \
      'fence\.acq_rel\.gpu' 'fence\.sc\.gpu' 'ld\.acquire\.gpu\.b64' \
      'ld\.acquire\.cta\.b32'; do
    check "nvptx64 atomics $std: $op" grep -Eq "$op" "$ptx"
  done
  check "nvptx64 atomics $std: no call" bash -c "! grep -q 'call' '$ptx'"
done
# --arg-info describes every kernel's arguments alike for each target.
for target in spir64 nvptx64 "amdgcn --mcpu=gfx1030"; do
  # shellcheck disable=SC2086
  check "--arg-info for $target" "$cc" --target=$target \
    --arg-info="$tmp/args.txt" "$(dirname "$0")/arg_info.cl" -o "$tmp/args.out"
  check "--arg-info for $target: as arg_info.expected" \
    diff "$(dirname "$0")/arg_info.expected" "$tmp/args.txt"
  rm -f "$tmp/args.txt"
done
# OpenCL C 3.0 declares the collectives only with the feature macro.
check "nvptx64 -cl-std=CL3.0 compiles" "$cc" --target=nvptx64 \
  --cl-options="-cl-std=CL3.0 -DT=int" "$kernels" -o "$tmp/cl3.ptx"

# amdgcn: one GPU per library family, both wave sizes on gfx10+.
for cfg in "gfx700 - 64" "gfx900 - 64" "gfx90a - 64" "gfx1030 - 32" \
    "gfx1030 -mwavefrontsize64 64" "gfx1100 - 32"; do
  read -r gpu wflag wave <<<"$cfg"
  [ "$wflag" = - ] && wflag=
  co=$tmp/$gpu$wflag.hsaco
  name="amdgcn $gpu $wflag"
  check "$name compiles" "$cc" --target=amdgcn --mcpu="$gpu" $wflag \
    -DT=uint "$kernels" -o "$co"
  llvm-readelf-15 -h --notes --dyn-syms --syms "$co" >"$tmp/elf" 2>&1
  check "$name: shared object" grep -Eq 'Type: +DYN' "$tmp/elf"
  check "$name: AMDGPU machine" grep -Eq 'Machine: +EM_AMDGPU' "$tmp/elf"
  check "$name: for $gpu" grep -q "amdgcn-amd-amdhsa--$gpu" "$tmp/elf"
  check "$name: every kernel" has_all_entries "$tmp/elf" '\.name: +%s$'
  check "$name: wave$wave" bash -c "
    [ \$(grep -Ec 'wavefront_size: +$wave\$' '$tmp/elf') -ge 10 ] &&
    ! grep -E 'wavefront_size:' '$tmp/elf' | grep -vq ' $wave\$'"
  check "$name: nothing undefined" \
    bash -c "! grep -E ' UND [^ ]' '$tmp/elf'"
  # llvm-objdump-15 cannot disassemble gfx7 (it aborts).
  [ "$gpu" = gfx700 ] && continue
  llvm-objdump-15 -d --mcpu="$gpu" "$co" >"$tmp/dis" 2>&1
  check "$name: disassembles" test $? = 0
  check "$name: a program per kernel" \
    bash -c "[ \$(grep -c s_endpgm '$tmp/dis') -ge 10 ]"
  check "$name: no call" bash -c "! grep -q s_swappc '$tmp/dis'"
  check "$name: DPP scans" grep -q '_dpp' "$tmp/dis"
done
# The cross-lane code of wgc-cc's amdgcn kernels per GPU and wave size is
# checked by the lit tests tests/lit/amdgcn/isa-*.test.
here=$(cd "$(dirname "$0")" && pwd)
# The user's code sees the wave size it runs with.
check "amdgcn gfx1030 -mwavefrontsize64: __AMDGCN_WAVEFRONT_SIZE is 64" \
  "$cc" --target=amdgcn --mcpu=gfx1030 -mwavefrontsize64 - \
  -o "$tmp/wave.hsaco" <<'EOF_CL'
#if __AMDGCN_WAVEFRONT_SIZE != 64
#error wave size
#endif
kernel void k(global int *o) { o[0] = work_group_reduce_add(o[0]); }
EOF_CL
check "amdgcn -emit-llvm compiles" "$cc" --target=amdgcn --mcpu=gfx906 \
  -emit-llvm -DT=double "$kernels" -o "$tmp/gfx906.bc"
check "amdgcn -emit-llvm: nothing undefined" \
  bash -c "[ -z \"\$(llvm-nm-15 --undefined-only '$tmp/gfx906.bc')\" ]"

# spirv64: wgc's code inside, valid, no work-group instruction left.
spirv_types="int ulong float double half"
[ "$skip" = no-spirv64 ] && spirv_types=
for type in $spirv_types; do
  spv=$tmp/$type.spv
  extra=
  [ "$type" = half ] && extra=-DWGC_TEST_HALF
  check "spirv64 $type compiles" "$cc" --target=spirv64 -DT="$type" \
    $extra "$kernels" -o "$spv"
  check "spirv64 $type: spirv-val" spirv-val "$spv"
  spirv-dis "$spv" -o "$tmp/dis" >/dev/null 2>&1
  check "spirv64 $type: every kernel entry" \
    has_all_entries "$tmp/dis" 'OpEntryPoint Kernel %%[^ ]+ "%s"'
  check "spirv64 $type: no work-group OpGroup* instruction" \
    bash -c "! grep -Eq 'OpGroup(I|F|S|U)(Add|Min|Max)|OpGroup(Broadcast|All|Any)' '$tmp/dis'"
  check "spirv64 $type: no imported function" \
    bash -c "! grep -E 'LinkageAttributes \"[^\"]*\" Import' '$tmp/dis' |
      grep -v BuiltIn"
done
# clang-15 -O2 vectorizes this kernel's row sum into llvm.vector.reduce.add,
# which llvm-spirv-15 cannot translate.
if [ -n "$spirv_types" ]; then
  check "spirv64 row_count.cl (vectorizable) compiles" "$cc" \
    --target=spirv64 "$here/../spirv/row_count.cl" -o "$tmp/row.spv"
  check "spirv64 row_count.cl: spirv-val" spirv-val "$tmp/row.spv"
fi
check_summary
