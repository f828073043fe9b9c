// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Writing a query's answer as the OpenCL get-info calls specify. */
#ifndef WGC_LAYER_ANSWER_H
#define WGC_LAYER_ANSWER_H

#include <string.h>

#include "next.h"

/* Copies len bytes of data to value when it has room for them (else
 * CL_INVALID_VALUE) and reports len through size_ret. */
static inline cl_int wgc_answer(const void *data, size_t len, size_t size,
                                void *value, size_t *size_ret) {
  if (value && size < len)
    return CL_INVALID_VALUE;
  if (value)
    memcpy(value, data, len);
  if (size_ret)
    *size_ret = len;
  return CL_SUCCESS;
}

#endif
