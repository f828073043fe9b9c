// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The shared libraries a tool loads (tool_libraries.h).
 *
 * The list is the dynamic loader's own: the program's interpreter (its ELF
 * PT_INTERP) run as "INTERP --list PROGRAM", which maps the libraries the
 * program would load, as it would load them, and prints them without
 * running the program. Reading DT_NEEDED here instead would mean
 * re-implementing the loader's search (run paths with $ORIGIN, its cache,
 * hardware-capability folders), and any difference serves a stale binary.
 * One such run per tool and process costs a few milliseconds.
 *
 * A library is named by its path and identified by its inode, size and
 * modification and change times rather than by its contents: LLVM's
 * libraries are over 100 MB, and hashing them would cost every process's
 * first build about a second. Any write to a file changes its change time,
 * which no one can set back, and a replaced file is a new inode. The
 * device number is left out: an overlay or network mount may number its
 * device anew each time it is mounted. */
#define _GNU_SOURCE
#include "tool_libraries.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "child.h"

/* Reads COUNT bytes at OFFSET of fd into buf. */
static int read_at(int fd, void *buf, size_t count, off_t offset) {
  return pread(fd, buf, count, offset) == (ssize_t)count ? 0 : -1;
}

/* The interpreter (PT_INTERP) of the ELF file at path, of this machine's
 * byte order, into interp; -1 where there is none. */
static int elf_interpreter(const char *path, char *interp, size_t size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
  if (fd < 0)
    return -1;
  unsigned char ident[EI_NIDENT];
  const unsigned char order =
      *(const unsigned char *)&(unsigned short){1} ? ELFDATA2LSB : ELFDATA2MSB;
  int rc = -1;
  uint64_t phoff = 0, phnum = 0, phentsize = 0;
  if (read_at(fd, ident, sizeof ident, 0) != 0 ||
      memcmp(ident, ELFMAG, SELFMAG) != 0 || ident[EI_DATA] != order)
    goto out;
  if (ident[EI_CLASS] == ELFCLASS64) {
    Elf64_Ehdr eh;
    if (read_at(fd, &eh, sizeof eh, 0) != 0)
      goto out;
    phoff = eh.e_phoff, phnum = eh.e_phnum, phentsize = eh.e_phentsize;
  } else if (ident[EI_CLASS] == ELFCLASS32) {
    Elf32_Ehdr eh;
    if (read_at(fd, &eh, sizeof eh, 0) != 0)
      goto out;
    phoff = eh.e_phoff, phnum = eh.e_phnum, phentsize = eh.e_phentsize;
  } else {
    goto out;
  }
  for (uint64_t i = 0; i < phnum && i < 4096; i++) {
    uint64_t type, offset, filesz;
    if (ident[EI_CLASS] == ELFCLASS64) {
      Elf64_Phdr ph;
      if (phentsize < sizeof ph ||
          read_at(fd, &ph, sizeof ph, (off_t)(phoff + i * phentsize)) != 0)
        goto out;
      type = ph.p_type, offset = ph.p_offset, filesz = ph.p_filesz;
    } else {
      Elf32_Phdr ph;
      if (phentsize < sizeof ph ||
          read_at(fd, &ph, sizeof ph, (off_t)(phoff + i * phentsize)) != 0)
        goto out;
      type = ph.p_type, offset = ph.p_offset, filesz = ph.p_filesz;
    }
    if (type != PT_INTERP)
      continue;
    if (filesz < 2 || filesz > size ||
        read_at(fd, interp, (size_t)filesz, (off_t)offset) != 0 ||
        interp[filesz - 1] != 0 || interp[0] != '/')
      goto out;
    rc = 0;
    break;
  }
out:
  close(fd);
  return rc;
}

struct text {
  char *data;
  size_t len, cap;
  int oom;
};

