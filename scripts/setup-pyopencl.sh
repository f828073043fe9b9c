#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs pyopencl and numpy from PyPI into a virtual environment for the
# layer's Python test: ${WGC_PYOPENCL_VENV:-build/pyopencl-venv}.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${WGC_PYOPENCL_VENV:-${WGC_BUILD_DIR:-build}/pyopencl-venv}
if ! dpkg-query -W -f='${Status}' python3-venv 2>/dev/null |
  grep -q "ok installed"; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
fi
if [ ! -x "$venv/bin/python" ]; then
  /usr/bin/python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check \
  pyopencl numpy
echo "pyopencl in $venv"
