// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-cc --version: the version, and the wgc libraries it would link. */
#include "cc_options.h"
#include "locate.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

/*
 * Each library found is printed with its size and modification time, so
 * that a compile cache keyed on this output (wgc's layer) misses when a
 * library is replaced without a version change.
 */
void cc_print_version(void) {
  static const char *const libraries[] = {
      "wgc-spir64.bc",      "wgc-spir64-bounded.bc", "wgc-nvptx64.bc",
      "wgc-amdgcn-gfx7.bc", "wgc-amdgcn-gfx9.bc",    "wgc-amdgcn-gfx10.bc",
      "wgc-emu32.bc",       "wgc-emu64.bc"};
  printf("wgc-cc (wgc) %s\n", WGC_VERSION);
  for (size_t i = 0; i < sizeof libraries / sizeof libraries[0]; ++i) {
    char *path = find_wgc_library(libraries[i]);
    struct stat st;
    if (path && stat(path, &st) == 0)
      printf("library %s %lld bytes, modified %lld.%09ld\n", path,
             (long long)st.st_size, (long long)st.st_mtim.tv_sec,
             st.st_mtim.tv_nsec);
    free(path);
  }
}
