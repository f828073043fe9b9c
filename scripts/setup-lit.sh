#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs LLVM's lit from PyPI into a virtual environment for the
# code-generation tests (tests/lit): ${WGC_LIT_VENV:-build/lit-venv}, where
# tests/lit/CMakeLists.txt looks for it. FileCheck comes from llvm-15-tools
# (scripts/setup-debian.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${WGC_LIT_VENV:-${WGC_BUILD_DIR:-build}/lit-venv}
if [ ! -x "$venv/bin/lit" ]; then
  /usr/bin/python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check lit
fi
echo "lit in $venv"
