// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Fuzz target: wgc-cc's reader of clang's kernel_arg_* metadata in textual
 * LLVM IR (--arg-info; the layer answers clGetKernelArgInfo from its
 * output). Any text must give a description or a refusal, never a crash,
 * leak or undefined behaviour. */
#include "arg_info.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static FILE *sink;
  if (!sink && !(sink = fopen("/dev/null", "w")))
    return 0;
  char *text = malloc(size + 1);
  if (!text)
    return 0;
  memcpy(text, data, size);
  text[size] = 0;
  arg_info_convert(text, sink);
  free(text);
  return 0;
}
