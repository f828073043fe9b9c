// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Compiles a program's source for one target through the compile cache. */
#include "compile.h"

#include <ctype.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "settings.h"

#define MAX_IN_FLIGHT 64

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done = PTHREAD_COND_INITIALIZER;
static unsigned char in_flight[MAX_IN_FLIGHT][WGC_SHA256_BYTES];
static size_t num_in_flight;

static void field(struct wgc_sha256 *s, const void *data, size_t len) {
  unsigned char n[8];
  for (int i = 0; i < 8; i++)
    n[i] = (unsigned char)((uint64_t)len >> (8 * i));
  wgc_sha256_update(s, n, 8);
  wgc_sha256_update(s, data, len);
}

static void string_field(struct wgc_sha256 *s, const char *text) {
  field(s, text, strlen(text));
}

static void compute_key(const struct wgc_source *src,
                        const struct wgc_target *t,
                        unsigned char key[WGC_SHA256_BYTES]) {
  struct wgc_sha256 s;
  wgc_sha256_init(&s);
  string_field(&s, "wgc-layer compile key 1");
  field(&s, src->text, src->len);
  for (size_t i = 0; i < src->num_headers; i++) {
    string_field(&s, src->headers[i].name);
    field(&s, src->headers[i].text, src->headers[i].len);
  }
  string_field(&s, src->options);
  string_field(&s, wgc_target_name(t->kind));
  string_field(&s, t->mcpu);
  string_field(&s, WGC_LAYER_VERSION);
  string_field(&s, wgc_cc_identity());
  wgc_sha256_final(&s, key);
}

static int names_header(const struct wgc_source *src, const char *name,
                        size_t len) {
  for (size_t i = 0; i < src->num_headers; i++)
    if (strlen(src->headers[i].name) == len &&
        memcmp(src->headers[i].name, name, len) == 0)
      return 1;
  return 0;
}

/* Whether every #include directive in text names one of src's headers. */
static int includes_covered(const struct wgc_source *src, const char *text,
                            size_t len) {
  const char *p = text, *end = text + len;
  while (p < end) {
    const char *line_end = memchr(p, '\n', (size_t)(end - p));
    if (!line_end)
      line_end = end;
    const char *q = p;
    while (q < line_end && isspace((unsigned char)*q))
      q++;
    if (q < line_end && *q == '#') {
      q++;
      while (q < line_end && isspace((unsigned char)*q))
        q++;
      if ((size_t)(line_end - q) >= 7 && memcmp(q, "include", 7) == 0) {
        q += 7;
        while (q < line_end && isspace((unsigned char)*q))
          q++;
        char close = q < line_end && *q == '<' ? '>' : '"';
        const char *name = q + 1;
        const char *name_end =
            q < line_end ? memchr(name, close, (size_t)(line_end - name)) : 0;
        if ((*q != '"' && *q != '<') || !name_end ||
            !names_header(src, name, (size_t)(name_end - name)))
          return 0;
      }
    }
    p = line_end + 1;
  }
  return 1;
}

static int cacheable(const struct wgc_source *src) {
  if (!includes_covered(src, src->text, src->len))
    return 0;
  for (size_t i = 0; i < src->num_headers; i++)
    if (!includes_covered(src, src->headers[i].text, src->headers[i].len))
      return 0;
  return 1;
}

static int find_in_flight(const unsigned char key[WGC_SHA256_BYTES]) {
  for (size_t i = 0; i < num_in_flight; i++)
    if (memcmp(in_flight[i], key, WGC_SHA256_BYTES) == 0)
      return (int)i;
  return -1;
}

/* Marks key in flight after any compile of it in flight ends; returns 0
 * when the table is full (the compile then runs unmarked). */
static int claim(const unsigned char key[WGC_SHA256_BYTES]) {
  pthread_mutex_lock(&lock);
  while (find_in_flight(key) >= 0)
    pthread_cond_wait(&done, &lock);
  int claimed = num_in_flight < MAX_IN_FLIGHT;
  if (claimed)
    memcpy(in_flight[num_in_flight++], key, WGC_SHA256_BYTES);
  pthread_mutex_unlock(&lock);
  return claimed;
}

static void release(const unsigned char key[WGC_SHA256_BYTES]) {
  pthread_mutex_lock(&lock);
  int i = find_in_flight(key);
  if (i >= 0)
    memcpy(in_flight[i], in_flight[--num_in_flight], WGC_SHA256_BYTES);
  pthread_cond_broadcast(&done);
  pthread_mutex_unlock(&lock);
}

/* An entry's payload: a byte with FORMAT_ARG_INFO set and the status in
 * its low bits (0 built, 1 compile error, 2 bad options), then the log and
 * the argument description (each an 8-byte little-endian length and the
 * text), then the binary. Compile errors are cached too: they are as
 * deterministic as the binaries, and an app's second run then compiles
 * nothing. An entry of a built program without a description (the format
 * before FORMAT_ARG_INFO) cannot answer clGetKernelArgInfo: a miss. */
