#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# GPU conformance of kernels declaring reqd_work_group_size on NVIDIA's
# OpenCL: the sizes folded into the code by wgc-cc (wgc-link
# --fold-work-group-size), one PTX file per type and work-group shape.
#
#   run_gpu_reqd.sh prepare BUILD DEST
#     (a machine with clang-15 and libclc-15) compiles the conformance
#     kernels (tests/conformance/kernels/collectives.cl) with BUILD's wgc-cc
#     for sm_80, every kernel declaring reqd_work_group_size(X, Y, Z) (-D
#     KERNEL_ATTR), once per type and per harness shape
#     (tests/conformance/cases.c) of at most 1024 work-items, and copies
#     the harness sources, this script, the OpenCL headers and BUILD's layer
#     into DEST. TYPES="int double" and SHAPES="5 14" (shape indices) narrow
#     the set; by default all 7 types and every such shape.
#   run_gpu_reqd.sh device DEST
#     (the GPU machine) builds the harness and runs each PTX file on its own
#     shape only (--shape), with the layer preloaded as in
#     run_gpu_conformance.sh. The last line is 'N passed, N failed, N
#     skipped' over all runs; exits 1 on failure.
set -euo pipefail

die() {
  echo "$*" >&2
  exit 2
}

# "index x y z" for each shape of cases.c, local sizes, in order.
shape_table() {
  awk '/^const struct shape shapes\[\] = \{/ { on = 1; next }
    on && /^\};/ { exit }
    on {
      while (match($0, /\{\{[0-9]+, [0-9]+, [0-9]+\}/)) {
        s = substr($0, RSTART + 2, RLENGTH - 3)
        gsub(/,/, "", s)
        print n++, s
        $0 = substr($0, RSTART + RLENGTH)
        sub(/^, \{[0-9]+, [0-9]+, [0-9]+\}, [01]\}/, "", $0)
      }
    }' "$1"
}

prepare() {
  local build=$1 dest=$2
  local src
  src=$(cd "$(dirname "$0")/../.." && pwd)
  local clang=${CLANG:-clang-15}
  local libclc=${LIBCLC:-/usr/lib/clc/nvptx64--nvidiacl.bc}
  local cc=$build/tools/wgc-cc/wgc-cc
  local layer=$build/tools/layer/libwgc-layer.so
  [ -x "$cc" ] || die "$cc: build wgc-cc first"
  [ -f "$layer" ] || die "$layer: build the layer first"
  [ -f "$libclc" ] || die "$libclc: install libclc-15 or set LIBCLC"
  local final=$dest
  dest=$final.partial
  rm -rf "$dest"
  trap 'rm -rf "$dest"' EXIT
  mkdir -p "$dest/ptx" "$dest/src" "$dest/include"
  local types=${TYPES:-int uint long ulong float double half}
  local i x y z t extra attr
  while read -r i x y z; do
    [ $((x * y * z)) -le 1024 ] || continue
    [ -z "${SHAPES:-}" ] || [[ " $SHAPES " == *" $i "* ]] || continue
    for t in $types; do
      extra=
      [ "$t" = half ] && extra=-DWGC_TEST_HALF
      attr="__attribute__((reqd_work_group_size($x, $y, $z)))"
      "$cc" --target=nvptx64 --mcpu=sm_80 --clang="$clang" \
        --libclc="$libclc" --wgc-lib-dir="$build/lib" -I"$src/include" \
        -DT="$t" $extra -DKERNEL_ATTR="$attr" \
        "$src/tests/conformance/kernels/collectives.cl" \
        -o "$dest/ptx/reqd_${t}_shape$i.ptx"
      grep -q "^\.reqntid $x, $y, $z$" "$dest/ptx/reqd_${t}_shape$i.ptx" ||
        die "reqd_${t}_shape$i.ptx: no .reqntid $x, $y, $z"
    done
  done < <(shape_table "$src/tests/conformance/cases.c")
  cp "$src"/tests/conformance/*.[ch] "$src"/tests/lib/*.[ch] "$dest/src/"
  cp "$0" "$layer" "$dest/"
  cp -r /usr/include/CL "$dest/include/"
  rm -rf "$final"
  mv "$dest" "$final"
  trap - EXIT
  ls "$final/ptx" | wc -l
}

device() {
  local dir=$1
  cd "$dir"
  local cl_lib=-lOpenCL inc=
  echo '#include <CL/cl.h>' | gcc -E -x c - >/dev/null 2>&1 || inc=-Iinclude
  if ! echo 'int main(void){return 0;}' |
    gcc -x c - -o /dev/null -lOpenCL 2>/dev/null; then
    cl_lib=-l:libOpenCL.so.1
  fi
  gcc -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L $inc \
    src/*.c -o wgc-conformance $cl_lib -lm
  local passed=0 failed=0 skipped=0 runs=0 f t shape sum p fl sk
  for f in ptx/reqd_*.ptx; do
    t=$(basename "$f" .ptx)
    shape=${t##*_shape}
    t=${t#reqd_}
    t=${t%_shape*}
    echo "=== $t, shape $shape"
    LD_PRELOAD=$PWD/libwgc-layer.so \
      ./wgc-conformance --program "$f" --type "$t" --target nvptx64-sm_80 \
      --platform NVIDIA --build-options "" --shape "$shape" \
      ${SEED:+--seed "$SEED"} >run.log 2>&1 || true
    grep -E '^FAIL' run.log | head -20 || true
    runs=$((runs + 1))
    sum=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' run.log |
      tail -1 || true)
    if [ -z "$sum" ]; then
      echo "FAIL $t shape $shape: the harness gave no summary line"
      tail -5 run.log
      failed=$((failed + 1))
      continue
    fi
    echo "$sum"
    read -r p _ fl _ sk _ <<<"$sum"
    passed=$((passed + p))
    failed=$((failed + fl))
    skipped=$((skipped + sk))
  done
  [ $runs -gt 0 ] || die "no PTX files in $dir/ptx"
  echo "=== all: $runs runs"
  echo "$passed passed, $failed failed, $skipped skipped"
  [ $failed -eq 0 ]
}

case ${1:-} in
prepare) [ $# -eq 3 ] || die "usage: $0 prepare BUILD DEST"; prepare "$2" "$3" ;;
device) [ $# -eq 2 ] || die "usage: $0 device DEST"; device "$2" ;;
*) die "usage: $0 prepare BUILD DEST | device DEST" ;;
esac
