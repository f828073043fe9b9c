# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc_add_spirv(): a SPIR-V library, wgc-<NAME>.spv, from a bitcode library.
#
#   NAME     name of the SPIR-V library (spirv64, ...)
#   BITCODE  name of the wgc bitcode library it is translated from (spir64)
#
# Only the 63 collectives keep external linkage, so they alone carry Export
# LinkageAttributes; everything else, the scratch accessors included, becomes
# module-local, and the internal layer is inlined into them (always-inline;
# the accessors, noinline, stay calls). No optimization runs: it would fold
# the accessors into direct uses of the arrays, and the round trip
# (llvm-spirv -r, then wgc-link) needs them as calls. SPIR-V consumers
# inline them anyway.
option(WGC_SPIRV "Build the SPIR-V libraries (needs llvm-spirv and spirv-tools)"
  ON)
if(WGC_SPIRV)
  find_program(WGC_LLVM_SPIRV NAMES llvm-spirv-${WGC_LLVM_VERSION} llvm-spirv
    HINTS ${_wgc_llvm_bin} NO_CACHE)
  find_program(WGC_SPIRV_VAL spirv-val NO_CACHE)
  find_program(WGC_SPIRV_LINK spirv-link NO_CACHE)
  find_program(WGC_SPIRV_DIS spirv-dis NO_CACHE)
  if(NOT WGC_LLVM_SPIRV OR NOT WGC_SPIRV_VAL OR NOT WGC_SPIRV_LINK OR
      NOT WGC_SPIRV_DIS)
    message(WARNING "WGC_SPIRV is off: it needs llvm-spirv-"
      "${WGC_LLVM_VERSION} (Debian: llvm-spirv-${WGC_LLVM_VERSION}) and "
      "spirv-val, spirv-link, spirv-dis (Debian: spirv-tools).")
    set(WGC_SPIRV OFF CACHE BOOL "" FORCE)
  endif()
endif()

# The mangled names of the public collectives (WgcTypes.cmake), comma-separated.
string(REPLACE ";" "," WGC_PUBLIC_API_CSV "${WGC_PUBLIC_API}")

function(wgc_add_spirv)
  cmake_parse_arguments(A "" "NAME;BITCODE" "" ${ARGN})
  set(bc ${WGC_LIB_DIR}/wgc-${A_BITCODE}.bc)
  set(internal ${CMAKE_CURRENT_BINARY_DIR}/${A_NAME}-internalized.bc)
  set(out ${WGC_LIB_DIR}/wgc-${A_NAME}.spv)
  add_custom_command(OUTPUT ${out}
    COMMAND ${WGC_OPT} -passes=internalize,always-inline,globaldce
      -internalize-public-api-list=${WGC_PUBLIC_API_CSV} ${bc} -o ${internal}
    COMMAND ${WGC_LLVM_SPIRV} ${internal} -o ${out}
    DEPENDS wgc-${A_BITCODE} ${bc}
    COMMENT "wgc ${A_NAME}: translating wgc-${A_BITCODE}.bc to SPIR-V"
    VERBATIM)
  add_custom_target(wgc-${A_NAME} ALL DEPENDS ${out})
  install(FILES ${out} DESTINATION ${CMAKE_INSTALL_DATADIR}/wgc)
  set_property(GLOBAL PROPERTY WGC_SPIRV_BITCODE_${A_NAME} ${A_BITCODE})
  # The bitcode library's scratch (WgcLibrary.cmake), which the SPIR-V
  # keeps: the tests read it in the round trip's bitcode.
  get_property(scratch GLOBAL PROPERTY WGC_SCRATCH_${A_BITCODE})
  set_property(GLOBAL PROPERTY WGC_SCRATCH_${A_NAME} ${scratch})
endfunction()

# wgc_add_spirv_roundtrip(): wgc-<NAME>-rt.bc, the SPIR-V library NAME
# translated back to bitcode (llvm-spirv -r), for running it on PoCL. The
# global property WGC_SPIRV_ROUNDTRIPS lists them (<NAME>-rt), and
# WGC_SPIRV_BITCODE_<NAME> names the library each SPIR-V library NAME
# translates.
function(wgc_add_spirv_roundtrip name)
  set(spv ${WGC_LIB_DIR}/wgc-${name}.spv)
  set(out ${WGC_LIB_DIR}/wgc-${name}-rt.bc)
  add_custom_command(OUTPUT ${out}
    COMMAND ${WGC_LLVM_SPIRV} -r ${spv} -o ${out}
    DEPENDS wgc-${name} ${spv}
    COMMENT "wgc ${name}: translating wgc-${name}.spv back to bitcode"
    VERBATIM)
  add_custom_target(wgc-${name}-rt ALL DEPENDS ${out})
  set_property(GLOBAL APPEND PROPERTY WGC_SPIRV_ROUNDTRIPS ${name}-rt)
  get_property(scratch GLOBAL PROPERTY WGC_SCRATCH_${name})
  set_property(GLOBAL PROPERTY WGC_SCRATCH_${name}-rt ${scratch})
  set_property(GLOBAL APPEND PROPERTY WGC_SCRATCH_LIBRARIES ${name}-rt)
endfunction()
