// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The functions a finished program may leave to its runtime
 * (runtime_functions.h). */
#include "runtime_functions.h"

#include <stdlib.h>
#include <string.h>

/* The OpenCL C built-ins' names, sorted (cmake/WgcOpenclBuiltins.cmake). */
static const char *const builtins[] = {
#include "opencl_builtins.inc"
};

static int by_name(const void *key, const void *entry) {
  return strcmp(key, *(const char *const *)entry);
}

/* Whether the LEN characters at NAME are an OpenCL C built-in's name. */
static int is_builtin(const char *name, size_t len) {
  char word[128];
  if (len >= sizeof word)
    return 0;
  memcpy(word, name, len);
  word[len] = 0;
  return bsearch(word, builtins, sizeof builtins / sizeof *builtins,
                 sizeof *builtins, by_name) != NULL;
}

int wgc_runtime_defines(const char *name) {
  if (!strncmp(name, "llvm.", 5) || !strncmp(name, "__", 2) ||
      !strcmp(name, "printf") || !strcmp(name, "vprintf"))
    return 1;
  if (strncmp(name, "_Z", 2) || name[2] < '1' || name[2] > '9')
    return 0;
  /* _Z<length><name><parameter types>: OpenCL C has no namespaces. */
  char *end;
  unsigned long len = strtoul(name + 2, &end, 10);
  if (len == 0 || strnlen(end, len) < len)
    return 0;
  return (len >= 2 && !strncmp(end, "__", 2)) || is_builtin(end, len);
}
