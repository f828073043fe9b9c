# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The Debian package of wgc: `cpack -G DEB` in the build folder writes
# wgc_<version>_<arch>.deb, installing under /usr what `cmake --install`
# installs (libraries, wgc-link, wgc-cc, pkg-config and CMake files).
#
# Run-time dependencies:
#   libc6, libllvm15        wgc-link's shared libraries
#   clang-15                wgc-cc's compiler, every target
#   llvm-15                 llvm-link, opt and llc of wgc-cc --target=amdgcn
#   libclc-15               the work-item functions of nvptx64 and amdgcn
#   ocl-icd-libopencl1      the loader the OpenCL layer (libwgc-layer.so)
#                           is a layer of
#   llvm-spirv-15, lld-15   wgc-cc --target=spirv64, the amdgcn code object
#                           (recommended: the other targets work without)
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME wgc)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "OpenCL work-group collectives as bitcode libraries, and their compiler")
set(CPACK_PACKAGE_DESCRIPTION
  "work_group_reduce/scan_inclusive/scan_exclusive (add, min, max) for int, "
  "uint, long, ulong, float, double and half as LLVM bitcode and SPIR-V "
  "libraries for PoCL, NVIDIA, AMD and SPIR-V consumers, with wgc-link and "
  "the compile driver wgc-cc.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "wgc developers")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(v ${WGC_LLVM_VERSION})
set(depends "libc6 (>= 2.34)" libllvm${v} clang-${v} llvm-${v} libclc-${v})
if(TARGET wgc-layer)
  list(APPEND depends ocl-icd-libopencl1)
endif()
list(JOIN depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "llvm-spirv-${v}, lld-${v}")
unset(v)
include(CPack)
