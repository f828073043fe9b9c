#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs atomics_run.cl: on PoCL here, or on NVIDIA's OpenCL in two steps.
#
#   run_atomics.sh pocl WGC_CC HOST int|long
#     builds it for spir64 with wgc-cc (OpenCL C 3.0 without generic
#     pointers: PoCL 3.1 defines the atomics on __global and __local
#     pointers only) and runs HOST (wgc-atomics-run) on it.
#   run_atomics.sh prepare WGC_CC DEST
#     builds the PTX for sm_80 with wgc-cc for int and long, as OpenCL C
#     2.0 (generic pointers: the library's generic overloads) and as 3.0
#     without generic pointers (its __global and __local overloads), and
#     copies the host source with tests/lib/clhost.{c,h}, the OpenCL
#     headers and this script into DEST.
#   run_atomics.sh device DEST
#     (the GPU machine: gcc, NVIDIA's OpenCL ICD) builds the host and runs
#     every PTX file on the platform whose name contains WGC_PLATFORM
#     (default NVIDIA); the last line is 'N passed, N failed' over all runs.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
named=(-Xclang
  -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue)

case ${1:-} in
pocl)
  cc=$2 host=$3 type=$4
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  "$cc" --target=spir64 "${named[@]}" --cl-options="-cl-std=CL3.0 -DT=$type" \
    "$here/atomics_run.cl" -o "$tmp/a.bc"
  POCL_CACHE_DIR="$tmp/cache" POCL_MAX_PTHREAD_COUNT=8 \
    "$host" "$tmp/a.bc" "$type" "-x spir -spir-std=1.2"
  ;;
prepare)
  cc=$2 dest=$3
  rm -rf "$dest"
  mkdir -p "$dest/ptx" "$dest/include"
  for type in int long; do
    "$cc" --target=nvptx64 --mcpu=sm_80 --cl-options="-cl-std=CL2.0 -DT=$type" \
      "$here/atomics_run.cl" -o "$dest/ptx/generic_$type.ptx"
    "$cc" --target=nvptx64 --mcpu=sm_80 "${named[@]}" \
      --cl-options="-cl-std=CL3.0 -DT=$type" "$here/atomics_run.cl" \
      -o "$dest/ptx/named_$type.ptx"
  done
  cp "$here/atomics_run.c" "$here/run_atomics.sh" "$here/../../lib/clhost.c" \
    "$here/../../lib/clhost.h" "$dest/"
  cp -r /usr/include/CL "$dest/include/"
  ;;
device)
  cd "$2"
  export WGC_PLATFORM=${WGC_PLATFORM:-NVIDIA}
  cl_lib=-lOpenCL inc=
  echo '#include <CL/cl.h>' | gcc -E -x c - >/dev/null 2>&1 || inc=-Iinclude
  if ! echo 'int main(void){return 0;}' |
      gcc -x c - -o /dev/null -lOpenCL 2>/dev/null; then
    cl_lib=-l:libOpenCL.so.1
  fi
  gcc -std=c11 -O2 -Wall -Wextra $inc atomics_run.c clhost.c \
    -o wgc-atomics-run $cl_lib
  passed=0 failed=0
  for f in ptx/*.ptx; do
    t=${f%.ptx}
    t=${t##*_}
    echo "== $f"
    out=$(./wgc-atomics-run "$f" "$t" "" 2>&1) || true
    echo "$out"
    if [[ $(tail -1 <<<"$out") =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
      passed=$((passed + BASH_REMATCH[1])) failed=$((failed + BASH_REMATCH[2]))
    else
      failed=$((failed + 1))
    fi
  done
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
  ;;
*)
  echo "usage: run_atomics.sh pocl WGC_CC HOST int|long | prepare WGC_CC DEST | device DEST" >&2
  exit 2
  ;;
esac
