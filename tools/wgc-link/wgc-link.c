// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-link: links kernel modules with a wgc bitcode library for a runtime. */
#include "link_passes.h"
#include "options.h"
#include "report.h"

#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static LLVMModuleRef load_module(LLVMContextRef ctx, const char *path) {
  LLVMMemoryBufferRef buf;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    wgc_error("%s: cannot read: %s", path, msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef mod;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {
    wgc_error("%s: not LLVM bitcode or IR: %s", path, msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  return mod;
}

/* The mode a file created with fopen gets: 0666 less the umask (mkstemp
 * creates its file 0600). */
static mode_t new_file_mode(void) {
  mode_t mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

/* Writes all of data[0..len) to fd, retrying short writes; 0 or errno. */
static int write_all(int fd, const char *data, size_t len) {
  while (len > 0) {
    ssize_t n = write(fd, data, len);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      return errno;
    data += n;
    len -= (size_t)n;
  }
  return 0;
}

/* Writes the bitcode beside the output and renames it into place, so that a
 * failure (full disk, file size limit) leaves neither a half-written output
 * nor the temporary file, and any existing output as it was. */
static int write_output(LLVMModuleRef mod, const char *path) {
  LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(mod);
  size_t len = strlen(path);
  char *tmp = malloc(len + 16);
  if (!buf || !tmp) {
    if (buf)
      LLVMDisposeMemoryBuffer(buf);
    free(tmp);
    wgc_error("%s: out of memory for the bitcode", path);
    return WGC_EXIT_OUTPUT;
  }
  snprintf(tmp, len + 16, "%s.tmp.XXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    wgc_error("%s: cannot create %s: %s", path, tmp, strerror(errno));
    LLVMDisposeMemoryBuffer(buf);
    free(tmp);
    return WGC_EXIT_OUTPUT;
  }
  const char *step = "cannot set the mode of";
  int err = fchmod(fd, new_file_mode()) != 0 ? errno : 0;
  if (!err) {
    step = "cannot write";
    err = write_all(fd, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
  }
  if (!err) {
    step = "cannot sync";
    err = fsync(fd) != 0 ? errno : 0;
  }
  if (close(fd) != 0 && !err) {
    step = "cannot close";
    err = errno;
  }
  if (!err) {
    step = "cannot rename into place";
    err = rename(tmp, path) != 0 ? errno : 0;
  }
  if (err) {
    wgc_error("%s: %s %s: %s", path, step, tmp, strerror(err));
    unlink(tmp);
  }
  LLVMDisposeMemoryBuffer(buf);
  free(tmp);
  return err ? WGC_EXIT_OUTPUT : WGC_EXIT_OK;
}

static int run(const struct wgc_options *opt) {
  LLVMContextRef ctx = LLVMContextCreate();
  int rc = WGC_EXIT_FAILED;
  LLVMModuleRef user = NULL;
  for (int i = 0; i < opt->n_inputs; ++i) {
    LLVMModuleRef m = load_module(ctx, opt->inputs[i]);
    if (!m)
      goto out;
    if (!user) {
      user = m;
    } else if (LLVMLinkModules2(user, m)) {
      wgc_error("%s: cannot link with the inputs before it", opt->inputs[i]);
      goto out;
    }
  }
  if (opt->inline_kernel_calls || opt->fold_wg_size) {
    if (!(opt->inline_kernel_calls && wgc_inline_kernel_calls(user)) &&
        !(opt->fold_wg_size && wgc_fold_work_group_size(user)) &&
        !wgc_verify(user))
      rc = write_output(user, opt->output);
    goto out;
  }
  LLVMModuleRef lib = load_module(ctx, opt->library);
  if (!lib)
    goto out;
  if (wgc_check_triples(user, lib, opt->inputs[0], opt->library) ||
      wgc_link_library(user, lib, opt->library) || wgc_inline_library(user) ||
      wgc_privatize_scratch(user) || (opt->remat && wgc_rematerialize(user)) ||
      wgc_order_blocks(user))
    goto out;
  wgc_clear_collective_marks(user);
  if (wgc_check_undefined(user, opt->library) || wgc_verify(user))
    goto out;
  rc = write_output(user, opt->output);
out:
  if (user)
    LLVMDisposeModule(user);
  LLVMContextDispose(ctx);
  return rc;
}

int main(int argc, char **argv) {
  /* Past a file size limit write() then fails with EFBIG, reported, instead
   * of the signal killing the process with its temporary file left. */
  signal(SIGXFSZ, SIG_IGN);
  struct wgc_options opt;
  int status = wgc_parse_options(argc, argv, &opt);
  if (status >= 0)
    return status;
  if (opt.print_library) {
    puts(opt.library);
    wgc_free_options(&opt);
    return WGC_EXIT_OK;
  }
  int rc = run(&opt);
  wgc_free_options(&opt);
  return rc;
}
