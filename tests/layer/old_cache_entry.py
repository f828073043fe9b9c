#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Rewrites layer cache entries (tools/layer/cache.c, compile.c) in the
payload format without argument descriptions: the status byte without its
0x80 flag, the log, then the binary. Usage: old_cache_entry.py ENTRY..."""
import hashlib
import struct
import sys

for path in sys.argv[1:]:
    with open(path, "rb") as f:
        entry = f.read()
    if entry[:8] != b"WGCLC001":
        sys.exit(f"{path}: not a cache entry")
    payload = entry[48:]
    if not payload[0] & 0x80:
        sys.exit(f"{path}: already without argument descriptions")
    log_len = struct.unpack_from("<Q", payload, 1)[0]
    log = payload[9:9 + log_len]
    info_at = 9 + log_len
    info_len = struct.unpack_from("<Q", payload, info_at)[0]
    binary = payload[info_at + 8 + info_len:]
    old = bytes([payload[0] & 0x7F]) + struct.pack("<Q", log_len) + log + binary
    header = b"WGCLC001" + struct.pack("<Q", len(old)) + hashlib.sha256(old).digest()
    with open(path, "wb") as f:
        f.write(header + old)
