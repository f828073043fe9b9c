#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs the layer's app on NVIDIA's OpenCL (not in CI: needs the GPU
# machine). The machine has clang-16 but no clang-15 and no libclc, so the
# layer, wgc-cc, the app, wgc-nvptx64.bc and libclc's
# nvptx64--nvidiacl.bc are carried from the build machine in $CARRY
# (libclc through WGC_LIBCLC):
#   CARRY=carry tests/layer/gpu/pack.sh build    (on the build machine)
#   tests/layer/gpu/run_nvidia.sh carry          (on the GPU machine)
# Prints the app's "N passed, N failed"; exits non-zero on any failure,
# the same for the argument-information app (arg_info_app.c: the driver's
# own answers for a source program, with and without -cl-kernel-arg-info,
# against the values the layer gives, a first run and a cache hit) and the
# version-query app (it prints NVIDIA's OpenCL C versions and features)
# and the sub-group app (subgroups_app.c: cl_khr_subgroups claimed with
# independent forward progress, clGetKernelSubGroupInfo and its KHR form,
# subgroups.cl run over several work-group shapes against a host reference),
# and records the app's run without the layer (NVIDIA's compiler accepts
# some collectives, targets/nvptx/README.md). OPENCL_LAYERS runs under
# Debian's ocl-icd (CUDA's loader ignores the variable); each run through
# the layer must have compiled the app's programs with wgc-cc.
set -uo pipefail
carry=$(cd "${1:?usage: run_nvidia.sh CARRY_DIR}" && pwd)
export WGC_CLANG=${WGC_CLANG:-$(command -v clang-16)}
export WGC_CC=$carry/bin/wgc-cc WGC_LIBRARY_PATH=$carry/share/wgc
export LD_LIBRARY_PATH=$carry/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export WGC_LIBCLC=$carry/lib/clc/nvptx64--nvidiacl.bc
export WGC_LAYER_CACHE_DIR=$carry/wgc-cache WGC_LAYER_LOG=1
[ -x "$WGC_CLANG" ] || { echo "no clang-16 (set WGC_CLANG)"; exit 1; }
# pack.sh's wgc-link, built for clang-16's LLVM: wgc-cc folds the size of
# the variants the layer compiles at launch with it.
[ -f "$carry/bin/wgc-link.gz" ] && gunzip -f "$carry/bin/wgc-link.gz"
# The app takes the first platform: NVIDIA's alone (the machine also has
# PoCL, and names both ICDs in OCL_ICD_FILENAMES).
export OCL_ICD_FILENAMES=libnvidia-opencl.so.1
# The sub-group extensions the layer claims (wgc/subgroup_extensions.def).
listed=$(sed -n 's/^WGC_SUBGROUP_EXTENSION(\([a-z0-9_]*\),.*/\1/p' \
  "$carry/include/wgc/subgroup_extensions.def" | tr '\n' ' ')
status=0
"$carry/bin/wgc-layer-app" >"$carry/without.log" 2>&1
echo "without the layer: $(tail -1 "$carry/without.log")"
"$carry/bin/wgc-layer-subgroups" "$carry/bin/subgroups.cl" --none \
  >"$carry/without-subgroups.log" 2>&1
echo "sub-groups without the layer (--none: what NVIDIA claims itself):" \
  "$(grep -v '^wgc-layer' "$carry/without-subgroups.log" | tr '\n' ' ')"
mkdir -p "$carry/ocl-icd" "$carry/vendors"
ln -sf /lib/x86_64-linux-gnu/libOpenCL.so.1 "$carry/ocl-icd/libOpenCL.so.1"
echo libnvidia-opencl.so.1 >"$carry/vendors/nvidia.icd"
for mode in layer preload; do
  rm -rf "$WGC_LAYER_CACHE_DIR"
  if [ $mode = layer ]; then
    LD_LIBRARY_PATH=$carry/ocl-icd:$LD_LIBRARY_PATH \
      OCL_ICD_VENDORS=$carry/vendors OPENCL_LAYERS=$carry/lib/libwgc-layer.so "$carry/bin/wgc-layer-app" \
      >"$carry/$mode.log" 2>&1 || status=1
  else
    LD_PRELOAD=$carry/lib/libwgc-layer.so "$carry/bin/wgc-layer-app" \
      >"$carry/$mode.log" 2>&1 || status=1
  fi
  builds=$(grep -c "building with wgc-cc" "$carry/$mode.log")
  echo "$mode: $(tail -1 "$carry/$mode.log"), $builds builds through wgc-cc"
  grep -E "^FAIL" "$carry/$mode.log"
  [ "$builds" -gt 0 ] || { echo "FAIL $mode: nothing built through wgc-cc"; status=1; }
  # arg-info twice: compiled, then answered from the cache.
  for app in arg-info arg-info versions; do
    if [ $mode = layer ]; then
      LD_LIBRARY_PATH=$carry/ocl-icd:$LD_LIBRARY_PATH \
        OCL_ICD_VENDORS=$carry/vendors OPENCL_LAYERS=$carry/lib/libwgc-layer.so \
        "$carry/bin/wgc-layer-$app" >"$carry/$mode-$app.log" 2>&1 || status=1
    else
      LD_PRELOAD=$carry/lib/libwgc-layer.so "$carry/bin/wgc-layer-$app" \
        >"$carry/$mode-$app.log" 2>&1 || status=1
    fi
    echo "$mode $app: $(tail -1 "$carry/$mode-$app.log"), $(grep -c 'cache: hit' "$carry/$mode-$app.log") cache hits"
    grep -E "^FAIL" "$carry/$mode-$app.log" | head -20
  done
  grep -v '^wgc-layer' "$carry/$mode-versions.log"
  sub_groups=("$carry/bin/wgc-layer-subgroups" "$carry/bin/subgroups.cl"
    --ifp 1 --extensions "$listed")
  if [ $mode = layer ]; then
    LD_LIBRARY_PATH=$carry/ocl-icd:$LD_LIBRARY_PATH \
      OCL_ICD_VENDORS=$carry/vendors OPENCL_LAYERS=$carry/lib/libwgc-layer.so \
      "${sub_groups[@]}" >"$carry/$mode-subgroups.log" 2>&1 || status=1
  else
    LD_PRELOAD=$carry/lib/libwgc-layer.so "${sub_groups[@]}" \
      >"$carry/$mode-subgroups.log" 2>&1 || status=1
  fi
  echo "$mode subgroups: $(tail -1 "$carry/$mode-subgroups.log")"
  grep -v '^wgc-layer' "$carry/$mode-subgroups.log" | grep -v 'passed,' | head -20
  grep -q 'target nvptx64' "$carry/$mode-subgroups.log" ||
    { echo "FAIL $mode subgroups: the device is not the layer's nvptx64 target"; status=1; }
done
# Every kernel gets the CUDA driver's limit for its PTX (nv_limits.c), also
# kernels with __local arguments; 0 means the layer fell back to NVIDIA's 256.
if grep -h "CUDA limit 0 threads" "$carry"/layer*.log "$carry"/preload*.log; then
  echo "FAIL: a kernel without the CUDA driver's work-group limit"
  status=1
fi
exit $status
