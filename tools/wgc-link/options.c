/* Command-line options of wgc-link and the search for a target's library. */
#include "options.h"
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_DIRS 16

static const char usage[] =
    "usage: wgc-link (--target NAME | --library FILE) [-L DIR]... -o OUTPUT "
    "INPUT...\n"
    "Links OpenCL kernel modules (LLVM bitcode or IR) with a wgc library:\n"
    "internalizes and inlines what the library defines, gives each kernel its\n"
    "own copy of the library's local scratch, and fails if a kernel calls a\n"
    "wgc function the library does not define.\n"
    "  --target NAME   wgc-NAME.bc, searched in the -L folders, then\n"
    "                  $WGC_LIBRARY_PATH, then <wgc-link's "
    "folder>/" WGC_BIN_TO_LIB_DIR ",\n"
    "                  then " WGC_BUILD_LIB_DIR "\n"
    "  --library FILE  a wgc bitcode library given by path\n"
    "  -L DIR          a folder to search for --target\n"
    "  --print-library print the library's path and exit\n"
    "  -o OUTPUT       the linked bitcode, written only on success\n";

/* The installed libraries, relative to this executable so that an installed
 * tree can move: <bindir>/../share/wgc. */
static const char *installed_lib_dir(void) {
  static char dir[4096];
  ssize_t len = readlink("/proc/self/exe", dir, sizeof dir - 1);
  if (len <= 0)
    return NULL;
  dir[len] = 0;
  char *slash = strrchr(dir, '/');
  if (!slash)
    return NULL;
  size_t used = (size_t)(slash - dir);
  snprintf(slash, sizeof dir - used, "/%s", WGC_BIN_TO_LIB_DIR);
  return dir;
}

static char *find_library(const char *target, const char **dirs, int n_dirs) {
  const char *env = getenv("WGC_LIBRARY_PATH");
  const char *installed = installed_lib_dir();
  const char *all[MAX_DIRS + 3];
  int n = 0;
  for (int i = 0; i < n_dirs; ++i)
    all[n++] = dirs[i];
  if (env && *env)
    all[n++] = env;
  if (installed)
    all[n++] = installed;
  all[n++] = WGC_BUILD_LIB_DIR;
  for (int i = 0; i < n; ++i) {
    size_t len = strlen(all[i]) + strlen(target) + 16;
    char *path = malloc(len);
    if (!path)
      return NULL;
    snprintf(path, len, "%s/wgc-%s.bc", all[i], target);
    if (access(path, R_OK) == 0)
      return path;
    free(path);
  }
  wgc_error("unknown target '%s': no wgc-%s.bc in", target, target);
  for (int i = 0; i < n; ++i)
    fprintf(stderr, "  %s\n", all[i]);
  return NULL;
}

static int need_value(int i, int argc, const char *flag) {
  if (i + 1 < argc)
    return 0;
  wgc_error("%s needs a value", flag);
  fputs(usage, stderr);
  return 1;
}

int wgc_parse_options(int argc, char **argv, struct wgc_options *opt) {
  const char *dirs[MAX_DIRS];
  int n_dirs = 0;
  const char *target = NULL, *library = NULL;
  memset(opt, 0, sizeof(*opt));
  opt->inputs = calloc((size_t)argc, sizeof(*opt->inputs));
  if (!opt->inputs)
    return wgc_error("out of memory");
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      fputs(usage, stdout);
      wgc_free_options(opt);
      return 0;
    } else if (!strcmp(a, "--print-library")) {
      opt->print_library = 1;
    } else if (!strcmp(a, "-o") || !strcmp(a, "--target") ||
               !strcmp(a, "--library") || !strcmp(a, "-L")) {
      if (need_value(i, argc, a)) {
        wgc_free_options(opt);
        return 2;
      }
      const char *v = argv[++i];
      if (!strcmp(a, "-o"))
        opt->output = v;
      else if (!strcmp(a, "--target"))
        target = v;
      else if (!strcmp(a, "--library"))
        library = v;
      else if (n_dirs < MAX_DIRS)
        dirs[n_dirs++] = v;
    } else if (a[0] == '-' && a[1] != '\0') {
      wgc_error("unknown option '%s'", a);
      fputs(usage, stderr);
      wgc_free_options(opt);
      return 2;
    } else {
      opt->inputs[opt->n_inputs++] = a;
    }
  }
  const char *missing = !target && !library  ? "--target or --library"
                        : opt->print_library ? NULL
                        : !opt->output       ? "-o OUTPUT"
                        : !opt->n_inputs     ? "an INPUT"
                                             : NULL;
  if (missing || (target && library)) {
    if (missing)
      wgc_error("missing %s", missing);
    else
      wgc_error("give --target or --library, not both");
    fputs(usage, stderr);
    wgc_free_options(opt);
    return 2;
  }
  opt->library = library ? strdup(library) : find_library(target, dirs, n_dirs);
  if (!opt->library) {
    wgc_free_options(opt);
    return 1;
  }
  return -1;
}

void wgc_free_options(struct wgc_options *opt) {
  free(opt->library);
  free(opt->inputs);
  opt->library = NULL;
  opt->inputs = NULL;
}
