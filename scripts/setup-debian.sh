#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs the Debian bookworm packages wgc builds and tests with (as root).
set -euo pipefail
# LLVM 19 (clang-19, llvm-19, llvm-19-dev, llvm-19-tools) builds the libraries
# a second time for the static checks; it uses libclc-15's files (libclc-19
# would replace them).
packages=(clang-15 llvm-15 llvm-15-dev llvm-15-tools llvm-spirv-15 lld-15 libclc-15
  clang-19 llvm-19 llvm-19-dev llvm-19-tools pocl-opencl-icd
  ocl-icd-opencl-dev opencl-headers spirv-tools cmake make gcc pkg-config
  python3 python3-venv binutils)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
    missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "wgc: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
