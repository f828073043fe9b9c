#!/bin/bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks a prepared benchmark folder without a GPU: host warnings, self-test, every kernel the host looks up.
#
#   bench/nvptx/check_here.sh DEST   (DEST from prepare.sh)
# Builds host.c with -Wall -Wextra -Werror against the CUDA stubs, runs
# `wgcbench --selftest` (the stub libcuda is never called), and checks that
# each "module kernel" pair of `wgcbench --list` is a PTX .entry or a cubin
# function.
set -euo pipefail
dest=$(realpath "$1")
cuda=${CUDA_HOME:-/usr/local/cuda}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L \
  -I"$cuda/include" "$dest/host.c" -o "$tmp/wgcbench" \
  -L"$cuda/lib64/stubs" -lcuda -lm
ln -s "$cuda/lib64/stubs/libcuda.so" "$tmp/libcuda.so.1"
LD_LIBRARY_PATH=$tmp "$tmp/wgcbench" --selftest
LD_LIBRARY_PATH=$tmp "$tmp/wgcbench" --list "$dest/mod" >"$tmp/list"
python3 - "$tmp/list" <<'PY'
import re, struct, sys

def cubin_functions(path):
    d = open(path, "rb").read()
    shoff, = struct.unpack_from("<Q", d, 0x28)
    size, num, strndx = struct.unpack_from("<HHH", d, 0x3a)
    hdr = [struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * size) for i in range(num)]
    base = hdr[strndx][4]
    names = (d[base + h[0]:d.index(b"\0", base + h[0])].decode() for h in hdr)
    return {n[6:] for n in names if n.startswith(".text.")}

def ptx_entries(path):
    return set(re.findall(r"\.entry (\w+)\(", open(path).read()))

known, missing, n = {}, [], 0
for line in open(sys.argv[1]):
    path, name = line.split()
    if path not in known:
        known[path] = (cubin_functions if path.endswith(".cubin") else ptx_entries)(path)
    n += 1
    if name not in known[path]:
        missing.append(line.strip())
print(f"kernel lookups: {n} in {len(known)} modules, {len(missing)} missing")
for m in missing[:20]:
    print("missing:", m)
sys.exit(1 if missing else 0)
PY
