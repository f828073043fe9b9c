// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The compile cache's entry format (entry.h). Every length is checked
 * against the bytes that remain before it is used. */
#include "entry.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

static void put_u64(unsigned char *p, uint64_t v) {
  for (int i = 0; i < 8; i++)
    p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_u64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; i++)
    v |= (uint64_t)p[i] << (8 * i);
  return v;
}

void wgc_entry_wrap(const unsigned char *payload, size_t len,
                    unsigned char header[WGC_ENTRY_HEADER_BYTES]) {
  memcpy(header, WGC_ENTRY_MAGIC, 8);
  put_u64(header + 8, (uint64_t)len);
  wgc_sha256(payload, len, header + 16);
}

int wgc_entry_unwrap(const unsigned char *file, size_t file_len,
                     const unsigned char **payload, size_t *len) {
  unsigned char digest[WGC_SHA256_BYTES];
  if (file_len < WGC_ENTRY_HEADER_BYTES ||
      memcmp(file, WGC_ENTRY_MAGIC, 8) != 0 ||
      get_u64(file + 8) != (uint64_t)(file_len - WGC_ENTRY_HEADER_BYTES))
    return -1;
  wgc_sha256(file + WGC_ENTRY_HEADER_BYTES, file_len - WGC_ENTRY_HEADER_BYTES,
             digest);
  if (memcmp(digest, file + 16, WGC_SHA256_BYTES) != 0)
    return -1;
  *payload = file + WGC_ENTRY_HEADER_BYTES;
  *len = file_len - WGC_ENTRY_HEADER_BYTES;
  return 0;
}

static void put_text(unsigned char **p, const char *text, size_t len) {
  put_u64(*p, (uint64_t)len);
  *p += 8;
  memcpy(*p, text, len);
  *p += len;
}

unsigned char *
wgc_entry_encode(const struct wgc_cc_result *r,
                 const unsigned char (*digests)[WGC_SHA256_BYTES],
                 size_t *len) {
  if (r->status != CL_SUCCESS && r->status != CL_BUILD_PROGRAM_FAILURE)
    return NULL;
  const char *info = r->status == CL_SUCCESS && r->arg_info ? r->arg_info : "";
  const char *cwd = r->cwd ? r->cwd : "";
  size_t total = 1 + 8 + strlen(r->log) + 8 + strlen(info) + 8 + strlen(cwd) +
                 8 + r->binary_len;
  for (size_t i = 0; i < r->num_deps; i++)
    total += 8 + strlen(r->deps[i]) + WGC_SHA256_BYTES;
  unsigned char *p = malloc(total), *at = p;
  if (!p)
    return NULL;
  *at++ =
      WGC_ENTRY_ARG_INFO | WGC_ENTRY_DEPS | (r->status == CL_SUCCESS ? 0 : 1);
  put_text(&at, r->log, strlen(r->log));
  put_text(&at, info, strlen(info));
  put_text(&at, cwd, strlen(cwd));
  put_u64(at, (uint64_t)r->num_deps);
  at += 8;
  for (size_t i = 0; i < r->num_deps; i++) {
    put_text(&at, r->deps[i], strlen(r->deps[i]));
    memcpy(at, digests[i], WGC_SHA256_BYTES);
    at += WGC_SHA256_BYTES;
  }
  if (r->binary_len)
    memcpy(at, r->binary, r->binary_len);
  *len = total;
  return p;
}

/* A length-prefixed text at *p as a malloc'd string; NULL when it runs
 * past end, holds a NUL or memory is short. */
static char *get_text(const unsigned char **p, const unsigned char *end) {
  if (end - *p < 8)
    return NULL;
  uint64_t len = get_u64(*p);
  if (len > (uint64_t)(end - *p - 8) || memchr(*p + 8, 0, (size_t)len))
    return NULL;
  char *text = malloc((size_t)len + 1);
  if (text) {
    memcpy(text, *p + 8, (size_t)len);
    text[len] = 0;
    *p += 8 + len;
  }
  return text;
}

void wgc_cc_result_free(struct wgc_cc_result *r) {
  free(r->log);
  free(r->binary);
  free(r->arg_info);
  for (size_t i = 0; i < r->num_deps; i++)
    free(r->deps[i]);
  free(r->deps);
  free(r->cwd);
  memset(r, 0, sizeof *r);
}

void wgc_entry_free(struct wgc_entry *e) {
  wgc_cc_result_free(&e->r);
  free(e->digests);
  e->digests = NULL;
}

int wgc_entry_decode(const unsigned char *p, size_t len, struct wgc_entry *e) {
  const unsigned char flags = WGC_ENTRY_ARG_INFO | WGC_ENTRY_DEPS;
  memset(e, 0, sizeof *e);
  if (len < 1)
    return -1;
  if ((p[0] & flags) != flags)
    return 0;
  if ((p[0] & (unsigned char)~flags) > 1)
    return -1;
  struct wgc_cc_result *r = &e->r;
  const unsigned char *at = p + 1, *end = p + len;
  r->status = (p[0] & 1) ? CL_BUILD_PROGRAM_FAILURE : CL_SUCCESS;
  r->deterministic = 1;
  int ok = (r->log = get_text(&at, end)) &&
           (r->arg_info = get_text(&at, end)) &&
           (r->cwd = get_text(&at, end)) && end - at >= 8;
  uint64_t n = ok ? get_u64(at) : 0;
  at += ok ? 8 : 0;
  /* Each dependency takes at least 8 + 1 + 32 bytes. */
  ok = ok && n <= (uint64_t)(end - at) / (8 + 1 + WGC_SHA256_BYTES);
  if (ok && n) {
    r->deps = calloc((size_t)n, sizeof *r->deps);
    e->digests = calloc((size_t)n, sizeof *e->digests);
    ok = r->deps && e->digests;
  }
  for (uint64_t i = 0; ok && i < n; i++) {
    char *path = get_text(&at, end);
    ok = path && path[0] == '/' && end - at >= WGC_SHA256_BYTES;
    if (path)
      r->deps[r->num_deps++] = path;
    if (ok) {
      memcpy(e->digests[i], at, WGC_SHA256_BYTES);
      at += WGC_SHA256_BYTES;
    }
  }
  ok = ok && (r->status != CL_SUCCESS || r->arg_info[0]) &&
       (r->binary = malloc((end - at) ? (size_t)(end - at) : 1));
  if (!ok) {
    wgc_entry_free(e);
    return -1;
  }
  r->binary_len = (size_t)(end - at);
  memcpy(r->binary, at, r->binary_len);
  if (!r->cwd[0]) {
    free(r->cwd);
    r->cwd = NULL;
  }
  if (r->status != CL_SUCCESS) {
    free(r->arg_info);
    r->arg_info = NULL;
  }
  return 1;
}
