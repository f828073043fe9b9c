#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Compiles every AMD collective to ISA and tabulates its cross-lane work.
#
# usage: isa_counts.sh LIB_DIR KERNELS_CL OUTPUT
#   LIB_DIR     the folder of wgc-amdgcn-*.bc (build/lib)
#   KERNELS_CL  tests/amdgcn/isa_kernels.cl
#   OUTPUT      the table to write
# Fails when a kernel does not compile or leaves a symbol unresolved.
# Regenerate the committed table after an intended change with:
#   tests/amdgcn/isa_counts.sh build/lib tests/amdgcn/isa_kernels.cl \
#     tests/amdgcn/isa_counts.txt
set -euo pipefail
lib_dir=$1
kernels=$2
output=$3
clc=/usr/lib/clc
# wgc's public headers (work_group_uniform_arithmetic.h) in the source tree.
include=$(cd "$(dirname "$0")/../../include" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# config: triple cpu wave library work-item-library
configs=(
  "amdgcn-amd-amdhsa gfx700 64 amdgcn-gfx7 amdgcn--amdhsa"
  "amdgcn-amd-amdhsa gfx803 64 amdgcn-gfx9 amdgcn--amdhsa"
  "amdgcn-amd-amdhsa gfx900 64 amdgcn-gfx9 amdgcn--amdhsa"
  "amdgcn-amd-amdhsa gfx90a 64 amdgcn-gfx9 amdgcn--amdhsa"
  "amdgcn-amd-amdhsa gfx1030 32 amdgcn-gfx10 amdgcn--amdhsa"
  "amdgcn-amd-amdhsa gfx1030 64 amdgcn-gfx10 amdgcn--amdhsa"
  "amdgcn-amd-amdhsa gfx1100 32 amdgcn-gfx10 amdgcn--amdhsa"
  "amdgcn-amd-amdhsa gfx1100 64 amdgcn-gfx10 amdgcn--amdhsa"
  "amdgcn-mesa-mesa3d gfx700 64 amdgcn-mesa-gfx7 bonaire-amdgcn-mesa-mesa3d"
  "amdgcn-mesa-mesa3d gfx900 64 amdgcn-mesa-gfx9 gfx900-amdgcn-mesa-mesa3d"
)

# Per kernel (which must not call out): DPP instructions, v_permlane*, v_readlane/v_readfirstlane,
# LDS (ds_*) instructions, s_barrier, and all instructions.
count() {
  awk -v tag="$1" '
    /^(reduce|scan)_[a-z_]+:/ { name = substr($1, 1, length($1) - 1)
                                if (name in seen) name = ""; next }
    /^\.Lfunc_end/ { if (name != "") printf "%s %s %d %d %d %d %d %d\n", tag,
                       name, dpp, perm, rl, lds, bar, all
                     seen[name] = 1; name = ""
                     dpp = perm = rl = lds = bar = all = 0; next }
    name == "" || !/^[ \t]+[a-z]/ { next }
    { all++ }
    $1 ~ /_dpp$/ { dpp++ }
    $1 ~ /^v_permlane/ { perm++ }
    $1 ~ /^v_read(first)?lane/ { rl++ }
    $1 ~ /^ds_/ { lds++ }
    $1 == "s_barrier" { bar++ }
    $1 ~ /^s_(swap|set)pc/ { print "call in " name > "/dev/stderr"; exit 1 }'
}

{
  echo "# config kernel dpp permlane readlane lds barrier instructions"
  for config in "${configs[@]}"; do
    read -r triple cpu wave library workitems <<<"$config"
    tag=$cpu-w$wave
    [[ $triple == *mesa* ]] && tag=$cpu-mesa-w$wave
    attrs=+wavefrontsize$wave
    base=$work/$tag
    clang-15 -target "$triple" -nogpulib -cl-std=CL2.0 \
      -Xclang -finclude-default-header -I"$include" -O2 -emit-llvm \
      -c "$kernels" -o "$base.k.bc"
    llvm-link-15 "$base.k.bc" "$lib_dir/wgc-$library.bc" -o "$base.l.bc"
    llvm-link-15 --only-needed "$base.l.bc" "$clc/$workitems.bc" \
      -o "$base.w.bc" 2>/dev/null
    opt-15 -O2 -mtriple="$triple" -mcpu="$cpu" -mattr="$attrs" \
      "$base.w.bc" -o "$base.o.bc"
    unresolved=$(llvm-nm-15 --undefined-only "$base.o.bc")
    if [[ -n $unresolved ]]; then
      echo "$tag: unresolved symbols:" >&2
      echo "$unresolved" >&2
      exit 1
    fi
    llc-15 -mtriple="$triple" -mcpu="$cpu" -mattr="$attrs" "$base.o.bc" \
      -o "$base.s"
    count "$tag" <"$base.s" | sort -k2
  done
} >"$work/table"

kernels_per_config=$(clang-15 -target amdgcn-amd-amdhsa -nogpulib -cl-std=CL2.0 \
  -Xclang -finclude-default-header -I"$include" -E -P "$kernels" |
  grep -o '__kernel' | wc -l)
expected=$((kernels_per_config * ${#configs[@]}))
rows=$(grep -vc '^#' "$work/table")
if [[ $rows -ne $expected ]]; then
  echo "expected $expected kernels, compiled $rows" >&2
  exit 1
fi
cp "$work/table" "$output"
