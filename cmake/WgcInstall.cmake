# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs the user header, the pkg-config file, the CMake package
# config and the wgc-cc(1) man page of wgc. The libraries (wgc_add_library,
# wgc_add_spirv), wgc-link, wgc-cc and the OpenCL layer
# (tools/*/CMakeLists.txt) install themselves: <prefix>/share/wgc,
# <prefix>/bin and <prefix>/<libdir>.
set(WGC_INSTALL_BITCODE_DIR ${CMAKE_INSTALL_FULL_DATADIR}/wgc)
set(WGC_INSTALL_INCLUDE_DIR ${CMAKE_INSTALL_FULL_INCLUDEDIR})
get_property(WGC_TARGETS GLOBAL PROPERTY WGC_LIBRARIES)

install(FILES
  ${PROJECT_SOURCE_DIR}/include/wgc/work_group_uniform_arithmetic.h
  ${PROJECT_SOURCE_DIR}/include/wgc/opencl_c_3_1.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/wgc)

configure_file(${PROJECT_SOURCE_DIR}/cmake/wgc.pc.in
  ${PROJECT_BINARY_DIR}/wgc.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/wgc.pc
  DESTINATION ${CMAKE_INSTALL_DATADIR}/pkgconfig)

include(CMakePackageConfigHelpers)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/wgcConfig.cmake.in
  ${PROJECT_BINARY_DIR}/wgcConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_DATADIR}/cmake/wgc
  PATH_VARS WGC_INSTALL_BITCODE_DIR WGC_INSTALL_INCLUDE_DIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/wgcConfigVersion.cmake
  COMPATIBILITY SameMinorVersion ARCH_INDEPENDENT)
install(FILES ${PROJECT_BINARY_DIR}/wgcConfig.cmake
  ${PROJECT_BINARY_DIR}/wgcConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_DATADIR}/cmake/wgc)

install(FILES ${PROJECT_SOURCE_DIR}/docs/wgc-cc.1
  DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# Debian's place for the license (also the package's copyright file).
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR}
  RENAME copyright)
