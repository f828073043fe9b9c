# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The local-memory scratch each library's build declares (the SCRATCH pairs
# of wgc_add_library, cmake/WgcLibrary.cmake; a SPIR-V library and its
# round trip keep their bitcode's), as FileCheck files for
# tests/lit/scratch: <build>/tests/lit/scratch/NAME.check has, for
# Inputs/local-arrays.awk's listing of wgc-NAME.bc,
#   CHECK-DAG  one line "array __wgc_<name> <bytes>" per array, under
#              its own name (llvm-link would rename one whose name a
#              function of the library has to __wgc_<name>.<N>)
#   CHECK      "arrays N": no other __local array
#   BOUND      "total T bytes, within WGC_SCRATCH_BOUND", T their sum
# so that an array of another size, a missing or an extra array, or a
# library over the bound fails the test.

# Every shipped library for devices with little local memory leaves at
# least half of the 32 KiB minimum CL_DEVICE_LOCAL_MEM_SIZE to the kernel:
# 16 KiB and 64 bytes at most (wgc-spir64.bc is for CPU runtimes, 256 KiB
# and more, and the emulated targets are tests on PoCL's 1 MiB).
set(WGC_SCRATCH_BOUND 16448)

get_property(_wgc_scratch_libraries GLOBAL PROPERTY WGC_SCRATCH_LIBRARIES)
foreach(_wgc_lib IN LISTS _wgc_scratch_libraries)
  get_property(_wgc_pairs GLOBAL PROPERTY WGC_SCRATCH_${_wgc_lib})
  set(_wgc_text "The local arrays wgc-${_wgc_lib}.bc's build declares \
(tests/lit/scratch/scratch.cmake).\n")
  set(_wgc_total 0)
  list(LENGTH _wgc_pairs _wgc_count)
  foreach(_wgc_pair IN LISTS _wgc_pairs)
    string(REPLACE "=" ";" _wgc_pair "${_wgc_pair}")
    list(GET _wgc_pair 0 _wgc_var)
    list(GET _wgc_pair 1 _wgc_bytes)
    string(APPEND _wgc_text
      "CHECK-DAG: {{^}}array __wgc_${_wgc_var} ${_wgc_bytes}{{$}}\n")
    math(EXPR _wgc_total "${_wgc_total} + ${_wgc_bytes}")
  endforeach()
  string(APPEND _wgc_text "CHECK: {{^}}arrays ${_wgc_count}{{$}}\n"
    "BOUND-NEXT: {{^}}total ${_wgc_total} bytes, within ${WGC_SCRATCH_BOUND}{{$}}\n")
  file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/scratch/${_wgc_lib}.check
    CONTENT "${_wgc_text}")
endforeach()
