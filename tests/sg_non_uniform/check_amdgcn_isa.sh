#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks the AMD ISA of kernels that call only non-uniform sub-group
# functions (kernels/non_uniform.cl with the wgc-amdgcn-* libraries and
# libclc, as tests/lit/amdgcn/isa-*.test compile): no kernel has a barrier,
# an LDS access or a call (the functions run on EXEC and v_readlane alone,
# so divergent callers cannot deadlock), and every kernel but k_ballot reads
# lanes with v_readlane.
# usage: check_amdgcn_isa.sh LIB_DIR KERNELS.cl CFLAGS...
set -u
lib_dir=$1 kernels=$2
shift 2
clc=/usr/lib/clc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
for config in "gfx700 64 gfx7" "gfx900 64 gfx9" "gfx1030 32 gfx10" \
  "gfx1030 64 gfx10"; do
  read -r cpu wave family <<<"$config"
  tag=$cpu-w$wave
  base=$work/$tag
  attrs=+wavefrontsize$wave
  if ! { clang-15 -target amdgcn-amd-amdhsa -nogpulib -cl-std=CL2.0 \
    -Xclang -finclude-default-header -O2 "$@" -emit-llvm -c "$kernels" \
    -o "$base.k.bc" &&
    llvm-link-15 --only-needed "$base.k.bc" \
      "$lib_dir/wgc-amdgcn-$family.bc" -o "$base.l.bc" &&
    llvm-link-15 --only-needed "$base.l.bc" "$clc/amdgcn--amdhsa.bc" \
      -o "$base.w.bc" 2>/dev/null &&
    opt-15 -O2 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" -mattr="$attrs" \
      "$base.w.bc" -o "$base.o.bc" &&
    llc-15 -mtriple=amdgcn-amd-amdhsa -mcpu="$cpu" -mattr="$attrs" \
      "$base.o.bc" -o "$base.s"; }; then
    echo "FAIL $tag: the kernels do not compile"
    failed=$((failed + 1))
    continue
  fi
  report=$(awk -v tag="$tag" '
    /^k_[a-z]+:/ { name = substr($1, 1, length($1) - 1); next }
    /^\.Lfunc_end/ {
      if (name != "") {
        kernels++
        if (bar || lds || call || (name != "k_ballot" && !rl))
          printf "FAIL %s %s: %d barriers, %d LDS, %d calls, %d readlanes\n",
            tag, name, bar, lds, call, rl
      }
      name = ""; bar = lds = call = rl = 0; next
    }
    name == "" || !/^[ \t]+[a-z]/ { next }
    $1 == "s_barrier" { bar++ }
    $1 ~ /^ds_/ { lds++ }
    $1 ~ /^s_(swap|set)pc/ { call++ }
    $1 ~ /^v_readlane/ { rl++ }
    END { if (kernels != 13) printf "FAIL %s: %d kernels, not 13\n", tag,
            kernels }' "$base.s")
  if [ -n "$report" ]; then
    echo "$report"
    failed=$((failed + 1))
  else
    echo "ok $tag"
    passed=$((passed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
