// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The layer's environment settings and its log. */
#define _GNU_SOURCE
#include "settings.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int enabled = 1, cache_on = 1, pocl_subgroups;
static char cc_path[PATH_MAX], cache_dir[PATH_MAX];
static size_t cache_max = (size_t)256 << 20;
static enum wgc_specialize_mode specialize = WGC_SPECIALIZE_ON;
static unsigned specialize_max = 4;
static unsigned local_size = WGC_LOCAL_SIZE_TARGET;
static FILE *log_file;
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
/* With WGC_LAYER_LOG=1, a close-on-exec duplicate of descriptor 2 as the
 * app had it when the layer was loaded; -1 when it was closed then. The
 * log writes only to this copy, never to descriptor 2 itself, which may
 * later be any file, the app's own or one the layer opened. */
static int stderr_copy = -1;

__attribute__((constructor)) static void keep_stderr(void) {
  const char *v = getenv("WGC_LAYER_LOG");
  if (v && strcmp(v, "1") == 0 && fcntl(2, F_GETFD) >= 0)
    stderr_copy = fcntl(2, F_DUPFD_CLOEXEC, 3);
}

static void default_cc(void) {
  Dl_info info;
  if (!dladdr((void *)&wgc_layer_cc_path, &info) || !info.dli_fname)
    return;
  const char *slash = strrchr(info.dli_fname, '/');
  if (!slash)
    return;
  snprintf(cc_path, sizeof cc_path, "%.*s/%s", (int)(slash - info.dli_fname),
           info.dli_fname, WGC_LAYER_LIB_TO_CC);
}

static void load(void) {
  const char *v = getenv("WGC_LAYER");
  enabled = !(v && strcmp(v, "0") == 0);
  v = getenv("WGC_LAYER_CACHE");
  cache_on = !(v && strcmp(v, "0") == 0);
  v = getenv("WGC_LAYER_POCL_SUBGROUPS");
  pocl_subgroups = v && strcmp(v, "1") == 0;
  v = getenv("WGC_CC");
  if (v && *v)
    snprintf(cc_path, sizeof cc_path, "%s", v);
  else
    default_cc();
  v = getenv("WGC_LAYER_CACHE_DIR");
  const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  if (v && *v)
    snprintf(cache_dir, sizeof cache_dir, "%s", v);
  else if (xdg && *xdg)
    snprintf(cache_dir, sizeof cache_dir, "%s/wgc", xdg);
  else if (home && *home)
    snprintf(cache_dir, sizeof cache_dir, "%s/.cache/wgc", home);
  v = getenv("WGC_LAYER_CACHE_MAX_MB");
  if (v && *v) {
    char *end;
    unsigned long long mb = strtoull(v, &end, 10);
    if (*end == 0)
      cache_max = (size_t)mb << 20;
  }
  v = getenv("WGC_LAYER_SPECIALIZE");
  if (v && strcmp(v, "0") == 0)
    specialize = WGC_SPECIALIZE_OFF;
  else if (v && strcmp(v, "wait") == 0)
    specialize = WGC_SPECIALIZE_WAIT;
  v = getenv("WGC_LAYER_SPECIALIZE_MAX");
  if (v && *v) {
    char *end;
    unsigned long n = strtoul(v, &end, 10);
    if (*end == 0 && n <= 1024)
      specialize_max = (unsigned)n;
  }
  v = getenv("WGC_LAYER_LOCAL_SIZE");
  if (v && *v) {
    char *end;
    unsigned long n = strtoul(v, &end, 10);
    if (*end == 0 && n <= 1024)
      local_size = (unsigned)n;
  }
  v = getenv("WGC_LAYER_LOG");
  if (v && strcmp(v, "1") == 0 && stderr_copy >= 0)
    log_file = fdopen(stderr_copy, "a");
  else if (v && *v && strcmp(v, "0") != 0 && strcmp(v, "1") != 0)
    log_file = fopen(v, "ae");
  if (!log_file && stderr_copy >= 0)
    close(stderr_copy);
  stderr_copy = -1;
}

int wgc_layer_enabled(void) {
  pthread_once(&once, load);
  return enabled;
}

int wgc_layer_pocl_subgroups(void) {
  pthread_once(&once, load);
  return pocl_subgroups;
}

const char *wgc_layer_cc_path(void) {
  pthread_once(&once, load);
  return cc_path;
}

int wgc_layer_cache_enabled(void) {
  pthread_once(&once, load);
  return cache_on && cache_dir[0];
}

const char *wgc_layer_cache_dir(void) {
  pthread_once(&once, load);
  return cache_dir[0] ? cache_dir : NULL;
}

size_t wgc_layer_cache_max_bytes(void) {
  pthread_once(&once, load);
  return cache_max;
}

enum wgc_specialize_mode wgc_layer_specialize(void) {
  pthread_once(&once, load);
  return specialize_max ? specialize : WGC_SPECIALIZE_OFF;
}

unsigned wgc_layer_specialize_max(void) {
  pthread_once(&once, load);
  return specialize_max;
}

unsigned wgc_layer_local_size(void) {
  pthread_once(&once, load);
  return local_size;
}

void wgc_log(const char *fmt, ...) {
  pthread_once(&once, load);
  if (!log_file)
    return;
  va_list ap;
  va_start(ap, fmt);
  pthread_mutex_lock(&log_lock);
  fprintf(log_file, "wgc-layer[%d]: ", (int)getpid());
  vfprintf(log_file, fmt, ap);
  fputc('\n', log_file);
  fflush(log_file);
  pthread_mutex_unlock(&log_lock);
  va_end(ap);
}
