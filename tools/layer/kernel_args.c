// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Parsing wgc-cc's --arg-info description: tab-separated lines, a
 * "kernel" line (name, argument count) followed by one "arg" line per
 * argument (clang's kernel_arg_* metadata values). */
#define _GNU_SOURCE
#include "kernel_args.h"

#include <stdlib.h>
#include <string.h>

#define HEADER "wgc-cc-arg-info 1\n"
#define FIELDS 6

struct kernel {
  char *name;
  cl_uint count;
  struct wgc_kernel_arg *args;
};

struct wgc_kernel_args {
  struct kernel *kernels;
  size_t num;
};

/* Splits the line at p into up to FIELDS tab-separated fields (the
 * line's text is copied into line); returns the field count and moves p
 * past the line, or -1 at the end of the text. */
static int split(const char **p, char *line, size_t cap, char *f[FIELDS]) {
  if (!**p)
    return -1;
  size_t len = strcspn(*p, "\n");
  if (len >= cap || (*p)[len] != '\n')
    return 0;
  memcpy(line, *p, len);
  line[len] = 0;
  *p += len + 1;
  int n = 0;
  for (char *s = line; n < FIELDS; n++) {
    f[n] = s;
    s = strchr(s, '\t');
    if (!s)
      return n + 1;
    *s++ = 0;
  }
  return FIELDS + 1;
}

static cl_kernel_arg_address_qualifier address(const char *s) {
  return !strcmp(s, "1")   ? CL_KERNEL_ARG_ADDRESS_GLOBAL
         : !strcmp(s, "2") ? CL_KERNEL_ARG_ADDRESS_CONSTANT
         : !strcmp(s, "3") ? CL_KERNEL_ARG_ADDRESS_LOCAL
         : !strcmp(s, "0") ? CL_KERNEL_ARG_ADDRESS_PRIVATE
                           : 0;
}

static cl_kernel_arg_access_qualifier access_qualifier(const char *s) {
  return !strcmp(s, "read_only")    ? CL_KERNEL_ARG_ACCESS_READ_ONLY
         : !strcmp(s, "write_only") ? CL_KERNEL_ARG_ACCESS_WRITE_ONLY
         : !strcmp(s, "read_write") ? CL_KERNEL_ARG_ACCESS_READ_WRITE
         : !strcmp(s, "none")       ? CL_KERNEL_ARG_ACCESS_NONE
                                    : 0;
}

/* The type qualifier words' bits; 0 with *ok cleared on an unknown one. */
static cl_kernel_arg_type_qualifier type_qualifier(char *s, int *ok) {
  cl_kernel_arg_type_qualifier bits = CL_KERNEL_ARG_TYPE_NONE;
  char *save = NULL;
  for (char *w = strtok_r(s, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
    if (!strcmp(w, "const"))
      bits |= CL_KERNEL_ARG_TYPE_CONST;
    else if (!strcmp(w, "restrict"))
      bits |= CL_KERNEL_ARG_TYPE_RESTRICT;
    else if (!strcmp(w, "volatile"))
      bits |= CL_KERNEL_ARG_TYPE_VOLATILE;
    else if (!strcmp(w, "pipe"))
      bits |= CL_KERNEL_ARG_TYPE_PIPE;
    else
      *ok = 0;
  }
  return bits;
}

static int parse_arg(char *f[FIELDS], struct wgc_kernel_arg *a) {
  int ok = strcmp(f[0], "arg") == 0;
  a->address = address(f[1]);
  a->access = access_qualifier(f[2]);
  a->type_qualifier = type_qualifier(f[3], &ok);
  a->type_name = strdup(f[4]);
  a->name = strdup(f[5]);
  return ok && a->address && a->access && a->type_name && a->name;
}

static int parse_kernel(const char **p, char *line, size_t cap,
                        struct kernel *k) {
  char *f[FIELDS], *end;
  if (split(p, line, cap, f) != 3 || strcmp(f[0], "kernel"))
    return 0;
  unsigned long count = strtoul(f[2], &end, 10);
  if (*end || !*f[2] || count > 0xffff || !(k->name = strdup(f[1])))
    return 0;
  k->args = calloc(count ? count : 1, sizeof *k->args);
  if (!k->args)
    return 0;
  for (; k->count < count; k->count++)
    if (split(p, line, cap, f) != FIELDS || !parse_arg(f, &k->args[k->count])) {
      k->count++;
      return 0;
    }
  return 1;
}

struct wgc_kernel_args *wgc_kernel_args_parse(const char *text) {
  if (!text || strncmp(text, HEADER, strlen(HEADER)))
    return NULL;
  const char *p = text + strlen(HEADER);
  size_t cap = strlen(p) + 1;
  char *line = malloc(cap);
  struct wgc_kernel_args *t = calloc(1, sizeof *t);
  int ok = line && t;
  for (size_t have = 0; ok && *p; t->num++) {
    if (t->num == have) {
      have = have ? 2 * have : 8;
      struct kernel *grown = realloc(t->kernels, have * sizeof *grown);
      ok = grown != NULL;
      if (!ok)
        break;
      t->kernels = grown;
    }
    memset(&t->kernels[t->num], 0, sizeof *t->kernels);
    ok = parse_kernel(&p, line, cap, &t->kernels[t->num]);
  }
  free(line);
  if (!ok) {
    wgc_kernel_args_free(t);
    return NULL;
  }
  return t;
}

const struct wgc_kernel_arg *
wgc_kernel_args_find(const struct wgc_kernel_args *t, const char *name,
                     cl_uint *count) {
  for (size_t i = 0; i < t->num; i++) {
    if (strcmp(t->kernels[i].name, name) == 0) {
      *count = t->kernels[i].count;
      return t->kernels[i].args;
    }
  }
  return NULL;
}

void wgc_kernel_args_free(struct wgc_kernel_args *t) {
  if (!t)
    return;
  for (size_t i = 0; i < t->num; i++) {
    for (cl_uint a = 0; a < t->kernels[i].count; a++) {
      free(t->kernels[i].args[a].type_name);
      free(t->kernels[i].args[a].name);
    }
    free(t->kernels[i].args);
    free(t->kernels[i].name);
  }
  free(t->kernels);
  free(t);
}
