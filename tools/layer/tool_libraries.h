// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The shared libraries a tool loads, for the compile cache's key. */
#ifndef WGC_LAYER_TOOL_LIBRARIES_H
#define WGC_LAYER_TOOL_LIBRARIES_H

/* For a dynamically linked ELF program at PATH: one line per shared library
 * its dynamic loader loads for it in this process's environment
 * (LD_LIBRARY_PATH and the program's run path included, LD_PRELOAD not), as
 * "library PATH inode SIZE modified SEC.NSEC changed SEC.NSEC", or
 * "library NAME not found"; malloc'd. "" for a script or a static
 * program; NULL when out of memory. */
char *wgc_tool_libraries(const char *path);

#endif
