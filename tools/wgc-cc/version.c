// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-cc --version: the version, the wgc libraries it would link and the
 * tools and files a compile would use. */
#include "cc_options.h"
#include "locate.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
  /* The tools and files a compile would use, where found (a compile cache
   * keys on their contents); what is missing is reported by a compile. */
  fflush(stderr);
  int saved = dup(2), null = open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (saved >= 0 && null >= 0)
    dup2(null, 2);
  char *found[] = {find_wgc_link(), locate_clang(NULL), NULL, NULL, NULL};
  const char *names[] = {"wgc-link", "clang", "libclc", "libclc", "header"};
  if (found[1]) {
    found[2] = locate_libclc(NULL, found[1], "nvptx64--nvidiacl.bc");
    found[3] = locate_libclc(NULL, found[1], "amdgcn--amdhsa.bc");
  }
  char *include = locate_wgc_include_dir();
  size_t len = include ? strlen(include) + sizeof WGC_HEADER + 1 : 0;
  if (include && (found[4] = malloc(len)))
    snprintf(found[4], len, "%s/%s", include, WGC_HEADER);
  free(include);
  fflush(stderr);
  if (saved >= 0 && null >= 0)
    dup2(saved, 2);
  if (saved >= 0)
    close(saved);
  if (null >= 0)
    close(null);
  for (size_t i = 0; i < sizeof found / sizeof *found; ++i) {
    if (found[i])
      printf("%s %s\n", names[i], found[i]);
    free(found[i]);
  }
}
