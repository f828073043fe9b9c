// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The functions a finished program may call without defining them: those
 * the runtime that loads it defines. */
#ifndef WGC_LINK_RUNTIME_FUNCTIONS_H
#define WGC_LINK_RUNTIME_FUNCTIONS_H

/* Whether the function NAME (as the module names it) may stay undefined in
 * a finished program: LLVM's intrinsics (llvm.*), the compiler's and
 * runtimes' internals (__*, mangled or not), printf, and the OpenCL C
 * built-ins, which are overloadable and so Itanium-mangled: _Z<length><name>
 * where NAME is a function clang's OpenCL headers declare. A user's
 * overloadable function (or any other mangled name) is not the runtime's. */
int wgc_runtime_defines(const char *name);

#endif
