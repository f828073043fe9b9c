# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The exported names every library defines, from the type table
# (cmake/wgc_types.txt through cmake/WgcTypes.cmake), written into
# WGC_SYMBOLS_DIR (<build>/tests/lit/symbols) for the lit tests of
# tests/lit/symbols and the SPIR-V checks of tests/spirv: NAME.check holds
# one line `CHECK: <llvm-nm line of a defined function NAME>` per name, in
# llvm-nm's order (sorted by name), NAME.names the names alone, one a line,
# for
#   work-group-64, work-group-32  the work-group functions, size_t ulong (m)
#       or uint (j): 152 names
#   sub-group-functions  work-group-64 and the OpenCL sub-group functions of
#       a library with sub-groups (generic/subgroup/lib/SOURCES): 607 more,
#       cl_khr_subgroup_rotate's 22 among them
#   user-header  the cl_khr_work_group_uniform_arithmetic functions
#       (the work-group reduce and scans of the operators with SUB_GROUP 0;
#       clang's opencl-c.h declares the others), each a `call` in the IR of
#       user-header.cl, a kernel calling each on a value of its type;
#       user-header-decls.check the same functions as clang's AST prints
#       their declarations (`NAME 'T (__private T)'`), sorted
# With --implicit-check-not on every other llvm-nm line, a missing or an
# extra exported name fails the test; through <wgc/work_group_uniform_
# arithmetic.h>, a missing overload fails to compile, a call through a
# conversion to another type's overload misses its name, and a declaration
# of a function the table lacks is a line too many.
set(WGC_SYMBOLS_DIR ${PROJECT_BINARY_DIR}/tests/lit/symbols)

# _wgc_m(LIST NAME CODES): appends _Z<length>NAME<CODES> to LIST.
macro(_wgc_m list name codes)
  string(LENGTH ${name} _wgc_len)
  list(APPEND ${list} _Z${_wgc_len}${name}${codes})
endmacro()

# _wgc_op_types(VAR OP TYPES): VAR gets the mangling codes of the types of
# TYPES that operator OP applies to (all; the int-class ones; int).
function(_wgc_op_types var op types)
  set(codes)
  foreach(t IN LISTS types)
    if(WGC_OP_TYPES_${op} STREQUAL all OR
        (WGC_OP_TYPES_${op} STREQUAL integer AND
         WGC_TYPE_CLASS_${t} STREQUAL int) OR
        (WGC_OP_TYPES_${op} STREQUAL logical AND t STREQUAL int))
      list(APPEND codes ${WGC_TYPE_MANGLED_${t}})
    endif()
  endforeach()
  set(${var} ${codes} PARENT_SCOPE)
endfunction()

set(_wgc_all_ops ${WGC_OPS} ${WGC_LOGICAL_OPS})

# The work-group functions: reduce and scans of every operator, any, all,
# the 1D, 2D and 3D broadcast of every collective type.
function(_wgc_work_group_names var size_t)
  set(names)
  foreach(fn reduce scan_inclusive scan_exclusive)
    foreach(op IN LISTS _wgc_all_ops)
      _wgc_op_types(codes ${op} "${WGC_TYPES}")
      foreach(c IN LISTS codes)
        _wgc_m(names work_group_${fn}_${op} ${c})
      endforeach()
    endforeach()
  endforeach()
  _wgc_m(names work_group_any i)
  _wgc_m(names work_group_all i)
  foreach(t IN LISTS WGC_TYPES)
    set(c ${WGC_TYPE_MANGLED_${t}})
    foreach(ids ${size_t} ${size_t}${size_t} ${size_t}${size_t}${size_t})
      _wgc_m(names work_group_broadcast ${c}${ids})
    endforeach()
  endforeach()
  set(${var} ${names} PARENT_SCOPE)
endfunction()

