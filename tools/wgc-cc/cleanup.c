// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The private temporary folder of one run, and removal of everything
 * wgc-cc created when it exits or is interrupted. */
#include "cleanup.h"
#include "diag.h"
#include "ending_signals.h"
#include "exit_codes.h"
#include "output.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

#define MAX_FILES 24
#define PATH_CAP 4096

/* Fixed storage: the signal handler only reads it. */
static char workdir[PATH_CAP / 2];
static char files[MAX_FILES][PATH_CAP];
static int n_files;
static char watched[PATH_CAP];
static volatile sig_atomic_t child;
static volatile sig_atomic_t pending;

/* Removes every entry of the folder, then the folder: raw system calls
 * only (getdents64 rather than readdir), as a signal handler may. A child
 * that crashed may have left files of its own there. */
static void remove_all(void) {
  if (watched[0])
    unlink(watched);
  if (!workdir[0])
    return;
  int dir = open(workdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    char buf[4096] __attribute__((aligned(8)));
    long n;
    while ((n = syscall(SYS_getdents64, dir, buf, sizeof buf)) > 0)
      for (long at = 0; at < n;) {
        /* struct linux_dirent64: ino 8, off 8, reclen 2, type 1, name. */
        unsigned short reclen;
        memcpy(&reclen, buf + at + 16, sizeof reclen);
        const char *name = buf + at + 19;
        if (strcmp(name, ".") && strcmp(name, ".."))
          unlinkat(dir, name, 0);
        at += reclen;
      }
    close(dir);
  }
  rmdir(workdir);
}

static void on_signal(int sig, siginfo_t *info, void *context) {
  (void)context;
  int saved = errno;
  /* The write past the limit fails with EFBIG instead. */
  if (wgc_output_size_limit_signal(info))
    return;
  if (child > 0) {
    if (!pending)
      pending = sig;
    kill((pid_t)child, sig);
    errno = saved;
    return;
  }
  remove_all();
  signal(sig, SIG_DFL);
  raise(sig);
  errno = saved;
}

void cleanup_install_handlers(void) { wgc_ending_signals_install(on_signal); }

int cleanup_make_workdir(void) {
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp)
    tmp = "/tmp";
  char path[sizeof workdir];
  if (snprintf(path, sizeof path, "%s/wgc-cc.XXXXXX", tmp) >= (int)sizeof path)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                       "the temporary folder path %s is too long", tmp);
  if (!mkdtemp(path))
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                       "cannot create a temporary folder in %s: %s", tmp,
                       strerror(errno));
  cleanup_block_signals();
  strcpy(workdir, path);
  cleanup_unblock_signals();
  /* The steps' own temporary files (clang's crash symbolizer's, ...) go
   * into the folder too, and are removed with it. */
  setenv("TMPDIR", workdir, 1);
  return 0;
}

const char *cleanup_work_file(const char *name) {
  if (strlen(name) > 64)
    return NULL;
  char path[PATH_CAP];
  snprintf(path, sizeof path, "%s/%s", workdir, name);
  for (int i = 0; i < n_files; ++i)
    if (!strcmp(files[i], path))
      return files[i];
  if (n_files == MAX_FILES)
    return NULL;
  strcpy(files[n_files], path);
  return files[n_files++];
}

void cleanup_watch_file(const char *path) {
  cleanup_block_signals();
  if (!path)
    watched[0] = 0;
  else
    snprintf(watched, sizeof watched, "%s", path);
  cleanup_unblock_signals();
}

static sigset_t blocked_before;
static int block_depth;

void cleanup_block_signals(void) {
  if (block_depth++)
    return;
  sigset_t set;
  wgc_ending_signals(&set);
  sigprocmask(SIG_BLOCK, &set, &blocked_before);
}

void cleanup_unblock_signals(void) {
  if (--block_depth)
    return;
  sigprocmask(SIG_SETMASK, &blocked_before, NULL);
}

void cleanup_watch_child(int pid) { child = pid; }

void cleanup_take_signal(void) {
  int sig = pending;
  if (!sig)
    return;
  cleanup_block_signals();
  remove_all();
  workdir[0] = 0;
  signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  raise(sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  /* Unreachable but for a signal the caller blocked: end as it would. */
  _exit(128 + sig);
}

void cleanup_remove_workdir(void) {
  if (!workdir[0])
    return;
  cleanup_block_signals();
  /* Also what a crashed tool may have left beside its output. */
  DIR *d = opendir(workdir);
  if (d) {
    struct dirent *e;
    char path[2 * PATH_CAP];
    while ((e = readdir(d)))
      if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
        snprintf(path, sizeof path, "%s/%s", workdir, e->d_name);
        unlink(path);
      }
    closedir(d);
  }
  rmdir(workdir);
  workdir[0] = 0;
  cleanup_unblock_signals();
}
