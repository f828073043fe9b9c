// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL C 3.1's definitions over a compiler of OpenCL C 3.0 (clang-15). */
#ifndef WGC_OPENCL_C_3_1_H
#define WGC_OPENCL_C_3_1_H

/*
 * wgc-cc compiles -cl-std=CL3.1 as OpenCL C 3.0 and includes this header
 * after clang's opencl-c.h (-include), so that the header is read as for
 * 3.0 and the program sees 3.1: __OPENCL_C_VERSION__ and CL_VERSION_3_1
 * are 310.
 *
 * OpenCL C 3.1 makes the functions of cl_khr_subgroup_extended_types,
 * cl_khr_subgroup_shuffle, cl_khr_subgroup_shuffle_relative and
 * cl_khr_subgroup_rotate core language, under the __opencl_c_subgroups
 * feature that every 3.1 device has. clang-15's opencl-c.h declares them
 * under the extensions' macros, which wgc-cc defines, with the feature,
 * for each extension of wgc/subgroup_extensions.def: a 3.1 program calls
 * them with no #pragma and no test of an extension macro; those of an
 * extension the list lacks are not declared. wgc-cc compiles OpenCL C 3.1
 * only for targets whose sub-groups wgc provides.
 *
 * Not provided: the rest of what 3.1 makes core (cl_khr_extended_bit_ops'
 * and cl_khr_integer_dot_product's functions, printf's z and t length
 * modifiers); clang-15 does not declare the functions, so a program calling
 * them does not compile.
 */
#define CL_VERSION_3_1 310
#undef __OPENCL_C_VERSION__
#define __OPENCL_C_VERSION__ 310

#endif