# The OpenCL sub-group functions as clang-15's opencl-c.h declares them, for
# every type of the table (cl_khr_subgroups, _extended_types, _ballot,
# _non_uniform_vote, _non_uniform_arithmetic, _clustered_reduce, _shuffle,
# _shuffle_relative, _rotate).
function(_wgc_sub_group_names var)
  set(names)
  set(vectors 2 3 4 8 16)
  # cl_khr_subgroups and cl_khr_subgroup_extended_types.
  foreach(fn get_sub_group_size get_max_sub_group_size get_num_sub_groups
      get_enqueued_num_sub_groups get_sub_group_id get_sub_group_local_id)
    _wgc_m(names ${fn} v)
  endforeach()
  _wgc_m(names sub_group_barrier j)
  _wgc_m(names sub_group_barrier j12memory_scope)
  _wgc_m(names sub_group_any i)
  _wgc_m(names sub_group_all i)
  foreach(t IN LISTS WGC_ALL_TYPES)
    set(c ${WGC_TYPE_MANGLED_${t}})
    _wgc_m(names sub_group_broadcast ${c}j)
    foreach(n IN LISTS vectors)
      _wgc_m(names sub_group_broadcast Dv${n}_${c}j)
    endforeach()
    foreach(fn reduce scan_inclusive scan_exclusive)
      foreach(op IN LISTS WGC_SUB_GROUP_OPS)
        _wgc_m(names sub_group_${fn}_${op} ${c})
      endforeach()
    endforeach()
    foreach(fn shuffle shuffle_xor shuffle_up shuffle_down)
      _wgc_m(names sub_group_${fn} ${c}j)
    endforeach()
  endforeach()
  foreach(op IN LISTS _wgc_all_ops)
    _wgc_op_types(codes ${op} "${WGC_ALL_TYPES}")
    foreach(c IN LISTS codes)
      _wgc_m(names sub_group_clustered_reduce_${op} ${c}j)
    endforeach()
  endforeach()
  # cl_khr_subgroup_ballot, _non_uniform_vote, _non_uniform_arithmetic.
  _wgc_m(names sub_group_elect v)
  _wgc_m(names sub_group_non_uniform_all i)
  _wgc_m(names sub_group_non_uniform_any i)
  _wgc_m(names sub_group_ballot i)
  foreach(fn inverse_ballot ballot_bit_count ballot_inclusive_scan
      ballot_exclusive_scan ballot_find_lsb ballot_find_msb)
    _wgc_m(names sub_group_${fn} Dv4_j)
  endforeach()
  _wgc_m(names sub_group_ballot_bit_extract Dv4_jj)
  foreach(m eq ge gt le lt)
    _wgc_m(names get_sub_group_${m}_mask v)
  endforeach()
  foreach(t IN LISTS WGC_ALL_TYPES)
    set(c ${WGC_TYPE_MANGLED_${t}})
    _wgc_m(names sub_group_non_uniform_all_equal ${c})
    _wgc_m(names sub_group_broadcast_first ${c})
    _wgc_m(names sub_group_non_uniform_broadcast ${c}j)
    foreach(n IN LISTS vectors)
      _wgc_m(names sub_group_non_uniform_broadcast Dv${n}_${c}j)
    endforeach()
  endforeach()
  foreach(fn reduce scan_inclusive scan_exclusive)
    foreach(op IN LISTS _wgc_all_ops)
      _wgc_op_types(codes ${op} "${WGC_ALL_TYPES}")
      foreach(c IN LISTS codes)
        _wgc_m(names sub_group_non_uniform_${fn}_${op} ${c})
      endforeach()
    endforeach()
  endforeach()
  # cl_khr_subgroup_rotate: every scalar type of the table.
  foreach(t IN LISTS WGC_ALL_TYPES)
    set(c ${WGC_TYPE_MANGLED_${t}})
    _wgc_m(names sub_group_rotate ${c}i)
    _wgc_m(names sub_group_clustered_rotate ${c}ij)
  endforeach()
  set(${var} ${names} PARENT_SCOPE)
