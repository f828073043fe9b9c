#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the Debian package with CPack and checks its name, fields, that
# apt resolves its dependencies (simulated) and its contents; unpacks it
# into a temporary root and compiles a kernel with the wgc-cc from there,
# which must use that root's wgc-link and libraries, and runs the layer's
# app through that root's layer, which must find that root's wgc-cc.
# usage: check_deb.sh BUILD_DIR VERSION LIBDIR (CMAKE_INSTALL_LIBDIR)
set -u
build=$1 version=$2 libdir=$3
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
check() {
  if eval "$2" >"$tmp/log" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $1"
    sed 's/^/  | /' "$tmp/log"
  fi
}
arch=$(dpkg --print-architecture)
deb=$tmp/wgc_${version}_$arch.deb
check "cpack -G DEB writes wgc_${version}_$arch.deb" \
  "cpack -G DEB --config '$build/CPackConfig.cmake' -B '$tmp' && test -s '$deb'"
field() { dpkg-deb -f "$deb" "$1"; }
check "Package: wgc" "[ \"\$(field Package)\" = wgc ]"
check "Version: $version" "[ \"\$(field Version)\" = '$version' ]"
check "Architecture: $arch" "[ \"\$(field Architecture)\" = '$arch' ]"
for dep in 'libc6 (>= 2.34)' libllvm15 clang-15 llvm-15 libclc-15 \
    ocl-icd-libopencl1; do
  check "Depends: $dep" \
    "field Depends | tr ',' '\n' | sed 's/^ *//' | grep -qxF '$dep'"
done
check "Recommends: llvm-spirv-15, lld-15" \
  "[ \"\$(field Recommends)\" = 'llvm-spirv-15, lld-15' ]"
check "apt can install it (apt-get -s: dependencies resolve)" \
  "apt-get -s install '$deb' | grep -q '^Inst wgc '"

dpkg-deb -c "$deb" | awk '{print $6}' >"$tmp/files"
for f in bin/wgc-cc bin/wgc-link share/wgc/wgc-spir64.bc \
    share/wgc/wgc-nvptx64.bc share/wgc/wgc-amdgcn-gfx7.bc \
    share/wgc/wgc-amdgcn-gfx9.bc share/wgc/wgc-amdgcn-gfx10.bc \
    share/wgc/wgc-spirv64.spv share/pkgconfig/wgc.pc \
    share/cmake/wgc/wgcConfig.cmake share/cmake/wgc/wgcConfigVersion.cmake \
    share/doc/wgc/copyright \
    "$libdir/libwgc-layer.so"; do
  check "contains /usr/$f" "grep -qx './usr/$f' '$tmp/files'"
done
check "nothing outside /usr" "! grep -v '^\./\(usr/.*\)\?$' '$tmp/files'"
check "no test program" "! grep -E 'conformance|wgc-demo' '$tmp/files'"

root=$tmp/root
check "dpkg -x" "dpkg -x '$deb' '$root'"
cc=$root/usr/bin/wgc-cc
check "unpacked wgc-cc compiles PTX with the unpacked library" \
  "'$cc' -v --target=nvptx64 --mcpu=sm_80 '$here/../wgc-cc/scan.cl' \
     -o '$tmp/scan.ptx' 2>&1 |
   grep -F '$root/usr/bin/../share/wgc/wgc-nvptx64.bc' &&
   grep -q '^\.entry scan(' '$tmp/scan.ptx'"
check "unpacked wgc-cc runs the unpacked wgc-link" \
  "'$cc' -v --target=spir64 '$here/../wgc-cc/scan.cl' -o '$tmp/scan.bc' \
     2>&1 | grep -F '$root/usr/bin/wgc-link --no-undefined --library $root/usr/bin/../share/wgc/wgc-spir64.bc'"
app=$build/tests/layer/wgc-layer-app
check "the unpacked layer builds the app's programs with the unpacked wgc-cc" \
  "env -u WGC_CC -u WGC_LIBRARY_PATH WGC_LAYER_CACHE=0 WGC_LAYER_LOG=1 \
     OPENCL_LAYERS='$root/usr/lib/libwgc-layer.so' '$app' 2>&1 |
   tee '$tmp/app.log' | grep -q '^[0-9]* passed, 0 failed' &&
   grep -qF 'with $root/usr/lib/../bin/wgc-cc' '$tmp/app.log'"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
