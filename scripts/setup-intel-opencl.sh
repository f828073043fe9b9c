#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs Intel's CPU OpenCL runtime from PyPI into a cache folder, for
# Debian's ocl-icd loader.
#
# usage: setup-intel-opencl.sh [--env-file FILE]
#
# The folder is ${WGC_INTEL_OPENCL_DIR:-$HOME/.cache/wgc/intel-opencl}:
#   venv/      the pip packages intel-opencl-rt and intel-cmplr-lib-rt
#   vendors/   intel-cpu.icd naming venv/lib/libintelocl.so
#   complete   written last; a folder with it is reused as it is
# libintelocl.so finds its own libraries through its RUNPATH ($ORIGIN), so no
# LD_LIBRARY_PATH is set: the venv's bundled libOpenCL.so stays off the
# library path and Debian's loader is the one programs use.
# Prints the environment to use (OCL_ICD_VENDORS=...) on stdout, and writes
# it as a shell file to FILE where given. Exit status: 0 when the runtime is
# ready, 1 when it cannot be installed (the message says which step), 2 on a
# bad argument.
set -euo pipefail
version=${WGC_INTEL_OPENCL_VERSION:-2026.2.0}
dir=${WGC_INTEL_OPENCL_DIR:-$HOME/.cache/wgc/intel-opencl}
env_file=
case $# in
0) ;;
2) [ "$1" = --env-file ] || { echo "usage: $0 [--env-file FILE]" >&2; exit 2; }
   env_file=$2 ;;
*) echo "usage: $0 [--env-file FILE]" >&2; exit 2 ;;
esac
fail() { echo "wgc: Intel OpenCL runtime setup failed: $*" >&2; exit 1; }

mkdir -p "$dir" || fail "cannot create $dir"
exec 9>"$dir/lock"
flock 9 || fail "cannot lock $dir/lock"

lib=$dir/venv/lib/libintelocl.so
vendors=$dir/vendors
if [ -f "$dir/complete" ] && [ -f "$lib" ] && [ -f "$vendors/intel-cpu.icd" ] &&
    grep -qx "$version" "$dir/complete"; then
  echo "wgc: reusing Intel's OpenCL runtime $version in $dir" >&2
else
  echo "wgc: installing Intel's OpenCL runtime $version into $dir" >&2
  rm -rf "$dir/complete" "$dir/venv" "$vendors"
  python=$(command -v /usr/bin/python3 || command -v python3) ||
    fail "python3 not found (Debian: python3, python3-venv)"
  "$python" -m venv "$dir/venv" ||
    fail "python3 -m venv $dir/venv (Debian: python3-venv)"
  "$dir/venv/bin/pip" install --quiet --disable-pip-version-check \
    --no-cache-dir "intel-opencl-rt==$version" "intel-cmplr-lib-rt==$version" ||
    fail "pip install intel-opencl-rt==$version intel-cmplr-lib-rt==$version" \
      "(is PyPI reachable?)"
  [ -f "$lib" ] || fail "the packages hold no $lib"
  missing=$(ldd "$lib" | grep 'not found' || true)
  [ -z "$missing" ] || fail "$lib needs libraries that are not found: $missing"
  if ldd "$lib" | grep -q 'libOpenCL\.so'; then
    fail "$lib links libOpenCL.so itself; it must load under Debian's loader"
  fi
  mkdir -p "$vendors"
  echo "$lib" >"$vendors/intel-cpu.icd"
  echo "$version" >"$dir/complete"
fi

line="OCL_ICD_VENDORS=$vendors"
if [ -n "$env_file" ]; then
  tmp=$env_file.tmp.$$
  echo "export $line" >"$tmp" && mv "$tmp" "$env_file" ||
    fail "cannot write $env_file"
fi
echo "$line"
