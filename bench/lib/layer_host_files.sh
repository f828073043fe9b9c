# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# What a benchmark's folder needs for the GPU machine to build its OpenCL
# host there: sourced (bash) by the prepare scripts of the benchmarks run
# through the layer on NVIDIA's OpenCL (bench/nvptx/prepare_layer.sh,
# prepare_tile_layer.sh, bench/layer/prepare_launch.sh).
#
#   layer_host_files DEST
#       copies tests/lib/clhost.{c,h} and bench/lib/nvidia_layer_env.sh
#       into DEST and this machine's OpenCL headers (/usr/include/CL) into
#       DEST/include/CL. The GPU machine has neither the repository nor
#       OpenCL's headers: its device script sources DEST/nvidia_layer_env.sh,
#       whose nvidia_layer_host compiles the host with DEST/clhost.c against
#       DEST/include, all from DEST alone.
layer_host_files_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

layer_host_files() {
  local dest=$1 root=$layer_host_files_root
  cp "$root/tests/lib/clhost.c" "$root/tests/lib/clhost.h" \
    "$root/bench/lib/nvidia_layer_env.sh" "$dest/"
  mkdir -p "$dest/include"
  cp -r /usr/include/CL "$dest/include/"
}
