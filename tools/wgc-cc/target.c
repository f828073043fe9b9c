// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The steps that turn one OpenCL C file into what a target's runtime
 * loads, per target. */
#include "target.h"
#include "cleanup.h"
#include "diag.h"
#include "exit_codes.h"
#include "locate.h"
#include "ptx_scan.h"
#include "reqd_scan.h"
#include "spawn.h"
#include "subgroups.h"
#include "target_cpu.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum target_kind { SPIR64, SPIRV64, NVPTX64, AMDGCN };

struct target_desc {
  const char *name;
  enum target_kind kind;
  const char *triple;
  const char *library; /* wgc-LIBRARY.bc; amdgcn's is per family */
  int subgroups;       /* compiles with wgc's sub-group extensions */
};

/* emu32 and emu64 are SPIR bitcode for PoCL like spir64, linked with the
 * libraries of emulated 32- and 64-wide sub-groups. */
static const struct target_desc targets[] = {
    {"spir64", SPIR64, "spir64-unknown-unknown", "spir64", 0},
    {"spirv64", SPIRV64, "spir64-unknown-unknown", "spir64-bounded", 0},
    {"nvptx64", NVPTX64, "nvptx64-nvidia-nvcl", "nvptx64", 1},
    {"amdgcn", AMDGCN, "amdgcn-amd-amdhsa", NULL, 1},
    {"emu32", SPIR64, "spir64-unknown-unknown", "emu32", 1},
    {"emu64", SPIR64, "spir64-unknown-unknown", "emu64", 1},
};

static int check_cpu(struct target_build *b) {
  const struct cc_options *o = b->opt;
  switch (b->desc->kind) {
  case NVPTX64:
    return nvptx_cpu(o->mcpu ? o->mcpu : "sm_70", b->cpu, sizeof b->cpu);
  case AMDGCN:
    snprintf(b->cpu, sizeof b->cpu, "%s", o->mcpu ? o->mcpu : "");
    return amdgcn_family(o->mcpu, b->family, sizeof b->family);
  default:
    if (o->mcpu)
      return wgc_cc_fail(WGC_CC_USAGE, "--mcpu does not apply to --target=%s",
                         b->desc->name);
    /* llvm-spirv-15 rejects a module that carries two OpenCL C versions
     * ("OCL version mismatch"), and wgc's library is OpenCL C 2.0. */
    if (b->desc->kind == SPIRV64 && strcmp(o->flags.std, "CL2.0"))
      return wgc_cc_fail(WGC_CC_USAGE,
                         "--target=spirv64 compiles OpenCL C 2.0 only, not "
                         "-cl-std=%s (llvm-spirv-15 rejects a module mixing "
                         "OpenCL C versions with wgc's 2.0)",
                         o->flags.std);
    return 0;
  }
}

/* Finds every tool and file of the target; NULL members are not needed. */
static int locate_all(struct target_build *b) {
  const struct cc_options *o = b->opt;
  enum target_kind k = b->desc->kind;
  char lib[64];
  if (k == AMDGCN)
    snprintf(lib, sizeof lib, "wgc-amdgcn-%s.bc", b->family);
  else
    snprintf(lib, sizeof lib, "wgc-%s.bc", b->desc->library);
  if (!(b->clang = locate_clang(o->clang)) ||
      !(b->library = locate_wgc_library(o->lib_dir, lib)) ||
      !(b->include_dir = locate_wgc_include_dir()))
    return WGC_CC_TOOLCHAIN_MISSING;
  int ok = 1;
  if (k == SPIR64 || k == SPIRV64)
    ok = ok && (b->wgc_link = locate_wgc_link());
  if (k == SPIRV64)
    ok = ok && (b->llvm_spirv = locate_llvm_tool(b->clang, "llvm-spirv"));
  if (k == NVPTX64)
    ok = ok && (b->libclc =
                    locate_libclc(o->libclc, b->clang, "nvptx64--nvidiacl.bc"));
  if (k == AMDGCN) {
    ok =
        ok &&
        (b->libclc = locate_libclc(o->libclc, b->clang, "amdgcn--amdhsa.bc")) &&
        (b->llvm_link = locate_llvm_tool(b->clang, "llvm-link")) &&
        (b->opt_tool = locate_llvm_tool(b->clang, "opt"));
    if (!o->emit_llvm)
      ok = ok && (b->llc = locate_llvm_tool(b->clang, "llc")) &&
           (b->lld = locate_llvm_tool(b->clang, "ld.lld"));
  }
  return ok ? 0 : WGC_CC_TOOLCHAIN_MISSING;
}

