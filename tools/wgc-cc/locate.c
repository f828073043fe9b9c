// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Finding the tools and libraries wgc-cc runs and links. */
#include "locate.h"
#include "diag.h"
#include "exit_codes.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_PLACES 8

static char *join(const char *dir, const char *name) {
  size_t len = strlen(dir) + strlen(name) + 2;
  char *p = malloc(len);
  if (p)
    snprintf(p, len, "%s/%s", dir, name);
  return p;
}

static int is_executable(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

static int is_readable_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, R_OK) == 0;
}

/* NAME itself when it holds a '/', else the first NAME on $PATH. */
static char *search_path(const char *name) {
  if (strchr(name, '/'))
    return is_executable(name) ? strdup(name) : NULL;
  const char *path = getenv("PATH");
  if (!path)
    return NULL;
  char *copy = strdup(path), *save = NULL;
  char *found = NULL;
  for (char *dir = strtok_r(copy, ":", &save); dir && !found;
       dir = strtok_r(NULL, ":", &save)) {
    char *p = join(*dir ? dir : ".", name);
    if (p && is_executable(p))
      found = p;
    else
      free(p);
  }
  free(copy);
  return found;
}

/* The folder of a file's real path (symbolic links resolved). */
static char *real_dir(const char *path) {
  char *real = realpath(path, NULL);
  if (!real)
    return NULL;
  char *slash = strrchr(real, '/');
  if (slash)
    *slash = 0;
  return real;
}

static char *self_dir(void) { return real_dir("/proc/self/exe"); }

char *locate_clang(const char *option) {
  const char *env = getenv("WGC_CLANG");
  const char *wanted = option ? option : env && *env ? env : NULL;
  if (wanted) {
    char *found = search_path(wanted);
    if (!found)
      wgc_cc_fail(WGC_CC_TOOLCHAIN_MISSING,
                  "clang '%s' (from %s) is not an executable file", wanted,
                  option ? "--clang" : "$WGC_CLANG");
    return found;
  }
  char *found = search_path("clang-" WGC_LLVM_MAJOR);
  if (!found && is_executable(WGC_LLVM_BINDIR "/clang"))
    found = strdup(WGC_LLVM_BINDIR "/clang");
  if (!found)
    wgc_cc_fail(WGC_CC_TOOLCHAIN_MISSING,
                "cannot find clang-" WGC_LLVM_MAJOR
                " on $PATH or in " WGC_LLVM_BINDIR
                " (Debian package clang-" WGC_LLVM_MAJOR
                "; or give --clang=PATH or $WGC_CLANG)");
  return found;
}

char *locate_llvm_tool(const char *clang, const char *name) {
  char *dir = real_dir(clang);
  char *found = dir ? join(dir, name) : NULL;
  if (found && !is_executable(found)) {
    free(found);
    found = NULL;
  }
  if (!found) {
    size_t len = strlen(name) + sizeof(WGC_LLVM_MAJOR) + 2;
    char *versioned = malloc(len);
    if (versioned) {
      snprintf(versioned, len, "%s-%s", name, WGC_LLVM_MAJOR);
      found = search_path(versioned);
      free(versioned);
    }
  }
  if (!found)
    found = search_path(name);
  if (!found)
    wgc_cc_fail(WGC_CC_TOOLCHAIN_MISSING,
                "cannot find %s in %s or as %s-" WGC_LLVM_MAJOR " or %s on "
                "$PATH",
                name, dir ? dir : "clang's folder", name, name);
  free(dir);
  return found;
}

char *find_wgc_link(void) {
  char *dir = self_dir();
  char *found = dir ? join(dir, "wgc-link") : NULL;
  if (found && !is_executable(found)) {
    free(found);
    found = NULL;
  }
  if (!found && is_executable(WGC_BUILD_LINK))
    found = strdup(WGC_BUILD_LINK);
  if (!found)
    found = search_path("wgc-link");
  free(dir);
  return found;
}

char *locate_wgc_link(void) {
  char *found = find_wgc_link();
  if (!found) {
    char *dir = self_dir();
    wgc_cc_fail(WGC_CC_TOOLCHAIN_MISSING,
                "cannot find wgc-link beside wgc-cc (%s), at " WGC_BUILD_LINK
                " or on $PATH",
                dir ? dir : "?");
    free(dir);
  }
  return found;
}

/* The first PLACES[i]/FILE that is a readable file, else NULL after an
 * error listing every place (none when hint is NULL). */
static char *first_file(const char *what, const char *file,
                        const char *const *places, int n, const char *hint) {
  for (int i = 0; i < n; ++i) {
    char *p = join(places[i], file);
    if (p && is_readable_file(p))
      return p;
    free(p);
  }
  if (!hint)
    return NULL;
  wgc_cc_fail(WGC_CC_TOOLCHAIN_MISSING, "cannot find %s %s in:", what, file);
  for (int i = 0; i < n; ++i)
    fprintf(stderr, "  %s\n", places[i]);
  fprintf(stderr, "  (%s)\n", hint);
  return NULL;
}

static char *wgc_library(const char *option, const char *file, int report) {
  const char *places[MAX_PLACES];
  int n = 0;
  if (option)
    places[n++] = option;
  const char *env = getenv("WGC_LIBRARY_PATH");
  if (!option && env && *env)
    places[n++] = env;
  char *dir = self_dir();
  char *installed = dir ? join(dir, WGC_BIN_TO_LIB_DIR) : NULL;
  if (!option && installed)
    places[n++] = installed;
  if (!option)
    places[n++] = WGC_BUILD_LIB_DIR;
  char *found =
      first_file("the wgc library", file, places, n,
                 report ? "give --wgc-lib-dir=DIR or $WGC_LIBRARY_PATH" : NULL);
  free(installed);
  free(dir);
  return found;
}

char *locate_wgc_library(const char *option, const char *file) {
  return wgc_library(option, file, 1);
}

char *find_wgc_library(const char *file) { return wgc_library(NULL, file, 0); }

char *locate_wgc_include_dir(void) {
  char *dir = self_dir();
  char *installed = dir ? join(dir, WGC_BIN_TO_INCLUDE_DIR) : NULL;
  const char *places[] = {installed ? installed : WGC_SOURCE_INCLUDE_DIR,
                          WGC_SOURCE_INCLUDE_DIR};
  char *header = first_file("wgc's header", WGC_HEADER, places, 2,
                            "reinstall wgc: the header ships with it");
  char *found = NULL;
  if (header) {
    found = strdup(header);
    if (found)
      found[strlen(found) - strlen(WGC_HEADER) - 1] = 0;
  }
  free(header);
  free(installed);
  free(dir);
  return found;
}

char *locate_libclc(const char *option, const char *clang, const char *file) {
  if (!option || !*option)
    option = getenv("WGC_LIBCLC");
  if (option && !*option)
    option = NULL;
  if (option && is_readable_file(option))
    return strdup(option);
  const char *places[MAX_PLACES];
  int n = 0;
  char *dir = real_dir(clang);
  char *beside = dir ? join(dir, "../lib/clc") : NULL;
  if (option) {
    places[n++] = option;
  } else {
    places[n++] = "/usr/lib/clc";
    if (beside)
      places[n++] = beside;
  }
  char *found = first_file("libclc's", file, places, n,
                           "Debian package libclc-" WGC_LLVM_MAJOR
                           "; or give --libclc=PATH");
  free(beside);
  free(dir);
  return found;
}
