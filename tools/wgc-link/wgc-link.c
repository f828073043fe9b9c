/* wgc-link: links kernel modules with a wgc bitcode library for a runtime. */
#include "link_passes.h"
#include "options.h"
#include "report.h"

#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>

#include <errno.h>
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

/* Writes next to the output and renames, so a failure never leaves a
 * half-written file behind. */
static int write_output(LLVMModuleRef mod, const char *path) {
  size_t len = strlen(path);
  char *tmp = malloc(len + 16);
  if (!tmp)
    return wgc_error("out of memory");
  snprintf(tmp, len + 16, "%s.tmp.XXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    wgc_error("%s: cannot create: %s", tmp, strerror(errno));
    free(tmp);
    return 1;
  }
  int failed = fchmod(fd, new_file_mode()) != 0;
  if (failed) {
    wgc_error("%s: cannot set its mode: %s", tmp, strerror(errno));
    close(fd);
  }
  if (!failed && LLVMWriteBitcodeToFD(mod, fd, 1, 0) != 0) {
    wgc_error("%s: cannot write bitcode", tmp);
    failed = 1;
  }
  if (!failed && rename(tmp, path) != 0) {
    wgc_error("%s: cannot create: %s", path, strerror(errno));
    failed = 1;
  }
  if (failed)
    unlink(tmp);
  free(tmp);
  return failed;
}

static int run(const struct wgc_options *opt) {
  LLVMContextRef ctx = LLVMContextCreate();
  int rc = 1;
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
  LLVMModuleRef lib = load_module(ctx, opt->library);
  if (!lib)
    goto out;
  if (wgc_check_triples(user, lib, opt->inputs[0], opt->library) ||
      wgc_link_library(user, lib, opt->library) || wgc_inline_library(user) ||
      wgc_privatize_scratch(user) || wgc_rematerialize(user) ||
      wgc_check_undefined(user, opt->library) || wgc_verify(user))
    goto out;
  rc = write_output(user, opt->output);
out:
  if (user)
    LLVMDisposeModule(user);
  LLVMContextDispose(ctx);
  return rc;
}

int main(int argc, char **argv) {
  struct wgc_options opt;
  int status = wgc_parse_options(argc, argv, &opt);
  if (status >= 0)
    return status;
  if (opt.print_library) {
    puts(opt.library);
    wgc_free_options(&opt);
    return 0;
  }
  int rc = run(&opt);
  wgc_free_options(&opt);
  return rc;
}
