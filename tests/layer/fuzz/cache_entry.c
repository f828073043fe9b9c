// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Fuzz target of the compile cache's entry reader (tools/layer/entry.c):
 * any bytes as a whole entry file. The reader must reject or accept them
 * without reading out of bounds, and what it accepts must survive being
 * written and read again unchanged. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "entry.h"

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

static void fail(const char *what) {
  fprintf(stderr, "cache entry reader: %s\n", what);
  abort();
}

static int same_text(const char *a, const char *b) {
  return (!a && !b) || (a && b && !strcmp(a, b));
}

/* The decoded entry's invariants, and its round trip. */
static void check_entry(const struct wgc_entry *e) {
  const struct wgc_cc_result *r = &e->r;
  if (r->status != CL_SUCCESS && r->status != CL_BUILD_PROGRAM_FAILURE)
    fail("a status other than built or compile error");
  if (!r->log || (r->status == CL_SUCCESS) != (r->arg_info != NULL))
    fail("a log or argument description missing");
  if (r->status == CL_SUCCESS && !r->arg_info[0])
    fail("a build without an argument description");
  if (r->cwd && !r->cwd[0])
    fail("an empty working directory");
  for (size_t i = 0; i < r->num_deps; i++)
    if (!r->deps[i] || r->deps[i][0] != '/')
      fail("a dependency that is not an absolute path");
  size_t len;
  unsigned char *again = wgc_entry_encode(
      r, (const unsigned char(*)[WGC_SHA256_BYTES])e->digests, &len);
  if (!again)
    fail("an accepted entry cannot be written");
  struct wgc_entry back;
  if (wgc_entry_decode(again, len, &back) != 1)
    fail("a written entry is not read back");
  const struct wgc_cc_result *b = &back.r;
  int same = b->status == r->status && same_text(b->log, r->log) &&
             same_text(b->arg_info, r->arg_info) && same_text(b->cwd, r->cwd) &&
             b->num_deps == r->num_deps && b->binary_len == r->binary_len &&
             !memcmp(b->binary, r->binary, r->binary_len);
  for (size_t i = 0; same && i < r->num_deps; i++)
    same = !strcmp(b->deps[i], r->deps[i]) &&
           !memcmp(back.digests[i], e->digests[i], WGC_SHA256_BYTES);
  if (!same)
    fail("an entry read back differs");
  wgc_entry_free(&back);
  free(again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const unsigned char *payload;
  size_t len;
  /* The file as read from disk, then its payload alone (the digest of a
   * fuzzed file rarely matches, so the payload is also tried directly). */
  const unsigned char *inputs[2] = {NULL, data};
  size_t lengths[2] = {0, size};
  if (wgc_entry_unwrap(data, size, &payload, &len) == 0) {
    inputs[0] = payload;
    lengths[0] = len;
  }
  for (int i = 0; i < 2; i++) {
    if (!inputs[i])
      continue;
    /* A copy of exactly the input's size, so that a read past it is seen. */
    unsigned char *copy = malloc(lengths[i] ? lengths[i] : 1);
    if (!copy)
      return 0;
    memcpy(copy, inputs[i], lengths[i]);
    struct wgc_entry e;
    int rc = wgc_entry_decode(copy, lengths[i], &e);
    if (rc == 1) {
      check_entry(&e);
      wgc_entry_free(&e);
    } else if (e.r.log || e.r.binary || e.r.deps || e.digests) {
      fail("a rejected entry left memory behind");
    }
    free(copy);
  }
  return 0;
}
