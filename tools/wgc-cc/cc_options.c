// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The command line of wgc-cc. */
#include "cc_options.h"
#include "diag.h"
#include "exit_codes.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "--NAME=VALUE" or "--NAME VALUE": sets *value and returns 1 when
 * argv[*i] is the option NAME, moving *i past a separate value. Returns -1
 * when the value is missing, 0 when argv[*i] is another option. */
static int long_option(int argc, char **argv, int *i, const char *name,
                       const char **value) {
  const char *a = argv[*i];
  size_t len = strlen(name);
  if (strncmp(a, name, len))
    return 0;
  if (a[len] == '=') {
    *value = a + len + 1;
    return 1;
  }
  if (a[len])
    return 0;
  if (*i + 1 >= argc) {
    wgc_cc_fail(WGC_CC_USAGE, "'%s' needs a value", name);
    return -1;
  }
  *value = argv[++*i];
  return 1;
}

static int map_cl_string(const char *s, struct cl_flags *f) {
  struct strvec words = {0};
  int rc = cl_split_options(s, &words);
  for (int i = 0; !rc && i < words.len; ++i) {
    int m = cl_map_option(words.items, words.len, &i, f, "--cl-options");
    if (m == 0)
      rc = wgc_cc_fail(WGC_CC_USAGE,
                       "--cl-options: unknown OpenCL build option '%s'",
                       words.items[i]);
    else if (m != 1)
      rc = m;
  }
  strvec_free(&words);
  return rc;
}

/* --cl-options-file=FILE: the option string read from FILE, for strings
 * longer than one argument may be. */
static int map_cl_file(const char *path, struct cl_flags *f) {
  FILE *in = fopen(path, "rb");
  if (!in)
    return wgc_cc_fail(WGC_CC_USAGE, "--cl-options-file: cannot read '%s': %s",
                       path, strerror(errno));
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&text, &len);
  char buf[65536];
  size_t n;
  while (mem && (n = fread(buf, 1, sizeof buf, in)) > 0)
    fwrite(buf, 1, n, mem);
  int failed = ferror(in);
  fclose(in);
  if (!mem || fclose(mem) != 0 || !text) {
    free(text);
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  }
  int rc = failed ? wgc_cc_fail(WGC_CC_USAGE,
                                "--cl-options-file: cannot read '%s'", path)
           : strlen(text) != len
               ? wgc_cc_fail(WGC_CC_USAGE,
                             "--cl-options-file: '%s' holds a NUL byte", path)
               : map_cl_string(text, f);
  free(text);
  return rc;
}

/* --work-group-size=KERNEL=X,Y,Z: an identifier, then three decimal
 * sizes from 1 to 2^32 - 1. */
static int work_group_size(const char *v, struct strvec *sizes) {
  const char *p = v;
  while (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
         (p > v && *p >= '0' && *p <= '9'))
    ++p;
  int ok = p > v && *p == '=';
  for (int d = 0; ok && d < 3; ++d) {
    char *end;
    ++p;
    errno = 0;
    unsigned long long n = *p >= '0' && *p <= '9' ? strtoull(p, &end, 10) : 0;
    ok = n >= 1 && n <= 0xffffffffull && !errno && *end == (d < 2 ? ',' : 0);
    p = end;
  }
  if (!ok)
    return wgc_cc_fail(WGC_CC_USAGE,
                       "--work-group-size '%s': expected KERNEL=X,Y,Z (sizes "
                       "from 1 to 4294967295)",
                       v);
  return strvec_push(sizes, v)
             ? wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory")
             : 0;
}

/* Options that take the next word: -o FILE, -include FILE, -Xclang ARG. */
static int pair_option(int argc, char **argv, int *i, struct cc_options *o) {
  const char *a = argv[*i];
  if (strcmp(a, "-o") && strcmp(a, "-include") && strcmp(a, "-Xclang"))
    return 0;
  if (*i + 1 >= argc)
    return wgc_cc_fail(WGC_CC_USAGE, "'%s' needs a value", a);
  const char *v = argv[++*i];
  if (!strcmp(a, "-o"))
    o->output = v;
  else if (strvec_push2(&o->flags.clang, a, v))
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  return 1;
}

