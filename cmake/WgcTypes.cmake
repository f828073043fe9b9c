# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The element types and operators of the collectives, read from the tables
# of them: generic/include/wgc/types.def (every `ROW(ARG, <T>, <code>,` in
# it) and generic/include/wgc/opgen.inc (every `#define __WGC_OP <op>`, those
# after its `#if !__WGC_T_IS_FP` for integer types only):
#   WGC_TYPES               the type names, in table order
#   WGC_TYPE_MANGLED_<T>    the Itanium mangling code of type T
#   WGC_INTEGER_TYPES       the integer types among them
#   WGC_OPS                 the operators, in table order
#   WGC_INTEGER_OPS         those of integer types only
#   WGC_PUBLIC_API          the mangled names of the public work-group
#                           functions (tests/symbols/collective_names.sh),
#                           work_group_broadcast with both size_t codes
set(_wgc_types_def ${PROJECT_SOURCE_DIR}/generic/include/wgc/types.def)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${_wgc_types_def})
# file(READ), not file(STRINGS): the rows end in a backslash, which would
# escape the list separator between lines.
file(READ ${_wgc_types_def} _wgc_text)
set(_wgc_row "ROW\\(ARG, ([a-z][a-z0-9_]*), ([A-Za-z0-9_]+), [a-z0-9_]+, [0-9]+, ([01]),")
string(REGEX MATCHALL "${_wgc_row}" _wgc_rows "${_wgc_text}")
set(WGC_TYPES)
set(WGC_INTEGER_TYPES)
foreach(row IN LISTS _wgc_rows)
  string(REGEX MATCH "${_wgc_row}" _ "${row}")
  list(APPEND WGC_TYPES ${CMAKE_MATCH_1})
  set(WGC_TYPE_MANGLED_${CMAKE_MATCH_1} ${CMAKE_MATCH_2})
  if(CMAKE_MATCH_3 EQUAL 0)
    list(APPEND WGC_INTEGER_TYPES ${CMAKE_MATCH_1})
  endif()
endforeach()
if(NOT WGC_TYPES)
  message(FATAL_ERROR "${_wgc_types_def}: no type rows found")
endif()

set(_wgc_opgen ${PROJECT_SOURCE_DIR}/generic/include/wgc/opgen.inc)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_wgc_opgen})
file(READ ${_wgc_opgen} _wgc_text)
string(FIND "${_wgc_text}" "#if !__WGC_T_IS_FP" _wgc_int_at)
string(REGEX MATCHALL "#define __WGC_OP [a-z]+" _wgc_ops "${_wgc_text}")
string(SUBSTRING "${_wgc_text}" ${_wgc_int_at} -1 _wgc_int_text)
string(REGEX MATCHALL "#define __WGC_OP [a-z]+" _wgc_int_ops "${_wgc_int_text}")
list(TRANSFORM _wgc_ops REPLACE "#define __WGC_OP " "")
list(TRANSFORM _wgc_int_ops REPLACE "#define __WGC_OP " "")
set(WGC_OPS ${_wgc_ops})
set(WGC_INTEGER_OPS ${_wgc_int_ops})
if(_wgc_int_at EQUAL -1 OR NOT WGC_OPS OR NOT WGC_INTEGER_OPS)
  message(FATAL_ERROR "${_wgc_opgen}: no operators found")
endif()

# _wgc_mangle(NAME CODES): appends _Z<length>NAME<CODES> to WGC_PUBLIC_API.
macro(_wgc_mangle name codes)
  string(LENGTH ${name} _wgc_len)
  list(APPEND WGC_PUBLIC_API _Z${_wgc_len}${name}${codes})
endmacro()

set(WGC_PUBLIC_API)
foreach(fn reduce scan_inclusive scan_exclusive)
  foreach(op ${WGC_OPS} logical_and logical_or logical_xor)
    if(op IN_LIST WGC_INTEGER_OPS)
      set(types ${WGC_INTEGER_TYPES})
    elseif(op MATCHES "^logical_")
      set(types int)
    else()
      set(types ${WGC_TYPES})
    endif()
    foreach(t IN LISTS types)
      _wgc_mangle(work_group_${fn}_${op} ${WGC_TYPE_MANGLED_${t}})
    endforeach()
  endforeach()
endforeach()
_wgc_mangle(work_group_any i)
_wgc_mangle(work_group_all i)
foreach(t IN LISTS WGC_TYPES)
  foreach(size_t m j)
    foreach(ids ${size_t} ${size_t}${size_t} ${size_t}${size_t}${size_t})
      _wgc_mangle(work_group_broadcast ${WGC_TYPE_MANGLED_${t}}${ids})
    endforeach()
  endforeach()
endforeach()
