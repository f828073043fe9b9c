// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* What the layer's small test apps share: the first device of the first
 * platform, its context, and pass/fail counting. */
#ifndef WGC_TESTS_LAYER_HARNESS_H
#define WGC_TESTS_LAYER_HARNESS_H

#include "clhost.h"

#include <stdarg.h>
#include <stdio.h>

static int passed, failed;
static struct cl_env env;
static cl_device_id device;
static cl_context context;

static void check(int ok, const char *fmt, ...) {
  if (ok) {
    passed++;
    return;
  }
  failed++;
  va_list ap;
  va_start(ap, fmt);
  printf("FAIL: ");
  vprintf(fmt, ap);
  printf("\n");
  va_end(ap);
}

/* Opens the first device (tests/lib/clhost.h); 0 when there is none
 * (reported as a failure). */
static int open_device(void) {
  int ok = cl_env_open(&env, NULL) == 0;
  device = env.device;
  context = env.context;
  check(ok, "no OpenCL device");
  return ok;
}

static int finish(void) {
  cl_env_close(&env);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}

#endif
