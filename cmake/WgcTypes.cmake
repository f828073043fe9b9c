# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The element types and operators of wgc, from their one table,
# cmake/wgc_types.txt. Sets, in table order:
#   WGC_TYPES               the collective types (work-group functions)
#   WGC_NARROW_TYPES        the narrow types (sub-group functions only)
#   WGC_INTEGER_TYPES       the integer types among WGC_TYPES
#   WGC_ALL_TYPES           every type, collective and narrow
#   WGC_TYPE_MANGLED_<T>    the Itanium mangling code of type T
#   WGC_TYPE_CLASS_<T>      int or float
#   WGC_OPS                 the operators of <wgc/gentype.inc>
#   WGC_INTEGER_OPS         those of integer types only
#   WGC_LOGICAL_OPS         the logical operators (int)
#   WGC_SUB_GROUP_OPS       those of cl_khr_subgroups' reduce and scans
#   WGC_OP_TYPES_<OP>       all, integer or logical: the types of operator OP
#   WGC_PUBLIC_API          the mangled names of the public work-group
#                           functions (tests/lit/symbols/names.cmake),
#                           work_group_broadcast with both size_t codes
#   WGC_GENERATED_INCLUDE_DIR  the folder of the generated <wgc/gentype.inc>,
#                           <wgc/sg_gentype.inc> and <wgc/types.h>, last on
#                           every include path
set(_wgc_table ${PROJECT_SOURCE_DIR}/cmake/wgc_types.txt)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_wgc_table})
file(STRINGS ${_wgc_table} _wgc_lines REGEX "^(type|op) ")

set(WGC_TYPES)
set(WGC_NARROW_TYPES)
set(WGC_INTEGER_TYPES)
set(_wgc_sg_types)
set(WGC_OPS)
set(WGC_INTEGER_OPS)
set(WGC_LOGICAL_OPS)
set(WGC_SUB_GROUP_OPS)
foreach(line IN LISTS _wgc_lines)
  string(REGEX REPLACE "[ \t]+" ";" f "${line}")
  list(LENGTH f n)
  list(GET f 0 kind)
  list(GET f 1 name)
  if("${kind}" STREQUAL "type" AND n EQUAL 10)
    list(SUBLIST f 2 -1 f)
    foreach(field MANGLED UNSIGNED BITS CLASS EXTENSION LOWEST HIGHEST GROUP)
      list(POP_FRONT f _wgc_${field}_${name})
    endforeach()
    if(NOT _wgc_CLASS_${name} MATCHES "^(int|float)$")
      message(FATAL_ERROR "${_wgc_table}: ${line}: CLASS is int or float")
    endif()
    set(WGC_TYPE_MANGLED_${name} ${_wgc_MANGLED_${name}})
    set(WGC_TYPE_CLASS_${name} ${_wgc_CLASS_${name}})
    list(APPEND _wgc_sg_types ${name})
    if(_wgc_GROUP_${name} STREQUAL "collective")
      list(APPEND WGC_TYPES ${name})
      if(_wgc_CLASS_${name} STREQUAL "int")
        list(APPEND WGC_INTEGER_TYPES ${name})
      endif()
    elseif(_wgc_GROUP_${name} STREQUAL "narrow")
      list(APPEND WGC_NARROW_TYPES ${name})
    else()
      message(FATAL_ERROR "${_wgc_table}: ${line}: unknown group")
    endif()
  elseif("${kind}" STREQUAL "op" AND n EQUAL 8)
    list(SUBLIST f 2 -1 f)
    foreach(field TYPES IDENTITY MINMAX IDEMPOTENT SUB_GROUP FN)
      list(POP_FRONT f _wgc_${field}_${name})
    endforeach()
    if(NOT _wgc_TYPES_${name} MATCHES "^(all|integer|logical)$" OR
        NOT _wgc_IDENTITY_${name} MATCHES "^(0|1|ones|lowest|highest)$")
      message(FATAL_ERROR "${_wgc_table}: ${line}: unknown TYPES or IDENTITY")
    endif()
    set(WGC_OP_TYPES_${name} ${_wgc_TYPES_${name}})
    if(_wgc_TYPES_${name} STREQUAL "logical")
      list(APPEND WGC_LOGICAL_OPS ${name})
    else()
      list(APPEND WGC_OPS ${name})
      if(_wgc_TYPES_${name} STREQUAL "integer")
        list(APPEND WGC_INTEGER_OPS ${name})
      endif()
    endif()
    if(_wgc_SUB_GROUP_${name})
      list(APPEND WGC_SUB_GROUP_OPS ${name})
    endif()
  else()
    message(FATAL_ERROR "${_wgc_table}: cannot read '${line}'")
  endif()
