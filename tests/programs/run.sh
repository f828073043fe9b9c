#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs wgc-programs on the linked programs, first showing why wgc-link
# refused any of them (link.sh's OUT.error; wgc-programs then fails the
# missing program and its kernels).
# usage: run.sh WGC_PROGRAMS ARGS... (the arguments of wgc-programs)
set -u
prog=$1
shift
prev=
for a in "$@"; do
  if [ "$prev" = --program ] && [ -f "$a.error" ]; then
    echo "wgc-link refused $a:"
    sed 's/^/  /' "$a.error"
  fi
  prev=$a
done
exec "$prog" "$@"
