// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* wgc-link: links kernel modules with a wgc bitcode library for a runtime. */
#include "ending_signals.h"
#include "link_passes.h"
#include "options.h"
#include "output.h"
#include "report.h"
#include "stdio_fds.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>

#include <errno.h>
#include <limits.h>
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
  /* Empty text parses as a module without anything: never an input. */
  if (LLVMGetBufferSize(buf) == 0) {
    wgc_error("%s: empty file, not LLVM bitcode or IR", path);
    LLVMDisposeMemoryBuffer(buf);
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

/* The target triple of the bitcode file PATH, read without loading its
 * functions, in a context of its own (a module for another target may not
 * load beside the inputs at all: typed against opaque pointers). NULL when
 * it cannot be read so (textual IR): the full load then reports. */
static char *file_triple(const char *path) {
  LLVMMemoryBufferRef buf;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod;
  char *triple = NULL;
  if (!LLVMGetBitcodeModuleInContext2(ctx, buf, &mod)) {
    triple = strdup(LLVMGetTarget(mod));
    LLVMDisposeModule(mod);
  } else {
    LLVMDisposeMemoryBuffer(buf);
  }
  LLVMContextDispose(ctx);
  return triple;
}

/* The output's temporary twin while it exists (empty otherwise), for the
 * signal handler to remove: fixed storage that the handler only reads. */
static char twin[PATH_MAX];

static void on_signal(int sig, siginfo_t *info, void *context) {
  (void)context;
  /* The write past the limit fails with EFBIG, reported (status 3). */
  if (wgc_output_size_limit_signal(info))
    return;
  if (twin[0])
    unlink(twin);
  signal(sig, SIG_DFL);
  raise(sig);
}

/* A signal ends wgc-link as it would have (the caller sees the signal),
 * after removing the output's twin; one the caller ignores stays ignored
 * (a SIGPIPE ignored makes a write to a closed pipe fail instead). */
static void install_handlers(void) { wgc_ending_signals_install(on_signal); }

/* Records PATH (NULL: none) as the twin, the handled signals blocked. */
static void watch_twin(const char *path) {
  sigset_t set, was;
  wgc_ending_signals(&set);
  sigprocmask(SIG_BLOCK, &set, &was);
  if (path && strlen(path) < sizeof twin)
    strcpy(twin, path);
  else
    twin[0] = 0;
  sigprocmask(SIG_SETMASK, &was, NULL);
}

/* Writes the module to the output (tools/common/output.h): a regular file
 * through a temporary file renamed into place, so that a failure (full
 * disk, file size limit) leaves neither a half-written output nor the
 * temporary file, and any existing output as it was; stdout ("-"), a
 * device or a FIFO written through. No input is ever written over. */
static int write_output(LLVMModuleRef mod, const struct wgc_options *opt) {
  const char **inputs = malloc(((size_t)opt->n_inputs + 1) * sizeof *inputs);
  if (!inputs)
    return wgc_error("out of memory"), WGC_EXIT_OUTPUT;
  for (int i = 0; i < opt->n_inputs; ++i)
    inputs[i] = opt->inputs[i];
  inputs[opt->n_inputs] = opt->library;
  struct wgc_output out;
  int failed = wgc_output_open(&out, opt->output, inputs, opt->n_inputs + 1);
  free(inputs);
  if (!failed)
    watch_twin(out.tmp);
  if (!failed) {
    LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(mod);
    if (!buf) {
      snprintf(out.error, sizeof out.error,
               "cannot write '%s': out of memory for the bitcode", out.path);
      failed = 1;
    } else {
      failed = wgc_output_write(&out, LLVMGetBufferStart(buf),
                                LLVMGetBufferSize(buf)) ||
               wgc_output_commit(&out);
      LLVMDisposeMemoryBuffer(buf);
    }
  }
  if (failed) {
    wgc_error("%s", out.error);
    wgc_output_abort(&out);
  }
  watch_twin(NULL);
  return failed ? WGC_EXIT_OUTPUT : WGC_EXIT_OK;
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
  if (wgc_declare_work_group_sizes(user, opt->sizes, opt->n_sizes))
    goto out;
  if (opt->inline_kernel_calls || opt->fold_wg_size) {
    if (!(opt->inline_kernel_calls && wgc_inline_kernel_calls(user)) &&
        !(opt->fold_wg_size && wgc_fold_work_group_size(user)) &&
        !wgc_verify(user))
      rc = opt->no_undefined && wgc_check_no_undefined(user)
               ? WGC_EXIT_UNDEFINED
               : write_output(user, opt);
    goto out;
  }
  char *lib_triple = file_triple(opt->library);
  int other =
      lib_triple && wgc_check_triple_names(LLVMGetTarget(user), lib_triple,
                                           opt->inputs[0], opt->library);
  free(lib_triple);
  if (other)
    goto out;
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
  if (opt->no_undefined && wgc_check_no_undefined(user)) {
    rc = WGC_EXIT_UNDEFINED;
    goto out;
  }
  rc = write_output(user, opt);
out:
  if (user)
    LLVMDisposeModule(user);
  LLVMContextDispose(ctx);
  return rc;
}

int main(int argc, char **argv) {
  /* Before anything is opened: no file may become stdin, stdout or
   * stderr. */
  wgc_stdio_fds_open();
  install_handlers();
  struct wgc_options opt;
  int status = wgc_parse_options(argc, argv, &opt);
  if (status >= 0)
    return status;
  if (opt.print_library) {
    puts(opt.library);
    wgc_free_options(&opt);
    return WGC_EXIT_OK;
  }
  wgc_passes_configure();
  int rc = run(&opt);
  wgc_free_options(&opt);
  return rc;
}
