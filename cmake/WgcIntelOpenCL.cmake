# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Intel's CPU OpenCL runtime as a second runtime for the tests.
#
# -DWGC_INTEL_OPENCL_DIR=DIR names a folder that scripts/setup-intel-opencl.sh
# set up; empty (the default) registers no test on Intel's runtime. With it:
#   WGC_INTEL_OPENCL      ON
#   WGC_INTEL_OPENCL_ENV  OCL_ICD_VENDORS=DIR/vendors: Debian's ocl-icd then
#                         loads Intel's runtime alone
#   WGC_INTEL_PLATFORM    the harness's --platform value for it
#   wgc_intel_test(TEST...) runs the given tests with WGC_INTEL_OPENCL_ENV.
set(WGC_INTEL_OPENCL_DIR "" CACHE PATH
  "Intel's CPU OpenCL runtime set up by scripts/setup-intel-opencl.sh; empty: no tests on it")
set(WGC_INTEL_OPENCL OFF)
if(WGC_INTEL_OPENCL_DIR)
  set(_wgc_icd ${WGC_INTEL_OPENCL_DIR}/vendors/intel-cpu.icd)
  if(NOT EXISTS ${_wgc_icd})
    message(FATAL_ERROR "WGC_INTEL_OPENCL_DIR=${WGC_INTEL_OPENCL_DIR} has no "
      "vendors/intel-cpu.icd: run scripts/setup-intel-opencl.sh with "
      "WGC_INTEL_OPENCL_DIR set to it")
  endif()
  file(STRINGS ${_wgc_icd} _wgc_intel_lib LIMIT_COUNT 1)
  if(NOT EXISTS "${_wgc_intel_lib}")
    message(FATAL_ERROR "${_wgc_icd} names ${_wgc_intel_lib}, which does not "
      "exist: rerun scripts/setup-intel-opencl.sh")
  endif()
  set(WGC_INTEL_OPENCL ON)
  set(WGC_INTEL_OPENCL_ENV "OCL_ICD_VENDORS=${WGC_INTEL_OPENCL_DIR}/vendors")
  set(WGC_INTEL_PLATFORM "Intel")
  message(STATUS "wgc: tests on Intel's CPU OpenCL runtime (${_wgc_intel_lib})")
endif()

function(wgc_intel_test)
  foreach(test IN LISTS ARGN)
    set_property(TEST ${test} APPEND PROPERTY ENVIRONMENT
      ${WGC_INTEL_OPENCL_ENV})
  endforeach()
endfunction()
