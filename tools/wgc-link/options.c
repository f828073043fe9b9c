// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Command-line options of wgc-link and the search for a target's library. */
#include "options.h"
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char usage[] =
    "usage: wgc-link (--target NAME | --library FILE) [-L DIR]... "
    "[--no-remat]\n"
    "                [--work-group-size KERNEL=X,Y,Z]... -o OUTPUT INPUT...\n"
    "       wgc-link [--inline-kernel-calls] [--fold-work-group-size]\n"
    "                [--work-group-size KERNEL=X,Y,Z]... -o OUTPUT INPUT...\n"
    "Links OpenCL kernel modules (LLVM bitcode or IR) with a wgc library:\n"
    "internalizes and inlines what the library defines, inlines the functions\n"
    "that reach a collective into their kernels (a kernel called by another\n"
    "stays a kernel), gives each kernel its own copy of the library's local\n"
    "scratch and, for SPIR, recomputes cheap values after barriers in the\n"
    "functions that reach a collective. Fails if a kernel calls a wgc\n"
    "function the library does not define, or if the inputs are for another\n"
    "target than the library (spellings of one triple, such as spir64 and\n"
    "spir64-unknown-unknown, are the same target).\n"
    "  --target NAME   wgc-NAME.bc, searched in the -L folders in order, then\n"
    "                  $WGC_LIBRARY_PATH, then <wgc-link's "
    "folder>/" WGC_BIN_TO_LIB_DIR ",\n"
    "                  then " WGC_BUILD_LIB_DIR "\n"
    "  --library FILE  a wgc bitcode library given by path\n"
    "  -L DIR          a folder to search for --target (any number)\n"
    "  --no-remat      keep values across barriers as the inputs have them\n"
    "  --print-library print the library's path and exit\n"
    "  --no-undefined  the output is a whole program: fail (status 4) when\n"
    "                  it calls a function defined nowhere (LLVM intrinsics,\n"
    "                  the OpenCL C built-ins, __ names and printf are the\n"
    "                  runtime's; a program's own overloadable function is\n"
    "                  not)\n"
    "  --inline-kernel-calls\n"
    "                  link no library; only inline every call to a kernel\n"
    "                  into its caller, the called kernel staying a kernel\n"
    "                  (PTX: ptxas rejects a call to an .entry)\n"
    "  --fold-work-group-size\n"
    "                  link no library; NVPTX only: in each kernel declaring\n"
    "                  reqd_work_group_size(X, Y, Z), and in the functions\n"
    "                  only such kernels of that size call, replace the\n"
    "                  reads of %ntid with X, Y, Z and bound %tid by them;\n"
    "                  give the kernel PTX's .reqntid X, Y, Z; optimize those\n"
    "                  functions again (O2), the others staying as they are.\n"
    "                  Sizes no CUDA block can have are left alone. The\n"
    "                  module must be the whole program. Runs after\n"
    "                  --inline-kernel-calls where both are given.\n"
    "  --work-group-size KERNEL=X,Y,Z\n"
    "                  before anything else, give kernel KERNEL of the\n"
    "                  inputs reqd_work_group_size(X, Y, Z), as its source\n"
    "                  would declare it (any number, one per kernel); a\n"
    "                  kernel that is missing or declares another size is\n"
    "                  status 1\n"
    "  -o OUTPUT       the linked bitcode, written only on success: a file\n"
    "                  through a temporary file beside it, renamed into\n"
    "                  place; '-' (stdout), a device or a FIFO written\n"
    "                  through; never one of the inputs\n"
    "Exit status: 0 linked; 1 bad input, library or link (message says what\n"
    "and where; an empty input); 2 bad command line; 3 the output could not\n"
    "be written (full disk, file size limit, a folder, one of the inputs);\n"
    "4 with --no-undefined, a function defined nowhere is called.\n"
    "On any failure OUTPUT is left as it was.\n";

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
  const char **all = malloc(((size_t)n_dirs + 3) * sizeof *all);
  int n = 0;
  if (!all) {
    wgc_error("out of memory");
    return NULL;
  }
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
    if (!path) {
      wgc_error("out of memory");
      free(all);
      return NULL;
    }
    snprintf(path, len, "%s/wgc-%s.bc", all[i], target);
    if (access(path, R_OK) == 0) {
      free(all);
      return path;
    }
    free(path);
  }
  wgc_error("unknown target '%s': no wgc-%s.bc in", target, target);
  for (int i = 0; i < n; ++i)
    fprintf(stderr, "  %s\n", all[i]);
  free(all);
  return NULL;
}

/* Parses "KERNEL=X,Y,Z" (each size a decimal number from 1 to 2^32 - 1)
 * into d; 0 on success. */
