#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs wgc into a temporary prefix and checks that a consumer finds it
# through pkg-config and through find_package(wgc), and that a kernel
# compiles with the installed header and pkg-config's flags, and the
# installed wgc-cc with its OpenCL C 3.1 header.
# usage: check_install.sh BUILD_DIR CLANG
set -u
build=$1 clang=$2
here=$(cd "$(dirname "$0")" && pwd)
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
passed=0 failed=0
check() {
  if eval "$2" >"$prefix/log" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $1"
    cat "$prefix/log"
  fi
}
check "cmake --install" "cmake --install '$build' --prefix '$prefix/usr'"
check "libraries under share/wgc" \
  "test -s '$prefix/usr/share/wgc/wgc-spir64.bc' -a -s '$prefix/usr/share/wgc/wgc-nvptx64.bc'"
check "pkg-config finds wgc" \
  "test \"\$(realpath \"\$(PKG_CONFIG_PATH='$prefix/usr/share/pkgconfig' pkg-config --variable=bitcodedir wgc)\")\" = '$prefix/usr/share/wgc'"
check "find_package(wgc)" \
  "cmake -S '$here/consumer' -B '$prefix/consumer' -DCMAKE_PREFIX_PATH='$prefix/usr'"
check "header installed under include/wgc" \
  "test -s '$prefix/usr/include/wgc/work_group_uniform_arithmetic.h'"
check "man page installed under share/man/man1" \
  "test -s '$prefix/usr/share/man/man1/wgc-cc.1'"
printf '%s\n' '#include <wgc/work_group_uniform_arithmetic.h>' \
  '#ifndef cl_khr_work_group_uniform_arithmetic' '#error no extension macro' \
  '#endif' \
  '__kernel void k(__global int *p) { p[0] = work_group_reduce_mul(p[1]); }' \
  >"$prefix/use_header.cl"
check "a kernel compiles with the installed header (pkg-config --cflags)" \
  "'$clang' -target spir64-unknown-unknown -cl-std=CL2.0 \
    -Xclang -finclude-default-header \
    \$(PKG_CONFIG_PATH='$prefix/usr/share/pkgconfig' pkg-config --cflags wgc) \
    -emit-llvm -c '$prefix/use_header.cl' -o '$prefix/use_header.bc'"
check "installed wgc-link finds its libraries" \
  "test \"\$(realpath \"\$('$prefix/usr/bin/wgc-link' --target spir64 --print-library)\")\" = '$prefix/usr/share/wgc/wgc-spir64.bc'"
check "installed wgc-cc runs the installed wgc-link and library" \
  "'$prefix/usr/bin/wgc-cc' -v --target=spir64 '$here/../wgc-cc/scan.cl' \
     -o '$prefix/scan.bc' 2>&1 | grep -F '$prefix/usr/bin/wgc-link --no-undefined --library $prefix/usr/bin/../share/wgc/wgc-spir64.bc'"
check "installed wgc-cc compiles OpenCL C 3.1 with the installed header" \
  "'$prefix/usr/bin/wgc-cc' --target=emu32 --cl-options=-cl-std=CL3.1 \
     '$here/../wgc-cc/cl31.cl' -o '$prefix/cl31.bc'"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
