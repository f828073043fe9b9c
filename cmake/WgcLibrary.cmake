# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# wgc_add_library(): builds one target's bitcode library, wgc-<NAME>.bc.
#
#   NAME       target name (spir64, emu32, ...)
#   TRIPLE     clang target triple
#   DIRS       the target's source folders, most specific first (targets/emu/
#              rake targets/emu generic/shuffle); generic/subgroup (with
#              SUBGROUPS) and generic follow them
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
#   SUBGROUPS  the OpenCL sub-group functions too (generic/subgroup), built
#              with WGC_SUBGROUP_CFLAGS
#   TEST_ONLY  a variant for the tests: built, neither installed nor listed
#              in the installed package
#
# The global property WGC_LIBRARIES lists the NAME of every library but the
# TEST_ONLY ones; for each library, WGC_LIBRARY_SIZE_T_BITS_<NAME> holds the
# width of its size_t (its pointers, 32 or 64), WGC_LIBRARY_SUBGROUPS_<NAME>
# whether it has the sub-group functions and WGC_LIBRARY_DIRS_<NAME> its
# folders (DIRS), what tells the tests which names it must define
# (tests/lit/symbols).
#
# The one override rule, libclc's: each folder lists its sources, by their
# path below its lib/ folder, in lib/SOURCES. A library is the sources of
# generic, then of each more specific folder; a file at a path an earlier
# folder listed replaces that one, in its place. Headers follow the same
# rule by the include path: each folder's include/ is searched before the
# less specific ones, generic/include last, then the headers generated from
# the type table (cmake/WgcTypes.cmake).
set(WGC_CL_FLAGS -cl-std=CL2.0 -Xclang -finclude-default-header -O2
  -Wall -Werror -fno-discard-value-names)

# Declares the sub-group functions in opencl-c.h, in the library and in
# kernels that call them: clang-15 knows cl_khr_subgroups as an extension
# and the others only as macros, which it defines for SPIR alone.
set(WGC_SUBGROUP_CFLAGS -Xclang -cl-ext=+cl_khr_subgroups
  -Dcl_khr_subgroup_extended_types=1 -Dcl_khr_subgroup_shuffle=1
  -Dcl_khr_subgroup_shuffle_relative=1 -Dcl_khr_subgroup_clustered_reduce=1
  -Dcl_khr_subgroup_non_uniform_vote=1 -Dcl_khr_subgroup_ballot=1
  -Dcl_khr_subgroup_non_uniform_arithmetic=1 -Dcl_khr_subgroup_rotate=1)

# wgc_library_sources(VAR DIR...): the paths below lib/ of the sources of
# the folders DIR (most specific first), in VAR; the file of each path in
# VAR_<path>.
function(wgc_library_sources var)
  set(dirs ${ARGN})
  list(REVERSE dirs)
  set(paths)
  foreach(dir IN LISTS dirs)
    set(list_file ${dir}/lib/SOURCES)
    if(NOT EXISTS ${list_file})
      message(FATAL_ERROR "wgc: ${list_file} does not exist")
    endif()
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${list_file})
    file(STRINGS ${list_file} entries REGEX "^[^#]")
    set(own)
    foreach(path IN LISTS entries)
      string(STRIP "${path}" path)
      if(path IN_LIST own OR NOT EXISTS ${dir}/lib/${path})
        message(FATAL_ERROR "wgc: ${list_file}: ${path} is listed twice or "
          "does not exist")
      endif()
      list(APPEND own ${path})
      if(NOT path IN_LIST paths)
        list(APPEND paths ${path})
      endif()
      set(${var}_${path} ${dir}/lib/${path} PARENT_SCOPE)
    endforeach()
  endforeach()
  set(${var} ${paths} PARENT_SCOPE)
endfunction()

function(wgc_add_library)
  cmake_parse_arguments(A "PRIVATIZE;SUBGROUPS;TEST_ONLY" "NAME;TRIPLE;PASSES"
    "DIRS;DEFINES;CFLAGS;OPTFLAGS;SCRATCH" ${ARGN})
  # The scratch pairs, for the tests of the built arrays (tests/lit/scratch).
  set_property(GLOBAL PROPERTY WGC_SCRATCH_${A_NAME} ${A_SCRATCH})
  set_property(GLOBAL APPEND PROPERTY WGC_SCRATCH_LIBRARIES ${A_NAME})
  set(obj_dir ${CMAKE_CURRENT_BINARY_DIR}/${A_NAME})
  file(MAKE_DIRECTORY ${obj_dir})
  set(dirs)
  foreach(d IN LISTS A_DIRS)
    list(APPEND dirs ${PROJECT_SOURCE_DIR}/${d})
  endforeach()
  if(A_SUBGROUPS)
    list(APPEND dirs ${PROJECT_SOURCE_DIR}/generic/subgroup)
    list(APPEND A_CFLAGS ${WGC_SUBGROUP_CFLAGS})
  endif()
  list(APPEND dirs ${PROJECT_SOURCE_DIR}/generic)
  set(incs)
  foreach(d IN LISTS dirs)
    if(IS_DIRECTORY ${d}/include)
      list(APPEND incs -I${d}/include)
    endif()
  endforeach()
  list(APPEND incs -I${WGC_GENERATED_INCLUDE_DIR})
  set(defs)
  foreach(d IN LISTS A_DEFINES)
    list(APPEND defs -D${d})
  endforeach()
  set(flags -target ${A_TRIPLE} ${WGC_CL_FLAGS} ${A_CFLAGS} ${incs} ${defs})

  wgc_library_sources(names ${dirs})
  set(bcs)
  foreach(name IN LISTS names)
    set(src ${names_${name}})
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
  # A data layout without `p:` has LLVM's default, 64-bit, pointers.
  set(bits 64)
  if(WGC_DATALAYOUT MATCHES "(^|-)p:([0-9]+)")
    set(bits ${CMAKE_MATCH_2})
  endif()
  set_property(GLOBAL PROPERTY WGC_LIBRARY_SIZE_T_BITS_${A_NAME} ${bits})
  if(A_SUBGROUPS)
    set_property(GLOBAL PROPERTY WGC_LIBRARY_SUBGROUPS_${A_NAME} ON)
  else()
    set_property(GLOBAL PROPERTY WGC_LIBRARY_SUBGROUPS_${A_NAME} OFF)
  endif()
  set_property(GLOBAL PROPERTY WGC_LIBRARY_DIRS_${A_NAME} ${A_DIRS})
  if(NOT A_TEST_ONLY)
    set_property(GLOBAL APPEND PROPERTY WGC_LIBRARIES ${A_NAME})
    install(FILES ${out} DESTINATION ${CMAKE_INSTALL_DATADIR}/wgc)
  endif()
endfunction()
