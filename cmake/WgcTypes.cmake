# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The element types of the collectives, read from the one table of them,
# generic/include/wgc/types.def (every `ROW(ARG, <T>, <code>,` in it):
#   WGC_TYPES               the type names, in table order
#   WGC_TYPE_MANGLED_<T>    the Itanium mangling code of type T
#   WGC_INTEGER_TYPES       the integer types among them
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

# _wgc_mangle(NAME CODES): appends _Z<length>NAME<CODES> to WGC_PUBLIC_API.
macro(_wgc_mangle name codes)
  string(LENGTH ${name} _wgc_len)
  list(APPEND WGC_PUBLIC_API _Z${_wgc_len}${name}${codes})
endmacro()

set(WGC_PUBLIC_API)
foreach(fn reduce scan_inclusive scan_exclusive)
  foreach(op add min max mul and or xor logical_and logical_or logical_xor)
    if(op MATCHES "^(and|or|xor)$")
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
