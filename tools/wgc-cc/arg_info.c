// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The kernel argument description of --arg-info: clang's kernel_arg_*
 * metadata read from textual LLVM IR and written as tab-separated lines. */
#include "arg_info.h"
#include "diag.h"
#include "exit_codes.h"
#include "strvec.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KEYS 5
static const char *const keys[KEYS] = {
    "kernel_arg_addr_space", "kernel_arg_access_qual", "kernel_arg_type_qual",
    "kernel_arg_type", "kernel_arg_name"};

static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *text = NULL;
  long len = -1;
  if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
      fseek(f, 0, SEEK_SET) == 0 && (text = malloc((size_t)len + 1)) &&
      fread(text, 1, (size_t)len, f) == (size_t)len) {
    text[len] = 0;
  } else {
    free(text);
    text = NULL;
  }
  fclose(f);
  return text;
}

/* The body of metadata node !N ("{...}" up to the end of its line). */
static const char *find_node(const char *ir, const char *number) {
  char head[32];
  int n = snprintf(head, sizeof head, "\n!%s = !{", number);
  const char *at = strstr(ir, head);
  return at ? at + n - 1 : NULL;
}

static int hex(char c) {
  return c >= '0' && c <= '9'   ? c - '0'
         : c >= 'A' && c <= 'F' ? c - 'A' + 10
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                : -1;
}

/* Unescapes LEN bytes of an LLVM string (\XX escapes, \\) at S into a
 * new string. NULL when malformed or when it holds a character the
 * description cannot carry (a control character: tab, newline, ...). */
static char *unescape(const char *s, size_t len) {
  char *buf = malloc(len + 1);
  size_t n = 0;
  for (size_t i = 0; buf && i < len; ++i) {
    char c = s[i];
    if (c == '\\') {
      if (i + 1 < len && s[i + 1] == '\\') {
        ++i;
      } else if (i + 2 < len && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
        c = (char)(hex(s[i + 1]) * 16 + hex(s[i + 2]));
        i += 2;
      } else {
        free(buf);
        return NULL;
      }
    }
    if ((unsigned char)c < 0x20 || c == 0x7f) {
      free(buf);
      return NULL;
    }
    buf[n++] = c;
  }
  if (buf)
    buf[n] = 0;
  return buf;
}

/* Parses one element at *p, an integer ("i32 N") or a string ("!"...""
 * with \XX escapes), into out. Returns 0, or -1 when malformed or when a
 * string holds a character the description cannot carry. */
static int element(const char **p, struct strvec *out) {
  const char *s = *p;
  char *value = NULL;
  if (!strncmp(s, "i32 ", 4)) {
    s += 4;
    size_t n = strspn(s, "-0123456789");
    if (n == 0)
      return -1;
    value = strndup(s, n);
    s += n;
  } else if (!strncmp(s, "!\"", 2)) {
    s += 2;
    const char *close = strchr(s, '"');
    const char *eol = strchr(s, '\n');
    if (!close || (eol && eol < close))
      return -1;
    value = unescape(s, (size_t)(close - s));
    s = close + 1;
  } else {
    return -1;
  }
  if (!value)
    return -1;
  *p = s;
  int rc = strvec_push(out, value);
  free(value);
  return rc;
}

/* Parses a node body "{e, e, ...}" into its elements. */
static int node_elements(const char *body, struct strvec *out) {
  const char *p = body + 1;
  if (*p == '}')
    return 0;
  for (;;) {
    if (element(&p, out))
      return -1;
    if (*p == '}')
      return 0;
    if (strncmp(p, ", ", 2))
      return -1;
    p += 2;
  }
}

/* The elements of the node a define line attaches as !KEY. */
static int attached(const char *ir, const char *line, const char *key,
                    struct strvec *out) {
  char pattern[64], number[24];
  snprintf(pattern, sizeof pattern, " !%s !", key);
  const char *end = strchr(line, '\n');
  const char *at = strstr(line, pattern);
  if (!at || (end && at > end))
    return -1;
  at += strlen(pattern);
  size_t n = strspn(at, "0123456789");
  if (n == 0 || n >= sizeof number)
    return -1;
  memcpy(number, at, n);
  number[n] = 0;
  const char *body = find_node(ir, number);
  return body ? node_elements(body, out) : -1;
}

/* Writes one kernel: the define line at line (up to EOL) names it, as
 * @NAME or @"ESCAPED NAME". */
static int write_kernel(FILE *f, const char *ir, const char *line,
                        const char *eol) {
  const char *at = strchr(line, '@');
  if (!at || at > eol)
    return -1;
  ++at;
  char *name;
  if (*at == '"') {
    const char *close = strchr(at + 1, '"');
    if (!close || close > eol)
      return -1;
    name = unescape(at + 1, (size_t)(close - at - 1));
  } else {
    size_t n = strcspn(at, "(\n");
    if (at + n > eol || at[n] != '(')
      return -1;
    name = unescape(at, n);
  }
  if (!name || !*name) {
    free(name);
    return -1;
  }
  struct strvec v[KEYS] = {{0}};
  int rc = 0;
  for (int k = 0; k < KEYS && !rc; k++)
    rc = attached(ir, line, keys[k], &v[k]) || v[k].len != v[0].len;
  if (!rc) {
    fprintf(f, "kernel\t%s\t%d\n", name, v[0].len);
    for (int i = 0; i < v[0].len; i++)
      fprintf(f, "arg\t%s\t%s\t%s\t%s\t%s\n", v[0].items[i], v[1].items[i],
              v[2].items[i], v[3].items[i], v[4].items[i]);
  }
  for (int k = 0; k < KEYS; k++)
    strvec_free(&v[k]);
  free(name);
  return rc ? -1 : 0;
}

int arg_info_convert(const char *text, FILE *f) {
  int rc = fputs("wgc-cc-arg-info 1\n", f) < 0 ? -1 : 0;
  /* Clang attaches kernel_arg_addr_space to kernels only. */
  for (const char *line = text; !rc && line; line = strchr(line, '\n')) {
    line += *line == '\n';
    const char *end = strchr(line, '\n');
    if (!end)
      end = line + strlen(line);
    const char *meta = strstr(line, " !kernel_arg_addr_space !");
    if (!strncmp(line, "define ", 7) && meta && meta < end)
      rc = write_kernel(f, text, line, end);
  }
  return rc;
}

int arg_info_write(const char *ir, const char *out) {
  char *text = read_text(ir);
  if (!text)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "cannot read %s: %s", ir,
                       strerror(errno));
  FILE *f = fopen(out, "w");
  int rc = f ? arg_info_convert(text, f) : -1;
  if (f && fclose(f) != 0)
    rc = -1;
  free(text);
  return rc ? wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                          "cannot describe the kernel arguments in %s", ir)
            : 0;
}