endfunction()

# _wgc_write_check(NAME NAMES...): writes NAME.check and NAME.names, failing
# the configuration on a name listed twice.
function(_wgc_write_check file)
  set(names ${ARGN})
  list(LENGTH names n)
  list(REMOVE_DUPLICATES names)
  list(LENGTH names unique)
  if(NOT n EQUAL unique)
    message(FATAL_ERROR "symbols/${file}.check: a name listed twice")
  endif()
  list(SORT names)
  set(text "; Generated by tests/lit/symbols/names.cmake from \
cmake/wgc_types.txt: ${n} names.\n")
  set(plain)
  foreach(name IN LISTS names)
    string(APPEND text "CHECK: {{^[-0-9a-f]+ [TW] }}${name}{{$}}\n")
    string(APPEND plain "${name}\n")
  endforeach()
  file(CONFIGURE OUTPUT ${WGC_SYMBOLS_DIR}/${file}.check
    CONTENT "${text}" @ONLY)
  file(CONFIGURE OUTPUT ${WGC_SYMBOLS_DIR}/${file}.names
    CONTENT "${plain}" @ONLY)
endfunction()

_wgc_work_group_names(_wgc_wg64 m)
_wgc_work_group_names(_wgc_wg32 j)
_wgc_sub_group_names(_wgc_sg)
_wgc_write_check(work-group-64 ${_wgc_wg64})
_wgc_write_check(work-group-32 ${_wgc_wg32})
_wgc_write_check(sub-group-functions ${_wgc_wg64} ${_wgc_sg})

# The user header's functions and a kernel calling each of them.
set(_wgc_ua_source "// Generated by tests/lit/symbols/names.cmake from \
cmake/wgc_types.txt.\nkernel void k(global int *out) {\n")
set(_wgc_ua)
set(_wgc_ua_decls)
foreach(op IN LISTS _wgc_all_ops)
  if(op IN_LIST WGC_SUB_GROUP_OPS)
    continue()
  endif()
  foreach(t IN LISTS WGC_TYPES)
    _wgc_op_types(codes ${op} ${t})
    if(NOT codes)
      continue()
    endif()
    foreach(fn reduce scan_inclusive scan_exclusive)
      _wgc_m(_wgc_ua work_group_${fn}_${op} ${codes})
      list(APPEND _wgc_ua_decls
        "work_group_${fn}_${op} '${t} (__private ${t})'")
      string(APPEND _wgc_ua_source
        "  out[0] += (int)work_group_${fn}_${op}((${t})out[1]);\n")
    endforeach()
  endforeach()
endforeach()
string(APPEND _wgc_ua_source "}\n")
file(CONFIGURE OUTPUT ${WGC_SYMBOLS_DIR}/user-header.cl
  CONTENT "${_wgc_ua_source}" @ONLY)
list(LENGTH _wgc_ua _wgc_n)
set(_wgc_text "; Generated by tests/lit/symbols/names.cmake from \
cmake/wgc_types.txt: ${_wgc_n} names.\n")
foreach(name IN LISTS _wgc_ua)
  string(APPEND _wgc_text "CHECK-DAG: call {{.*}}@${name}(\n")
endforeach()
file(CONFIGURE OUTPUT ${WGC_SYMBOLS_DIR}/user-header.check
  CONTENT "${_wgc_text}" @ONLY)
list(SORT _wgc_ua_decls)
set(_wgc_text "; Generated by tests/lit/symbols/names.cmake from \
cmake/wgc_types.txt: ${_wgc_n} declarations, sorted.\n")
foreach(decl IN LISTS _wgc_ua_decls)
  string(APPEND _wgc_text "CHECK: {{^}}${decl}{{$}}\n")
endforeach()
file(CONFIGURE OUTPUT ${WGC_SYMBOLS_DIR}/user-header-decls.check
  CONTENT "${_wgc_text}" @ONLY)