int target_prepare(const struct cc_options *o, struct target_build *b) {
  memset(b, 0, sizeof(*b));
  b->opt = o;
  for (size_t i = 0; i < sizeof targets / sizeof *targets; ++i)
    if (!strcmp(o->target, targets[i].name))
      b->desc = &targets[i];
  if (!b->desc)
    return wgc_cc_fail(WGC_CC_USAGE,
                       "unknown target '%s' (spir64, spirv64, nvptx64, "
                       "amdgcn, emu32, emu64)",
                       o->target);
  /* OpenCL C 3.1 has sub-groups (wgc/opencl_c_3_1.h). */
  if (!strcmp(o->flags.std, "CL3.1") && !b->desc->subgroups)
    return wgc_cc_fail(WGC_CC_USAGE,
                       "-cl-std=CL3.1 needs sub-groups, which wgc provides "
                       "on nvptx64, amdgcn, emu32 and emu64, not on "
                       "--target=%s",
                       o->target);
  if (o->work_group_sizes.len && b->desc->kind == AMDGCN)
    return wgc_cc_fail(WGC_CC_USAGE,
                       "--work-group-size does not apply to --target=amdgcn");
  int rc = check_cpu(b);
  return rc ? rc : locate_all(b);
}

void target_free(struct target_build *b) {
  char *owned[] = {b->clang,    b->library,   b->libclc,   b->include_dir,
                   b->wgc_link, b->llvm_link, b->opt_tool, b->llc,
                   b->lld,      b->llvm_spirv};
  for (size_t i = 0; i < sizeof owned / sizeof *owned; ++i)
    free(owned[i]);
}

/* How a step's end maps to wgc-cc's status. The user's compile failing
 * with status 1 is a compile error when clang reported an error at a place
 * in the source (LOG); without one, clang failed for another reason (its
 * output could not be written: a full temporary folder) and that is the
 * toolchain's, like anything else. */
static int step_status(const char *tool, int status,
                       const struct spawn_log *log) {
  if (status == 0)
    return 0;
  if (status == SPAWN_NOT_RUN)
    return WGC_CC_TOOLCHAIN_FAILED;
  if (log && status == 1 && log->located_error)
    return WGC_CC_COMPILE_ERROR;
  if (status >= SPAWN_SIGNALED)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "%s was killed by signal %d",
                       tool, status - SPAWN_SIGNALED);
  if (log)
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                       "%s failed (exit status %d) without a diagnostic "
                       "about the source (is the temporary folder full?)",
                       tool, status);
  return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "%s failed (exit status %d)",
                     tool, status);
}

/* Whether the file PATH contains WORDS. */
static int file_contains(const char *path, const char *words) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0;
  char line[4096];
  int found = 0;
  while (!found && fgets(line, sizeof line, f))
    found = strstr(line, words) != NULL;
  fclose(f);
  return found;
}

/* Runs a step after the user's compile. QUIET steps' stderr is shown only
 * when they fail (llvm-link warns about libclc's triple spelling). */
static int run_step(const struct target_build *b, struct strvec *argv,
                    int quiet) {
  if (argv->oom) {
    strvec_free(argv);
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  }
  const char *log = quiet ? cleanup_work_file("step.log") : NULL;
  int status = spawn_run(argv->items, b->opt->verbose, log, NULL);
  if (status != 0 && log)
    spawn_show_file(log);
  int rc = step_status(argv->items[0], status, NULL);
  strvec_free(argv);
  return rc;
}

/* Runs a step that reports a call to a function defined nowhere: wgc-link
 * --no-undefined (status 4) or ld.lld (UNDEFINED, the words of its
 * message, in its stderr). That is the program's fault, as a driver's link
 * step reports it: status 1 (CL_BUILD_PROGRAM_FAILURE), the step's
 * message the build log. */
static int run_step_undefined(const struct target_build *b, struct strvec *argv,
                              const char *undefined) {
  if (argv->oom) {
    strvec_free(argv);
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  }
  const char *log = cleanup_work_file("step.log");
  int status = spawn_run(argv->items, b->opt->verbose, log, NULL);
  int program = 0;
  if (status != 0) {
    spawn_show_file(log);
    program =
        undefined ? status == 1 && file_contains(log, undefined) : status == 4;
  }
  int rc = program ? WGC_CC_COMPILE_ERROR
                   : step_status(argv->items[0], status, NULL);
  strvec_free(argv);
  return rc;
}