#define FORMAT_ARG_INFO 0x80

static void put_text(unsigned char **p, const char *text, size_t len) {
  for (int i = 0; i < 8; i++)
    *(*p)++ = (unsigned char)((uint64_t)len >> (8 * i));
  memcpy(*p, text, len);
  *p += len;
}

static unsigned char *serialize(const struct wgc_cc_result *r, size_t *len) {
  size_t log_len = strlen(r->log);
  size_t info_len = r->arg_info ? strlen(r->arg_info) : 0;
  *len = 1 + 8 + log_len + 8 + info_len + r->binary_len;
  unsigned char *p = malloc(*len), *at = p;
  if (!p)
    return NULL;
  *at++ = FORMAT_ARG_INFO | (r->status == CL_SUCCESS                 ? 0
                             : r->status == CL_BUILD_PROGRAM_FAILURE ? 1
                                                                     : 2);
  put_text(&at, r->log, log_len);
  put_text(&at, r->arg_info ? r->arg_info : "", info_len);
  if (r->binary_len)
    memcpy(at, r->binary, r->binary_len);
  return p;
}

/* Reads a length-prefixed text at *p into a malloc'd string. */
static char *get_text(const unsigned char **p, const unsigned char *end) {
  uint64_t len = 0;
  if (end - *p < 8)
    return NULL;
  for (int i = 0; i < 8; i++)
    len |= (uint64_t)(*p)[i] << (8 * i);
  *p += 8;
  if (len > (uint64_t)(end - *p))
    return NULL;
  char *text = malloc(len + 1);
  if (text) {
    memcpy(text, *p, len);
    text[len] = 0;
    *p += len;
  }
  return text;
}

static int deserialize(const unsigned char *p, size_t len,
                       struct wgc_cc_result *r) {
  static const cl_int statuses[] = {CL_SUCCESS, CL_BUILD_PROGRAM_FAILURE,
                                    CL_INVALID_BUILD_OPTIONS};
  const unsigned char *at = p + 1, *end = p + len;
  if (len < 1 || !(p[0] & FORMAT_ARG_INFO) || (p[0] & 0x7f) > 2)
    return 0;
  r->status = statuses[p[0] & 0x7f];
  r->log = get_text(&at, end);
  r->arg_info = r->log ? get_text(&at, end) : NULL;
  r->binary_len = (size_t)(end - at);
  r->binary = malloc(r->binary_len ? r->binary_len : 1);
  if (!r->log || !r->arg_info || !r->binary ||
      (r->status == CL_SUCCESS && !r->arg_info[0])) {
    wgc_cc_result_free(r);
    return 0;
  }
  memcpy(r->binary, at, r->binary_len);
  if (r->status != CL_SUCCESS) {
    free(r->arg_info);
    r->arg_info = NULL;
  }
  return 1;
}

/* Whether wgc-cc's answer depends only on the key: a binary or an error
 * in the user's code or options, not a missing or failing tool. */
static int deterministic(const struct wgc_cc_result *r) {
  return r->status == CL_SUCCESS || ((r->status == CL_BUILD_PROGRAM_FAILURE ||
                                      r->status == CL_INVALID_BUILD_OPTIONS) &&
                                     !strstr(r->log, "wgc-layer: "));
}

void wgc_compile(const struct wgc_source *src, const struct wgc_target *t,
                 struct wgc_cc_result *out) {
  if (!wgc_layer_cache_enabled() || !cacheable(src)) {
    wgc_log("cache: not used (%s)", wgc_layer_cache_enabled()
                                        ? "an #include outside the headers"
                                        : "off");
    wgc_run_cc(src, t, out);
    return;
  }
  unsigned char key[WGC_SHA256_BYTES];
  char hex[2 * WGC_SHA256_BYTES + 1];
  compute_key(src, t, key);
  wgc_sha256_hex(key, hex);
  int claimed = claim(key);
  memset(out, 0, sizeof *out);
  unsigned char *payload = NULL;
  size_t len = 0;
  int found = wgc_cache_get(key, &payload, &len);
  if (found && deserialize(payload, len, out)) {
    wgc_log("cache: hit %s", hex);
  } else {
    wgc_log("cache: miss %s%s", hex,
            found ? " (an entry without argument descriptions)" : "");
    wgc_run_cc(src, t, out);
    free(payload);
    payload = deterministic(out) ? serialize(out, &len) : NULL;
    if (payload)
      wgc_cache_put(key, payload, len);
  }
  free(payload);
  if (claimed)
    release(key);
}

void wgc_cc_result_free(struct wgc_cc_result *r) {
  free(r->log);
  free(r->binary);
  free(r->arg_info);
  r->log = NULL;
  r->binary = NULL;
  r->arg_info = NULL;
}
