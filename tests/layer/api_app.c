// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The OpenCL API's answers on the build calls' error paths, printed one
 * line per case ("CASE: ERROR callbacks N"), for comparison with and
 * without the layer; with --layer, what only a build through wgc-cc shows
 * (every log reachable, callbacks once on every path); with --unavailable,
 * a build whose toolchain is missing.
 * Usage: api_app [--layer | --unavailable] */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/* Calls a collective, so that the layer compiles it. */
static const char *source =
    "kernel void k(global int *o) { o[0] = work_group_reduce_add(1); }\n";
/* Names one without calling it: the driver compiles it as well as wgc-cc,
 * which the layer hands it to. */
static const char *named = "#define UNUSED work_group_reduce_add\n"
                           "kernel void k(global int *o) { o[0] = V; }\n";
static const char *plain = "kernel void k(global int *o) { o[0] = 1; }\n";

static int calls, null_program;
static void CL_CALLBACK notify(cl_program p, void *data) {
  (void)data;
  calls++;
  null_program |= p == NULL;
}

static cl_program create(const char *text) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(context, 1, &text, NULL, &err);
  return err == CL_SUCCESS ? p : NULL;
}

static void report(const char *name, cl_int err) {
  printf("%s: %d callbacks %d%s\n", name, err, calls,
         null_program ? " (one without a program)" : "");
  calls = 0;
  null_program = 0;
}

/* The build log of p for the device: its length, 0 when unreadable. */
static size_t log_length(cl_program p) {
  size_t len = 0;
  if (clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, 0, NULL, &len) !=
      CL_SUCCESS)
    return 0;
  char *log = calloc(len + 1, 1);
  if (log)
    clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, len, log, NULL);
  size_t n = log ? strlen(log) : 0;
  free(log);
  return n;
}

/* The argument checks and option errors, whose answers must be the
 * driver's. */
static void invalid_arguments(void) {
  int data = 0;
  cl_program p = create(named);
  report("build devices NULL", clBuildProgram(p, 1, NULL, "-DV=1", NULL, NULL));
  report("build 0 devices", clBuildProgram(p, 0, &device, "-DV=1", NULL, NULL));
  report("build data without callback",
         clBuildProgram(p, 1, &device, "-DV=1", NULL, &data));
  report("compile devices NULL",
         clCompileProgram(p, 1, NULL, "-DV=1", 0, NULL, NULL, NULL, NULL));
  report("compile 0 devices",
         clCompileProgram(p, 0, &device, "-DV=1", 0, NULL, NULL, NULL, NULL));
  report("compile data without callback",
         clCompileProgram(p, 1, &device, "-DV=1", 0, NULL, NULL, NULL, &data));
  report("compile bad options",
         clCompileProgram(p, 1, &device, "-DV=1 -no-such-option", 0, NULL, NULL,
                          notify, NULL));
  clReleaseProgram(p);
  /* Include names are the app's to choose; two alike are not an error. */
  p = create("#include \"a.h\"\nkernel void k(global int *o) { o[0] = V; }\n");
  cl_program h = create("#define W work_group_reduce_add\n");
  const char *names[] = {"a.h", "a.h"};
  cl_program hs[] = {h, h};
  report("compile two headers of one name",
         clCompileProgram(p, 1, &device, "-DV=1", 2, hs, names, notify, NULL));
  clReleaseProgram(h);
  clReleaseProgram(p);
  cl_program q = create(named);
  cl_int err =
      clCompileProgram(q, 1, &device, "-DV=1", 0, NULL, NULL, NULL, NULL);
  report("compile", err);
  cl_program l;
  l = clLinkProgram(context, 1, NULL, "", 1, &q, NULL, NULL, &err);
  report("link devices NULL", err);
  l = clLinkProgram(context, 0, &device, "", 1, &q, NULL, NULL, &err);
  report("link 0 devices", err);
  l = clLinkProgram(context, 1, &device, "", 0, &q, NULL, NULL, &err);
  report("link 0 inputs", err);
  l = clLinkProgram(context, 1, &device, "", 1, NULL, NULL, NULL, &err);
  report("link inputs NULL", err);
  l = clLinkProgram(context, 1, &device, "", 1, &q, NULL, &data, &err);
  report("link data without callback", err);
  l = clLinkProgram(context, 1, &device, "-no-such-option", 1, &q, notify, NULL,
                    &err);
  report("link bad options", err);
  printf("  program %s\n", l ? "returned" : "none");
  if (l)
    clReleaseProgram(l);
  l = clLinkProgram(context, 1, &device, "", 1, &q, notify, NULL, &err);
  report("link", err);
  if (l)
    clReleaseProgram(l);
  clReleaseProgram(q);
}

