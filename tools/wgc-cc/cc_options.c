// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The command line of wgc-cc. */
#include "cc_options.h"
#include "diag.h"
#include "exit_codes.h"

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

/* --cl-options-file=FILE: FILE's text as --cl-options' value, so that
 * options of any length and any bytes but NUL pass without a shell or the
 * kernel's limit on one argument. */
static int read_options_file(const char *path, char **text) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return wgc_cc_fail(WGC_CC_INPUT, "--cl-options-file: cannot read %s", path);
  size_t len = 0, cap = 4096;
  char *buf = malloc(cap);
  for (size_t n; buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0;) {
    len += n;
    if (cap - len - 1 == 0) {
      char *grown = realloc(buf, cap * 2);
      if (!grown)
        free(buf);
      buf = grown;
      cap *= 2;
    }
  }
  int failed = ferror(f);
  fclose(f);
  if (!buf)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  buf[len] = 0;
  if (failed || strlen(buf) != len) {
    free(buf);
    return wgc_cc_fail(failed ? WGC_CC_INPUT : WGC_CC_USAGE,
                       "--cl-options-file: %s %s", path,
                       failed ? "cannot be read" : "holds a NUL byte");
  }
  *text = buf;
  return 0;
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
    char *text = NULL;
    int rc = m < 0 ? WGC_CC_USAGE : read_options_file(value, &text);
    if (!rc)
      rc = map_cl_string(text, &o->flags);
    free(text);
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

int cc_parse_options(int argc, char **argv, struct cc_options *o) {
  memset(o, 0, sizeof(*o));
  cl_flags_init(&o->flags);
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      cc_print_usage();
      return 0;
    }
    if (!strcmp(a, "--version")) {
      cc_print_version();
      return 0;
    }
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
  /* The description compiles the input a second time. */
  if (o->arg_info && !strcmp(o->input, "-"))
    return wgc_cc_fail(WGC_CC_USAGE, "--arg-info needs an input file, not -");
  return -1;
}

void cc_free_options(struct cc_options *o) { cl_flags_free(&o->flags); }
