// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The private temporary folder of one run, and removal of everything
 * wgc-cc created when it exits or is interrupted. */
#include "cleanup.h"
#include "diag.h"
#include "exit_codes.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#define MAX_FILES 16
#define PATH_CAP 4096

/* Fixed storage: the signal handler may only read it and call unlink. */
static char workdir[PATH_CAP / 2];
static char files[MAX_FILES][PATH_CAP];
static int n_files;
static char watched[PATH_CAP];
static volatile sig_atomic_t child;

static void on_signal(int sig) {
  if (child > 0)
    kill((pid_t)child, sig);
  if (watched[0])
    unlink(watched);
  for (int i = 0; i < n_files; ++i)
    unlink(files[i]);
  if (workdir[0])
    rmdir(workdir);
  signal(sig, SIG_DFL);
  raise(sig);
}

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
  strcpy(workdir, path);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
  /* A reader of stderr or stdout that stops early (grep -q on -v's
   * commands) ends wgc-cc at its next write, unless the caller ignores
   * SIGPIPE, in which case the write fails and wgc-cc goes on. */
  struct sigaction pipe_was;
  if (sigaction(SIGPIPE, NULL, &pipe_was) == 0 &&
      pipe_was.sa_handler != SIG_IGN)
    sigaction(SIGPIPE, &sa, NULL);
  return 0;
}

const char *cleanup_work_file(const char *name) {
  if (n_files == MAX_FILES || strlen(name) > 64)
    return NULL;
  char *slot = files[n_files];
  snprintf(slot, PATH_CAP, "%s/%s", workdir, name);
  ++n_files;
  return slot;
}

void cleanup_watch_file(const char *path) {
  if (!path)
    watched[0] = 0;
  else
    snprintf(watched, sizeof watched, "%s", path);
}

void cleanup_watch_child(int pid) { child = pid; }

void cleanup_remove_workdir(void) {
  if (!workdir[0])
    return;
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
}
