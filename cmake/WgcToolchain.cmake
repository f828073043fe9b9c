# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Finds the LLVM 15 tools that build the bitcode libraries.
set(WGC_LLVM_VERSION 15 CACHE STRING "LLVM major version of the bitcode tools")
set(_wgc_llvm_bin /usr/lib/llvm-${WGC_LLVM_VERSION}/bin)

function(wgc_find_tool var name package)
  find_program(${var} NAMES ${name}-${WGC_LLVM_VERSION} ${name}
    HINTS ${_wgc_llvm_bin} NO_CACHE)
  if(NOT ${var})
    message(FATAL_ERROR
      "wgc needs ${name}-${WGC_LLVM_VERSION}; install the Debian package "
      "'${package}' (apt-get install ${package}).")
  endif()
  set(${var} ${${var}} PARENT_SCOPE)
endfunction()

wgc_find_tool(WGC_CLANG clang clang-${WGC_LLVM_VERSION})
wgc_find_tool(WGC_LLVM_LINK llvm-link llvm-${WGC_LLVM_VERSION})
wgc_find_tool(WGC_LLVM_AS llvm-as llvm-${WGC_LLVM_VERSION})
wgc_find_tool(WGC_OPT opt llvm-${WGC_LLVM_VERSION})
wgc_find_tool(WGC_LLVM_NM llvm-nm llvm-${WGC_LLVM_VERSION})
wgc_find_tool(WGC_LLVM_DIS llvm-dis llvm-${WGC_LLVM_VERSION})

find_program(WGC_LLVM_CONFIG NAMES llvm-config-${WGC_LLVM_VERSION}
  HINTS ${_wgc_llvm_bin} NO_CACHE)
if(NOT WGC_LLVM_CONFIG)
  message(FATAL_ERROR "wgc needs llvm-config-${WGC_LLVM_VERSION}; install "
    "the Debian package 'llvm-${WGC_LLVM_VERSION}-dev'.")
endif()
execute_process(COMMAND ${WGC_LLVM_CONFIG} --includedir
  OUTPUT_VARIABLE WGC_LLVM_INCLUDE_DIR OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND ${WGC_LLVM_CONFIG} --libdir
  OUTPUT_VARIABLE WGC_LLVM_LIB_DIR OUTPUT_STRIP_TRAILING_WHITESPACE)
find_library(WGC_LIBLLVM NAMES LLVM-${WGC_LLVM_VERSION} LLVM
  HINTS ${WGC_LLVM_LIB_DIR} NO_DEFAULT_PATH NO_CACHE)
if(NOT WGC_LIBLLVM)
  message(FATAL_ERROR "wgc needs libLLVM-${WGC_LLVM_VERSION}.so; install "
    "the Debian package 'llvm-${WGC_LLVM_VERSION}-dev'.")
endif()