static void add(struct text *t, const char *s, size_t n) {
  if (t->oom)
    return;
  if (t->len + n + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 1024;
    while (cap < t->len + n + 1)
      cap *= 2;
    char *grown = realloc(t->data, cap);
    if (!grown) {
      t->oom = 1;
      return;
    }
    t->data = grown;
    t->cap = cap;
  }
  memcpy(t->data + t->len, s, n);
  t->len += n;
  t->data[t->len] = 0;
}

/* The environment without LD_PRELOAD (malloc'd array, entries shared). */
static char **without_preload(void) {
  size_t n = 0;
  while (environ[n])
    n++;
  char **env = malloc((n + 1) * sizeof *env);
  if (!env)
    return NULL;
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (strncmp(environ[i], "LD_PRELOAD=", 11))
      env[k++] = environ[i];
  env[k] = NULL;
  return env;
}

/* The loader's listing of program: its stdout, stderr discarded. Listed
 * without LD_PRELOAD: an app may preload the layer itself, whose library
 * is then in every tool but none of theirs, and an app preloading it must
 * find the entries another app built through OPENCL_LAYERS. */
static int list(const char *interp, const char *program, struct text *out) {
  int p[2];
  char **env = without_preload();
  if (!env || pipe2(p, O_CLOEXEC) != 0) {
    free(env);
    return -1;
  }
  char *argv[] = {(char *)interp, "--list", (char *)program, NULL};
  int fds[3] = {WGC_SPAWN_NULL, p[1], WGC_SPAWN_NULL};
  struct wgc_child c;
  int err = wgc_spawn_start(&c, argv, env, fds, WGC_SPAWN_CLOSE_FDS);
  free(env);
  close(p[1]);
  if (err != 0) {
    close(p[0]);
    return -1;
  }
  char chunk[4096];
  for (;;) {
    ssize_t n = read(p[0], chunk, sizeof chunk);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    add(out, chunk, (size_t)n);
  }
  close(p[0]);
  wgc_spawn_wait(&c);
  return 0;
}

/* One listed line: "NAME => PATH (ADDRESS)", "NAME => not found",
 * "PATH (ADDRESS)" or "NAME (ADDRESS)" (the vDSO, no file). */
static void describe(const char *line, size_t len, struct text *out) {
  char buf[PATH_MAX + 64];
  if (len >= sizeof buf)
    return;
  memcpy(buf, line, len);
  buf[len] = 0;
  char *name = buf + strspn(buf, " \t");
  char *arrow = strstr(name, " => ");
  char *path = arrow ? arrow + 4 : name;
  char *address = strstr(path, " (0x");
  if (address)
    *address = 0;
  char entry[PATH_MAX + 256];
  int n;
  struct stat st;
  if (arrow && !strncmp(path, "not found", 9)) {
    *arrow = 0;
    n = snprintf(entry, sizeof entry, "library %s not found\n", name);
  } else if (path[0] == '/' && stat(path, &st) == 0) {
    n = snprintf(
        entry, sizeof entry,
        "library %s %llu %lld modified %lld.%09ld changed %lld.%09ld\n", path,
        (unsigned long long)st.st_ino, (long long)st.st_size,
        (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
        (long long)st.st_ctim.tv_sec, st.st_ctim.tv_nsec);
  } else if (path[0] == '/') {
    n = snprintf(entry, sizeof entry, "library %s missing\n", path);
  } else {
    return;
  }
  if (n > 0 && n < (int)sizeof entry)
    add(out, entry, (size_t)n);
}

char *wgc_tool_libraries(const char *path) {
  char interp[PATH_MAX];
  struct text listed = {0}, out = {0};
  add(&out, "", 0);
  if (elf_interpreter(path, interp, sizeof interp) != 0 ||
      list(interp, path, &listed) != 0 || !listed.data)
    return out.data;
  for (const char *p = listed.data; *p;) {
    size_t len = strcspn(p, "\n");
    describe(p, len, &out);
    p += len + (p[len] == '\n');
  }
  free(listed.data);
  if (out.oom) {
    free(out.data);
    return NULL;
  }
  return out.data;
}
