# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The names of the OpenCL C built-in functions: every function clang's
# OpenCL headers (opencl-c-base.h, opencl-c.h) declare overloadable
# (__ovld), whatever the extension or version guarding it. A SPIR module
# leaves them to the runtime that loads it, under their mangled names.
#
# wgc_opencl_builtins(OUT) writes OUT: one C string literal per name,
# sorted by strcmp order, for a table searched with bsearch.
function(wgc_opencl_builtins out)
  execute_process(COMMAND ${WGC_CLANG} -print-resource-dir
    OUTPUT_VARIABLE resource OUTPUT_STRIP_TRAILING_WHITESPACE
    RESULT_VARIABLE rc)
  set(headers ${resource}/include/opencl-c-base.h
    ${resource}/include/opencl-c.h)
  foreach(h IN LISTS headers)
    if(NOT rc EQUAL 0 OR NOT EXISTS ${h})
      message(FATAL_ERROR "${WGC_CLANG} has no OpenCL header ${h}")
    endif()
  endforeach()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${headers})
  set(names)
  foreach(h IN LISTS headers)
    file(READ ${h} text)
    # A declaration's name is the last word before its '(' (the return
    # type and attributes may span lines).
    string(REGEX MATCHALL "__ovld[^;{}()#]*\\(" decls "${text}")
    foreach(d IN LISTS decls)
      if(d MATCHES "([A-Za-z_][A-Za-z0-9_]*)[ \t\r\n]*\\($")
        set(name ${CMAKE_MATCH_1})
        if(NOT name MATCHES "^__")
          list(APPEND names ${name})
        endif()
      endif()
    endforeach()
  endforeach()
  list(REMOVE_DUPLICATES names)
  # strcmp's order: ASCII, as CMake's default string comparison.
  list(SORT names COMPARE STRING CASE SENSITIVE)
  list(LENGTH names count)
  if(count LESS 1000)
    message(FATAL_ERROR "only ${count} OpenCL built-ins in ${headers}")
  endif()
  list(TRANSFORM names PREPEND "\"")
  list(TRANSFORM names APPEND "\",")
  string(REPLACE ";" "\n" body "${names}")
  file(CONFIGURE OUTPUT ${out} CONTENT "${body}\n" @ONLY)
endfunction()