/* The -O option of the compile and of the NVIDIA code generation. */
static void opt_level(const struct target_build *b, char level[4]) {
  level[0] = '-';
  level[1] = 'O';
  level[2] = b->opt->flags.opt_level;
  level[3] = 0;
  /* The NVIDIA library picks its code by architecture with __nvvm_reflect;
   * only an optimizing pipeline removes the branches for other
   * architectures, whose instructions the backend cannot select. */
  if (b->desc->kind == NVPTX64 && level[2] == '0')
    level[2] = '1';
}

/* Writes the arguments after argv[0] to the response file PATH, one per
 * line, each character that clang's reading of @FILE treats specially
 * (blanks, quotes, backslash) escaped with a backslash. */
static int write_response_file(const char *path, char *const *argv) {
  FILE *f = fopen(path, "w");
  if (!f)
    return -1;
  for (int i = 1; argv[i]; ++i) {
    if (!argv[i][0])
      fputs("\"\"", f);
    for (const char *c = argv[i]; *c; ++c) {
      if (strchr(" \t\n\r\v\f'\"\\", *c))
        fputc('\\', f);
      fputc(*c, f);
    }
    fputc('\n', f);
  }
  return fclose(f) != 0 ? -1 : 0;
}

/* Above this many bytes of arguments, clang gets them in a response file:
 * the kernel limits one argument to 128 KiB and all to about 2 MiB, and
 * build options (-D values) may be longer. */
#define RESPONSE_FILE_BYTES 65536

/* Runs the user's compile A, its stderr read for the step's status. */
static int run_clang(const struct target_build *b, struct strvec *a) {
  size_t bytes = 0;
  for (int i = 0; i < a->len; ++i)
    bytes += strlen(a->items[i]) + 1;
  char *argv[3] = {a->items[0], NULL, NULL};
  char *const *run = a->items;
  char at[4200];
  if (bytes > RESPONSE_FILE_BYTES) {
    const char *rsp = cleanup_work_file("clang.rsp");
    if (!rsp || write_response_file(rsp, a->items) != 0)
      return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                         "cannot write clang's response file: %s",
                         strerror(errno));
    snprintf(at, sizeof at, "@%s", rsp);
    argv[1] = at;
    run = argv;
  }
  struct spawn_log log;
  if (b->opt->verbose && run != a->items) {
    spawn_print_command(a->items);
  }
  int status = spawn_run(run, b->opt->verbose && run == a->items, NULL, &log);
  return step_status(b->clang, status, &log);
}

/* Whether STD is OpenCL C 3.0 or 3.1, which clang-15 compiles as 3.0. */
static int is_cl3(const char *std) { return !strncmp(std, "CL3.", 4); }

/* clang-15's SimplifyCFG hoists identical instructions out of both
 * successors of a branch, convergent calls included: a non-uniform
 * sub-group function called alike on both sides of a divergent branch
 * would run once, over both sides' lanes (tests/lit/nvptx/divergent-calls.cl).
 * Every optimizing step on a target with sub-groups runs without that
 * hoisting: clang's, opt's and llc's here, and wgc-link's. */
#define HOIST_OPTION "-simplifycfg-hoist-common=false"
static void hoist_flags(struct strvec *a) {
  strvec_push2(a, "-mllvm", HOIST_OPTION);
}

/* The target's flags that decide what the source means: its processor and
 * the extensions and features the program may use. Every compile of the
 * source gets them, the build's and --arg-info's alike, so that a program
 * that builds also compiles again to describe its arguments. */
