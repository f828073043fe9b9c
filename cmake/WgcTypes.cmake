# The element types of the collectives, read from the one table of them,
# generic/include/wgc/types.def (every `ROW(ARG, <T>, <code>,` in it):
#   WGC_TYPES               the type names, in table order
#   WGC_TYPE_MANGLED_<T>    the Itanium mangling code of type T
#   WGC_PUBLIC_API          the mangled names of the public collectives
set(_wgc_types_def ${PROJECT_SOURCE_DIR}/generic/include/wgc/types.def)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${_wgc_types_def})
# file(READ), not file(STRINGS): the rows end in a backslash, which would
# escape the list separator between lines.
file(READ ${_wgc_types_def} _wgc_text)
string(REGEX MATCHALL "ROW\\(ARG, [a-z][a-z0-9_]*, [A-Za-z0-9_]+,"
  _wgc_rows "${_wgc_text}")
set(WGC_TYPES)
foreach(row IN LISTS _wgc_rows)
  string(REGEX MATCH "ROW\\(ARG, ([a-z][a-z0-9_]*), ([A-Za-z0-9_]+),"
    _ "${row}")
  list(APPEND WGC_TYPES ${CMAKE_MATCH_1})
  set(WGC_TYPE_MANGLED_${CMAKE_MATCH_1} ${CMAKE_MATCH_2})
endforeach()
if(NOT WGC_TYPES)
  message(FATAL_ERROR "${_wgc_types_def}: no type rows found")
endif()

set(WGC_PUBLIC_API)
foreach(fn reduce scan_inclusive scan_exclusive)
  foreach(op add min max)
    set(name work_group_${fn}_${op})
    string(LENGTH ${name} len)
    foreach(t IN LISTS WGC_TYPES)
      list(APPEND WGC_PUBLIC_API _Z${len}${name}${WGC_TYPE_MANGLED_${t}})
    endforeach()
  endforeach()
endforeach()
