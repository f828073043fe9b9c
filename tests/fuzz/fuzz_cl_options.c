// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Fuzz target: wgc-cc's reading of an OpenCL build option string
 * (--cl-options, clBuildProgram's options through the layer): splitting
 * into words (quotes, backslashes) and mapping each word to clang's flags.
 * Any byte string must end in a status, never a crash, leak or undefined
 * behaviour. */
#include "cl_options.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *s = malloc(size + 1);
  if (!s)
    return 0;
  memcpy(s, data, size);
  s[size] = 0;
  struct strvec words = {0};
  struct cl_flags flags;
  cl_flags_init(&flags);
  if (cl_split_options(s, &words) == 0)
    for (int i = 0; i < words.len; ++i)
      if (cl_map_option(words.items, words.len, &i, &flags, "fuzz") != 1)
        break;
  strvec_free(&words);
  cl_flags_free(&flags);
  free(s);
  return 0;
}