static int parse_size(const char *spec, struct wgc_declared_size *d) {
  const char *eq = strchr(spec, '=');
  if (!eq || eq == spec)
    return -1;
  const char *p = eq + 1;
  for (int i = 0; i < 3; ++i) {
    char *end;
    if (*p < '0' || *p > '9')
      return -1;
    unsigned long long v = strtoull(p, &end, 10);
    if (v < 1 || v > 0xffffffffull || *end != (i < 2 ? ',' : 0))
      return -1;
    d->xyz[i] = (unsigned)v;
    p = end + 1;
  }
  d->kernel = strndup(spec, (size_t)(eq - spec));
  return d->kernel ? 0 : -1;
}

static int need_value(int i, int argc, const char *flag) {
  if (i + 1 < argc)
    return 0;
  wgc_error("%s needs a value", flag);
  fputs(usage, stderr);
  return 1;
}

/* Parses the command line into *opt and the -L folders into dirs[]; returns
 * -1 to go on or the exit status to stop with. */
static int parse(int argc, char **argv, struct wgc_options *opt,
                 const char **dirs, int *n_dirs, const char **target) {
  const char *library = NULL;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      fputs(usage, stdout);
      return WGC_EXIT_OK;
    } else if (!strcmp(a, "--print-library")) {
      opt->print_library = 1;
    } else if (!strcmp(a, "--no-undefined")) {
      opt->no_undefined = 1;
    } else if (!strcmp(a, "--no-remat")) {
      opt->remat = 0;
    } else if (!strcmp(a, "--inline-kernel-calls")) {
      opt->inline_kernel_calls = 1;
    } else if (!strcmp(a, "--fold-work-group-size")) {
      opt->fold_wg_size = 1;
    } else if (!strcmp(a, "--work-group-size")) {
      if (need_value(i, argc, a))
        return WGC_EXIT_USAGE;
      const char *v = argv[++i];
      if (parse_size(v, &opt->sizes[opt->n_sizes])) {
        wgc_error("--work-group-size '%s': expected KERNEL=X,Y,Z (sizes "
                  "from 1 to 4294967295)",
                  v);
        fputs(usage, stderr);
        return WGC_EXIT_USAGE;
      }
      opt->n_sizes++;
    } else if (!strcmp(a, "-o") || !strcmp(a, "--target") ||
               !strcmp(a, "--library") || !strcmp(a, "-L")) {
      if (need_value(i, argc, a))
        return WGC_EXIT_USAGE;
      const char *v = argv[++i];
      if (!strcmp(a, "-o"))
        opt->output = v;
      else if (!strcmp(a, "--target"))
        *target = v;
      else if (!strcmp(a, "--library"))
        library = v;
      else
        dirs[(*n_dirs)++] = v;
    } else if (a[0] == '-' && a[1] != '\0') {
      wgc_error("unknown option '%s'", a);
      fputs(usage, stderr);
      return WGC_EXIT_USAGE;
    } else {
      opt->inputs[opt->n_inputs++] = a;
    }
  }
  const char *no_lib = opt->inline_kernel_calls ? "--inline-kernel-calls"
                       : opt->fold_wg_size      ? "--fold-work-group-size"
                                                : NULL;
  if (no_lib && (*target || library || opt->print_library)) {
    wgc_error("%s links no library: give no --target, --library or "
              "--print-library",
              no_lib);
    fputs(usage, stderr);
    return WGC_EXIT_USAGE;
  }
  const char *missing = !*target && !library && !no_lib
                            ? "--target or --library"
                        : opt->print_library ? NULL
                        : !opt->output       ? "-o OUTPUT"
                        : !opt->n_inputs     ? "an INPUT"
                                             : NULL;
  if (missing || (*target && library)) {
    if (missing)
      wgc_error("missing %s", missing);
    else
      wgc_error("give --target or --library, not both");
    fputs(usage, stderr);
    return WGC_EXIT_USAGE;
  }
  if (library && !(opt->library = strdup(library)))
    return wgc_error("out of memory");
  return -1;
}

int wgc_parse_options(int argc, char **argv, struct wgc_options *opt) {
  memset(opt, 0, sizeof(*opt));
  opt->remat = 1;
  /* No more inputs or folders than arguments. */
  opt->inputs = calloc((size_t)argc, sizeof(*opt->inputs));
  opt->sizes = calloc((size_t)argc, sizeof(*opt->sizes));
  const char **dirs = calloc((size_t)argc, sizeof(*dirs));
  int n_dirs = 0, status = WGC_EXIT_FAILED;
  const char *target = NULL;
  if (!opt->inputs || !opt->sizes || !dirs)
    wgc_error("out of memory");
  else
    status = parse(argc, argv, opt, dirs, &n_dirs, &target);
  if (status < 0 && target &&
      !(opt->library = find_library(target, dirs, n_dirs)))
    status = WGC_EXIT_FAILED;
  free(dirs);
  if (status >= 0)
    wgc_free_options(opt);
  return status;
}

void wgc_free_options(struct wgc_options *opt) {
  free(opt->library);
  free(opt->inputs);
  for (int i = 0; i < opt->n_sizes; ++i)
    free((char *)opt->sizes[i].kernel);
  free(opt->sizes);
  opt->library = NULL;
  opt->inputs = NULL;
  opt->sizes = NULL;
  opt->n_sizes = 0;
}
