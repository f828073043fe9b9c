#!/usr/bin/env bash
# Installs wgc into a temporary prefix and checks that a consumer finds it
# through pkg-config and through find_package(wgc).
# usage: check_install.sh BUILD_DIR
set -u
build=$1
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
check "installed wgc-link finds its libraries" \
  "test \"\$(realpath \"\$('$prefix/usr/bin/wgc-link' --target spir64 --print-library)\")\" = '$prefix/usr/share/wgc/wgc-spir64.bc'"
check "installed wgc-cc runs the installed wgc-link and library" \
  "'$prefix/usr/bin/wgc-cc' -v --target=spir64 '$here/../wgc-cc/scan.cl' \
     -o '$prefix/scan.bc' 2>&1 | grep -F '$prefix/usr/bin/wgc-link --library $prefix/usr/bin/../share/wgc/wgc-spir64.bc'"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