static int one_option(int argc, char **argv, int *i, struct cc_options *o) {
  static const struct {
    const char *name;
    size_t offset;
  } valued[] = {
      {"--target", offsetof(struct cc_options, target)},
      {"--mcpu", offsetof(struct cc_options, mcpu)},
      {"--clang", offsetof(struct cc_options, clang)},
      {"--libclc", offsetof(struct cc_options, libclc)},
      {"--wgc-lib-dir", offsetof(struct cc_options, lib_dir)},
      {"--arg-info", offsetof(struct cc_options, arg_info)},
  };
  const char *a = argv[*i], *value;
  for (size_t k = 0; k < sizeof valued / sizeof valued[0]; ++k) {
    int m = long_option(argc, argv, i, valued[k].name, &value);
    if (m < 0)
      return WGC_CC_USAGE;
    if (m) {
      *(const char **)((char *)o + valued[k].offset) = value;
      return 1;
    }
  }
  int m = long_option(argc, argv, i, "--cl-options-file", &value);
  if (m) {
    int rc = m < 0 ? WGC_CC_USAGE : map_cl_file(value, &o->flags);
    return rc ? rc : 1;
  }
  m = long_option(argc, argv, i, "--work-group-size", &value);
  if (m) {
    int rc =
        m < 0 ? WGC_CC_USAGE : work_group_size(value, &o->work_group_sizes);
    return rc ? rc : 1;
  }
  m = long_option(argc, argv, i, "--cl-options", &value);
  if (m) {
    int rc = m < 0 ? WGC_CC_USAGE : map_cl_string(value, &o->flags);
    return rc ? rc : 1;
  }
  if ((m = pair_option(argc, argv, i, o)))
    return m;
  if (!strcmp(a, "-v"))
    o->verbose = 1;
  else if (!strcmp(a, "-mwavefrontsize64"))
    o->wave64 = 1;
  else if (!strcmp(a, "-emit-llvm"))
    o->emit_llvm = 1;
  else
    return cl_map_option(argv, argc, i, &o->flags, "command line");
  return 1;
}

/* Whether argv[i] is an option whose value is the next word. */
static int takes_next_word(const char *a) {
  static const char *const next[] = {
      "-o",         "-include",     "-Xclang",           "--target",
      "--mcpu",     "--clang",      "--libclc",          "--wgc-lib-dir",
      "--arg-info", "--cl-options", "--cl-options-file", "--work-group-size"};
  for (size_t k = 0; k < sizeof next / sizeof *next; ++k)
    if (!strcmp(a, next[k]))
      return 1;
  return 0;
}

/* --help and --version, wherever they are (but as another option's
 * value): printed, and nothing else is done. Returns 1 when one was. */
static int help_or_version(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      cc_print_usage();
      return 1;
    }
    if (!strcmp(a, "--version")) {
      cc_print_version();
      return 1;
    }
    if (takes_next_word(a))
      ++i;
  }
  return 0;
}

int cc_parse_options(int argc, char **argv, struct cc_options *o) {
  memset(o, 0, sizeof(*o));
  cl_flags_init(&o->flags);
  if (help_or_version(argc, argv))
    return 0;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (a[0] != '-' || !strcmp(a, "-")) {
      if (o->input)
        return wgc_cc_fail(WGC_CC_USAGE,
                           "one input file only, got '%s' and '%s'", o->input,
                           a);
      o->input = a;
      continue;
    }
    int m = one_option(argc, argv, &i, o);
    if (m == 0)
      return wgc_cc_fail(WGC_CC_USAGE,
                         "unknown option '%s' (wgc-cc --help lists them)", a);
    if (m != 1)
      return m;
  }
  const char *missing = !o->target   ? "--target=TARGET"
                        : !o->input  ? "an input file (or - for stdin)"
                        : !o->output ? "-o OUTPUT"
                                     : NULL;
  if (missing)
    return wgc_cc_fail(WGC_CC_USAGE, "missing %s (wgc-cc --help)", missing);
  return -1;
}

void cc_free_options(struct cc_options *o) {
  cl_flags_free(&o->flags);
  strvec_free(&o->work_group_sizes);
}
