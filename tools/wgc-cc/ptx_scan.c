// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Finds the kernels of a PTX file that the file names again (calls). */
#include "ptx_scan.h"
#include "diag.h"
#include "exit_codes.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_ident(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.';
}

static char *read_all(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0;
  char *text = malloc(cap);
  size_t got;
  while (text && (got = fread(text + len, 1, cap - len - 1, f)) > 0) {
    len += got;
    if (cap - len - 1 == 0) {
      char *bigger = realloc(text, cap * 2);
      if (!bigger) {
        free(text);
        text = NULL;
      }
      text = bigger;
      cap *= 2;
    }
  }
  int failed = ferror(f);
  fclose(f);
  if (failed) {
    free(text);
    return NULL;
  }
  if (text)
    text[len] = 0;
  return text;
}

/* Blanks out the comments of TEXT (PTX's // and C-style ones: clang
 * writes each kernel's name in a `// .globl` comment). */
static void blank_comments(char *text) {
  for (char *p = text; *p; ++p) {
    if (p[0] == '/' && p[1] == '/')
      while (*p && *p != '\n')
        *p++ = ' ';
    else if (p[0] == '/' && p[1] == '*')
      for (; *p && !(p[0] == '*' && p[1] == '/'); ++p)
        *p = ' ';
    if (!*p)
      break;
  }
}

/* The PTX at PATH with its comments blanked, or NULL (reported) when it
 * cannot be read. */
static char *read_blanked(const char *path) {
  char *text = read_all(path);
  if (!text) {
    wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "cannot read %s: %s", path,
                strerror(errno ? errno : EIO));
    return NULL;
  }
  blank_comments(text);
  return text;
}

/* How often NAME (LEN bytes) occurs in TEXT as a whole token. */
static int token_count(const char *text, const char *name, size_t len) {
  int n = 0;
  for (const char *p = strstr(text, name); p; p = strstr(p + 1, name))
    if ((p == text || !is_ident((unsigned char)p[-1])) &&
        !is_ident((unsigned char)p[len]))
      ++n;
  return n;
}

int ptx_names_entry_twice(const char *path) {
  char *text = read_blanked(path);
  if (!text)
    return -1;
  int found = 0;
  for (const char *p = strstr(text, ".entry"); p && !found;
       p = strstr(p + 1, ".entry")) {
    const char *name = p + strlen(".entry");
    if (is_ident((unsigned char)*name))
      continue;
    while (*name == ' ' || *name == '\t')
      ++name;
    size_t len = 0;
    while (is_ident((unsigned char)name[len]))
      ++len;
    if (len == 0)
      continue;
    char *copy = strndup(name, len);
    found = copy && token_count(text, copy, len) > 1;
    free(copy);
  }
  free(text);
  return found;
}

/* The text after a .func or .entry directive at P: the optional return
 * parameter list, the name (into *name, *len) and the parameter list.
 * Returns what follows, or NULL when malformed. */
static const char *func_header(const char *p, const char **name, size_t *len) {
  for (int lists = 0; lists < 2; ++lists) {
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
      ++p;
    if (*p == '(' && lists == 0) {
      p = strchr(p, ')');
      if (!p)
        return NULL;
      ++p;
      continue;
    }
    break;
  }
  *name = p;
  *len = 0;
  while (is_ident((unsigned char)p[*len]))
    ++*len;
  if (!*len)
    return NULL;
  p += *len;
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
    ++p;
  if (*p == '(') {
    p = strchr(p, ')');
    if (!p)
      return NULL;
    ++p;
  }
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
    ++p;
  return p;
}

/* Whether TEXT defines function NAME (LEN bytes): a .func NAME with a body. */
static int defines(const char *text, const char *name, size_t len) {
  for (const char *p = strstr(text, ".func"); p; p = strstr(p + 1, ".func")) {
    const char *n;
    size_t l;
    const char *after = func_header(p + 5, &n, &l);
    if (after && *after == '{' && l == len && !memcmp(n, name, len))
      return 1;
  }
  return 0;
}

int ptx_undefined_function(const char *path, char **name) {
  *name = NULL;
  char *text = read_blanked(path);
  if (!text)
    return -1;
  int found = 0;
  for (const char *p = strstr(text, ".func"); p && !found;
       p = strstr(p + 1, ".func")) {
    if (is_ident((unsigned char)p[5]))
      continue;
    const char *n;
    size_t l;
    const char *after = func_header(p + 5, &n, &l);
    if (!after || *after != ';')
      continue;
    /* printf and vprintf are the driver's; __ names its internals. */
    if ((l == 7 && !memcmp(n, "vprintf", 7)) ||
        (l == 6 && !memcmp(n, "printf", 6)) || (l > 2 && !memcmp(n, "__", 2)))
      continue;
    if (!defines(text, n, l)) {
      *name = strndup(n, l);
      found = 1;
    }
  }
  free(text);
  return found;
}