static void language_flags(const struct target_build *b, struct strvec *a) {
  const struct cc_options *o = b->opt;
  char arch[32];
  int cl3 = is_cl3(o->flags.std);
  /* OpenCL C 3.0 makes the collectives optional; wgc provides them. */
  if (cl3)
    strvec_push(a, "-D__opencl_c_work_group_collective_functions=1");
  if (b->desc->subgroups) {
    subgroup_flags(a, o->flags.std);
    hoist_flags(a);
  }
  if (b->desc->kind == NVPTX64) {
    snprintf(arch, sizeof arch, "-march=%s", b->cpu);
    strvec_push(a, arch);
    strvec_push2(a, "-Xclang", "-cl-ext=+cl_khr_fp16");
    /* The library defines the OpenCL 2.0 atomics with their 64-bit forms
     * (targets/nvptx/lib/opencl/atomic/atomics.cl); OpenCL C 3.0 makes generic
     * pointers and the seq_cst order and device scopes optional, and
     * clang-15 takes the two scope features as macros only. */
    strvec_push2(a, "-Xclang",
                 "-cl-ext=+cl_khr_int64_base_atomics,"
                 "+cl_khr_int64_extended_atomics");
    if (cl3) {
      strvec_push2(a, "-Xclang",
                   "-cl-ext=+__opencl_c_generic_address_space,"
                   "+__opencl_c_atomic_order_acq_rel,"
                   "+__opencl_c_atomic_order_seq_cst");
      strvec_push2(a, "-D__opencl_c_atomic_scope_device=1",
                   "-D__opencl_c_atomic_scope_all_devices=1");
    }
  } else if (b->desc->kind == AMDGCN) {
    snprintf(arch, sizeof arch, "-mcpu=%s", b->cpu);
    strvec_push2(a, arch, "-nogpulib");
    if (o->wave64 && !strcmp(b->family, "gfx10"))
      strvec_push(a, "-mwavefrontsize64");
  }
}

/* The compile of the user's source to OUT, with the target's own flags. */
static int compile(const struct target_build *b, const struct strvec *extra,
                   const char *out) {
  const struct cc_options *o = b->opt;
  char std[16], level[4];
  opt_level(b, level);
  snprintf(std, sizeof std, "-cl-std=%s",
           is_cl3(o->flags.std) ? "CL3.0" : o->flags.std);
  struct strvec a = {0};
  strvec_push(&a, b->clang);
  strvec_push2(&a, "-target", b->desc->triple);
  strvec_push2(&a, std, level);
  strvec_push2(&a, "-Xclang", "-finclude-default-header");
  strvec_push2(&a, "-fno-crash-diagnostics",
               "-Wno-unused-command-line-argument");
  language_flags(b, &a);
  /* The uniform arithmetic functions, which clang-15 does not declare. */
  strvec_push2(&a, "-I", b->include_dir);
  strvec_push2(&a, "-include", WGC_HEADER);
  if (!strcmp(o->flags.std, "CL3.1"))
    strvec_push2(&a, "-include", WGC_HEADER_CL31);
  strvec_append(&a, extra);
  strvec_append(&a, &o->flags.clang);
  strvec_push2(&a, "-x", "cl");
  strvec_push(&a, b->source);
  strvec_push2(&a, "-o", out);
  if (a.oom || extra->oom) {
    strvec_free(&a);
    return wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED, "out of memory");
  }
  int rc = run_clang(b, &a);
  strvec_free(&a);
  return rc;
}

/* Adds "--work-group-size KERNEL=X,Y,Z" to a wgc-link command for each
 * size given. */
static void push_sizes(struct strvec *a, const struct cc_options *o) {
  for (int i = 0; i < o->work_group_sizes.len; ++i)
    strvec_push2(a, "--work-group-size", o->work_group_sizes.items[i]);
}

/* spir64 and spirv64: SPIR bitcode, then wgc-link. */
static int build_spir(const struct target_build *b, const char **result) {
  struct strvec extra = {0}, link = {0};
  const char *kernel = cleanup_work_file("kernel.bc");
  const char *linked = cleanup_work_file("linked.bc");
  /* llvm-spirv-15 cannot translate llvm.vector.reduce.*, which the
   * vectorizers make out of reductions. */
  if (b->desc->kind == SPIRV64)
    strvec_push2(&extra, "-fno-vectorize", "-fno-slp-vectorize");
  strvec_push2(&extra, "-emit-llvm", "-c");
  int rc = compile(b, &extra, kernel);
  strvec_free(&extra);
  if (rc)
    return rc;
  strvec_push2(&link, b->wgc_link, "--no-undefined");
  strvec_push2(&link, "--library", b->library);
  push_sizes(&link, b->opt);
  strvec_push2(&link, "-o", linked);
  strvec_push(&link, kernel);
  if ((rc = run_step_undefined(b, &link, NULL)))
    return rc;
  *result = linked;
  if (b->desc->kind == SPIR64)
    return 0;
  const char *spv = cleanup_work_file("kernel.spv");
  struct strvec tr = {0};
  strvec_push2(&tr, b->llvm_spirv, linked);
  strvec_push2(&tr, "-o", spv);
  *result = spv;
  return run_step(b, &tr, 0);
}

