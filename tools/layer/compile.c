// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Compiles a program's source for one target through the compile cache. */
#include "compile.h"

#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cache.h"
#include "entry.h"
#include "filehash.h"
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
  string_field(&s, "wgc-layer compile key 2");
  field(&s, src->text, src->len);
  for (size_t i = 0; i < src->num_headers; i++) {
    string_field(&s, src->headers[i].name);
    field(&s, src->headers[i].text, src->headers[i].len);
  }
  string_field(&s, src->options);
  /* A variant with a declared size (run_cc.h) is a key of its own; other
   * keys are as they were without it. */
  if (src->work_group_size) {
    string_field(&s, "work-group-size");
    string_field(&s, src->work_group_size);
  }
  string_field(&s, wgc_target_name(t->kind));
  string_field(&s, t->mcpu);
  string_field(&s, WGC_LAYER_VERSION);
  string_field(&s, wgc_cc_identity());
  wgc_sha256_final(&s, key);
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

/* Whether every dependency e recorded still has its recorded contents and
 * the working directory is the one relative names were resolved in; *why
 * names what changed. */
static int still_valid(const struct wgc_entry *e, const char **why) {
  unsigned char digest[WGC_SHA256_BYTES];
  char cwd[PATH_MAX];
  if (e->r.cwd && (!getcwd(cwd, sizeof cwd) || strcmp(cwd, e->r.cwd) != 0)) {
    *why = "another working directory";
    return 0;
  }
  for (size_t i = 0; i < e->r.num_deps; i++)
    if (wgc_path_digest(e->r.deps[i], digest) != 0 ||
        memcmp(digest, e->digests[i], WGC_SHA256_BYTES) != 0) {
      *why = e->r.deps[i];
      return 0;
    }
  return 1;
}

/* The entry for r, with the digests of its dependencies taken now; NULL
 * when one cannot be read (it is then not stored). */
static unsigned char *entry_for(const struct wgc_cc_result *r, size_t *len) {
  unsigned char(*digests)[WGC_SHA256_BYTES] =
      calloc(r->num_deps ? r->num_deps : 1, sizeof *digests);
  unsigned char *p = NULL;
  size_t i = 0;
  while (digests && i < r->num_deps &&
         wgc_path_digest(r->deps[i], digests[i]) == 0)
    i++;
  if (digests && i == r->num_deps)
    p = wgc_entry_encode(r, (const unsigned char(*)[WGC_SHA256_BYTES])digests,
                         len);
  else
    wgc_log("cache: not stored (%s unreadable)",
            digests ? r->deps[i] : "out of memory");
  free(digests);
  return p;
}

void wgc_compile(const struct wgc_source *src, const struct wgc_target *t,
                 struct wgc_cc_result *out) {
  if (!wgc_layer_cache_enabled()) {
    wgc_log("cache: not used (off)");
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
  struct wgc_entry e;
  const char *why = NULL;
  int found = wgc_cache_get(key, &payload, &len);
  int decoded = found ? wgc_entry_decode(payload, len, &e) : -1;
  free(payload);
  payload = NULL;
  if (decoded == 1 && still_valid(&e, &why)) {
    wgc_log("cache: hit %s", hex);
    *out = e.r;
    free(e.digests);
  } else {
    if (decoded == 1) {
      wgc_log("cache: stale %s (%s changed)", hex, why);
      wgc_entry_free(&e);
    } else {
      wgc_log("cache: miss %s%s", hex,
              decoded == 0 ? " (an entry without argument descriptions or "
                             "dependencies)"
              : found      ? " (a malformed entry)"
                           : "");
    }
    wgc_run_cc(src, t, out);
    if (out->deterministic)
      payload = entry_for(out, &len);
    else
      wgc_log("cache: not stored (%s)",
              out->reads_clock ? "the compile reads the clock (__DATE__, "
                                 "__TIME__ or __TIMESTAMP__)"
              : out->status == CL_SUCCESS
                  ? "no complete list of the files the compile read"
              : out->status == CL_BUILD_PROGRAM_FAILURE
                  ? "not clang's diagnostics about the source"
                  : "not an outcome of the source");
    if (payload)
      wgc_cache_put(key, payload, len);
  }
  free(payload);
  if (claimed)
    release(key);
}