endforeach()
set(WGC_ALL_TYPES ${_wgc_sg_types})
if(NOT WGC_TYPES OR NOT WGC_OPS)
  message(FATAL_ERROR "${_wgc_table}: no types or no operators")
endif()
foreach(op IN LISTS WGC_OPS WGC_LOGICAL_OPS)
  if(NOT _wgc_FN_${op} IN_LIST WGC_OPS)
    message(FATAL_ERROR "${_wgc_table}: operator ${op}: FN ${_wgc_FN_${op}} \
is not an operator of TYPES all or integer")
  endif()
endforeach()

# _wgc_mangle(NAME CODES): appends _Z<length>NAME<CODES> to WGC_PUBLIC_API.
macro(_wgc_mangle name codes)
  string(LENGTH ${name} _wgc_len)
  list(APPEND WGC_PUBLIC_API _Z${_wgc_len}${name}${codes})
endmacro()

set(WGC_PUBLIC_API)
foreach(fn reduce scan_inclusive scan_exclusive)
  foreach(op ${WGC_OPS} ${WGC_LOGICAL_OPS})
    if(op IN_LIST WGC_INTEGER_OPS)
      set(types ${WGC_INTEGER_TYPES})
    elseif(op IN_LIST WGC_LOGICAL_OPS)
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

# The generated headers. Each type of an extension sits in #ifdef EXTENSION.
set(WGC_GENERATED_INCLUDE_DIR ${PROJECT_BINARY_DIR}/include)
set(_wgc_banner "// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception\n\
/* Generated by cmake/WgcTypes.cmake from cmake/wgc_types.txt. */\n")

