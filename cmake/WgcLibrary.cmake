# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc_add_library(): builds one target's bitcode library, wgc-<NAME>.bc.
#
#   NAME       target name (spir64, emu32, ...)
#   TRIPLE     clang target triple
#   SOURCES    the target's OpenCL C files, compiled each to bitcode, beside
#              the generic ones (WGC_GENERIC_SOURCES)
#   INCLUDES   extra include folders
#   DEFINES    extra preprocessor definitions
#   CFLAGS     extra clang flags
#   OPTFLAGS   extra flags of the whole-library opt (not with PRIVATIZE)
#   SCRATCH    <name>=<bytes> pairs: local arrays reached via __wgc_local_<name>
#   PRIVATIZE  the accessors stay calls (noinline) so that wgc-link can give
#              each kernel its own arrays: for runtimes such as PoCL that
#              would share a module-scope local array between work-groups
#   PASSES     an opt pass pipeline that replaces -O2 on the linked library,
#              for targets whose code must reach the final compile unfolded
#              (the AMD wave size, which LLVM 15 folds in any -O2 pipeline;
#              the NVPTX llvm.is.constant of the work-group size)
#   SUBGROUPS  the OpenCL sub-group functions too: WGC_SUBGROUP_SOURCES join
#              the generic sources (and are replaced as they are), built
#              with WGC_SUBGROUP_CFLAGS
#   TEST_ONLY  a variant for the tests: built, neither installed nor listed
#              in the installed package
#
# Every source lives below a lib/ folder and is named by its path below the
# last one: generic/lib/wgc/work_group_reduce.cl and
# targets/nvptx/lib/wgc/work_group_reduce.cl are both wgc/work_group_reduce.cl.
# A library is the generic sources with each one that a SOURCES file names
# replaced by that file, as libclc's SOURCES files override generic ones:
# a target changes a generic algorithm by providing a file of its name.
set(WGC_CL_FLAGS -cl-std=CL2.0 -Xclang -finclude-default-header -O2
  -Wall -Werror -fno-discard-value-names)

# wgc_source_name(VAR FILE): FILE's path below the last lib/ folder in it.
function(wgc_source_name var file)
  if(NOT file MATCHES "/lib/(([^/]+/)*[^/]+)$")
    message(FATAL_ERROR "wgc source ${file} is not below a lib/ folder")
  endif()
  string(REGEX REPLACE "^.*/lib/" "" name ${file})
  set(${var} ${name} PARENT_SCOPE)
endfunction()

# wgc_library_sources(VAR FILE...): WGC_GENERIC_SOURCES, each replaced by
# the FILE of its name, then the FILEs that replace none. Two FILEs of one
# name are an error.
function(wgc_library_sources var)
  set(names)
  foreach(src IN LISTS ARGN)
    wgc_source_name(name ${src})
    if(name IN_LIST names)
      message(FATAL_ERROR "two wgc sources are named ${name}: ${ARGN}")
    endif()
    list(APPEND names ${name})
    set(file_${name} ${src})
  endforeach()
  set(sources)
  foreach(src IN LISTS WGC_GENERIC_SOURCES)
    wgc_source_name(name ${src})
    if(name IN_LIST names)
      list(APPEND sources ${file_${name}})
      list(REMOVE_ITEM names ${name})
    else()
      list(APPEND sources ${src})
    endif()
  endforeach()
  foreach(name IN LISTS names)
    list(APPEND sources ${file_${name}})
  endforeach()
  set(${var} ${sources} PARENT_SCOPE)
endfunction()

