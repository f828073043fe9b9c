# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The layer on NVIDIA's OpenCL, on the GPU machine: sourced (bash) by the
# benchmarks' device scripts (bench/nvptx/device_layer.sh,
# device_tile_layer.sh, bench/layer/device_launch.sh) from the folder DIR
# their prepare script filled: the host's sources with
# tests/lib/clhost.{c,h}, OpenCL's headers in DIR/include, and DIR/carry
# (tests/layer/gpu/pack.sh).
#
#   nvidia_layer_env DIR
#       unpacks DIR/carry/bin/wgc-link.gz; has Debian's ocl-icd load
#       NVIDIA's ICD alone (DIR/carry/ocl-icd, DIR/carry/vendors) and
#       exports its variables, LD_LIBRARY_PATH and wgc-cc's (WGC_CLANG,
#       default the machine's clang-16, WGC_CC, WGC_LIBRARY_PATH,
#       WGC_LIBCLC); checks that the carried wgc-link folds a work-group
#       size in WGC_CLANG's bitcode, as wgc-cc does for each variant the
#       layer compiles at launch. Returns 1, saying why, if any step fails.
#   nvidia_layer_host OUT SOURCE...
#       compiles SOURCE... with DIR/clhost.c into OUT, linked with that
#       loader; returns the compiler's status.
nvidia_layer_env() {
  nvidia_layer_dir=$1
  local carry=$1/carry
  if [ -f "$carry/bin/wgc-link.gz" ]; then
    gunzip -f "$carry/bin/wgc-link.gz" || return 1
  fi
  mkdir -p "$carry/ocl-icd" "$carry/vendors"
  ln -sf /lib/x86_64-linux-gnu/libOpenCL.so.1 "$carry/ocl-icd/libOpenCL.so.1"
  ln -sf /lib/x86_64-linux-gnu/libOpenCL.so.1 "$carry/ocl-icd/libOpenCL.so"
  echo libnvidia-opencl.so.1 >"$carry/vendors/nvidia.icd"
  export OCL_ICD_FILENAMES=libnvidia-opencl.so.1 OCL_ICD_VENDORS=$carry/vendors
  export LD_LIBRARY_PATH=$carry/ocl-icd:$carry/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export WGC_CLANG=${WGC_CLANG:-$(command -v clang-16)}
  export WGC_CC=$carry/bin/wgc-cc WGC_LIBRARY_PATH=$carry/share/wgc
  export WGC_LIBCLC=$carry/lib/clc/nvptx64--nvidiacl.bc
  if [ ! -x "$WGC_CLANG" ]; then
    echo "no clang-16 (set WGC_CLANG)"
    return 1
  fi
  # wgc-cc folds a variant's size with wgc-link in the bitcode of
  # WGC_CLANG: that wgc-link must read it (its LLVM no older than the
  # clang's), or every variant fails to build.
  printf 'kernel void k(global int *p) { p[0] = 1; }\n' >"$1/fold.cl"
  if ! "$WGC_CLANG" -target nvptx64-nvidia-nvcl -O2 -flto=thin -emit-llvm \
    -c "$1/fold.cl" -o "$1/fold.bc" ||
    ! "$carry/bin/wgc-link" --fold-work-group-size \
      --work-group-size k=64,1,1 -o "$1/folded.bc" "$1/fold.bc"; then
    echo "wgc-link cannot fold $WGC_CLANG's bitcode: no variant would build"
    return 1
  fi
}

nvidia_layer_host() {
  local out=$1
  shift
  gcc -std=c11 -O2 -Wall -D_POSIX_C_SOURCE=200809L \
    -I"$nvidia_layer_dir/include" -I"$nvidia_layer_dir" "$@" \
    "$nvidia_layer_dir/clhost.c" -o "$out" \
    -L"$nvidia_layer_dir/carry/ocl-icd" -lOpenCL -lm
}