# _wgc_gentype(FILE TYPES OPS DOC): writes FILE, which, for each type of
# TYPES and each operator of OPS that applies to it (TYPES all: every type;
# integer: the int-class ones; logical: int), defines the type's and the
# operator's macros and includes __WGC_BODY. DOC opens its comment.
function(_wgc_gentype file types ops doc)
  set(text "${_wgc_banner}\
/*
 * ${doc} The body
 * sees the type's __WGC_T, __WGC_T_U (the unsigned type of its width),
 * __WGC_T_BYTES (its size), __WGC_T_IS_FP (0 or 1), __WGC_T_LOWEST and
 * __WGC_T_HIGHEST; and the operator's __WGC_OP (its name), __WGC_OP_FN (the
 * binary function that combines two values, ops.h), __WGC_ID (its identity
 * for the type, defs.h), __WGC_OP_IS_MINMAX (1 for min and max),
 * __WGC_OP_IS_IDEMPOTENT (1 where op(x, x) is x) and __WGC_OP_IS_LOGICAL (1
 * where values are combined as their truth values, x != 0).
 */\n")
  foreach(t IN LISTS types)
    math(EXPR bytes "${_wgc_BITS_${t}} / 8")
    if(_wgc_CLASS_${t} STREQUAL "float")
      set(is_fp 1)
    else()
      set(is_fp 0)
    endif()
    string(APPEND text "\n")
    if(NOT _wgc_EXTENSION_${t} STREQUAL "-")
      string(APPEND text "#ifdef ${_wgc_EXTENSION_${t}}\n")
    endif()
    string(APPEND text "#define __WGC_T ${t}
#define __WGC_T_U ${_wgc_UNSIGNED_${t}}
#define __WGC_T_BYTES ${bytes}
#define __WGC_T_IS_FP ${is_fp}
#define __WGC_T_LOWEST ${_wgc_LOWEST_${t}}
#define __WGC_T_HIGHEST ${_wgc_HIGHEST_${t}}\n")
    foreach(op IN LISTS ops)
      set(op_types ${_wgc_TYPES_${op}})
      if((op_types STREQUAL "integer" AND is_fp) OR
          (op_types STREQUAL "logical" AND NOT t STREQUAL "int"))
        continue()
      endif()
      if(op_types STREQUAL "logical")
        set(is_logical 1)
      else()
        set(is_logical 0)
      endif()
      string(APPEND text "#define __WGC_OP ${op}
#define __WGC_OP_FN __wgc_${_wgc_FN_${op}}
#define __WGC_ID \\
  ((__WGC_T)__WGC_IDENTITY(${_wgc_IDENTITY_${op}}, __WGC_T, __WGC_T_LOWEST, \\
                           __WGC_T_HIGHEST))
#define __WGC_OP_IS_MINMAX ${_wgc_MINMAX_${op}}
#define __WGC_OP_IS_IDEMPOTENT ${_wgc_IDEMPOTENT_${op}}
#define __WGC_OP_IS_LOGICAL ${is_logical}
#include __WGC_BODY
#undef __WGC_OP
#undef __WGC_OP_FN
#undef __WGC_ID
#undef __WGC_OP_IS_MINMAX
#undef __WGC_OP_IS_IDEMPOTENT
#undef __WGC_OP_IS_LOGICAL\n")
    endforeach()
    string(APPEND text "#undef __WGC_T
#undef __WGC_T_U
#undef __WGC_T_BYTES
#undef __WGC_T_IS_FP
#undef __WGC_T_LOWEST
#undef __WGC_T_HIGHEST\n")
    if(NOT _wgc_EXTENSION_${t} STREQUAL "-")
      string(APPEND text "#endif\n")
    endif()
  endforeach()
  string(APPEND text "\n#undef __WGC_BODY\n")
  file(CONFIGURE OUTPUT ${file} CONTENT "${text}" @ONLY)
endfunction()

# <wgc/gentype.inc>: the collective types and the operators of TYPES all and
# integer, those of the internal work-group and sub-group collectives.
_wgc_gentype(${WGC_GENERATED_INCLUDE_DIR}/wgc/gentype.inc "${WGC_TYPES}"
  "${WGC_OPS}" "Instantiates __WGC_BODY once per collective type and operator.")
# <wgc/sg_gentype.inc>: every type of the sub-group functions and every
# operator of it, the logical ones of int included.
_wgc_gentype(${WGC_GENERATED_INCLUDE_DIR}/wgc/sg_gentype.inc
  "${WGC_ALL_TYPES}" "${WGC_OPS};${WGC_LOGICAL_OPS}"
  "Instantiates __WGC_BODY once per type of the sub-group functions (the\n \
* collective and the narrow ones) and operator of it, the logical operators\n \
* of int included, in the order of cmake/wgc_types.txt.")

# <wgc/types.h>: the type lists as X-macros, a row per type.
# _wgc_rows(VAR TYPES MACRO): VAR gets `MACRO(...)` expanding ROW(ARG, T,
# MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST) per type, the types of an
# extension through MACRO_<EXTENSION>(ROW, ARG), empty without it.
function(_wgc_rows var types macro)
  set(body "#define ${macro}(ROW, ARG)")
  set(ext_defs)
  set(exts)
  foreach(t IN LISTS types)
    math(EXPR bytes "${_wgc_BITS_${t}} / 8")
    if(_wgc_CLASS_${t} STREQUAL "float")
      set(is_fp 1)
    else()
      set(is_fp 0)
    endif()
    set(row "ROW(ARG, ${t}, ${_wgc_MANGLED_${t}}, ${_wgc_UNSIGNED_${t}}, \
${bytes}, ${is_fp}, ${_wgc_LOWEST_${t}}, ${_wgc_HIGHEST_${t}})")
    set(ext ${_wgc_EXTENSION_${t}})
    if(ext STREQUAL "-")
      string(APPEND body " \\\n  ${row}")
    else()
      if(NOT ext IN_LIST exts)
        list(APPEND exts ${ext})
        string(APPEND body " \\\n  ${macro}_${ext}(ROW, ARG)")
      endif()
      string(APPEND rows_${ext} " \\\n  ${row}")
    endif()
  endforeach()
  string(APPEND body "\n")
  foreach(ext IN LISTS exts)
    string(APPEND body "#ifdef ${ext}\n#define ${macro}_${ext}(ROW, ARG)\
${rows_${ext}}\n#else\n#define ${macro}_${ext}(ROW, ARG)\n#endif\n")
  endforeach()
  set(${var} "${body}" PARENT_SCOPE)
endfunction()

_wgc_rows(_wgc_collective "${WGC_TYPES}" __WGC_TYPES)
_wgc_rows(_wgc_all "${_wgc_sg_types}" __WGC_SG_TYPES)
set(_wgc_narrow "#define __WGC_NARROW_TYPES(ROW, ARG)")
foreach(t IN LISTS WGC_NARROW_TYPES)
  if(NOT _wgc_CLASS_${t} STREQUAL "int" OR NOT _wgc_EXTENSION_${t} STREQUAL "-")
    message(FATAL_ERROR "${_wgc_table}: narrow type ${t} is not a plain integer")
  endif()
  if(t STREQUAL _wgc_UNSIGNED_${t})
    set(wide uint)
  else()
    set(wide int)
  endif()
  string(APPEND _wgc_narrow " \\\n  ROW(ARG, ${t}, ${wide}, \
${_wgc_LOWEST_${t}}, ${_wgc_HIGHEST_${t}})")
endforeach()
string(APPEND _wgc_narrow "\n")

# _wgc_op_list(VAR MACRO OPS): VAR gets `MACRO(M, ...)` expanding
# M(OP, IDENTITY, FN, __VA_ARGS__) per operator of OPS.
function(_wgc_op_list var macro)
  set(body "#define ${macro}(M, ...)")
  foreach(op IN LISTS ARGN)
    string(APPEND body
      " \\\n  M(${op}, ${_wgc_IDENTITY_${op}}, ${_wgc_FN_${op}}, __VA_ARGS__)")
  endforeach()
  set(${var} "${body}\n" PARENT_SCOPE)
endfunction()
set(_wgc_all_ops)
foreach(op IN LISTS WGC_OPS)
  if(NOT op IN_LIST WGC_INTEGER_OPS)
    list(APPEND _wgc_all_ops ${op})
  endif()
endforeach()
_wgc_op_list(_wgc_ops_all __WGC_EACH_OP ${_wgc_all_ops})
_wgc_op_list(_wgc_ops_integer __WGC_EACH_INTEGER_OP ${WGC_INTEGER_OPS})
_wgc_op_list(_wgc_ops_logical __WGC_EACH_LOGICAL_OP ${WGC_LOGICAL_OPS})
_wgc_op_list(_wgc_ops_sub_group __WGC_EACH_SUB_GROUP_OP ${WGC_SUB_GROUP_OPS})
file(CONFIGURE OUTPUT ${WGC_GENERATED_INCLUDE_DIR}/wgc/types.h
  CONTENT "${_wgc_banner}\
/* The element types of wgc, in the order of cmake/wgc_types.txt. */
#ifndef WGC_TYPES_H
#define WGC_TYPES_H

/*
 * __WGC_TYPES(ROW, ARG), the collective types, and __WGC_SG_TYPES(ROW, ARG),
 * those and the narrow ones (every type of the sub-group functions), expand
 *   ROW(ARG, T, MANGLED, U, BYTES, IS_FP, LOWEST, HIGHEST)
 * per type: T the OpenCL C type, MANGLED its Itanium mangling code, U the
 * unsigned integer type of its width, BYTES sizeof(T), IS_FP 1 for a
 * floating-point type, else 0, LOWEST and HIGHEST its least and greatest
 * value. A type of an extension is a row where the extension is enabled.
 */
${_wgc_collective}
${_wgc_all}
/*
 * __WGC_NARROW_TYPES(ROW, ARG) expands ROW(ARG, T, W, LOWEST, HIGHEST) per
 * narrow type: W is the 32-bit integer of its signedness, in which it moves
 * and combines.
 */
${_wgc_narrow}
/*
 * The operators, each list expanding M(OP, IDENTITY, FN, ...) per operator,
 * the arguments after M passed on: OP its name, IDENTITY the name of its
 * identity (__WGC_IDENTITY, defs.h), FN the operator of ops.h that combines
 * two values (for a logical operator the bitwise one of the truth values).
 *   __WGC_EACH_OP           the operators of every type
 *   __WGC_EACH_INTEGER_OP   those of the integer types only
 *   __WGC_EACH_LOGICAL_OP   those of int, its values taken as 0 or 1
 *   __WGC_EACH_SUB_GROUP_OP those of cl_khr_subgroups' reduce and scans
 */
${_wgc_ops_all}${_wgc_ops_integer}${_wgc_ops_logical}${_wgc_ops_sub_group}
#endif
" @ONLY)