/* What a build through wgc-cc must also do. */
static void layer_paths(void) {
  cl_program p = create(source);
  cl_int err = clBuildProgram(p, 1, &device, "", notify, NULL);
  check(err == CL_SUCCESS && calls == 1,
        "build: error %d, %d callbacks (expected 0 and 1)", err, calls);
  calls = 0;
  clReleaseProgram(p);

  p = create("kernel void k(global int *o) { o[0] = work_group_reduce_add(; }");
  err = clBuildProgram(p, 1, &device, "", notify, NULL);
  check(err == CL_BUILD_PROGRAM_FAILURE && calls == 1 && log_length(p) > 0,
        "failed build: error %d, %d callbacks, log of %zu bytes", err, calls,
        log_length(p));
  calls = 0;
  err = clBuildProgram(p, 1, &device, "-no-such-option", notify, NULL);
  check(err == CL_INVALID_BUILD_OPTIONS && calls == 1,
        "bad build options: error %d, %d callbacks", err, calls);
  calls = 0;
  clReleaseProgram(p);

  /* clCompileProgram names option errors for itself. */
  p = create(source);
  err = clCompileProgram(p, 1, &device, "-no-such-option", 0, NULL, NULL,
                         notify, NULL);
  check(err == CL_INVALID_COMPILER_OPTIONS && calls == 1,
        "bad compile options: error %d, %d callbacks", err, calls);
  calls = 0;
  clReleaseProgram(p);

  /* Compile and link: the callback once each, the link's log on the
   * compiled program. */
  cl_program q = create(source);
  err = clCompileProgram(q, 1, &device, "", 0, NULL, NULL, notify, NULL);
  check(err == CL_SUCCESS && calls == 1, "compile: error %d, %d callbacks", err,
        calls);
  calls = 0;
  cl_program l =
      clLinkProgram(context, 1, &device, "", 1, &q, notify, NULL, &err);
  check(err == CL_SUCCESS && l && calls == 1,
        "link: error %d, program %p, %d callbacks", err, (void *)l, calls);
  calls = 0;
  if (l)
    clReleaseProgram(l);
  l = clLinkProgram(context, 1, &device, "-create-library", 1, &q, notify, NULL,
                    &err);
  cl_build_status status = CL_BUILD_NONE;
  if (l)
    clGetProgramBuildInfo(l, device, CL_PROGRAM_BUILD_STATUS, sizeof status,
                          &status, NULL);
  check(err == CL_LINK_PROGRAM_FAILURE && l && calls == 1 &&
            status == CL_BUILD_ERROR && log_length(l) > 0,
        "a link wgc cannot do: error %d, program %p, %d callbacks, status "
        "%d, log of %zu bytes (expected a program in error with its log)",
        err, (void *)l, calls, status, l ? log_length(l) : 0);
  calls = 0;
  if (l)
    clReleaseProgram(l);
  clReleaseProgram(q);
  clReleaseProgram(create(plain));
}

/* wgc-cc's toolchain missing (status 4): the documented
 * CL_COMPILER_NOT_AVAILABLE, the callback once, the log reachable. */
static void unavailable(void) {
  cl_program p = create(source);
  cl_int err = clBuildProgram(p, 1, &device, "", notify, NULL);
  check(err == CL_COMPILER_NOT_AVAILABLE && calls == 1 && log_length(p) > 0,
        "build without a toolchain: error %d, %d callbacks, log of %zu bytes",
        err, calls, log_length(p));
  calls = 0;
  err = clCompileProgram(p, 1, &device, "", 0, NULL, NULL, notify, NULL);
  check(err == CL_COMPILER_NOT_AVAILABLE && calls == 1 && log_length(p) > 0,
        "compile without a toolchain: error %d, %d callbacks, log of %zu "
        "bytes",
        err, calls, log_length(p));
  calls = 0;
  clReleaseProgram(p);
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (!open_device())
    return finish();
  if (!strcmp(mode, "--layer"))
    layer_paths();
  else if (!strcmp(mode, "--unavailable"))
    unavailable();
  else
    invalid_arguments();
  return finish();
}