/* nvptx64: the user's source compiled to bitcode with the library and
 * libclc linked, through clang's ThinLTO pre-link pipeline, which leaves
 * open the library's questions whether the work-group size is a constant
 * (__wgc_nvptx_size_known, targets/nvptx/include/wgc/nvptx.h); then clang
 * optimizes that bitcode and writes the PTX. Where the source may declare
 * reqd_work_group_size (reqd_scan.h) and wgc-link is found,
 * wgc-link --fold-work-group-size first folds each declared size into its
 * kernel (and gives it .reqntid), so that those questions are answered yes
 * there and no everywhere else.
 * ptxas rejects calls to an .entry: where the PTX names a kernel again,
 * wgc-link inlines each call to a kernel into its caller (then folds) and
 * the PTX is written again, from that bitcode. */
static int write_ptx(const struct target_build *b, const char *bitcode,
                     const char *ptx) {
  const struct cc_options *o = b->opt;
  struct strvec a = {0};
  char march[32], level[4];
  snprintf(march, sizeof march, "-march=%s", b->cpu);
  opt_level(b, level);
  /* The source's options are in the bitcode, but for -g, which the
   * backend takes from its own options too. */
  strvec_push2(&a, b->clang, "-target");
  strvec_push2(&a, b->desc->triple, march);
  strvec_push2(&a, level, "-fno-crash-diagnostics");
  for (int i = 0; i < o->flags.clang.len; ++i)
    if (!strcmp(o->flags.clang.items[i], "-g"))
      strvec_push(&a, "-g");
  hoist_flags(&a);
  strvec_push2(&a, "-S", bitcode);
  strvec_push2(&a, "-o", ptx);
  return run_step(b, &a, 0);
}

/* Runs wgc-link (found or not yet: NULL) with the option(s) on IN, writing
 * OUT. */
static int nvptx_link(const struct target_build *b, const char *wgc_link,
                      const char *in, const char *out, int inline_calls,
                      int fold) {
  struct strvec a = {0};
  char *located = wgc_link ? NULL : locate_wgc_link();
  if (!wgc_link && !located)
    return WGC_CC_TOOLCHAIN_MISSING;
  strvec_push(&a, wgc_link ? wgc_link : located);
  if (inline_calls)
    strvec_push(&a, "--inline-kernel-calls");
  if (fold) {
    strvec_push(&a, "--fold-work-group-size");
    push_sizes(&a, b->opt);
  }
  strvec_push2(&a, "-o", out);
  strvec_push(&a, in);
  int rc = run_step(b, &a, 0);
  free(located);
  return rc;
}

static int build_nvptx(const struct target_build *b, const char **result) {
  struct strvec extra = {0};
  const char *kernel = cleanup_work_file("kernel.bc");
  const char *folded = cleanup_work_file("folded.bc");
  const char *inlined = cleanup_work_file("inlined.bc");
  const char *ptx = cleanup_work_file("kernel.ptx");
  /* libclc's triple is spelt nvptx64-unknown-nvidiacl: a harmless
   * warning that -Werror would make fatal. */
  strvec_push2(&extra, "-Xclang", "-mlink-builtin-bitcode");
  strvec_push2(&extra, "-Xclang", b->library);
  strvec_push2(&extra, "-Xclang", "-mlink-builtin-bitcode");
  strvec_push2(&extra, "-Xclang", b->libclc);
  strvec_push2(&extra, "-Wno-linker-warnings", "-flto=thin");
  strvec_push2(&extra, "-emit-llvm", "-c");
  int rc = compile(b, &extra, kernel);
  strvec_free(&extra);
  if (rc)
    return rc;
  /* The fold is an optimization: without wgc-link (NVIDIA's machines may
   * lack the LLVM 15 it needs) the kernels keep their run-time size. */
  int fold = may_declare_reqd_size(b->source, &b->opt->flags.clang);
  if (fold < 0)
    return WGC_CC_INPUT;
  fold |= b->opt->work_group_sizes.len > 0;
  char *wgc_link = fold ? find_wgc_link() : NULL;
  fold = wgc_link != NULL;
  if (fold && (rc = nvptx_link(b, wgc_link, kernel, folded, 0, 1)))
    goto out;
  if ((rc = write_ptx(b, fold ? folded : kernel, ptx)))
    goto out;
  *result = ptx;
  int calls = ptx_names_entry_twice(ptx);
  if (calls < 0)
    rc = WGC_CC_TOOLCHAIN_FAILED;
  else if (calls > 0 &&
           !(rc = nvptx_link(b, wgc_link, kernel, inlined, 1, fold)))
    rc = write_ptx(b, inlined, ptx);
  char *undefined = NULL;
  int found = rc ? 0 : ptx_undefined_function(ptx, &undefined);
  if (found < 0)
    rc = WGC_CC_TOOLCHAIN_FAILED;
  else if (found)
    rc = wgc_cc_fail(WGC_CC_COMPILE_ERROR,
                     "a kernel calls '%s', which is defined nowhere (not in "
                     "the program, wgc's library or libclc)",
                     undefined);
  free(undefined);
out:
  free(wgc_link);
  return rc;
}

