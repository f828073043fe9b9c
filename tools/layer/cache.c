// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The on-disk compile cache. An entry is <dir>/<hex key>.wgcbin in the
 * format of entry.h; reads verify its magic, length and digest, and hits
 * refresh the entry's mtime so eviction drops the least recently used. */
#define _GNU_SOURCE
#include "cache.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "entry.h"
#include "output.h"
#include "settings.h"

#define SUFFIX ".wgcbin"
#define STALE_TEMP_SECONDS 3600

static void entry_path(const unsigned char key[WGC_SHA256_BYTES],
                       char path[PATH_MAX]) {
  char hex[2 * WGC_SHA256_BYTES + 1];
  wgc_sha256_hex(key, hex);
  snprintf(path, PATH_MAX, "%s/%s%s", wgc_layer_cache_dir(), hex, SUFFIX);
}

static int read_all(int fd, unsigned char *buf, size_t len) {
  while (len > 0) {
    ssize_t n = read(fd, buf, len);
    if (n <= 0) {
      if (n < 0 && errno == EINTR)
        continue;
      return -1;
    }
    buf += n;
    len -= (size_t)n;
  }
  return 0;
}

int wgc_cache_get(const unsigned char key[WGC_SHA256_BYTES],
                  unsigned char **data, size_t *len) {
  if (!wgc_layer_cache_enabled())
    return 0;
  char path[PATH_MAX];
  entry_path(key, path);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return 0;
  struct stat st;
  unsigned char *file = NULL;
  const unsigned char *payload;
  size_t n = 0;
  int ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
           st.st_size >= WGC_ENTRY_HEADER_BYTES &&
           (file = malloc((size_t)st.st_size)) &&
           read_all(fd, file, (size_t)st.st_size) == 0 &&
           wgc_entry_unwrap(file, (size_t)st.st_size, &payload, &n) == 0;
  close(fd);
  if (!ok) {
    free(file);
    wgc_log("cache: corrupt entry %s removed, rebuilding", path);
    unlink(path);
    return 0;
  }
  memmove(file, payload, n);
  utimensat(AT_FDCWD, path, NULL, 0);
  *data = file;
  *len = n;
  return 1;
}

static int make_dirs(const char *dir) {
  char buf[PATH_MAX];
  snprintf(buf, sizeof buf, "%s", dir);
  for (char *p = buf + 1; *p; p++) {
    if (*p != '/')
      continue;
    *p = 0;
    if (mkdir(buf, 0700) != 0 && errno != EEXIST)
      return -1;
    *p = '/';
  }
  return mkdir(buf, 0700) != 0 && errno != EEXIST ? -1 : 0;
}

struct entry {
  char name[NAME_MAX + 1];
  off_t size;
  struct timespec mtime;
};

static int older_first(const void *a, const void *b) {
  const struct entry *x = a, *y = b;
  if (x->mtime.tv_sec != y->mtime.tv_sec)
    return x->mtime.tv_sec < y->mtime.tv_sec ? -1 : 1;
  if (x->mtime.tv_nsec != y->mtime.tv_nsec)
    return x->mtime.tv_nsec < y->mtime.tv_nsec ? -1 : 1;
  return strcmp(x->name, y->name);
}

static int has_suffix(const char *name, const char *suffix) {
  size_t n = strlen(name), s = strlen(suffix);
  return n > s && strcmp(name + n - s, suffix) == 0;
}

/* Deletes least recently used entries until the total fits the bound, and
 * temporary files left by writers that died. Another process evicting at
 * the same time at worst deletes an entry twice (ENOENT, ignored). */
static void evict(const char *dir) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  struct entry *list = NULL;
  size_t count = 0, cap = 0;
  unsigned long long total = 0;
  time_t now = time(NULL);
  int dfd = dirfd(d);
  for (struct dirent *e; (e = readdir(d));) {
    struct stat st;
    if (fstatat(dfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
        !S_ISREG(st.st_mode))
      continue;
    if (e->d_name[0] == '.' && (strstr(e->d_name, SUFFIX ".tmp.") ||
                                !strncmp(e->d_name, ".tmp-", 5))) {
      if (now - st.st_mtime > STALE_TEMP_SECONDS)
        unlinkat(dfd, e->d_name, 0);
      continue;
    }
    if (!has_suffix(e->d_name, SUFFIX))
      continue;
    if (count == cap) {
      cap = cap ? 2 * cap : 64;
      struct entry *grown = realloc(list, cap * sizeof *list);
      if (!grown)
        break;
      list = grown;
    }
    snprintf(list[count].name, sizeof list[count].name, "%s", e->d_name);
    list[count].size = st.st_size;
    list[count].mtime = st.st_mtim;
    total += (unsigned long long)st.st_size;
    count++;
  }
  size_t max = wgc_layer_cache_max_bytes();
  if (total > max) {
    qsort(list, count, sizeof *list, older_first);
    for (size_t i = 0; i < count && total > max; i++) {
      if (unlinkat(dfd, list[i].name, 0) == 0 || errno == ENOENT) {
        total -= (unsigned long long)list[i].size;
        wgc_log("cache: evicted %s", list[i].name);
      }
    }
  }
  free(list);
  closedir(d);
}

void wgc_cache_put(const unsigned char key[WGC_SHA256_BYTES],
                   const unsigned char *data, size_t len) {
  if (!wgc_layer_cache_enabled())
    return;
  const char *dir = wgc_layer_cache_dir();
  if (make_dirs(dir) != 0) {
    wgc_log("cache: cannot create %s: %s", dir, strerror(errno));
    return;
  }
  char path[PATH_MAX];
  entry_path(key, path);
  unsigned char header[WGC_ENTRY_HEADER_BYTES];
  wgc_entry_wrap(data, len, header);
  struct wgc_output o;
  if (wgc_output_open_replace(&o, path, 0600) != 0 ||
      wgc_output_write(&o, header, WGC_ENTRY_HEADER_BYTES) != 0 ||
      wgc_output_write(&o, data, len) != 0 || wgc_output_commit(&o) != 0) {
    wgc_log("cache: %s", o.error);
    wgc_output_abort(&o);
    return;
  }
  evict(dir);
}
