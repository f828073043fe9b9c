#!/usr/bin/env bash
# wgc-cc's spir64 output runs on PoCL: the conformance kernels of one type,
# compiled by wgc-cc with the build options as an application passes them,
# pass the conformance harness (kernel k_all: all nine collectives).
# usage: check_spir64.sh WGC_CC WGC_CONFORMANCE COLLECTIVES_CL TYPE
set -u
cc=$1 harness=$2 kernels=$3 type=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
extra=
[ "$type" = half ] && extra=-DWGC_TEST_HALF
if ! "$cc" --target=spir64 --cl-options="-D T=$type $extra -cl-std=CL2.0" \
    "$kernels" -o "$tmp/collectives.bc"; then
  echo "FAIL wgc-cc --target=spir64 (exit status $?)"
  echo "0 passed, 1 failed"
  exit 1
fi
# One work-group function per kernel rather than one per work-group size:
# the size specialization is PoCL's business, run by conformance.spir64.*.
POCL_WORK_GROUP_SPECIALIZATION=0 POCL_MAX_PTHREAD_COUNT=8 \
  POCL_CACHE_DIR="$tmp/pocl-cache" \
  "$harness" --program "$tmp/collectives.bc" --type "$type" \
  --target wgc-cc-spir64 --kernel k_all