function(wgc_add_library)
  cmake_parse_arguments(A "PRIVATIZE;SUBGROUPS;TEST_ONLY" "NAME;TRIPLE;PASSES"
    "SOURCES;INCLUDES;DEFINES;CFLAGS;OPTFLAGS;SCRATCH" ${ARGN})
  set(obj_dir ${CMAKE_CURRENT_BINARY_DIR}/${A_NAME})
  file(MAKE_DIRECTORY ${obj_dir})
  set(incs -I${PROJECT_SOURCE_DIR}/generic/include)
  foreach(i IN LISTS A_INCLUDES)
    list(APPEND incs -I${i})
  endforeach()
  set(defs)
  foreach(d IN LISTS A_DEFINES)
    list(APPEND defs -D${d})
  endforeach()
  if(A_SUBGROUPS)
    list(APPEND WGC_GENERIC_SOURCES ${WGC_SUBGROUP_SOURCES})
    list(APPEND A_CFLAGS ${WGC_SUBGROUP_CFLAGS})
  endif()
  set(flags -target ${A_TRIPLE} ${WGC_CL_FLAGS} ${A_CFLAGS} ${incs} ${defs})

  wgc_library_sources(sources ${A_SOURCES})
  set(bcs)
  foreach(src IN LISTS sources)
    wgc_source_name(name ${src})
    get_filename_component(dir ${src} DIRECTORY)
    string(REGEX REPLACE "\\.cl$" "" obj ${name})
    string(REPLACE "/" "_" obj ${obj})
    set(bc ${obj_dir}/${obj}.bc)
    # The OpenCL C names only forward to the internal layer: promoted to
    # registers whatever the target's flags (the AMD sources are compiled
    # without LLVM passes), each is a bare call, so that inlining the
    # internal layer leaves the code it would be in place.
    set(forward)
    if(name MATCHES "^opencl/")
      set(forward COMMAND ${WGC_OPT} -passes=mem2reg ${bc} -o ${bc})
    endif()
    add_custom_command(OUTPUT ${bc}
      COMMAND ${WGC_CLANG} ${flags} -I${dir} -emit-llvm -c ${src} -o ${bc}
        -MD -MF ${bc}.d
      ${forward}
      DEPFILE ${bc}.d
      DEPENDS ${src}
      COMMENT "wgc ${A_NAME}: ${name}"
      VERBATIM)
    list(APPEND bcs ${bc})
  endforeach()

  # The scratch arrays and their accessors, in the target's data layout.
  execute_process(COMMAND ${WGC_CLANG} -target ${A_TRIPLE} ${A_CFLAGS} -x cl
    -cl-std=CL2.0 -emit-llvm -S -o - /dev/null
    OUTPUT_VARIABLE probe RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${WGC_CLANG} cannot target ${A_TRIPLE}")
  endif()
  string(REGEX MATCH "target datalayout = \"([^\"]*)\"" _ "${probe}")
  set(WGC_DATALAYOUT "${CMAKE_MATCH_1}")
  set(WGC_TRIPLE ${A_TRIPLE})
  set(WGC_TARGET ${A_NAME})
  if(A_PRIVATIZE)
    set(WGC_ACCESSOR_ATTRS "noinline nounwind readnone willreturn")
  else()
    set(WGC_ACCESSOR_ATTRS "alwaysinline nounwind readnone willreturn")
  endif()
  set(WGC_SCRATCH_DEFS "")
  foreach(pair IN LISTS A_SCRATCH)
    string(REPLACE "=" ";" pair "${pair}")
    list(GET pair 0 var)
    list(GET pair 1 bytes)
    string(APPEND WGC_SCRATCH_DEFS
      "@__wgc_${var} = internal addrspace(3) global [${bytes} x i8] undef, align 16\n"
      "define i8 addrspace(3)* @__wgc_local_${var}() #0 {\n"
      "  ret i8 addrspace(3)* getelementptr inbounds ([${bytes} x i8], "
      "[${bytes} x i8] addrspace(3)* @__wgc_${var}, i32 0, i32 0)\n}\n\n")
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/cmake/scratch.ll.in
    ${obj_dir}/scratch.ll @ONLY)
  set(scratch_bc ${obj_dir}/scratch.bc)
  add_custom_command(OUTPUT ${scratch_bc}
    COMMAND ${WGC_LLVM_AS} ${obj_dir}/scratch.ll -o ${scratch_bc}
    DEPENDS ${obj_dir}/scratch.ll
    VERBATIM)

  set(linked ${obj_dir}/linked.bc)
  set(out ${WGC_LIB_DIR}/wgc-${A_NAME}.bc)
  # Whole-library optimization would fold the accessors into direct uses of
  # the arrays, which wgc-link could then no longer give to each kernel.
  if(A_PRIVATIZE)
    set(optimize ${CMAKE_COMMAND} -E copy ${linked} ${out}.tmp)
  elseif(A_PASSES)
    set(optimize ${WGC_OPT} -passes=${A_PASSES} ${A_OPTFLAGS} ${linked}
      -o ${out}.tmp)
  else()
    set(optimize ${WGC_OPT} -O2 ${A_OPTFLAGS} ${linked} -o ${out}.tmp)
  endif()
  add_custom_command(OUTPUT ${out}
    COMMAND ${WGC_LLVM_LINK} ${bcs} ${scratch_bc} -o ${linked}
    COMMAND ${optimize}
    COMMAND ${CMAKE_COMMAND} -E rename ${out}.tmp ${out}
    DEPENDS ${bcs} ${scratch_bc}
    COMMENT "wgc ${A_NAME}: linking wgc-${A_NAME}.bc"
    VERBATIM)
  add_custom_target(wgc-${A_NAME} ALL DEPENDS ${out})
  if(NOT A_TEST_ONLY)
    set_property(GLOBAL APPEND PROPERTY WGC_LIBRARIES ${A_NAME})
    install(FILES ${out} DESTINATION ${CMAKE_INSTALL_DATADIR}/wgc)
  endif()
endfunction()
