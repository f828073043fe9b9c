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

/* Parses one element at *p, an integer ("i32 N") or a string ("!"...""
 * with \XX escapes), into out. Returns 0, or -1 when malformed or when a
 * string holds a character the description cannot carry. */
static int element(const char **p, struct strvec *out) {
  char buf[1024];
  size_t n = 0;
  const char *s = *p;
  if (!strncmp(s, "i32 ", 4)) {
    s += 4;
    while (*s == '-' || (*s >= '0' && *s <= '9'))
      if (n < sizeof buf - 1)
        buf[n++] = *s++;
  } else if (!strncmp(s, "!\"", 2)) {
    for (s += 2; *s && *s != '"' && n < sizeof buf - 1; s++) {
      char c = *s;
      if (c == '\\') {
        if (hex(s[1]) < 0 || hex(s[2]) < 0)
          return -1;
        c = (char)(hex(s[1]) * 16 + hex(s[2]));
        s += 2;
      }
      if ((unsigned char)c < 0x20)
        return -1;
      buf[n++] = c;
    }
    if (*s++ != '"')
      return -1;
  } else {
    return -1;
  }
  buf[n] = 0;
  *p = s;
  return strvec_push(out, buf);
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

/* Writes one kernel: the define line at line names it. */
static int write_kernel(FILE *f, const char *ir, const char *line) {
  const char *at = strchr(line, '@');
  const char *end = at ? strchr(at, '(') : NULL;
  if (!at || !end)
    return -1;
  at++;
  int quoted = *at == '"';
  int len = (int)(end - at) - 2 * quoted;
  struct strvec v[KEYS] = {{0}};
  int rc = 0;
  for (int k = 0; k < KEYS && !rc; k++)
    rc = attached(ir, line, keys[k], &v[k]) || v[k].len != v[0].len;
  if (!rc) {
    fprintf(f, "kernel\t%.*s\t%d\n", len, at + quoted, v[0].len);
    for (int i = 0; i < v[0].len; i++)
      fprintf(f, "arg\t%s\t%s\t%s\t%s\t%s\n", v[0].items[i], v[1].items[i],
              v[2].items[i], v[3].items[i], v[4].items[i]);
  }
  for (int k = 0; k < KEYS; k++)
    strvec_free(&v[k]);
  return rc ? -1 : 0;
}

int arg_info_write(const char *ir, const char *out) {
  char *text = read_text(ir);
  if (!text)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "cannot read %s: %s", ir,
                       strerror(errno));
  FILE *f = fopen(out, "w");
  int rc = f ? 0 : -1;
  if (f)
    fputs("wgc-cc-arg-info 1\n", f);
  /* Clang attaches kernel_arg_addr_space to kernels only. */
  for (const char *line = text; f && !rc && line; line = strchr(line, '\n')) {
    line += *line == '\n';
    const char *end = strchr(line, '\n');
    const char *meta = strstr(line, " !kernel_arg_addr_space !");
    if (!strncmp(line, "define ", 7) && meta && (!end || meta < end))
      rc = write_kernel(f, text, line);
  }
  if (f && fclose(f) != 0)
    rc = -1;
  free(text);
  return rc ? wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                          "cannot describe the kernel arguments in %s", ir)
            : 0;
}