/* amdgcn: bitcode for the GPU, linked with the family's library and
 * libclc, optimized once the GPU and wave size are known (the library's
 * wave size must not be folded earlier, targets/amdgcn/README.md), then
 * llc and ld.lld make the code object. */
static int build_amdgcn(const struct target_build *b, const char **result) {
  const struct cc_options *o = b->opt;
  int wave64 = o->wave64 && strcmp(b->family, "gfx10") == 0;
  char mcpu[32], mattr[40], olevel[4] = {'-', 'O', '2', 0};
  snprintf(mcpu, sizeof mcpu, "-mcpu=%s", b->cpu);
  snprintf(mattr, sizeof mattr, "-mattr=+wavefrontsize%d",
           !strcmp(b->family, "gfx10") && !wave64 ? 32 : 64);
  if (o->flags.opt_level == '3')
    olevel[2] = '3';
  const char *kernel = cleanup_work_file("kernel.bc");
  const char *linked = cleanup_work_file("linked.bc");
  const char *optimized = cleanup_work_file("optimized.bc");
  const char *object = cleanup_work_file("kernel.o");
  const char *code = cleanup_work_file("kernel.hsaco");
  struct strvec extra = {0}, a = {0};
  strvec_push2(&extra, "-emit-llvm", "-c");
  int rc = compile(b, &extra, kernel);
  strvec_free(&extra);
  if (rc)
    return rc;
  strvec_push2(&a, b->llvm_link, kernel);
  strvec_push2(&a, "--only-needed", "--internalize");
  strvec_push2(&a, b->library, b->libclc);
  strvec_push2(&a, "-o", linked);
  if ((rc = run_step(b, &a, 1)))
    return rc;
  strvec_push2(&a, b->opt_tool, olevel);
  strvec_push2(&a, "-mtriple=amdgcn-amd-amdhsa", mcpu);
  strvec_push2(&a, mattr, linked);
  strvec_push2(&a, HOIST_OPTION, "-o");
  strvec_push(&a, optimized);
  if ((rc = run_step(b, &a, 0)))
    return rc;
  *result = optimized;
  if (o->emit_llvm)
    return 0;
  strvec_push2(&a, b->llc, "-mtriple=amdgcn-amd-amdhsa");
  strvec_push2(&a, mcpu, mattr);
  strvec_push2(&a, "-filetype=obj", optimized);
  strvec_push2(&a, HOIST_OPTION, "-o");
  strvec_push(&a, object);
  if ((rc = run_step(b, &a, 0)))
    return rc;
  strvec_push2(&a, b->lld, "-shared");
  strvec_push2(&a, "--no-undefined", object);
  strvec_push2(&a, "-o", code);
  *result = code;
  return run_step_undefined(b, &a, "error: undefined ");
}

int target_describe(const struct target_build *b, const char *out) {
  struct strvec extra = {0};
  /* The source compiled already: its warnings are in the log once. */
  strvec_push2(&extra, "-emit-llvm", "-S");
  strvec_push2(&extra, "-O0", "-cl-kernel-arg-info");
  strvec_push(&extra, "-w");
  int rc = compile(b, &extra, out);
  strvec_free(&extra);
  return rc == WGC_CC_COMPILE_ERROR
             ? wgc_cc_fail(WGC_CC_TOOLCHAIN_FAILED,
                           "the source did not compile again to describe its "
                           "kernel arguments")
             : rc;
}

int target_run(struct target_build *b, const char **result) {
  switch (b->desc->kind) {
  case NVPTX64:
    return build_nvptx(b, result);
  case AMDGCN:
    return build_amdgcn(b, result);
  default:
    return build_spir(b, result);
  }
}
