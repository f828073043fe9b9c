// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* OpenCL build options (clBuildProgram's) and their clang spelling. */
#include "cl_options.h"
#include "diag.h"
#include "exit_codes.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* The -cl-* options of the OpenCL 3.0 specification that clang-15 accepts
 * under the same name. */
static const char *const cl_passed[] = {
    "-cl-single-precision-constant",
    "-cl-denorms-are-zero",
    "-cl-fp32-correctly-rounded-divide-sqrt",
    "-cl-mad-enable",
    "-cl-no-signed-zeros",
    "-cl-unsafe-math-optimizations",
    "-cl-finite-math-only",
    "-cl-fast-relaxed-math",
    "-cl-uniform-work-group-size",
    "-cl-kernel-arg-info",
};

/* Accepted and ignored: -cl-strict-aliasing is deprecated and a no-op,
 * -cl-no-subgroup-ifp promises nothing wgc relies on. */
static const char *const cl_ignored[] = {
    "-cl-strict-aliasing",
    "-cl-no-subgroup-ifp",
};

/* CL3.1 is OpenCL C 3.0 to clang-15, with the 3.1 definitions added
 * (target.c). */
static const char *const cl_versions[] = {"CL1.0", "CL1.1", "CL1.2",
                                          "CL2.0", "CL3.0", "CL3.1"};

#define COUNT(a) (int)(sizeof(a) / sizeof((a)[0]))

void cl_flags_init(struct cl_flags *f) {
  memset(f, 0, sizeof(*f));
  strcpy(f->std, "CL2.0");
  f->opt_level = '2';
}

void cl_flags_free(struct cl_flags *f) { strvec_free(&f->clang); }

static int in_list(const char *s, const char *const *list, int n) {
  for (int i = 0; i < n; ++i)
    if (!strcmp(s, list[i]))
      return 1;
  return 0;
}

int cl_split_options(const char *s, struct strvec *words) {
  size_t cap = strlen(s) + 1;
  char *word = malloc(cap);
  if (!word)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  int rc = 0;
  while (*s) {
    while (isspace((unsigned char)*s))
      ++s;
    if (!*s)
      break;
    size_t len = 0;
    char quote = 0;
    for (; *s && (quote || !isspace((unsigned char)*s)); ++s) {
      if (quote && *s == quote) {
        quote = 0;
      } else if (!quote && (*s == '\'' || *s == '"')) {
        quote = *s;
      } else if (*s == '\\' && quote != '\'' && s[1]) {
        word[len++] = *++s;
      } else {
        word[len++] = *s;
      }
    }
    word[len] = 0;
    if (quote) {
      rc = wgc_cc_fail(WGC_CC_USAGE,
                       "unterminated %c quote in the build options", quote);
      break;
    }
    if (strvec_push(words, word)) {
      rc = wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
      break;
    }
  }
  free(word);
  return rc;
}

/* -D NAME[=VALUE] and -I DIR, the value attached or in the next word. */
static int map_valued(char **words, int n, int *i, struct cl_flags *f,
                      const char *where) {
  const char *flag = words[*i];
  const char *value = flag + 2;
  if (!*value) {
    if (*i + 1 >= n)
      return wgc_cc_fail(WGC_CC_USAGE, "%s: '%s' needs a value", where, flag);
    value = words[++*i];
  }
  if (!*value || (flag[1] == 'D' && value[0] == '='))
    return wgc_cc_fail(WGC_CC_USAGE, "%s: '%.2s' needs a name", where, flag);
  char prefix[3] = {'-', flag[1], 0};
  size_t len = strlen(value) + 3;
  char *joined = malloc(len);
  if (!joined)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  strcpy(joined, prefix);
  strcat(joined, value);
  int failed = strvec_push(&f->clang, joined);
  free(joined);
  return failed ? wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory") : 1;
}

/* -W<name>, but not -Wl, -Wa, -Wp (options of other tools). */
static int is_warning_flag(const char *w) {
  if (strncmp(w, "-W", 2) || !w[2] || strchr(w, ','))
    return 0;
  for (const char *c = w + 2; *c; ++c)
    if (!isalnum((unsigned char)*c) && !strchr("-=_+", *c))
      return 0;
  return 1;
}

int cl_map_option(char **words, int n, int *i, struct cl_flags *f,
                  const char *where) {
  const char *w = words[*i];
  if (!strncmp(w, "-D", 2) || !strncmp(w, "-I", 2))
    return map_valued(words, n, i, f, where);
  if (!strncmp(w, "-cl-std=", 8)) {
    if (!in_list(w + 8, cl_versions, COUNT(cl_versions)))
      return wgc_cc_fail(WGC_CC_USAGE,
                         "%s: '%s': the OpenCL C version must be CL1.0, "
                         "CL1.1, CL1.2, CL2.0, CL3.0 or CL3.1",
                         where, w);
    strcpy(f->std, w + 8);
    return 1;
  }
  if (!strcmp(w, "-cl-opt-disable")) {
    f->opt_level = '0';
    return 1;
  }
  if (w[0] == '-' && w[1] == 'O' && w[2] >= '0' && w[2] <= '3' && !w[3]) {
    f->opt_level = w[2];
    return 1;
  }
  /* NVIDIA's options for its own PTX compiler, which wgc-cc does not run. */
  if (in_list(w, cl_ignored, COUNT(cl_ignored)) || !strncmp(w, "-cl-nv-", 7))
    return 1;
  if (in_list(w, cl_passed, COUNT(cl_passed)) || !strcmp(w, "-w") ||
      !strcmp(w, "-g") || is_warning_flag(w))
    return strvec_push(&f->clang, w)
               ? wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory")
               : 1;
  return 0;
}
