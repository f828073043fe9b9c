// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Builds one program from a source file and runs its kernel k(global int *)
 * on one work-item, printing what an app sees: "build ERROR" and the build
 * log, then "value N" (o[0]) after a successful build.
 * Usage: build_app SOURCE [--options FILE] [--header NAME=FILE]
 *                         [--sigchld ignore|reap]
 * --options: the build options, read from FILE verbatim (any length or
 * byte). --header: clCompileProgram with that header, then clLinkProgram,
 * instead of clBuildProgram. --sigchld: the app ignores SIGCHLD, or reaps
 * every child from its SIGCHLD handler, while it builds (PoCL's own linker,
 * which runs when the kernel is first enqueued, needs SIGCHLD). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "harness.h"

static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t len = 0, cap = 4096;
  char *text = malloc(cap);
  for (size_t n; text && (n = fread(text + len, 1, cap - len - 1, f)) > 0;) {
    len += n;
    if (len + 1 == cap)
      text = realloc(text, cap *= 2);
  }
  fclose(f);
  if (text)
    text[len] = 0;
  return text;
}

static void reap_all(int sig) {
  (void)sig;
  int saved = errno;
  while (waitpid(-1, NULL, WNOHANG) > 0)
    ;
  errno = saved;
}

static void print_log(cl_program program) {
  size_t len = 0;
  if (clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, NULL,
                            &len) != CL_SUCCESS)
    return;
  char *log = calloc(len + 1, 1);
  if (log && clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, len,
                                   log, NULL) == CL_SUCCESS)
    printf("log: %s\n", log);
  free(log);
}

int main(int argc, char **argv) {
  const char *source_path = argc > 1 ? argv[1] : NULL, *options_path = NULL,
             *header = NULL, *sigchld = NULL;
  for (int i = 2; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--options"))
      options_path = argv[i + 1];
    else if (!strcmp(argv[i], "--header"))
      header = argv[i + 1];
    else if (!strcmp(argv[i], "--sigchld"))
      sigchld = argv[i + 1];
  }
  char *source = source_path ? read_text(source_path) : NULL;
  char *options = options_path ? read_text(options_path) : strdup("");
  if (!source || !options) {
    fprintf(stderr, "usage: build_app SOURCE [--options FILE] "
                    "[--header NAME=FILE] [--sigchld ignore|reap]\n");
    return 2;
  }
  struct sigaction old;
  sigaction(SIGCHLD, NULL, &old);
  if (sigchld && !strcmp(sigchld, "ignore")) {
    signal(SIGCHLD, SIG_IGN);
  } else if (sigchld && !strcmp(sigchld, "reap")) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = reap_all;
    sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
    sigaction(SIGCHLD, &sa, NULL);
  }
  if (!open_device())
    return finish();
  cl_int err;
  const char *text = source;
  cl_program program = clCreateProgramWithSource(context, 1, &text, NULL, &err);
  check(err == CL_SUCCESS, "clCreateProgramWithSource: %d", err);
  cl_program built = program;
  if (header) {
    char *eq = strchr(header, '=');
    char *header_text = eq ? read_text(eq + 1) : NULL;
    check(header_text != NULL, "cannot read the header %s", header);
    if (!header_text)
      return finish();
    *eq = 0;
    const char *h = header_text, *name = header;
    cl_program hp = clCreateProgramWithSource(context, 1, &h, NULL, &err);
    err = clCompileProgram(program, 1, &device, options, 1, &hp, &name, NULL,
                           NULL);
    printf("compile %d\n", err);
    built = NULL;
    if (err == CL_SUCCESS)
      built =
          clLinkProgram(context, 1, &device, "", 1, &program, NULL, NULL, &err);
    printf("build %d\n", err);
    if (err != CL_SUCCESS)
      print_log(program);
    clReleaseProgram(hp);
    free(header_text);
  } else {
    err = clBuildProgram(program, 1, &device, options, NULL, NULL);
    printf("build %d\n", err);
    if (err != CL_SUCCESS)
      print_log(program);
  }
  sigaction(SIGCHLD, &old, NULL);
  if (err == CL_SUCCESS && built) {
    cl_kernel k = clCreateKernel(built, "k", &err);
    cl_mem out =
        clCreateBuffer(context, CL_MEM_READ_WRITE, sizeof(cl_int), NULL, &err);
    cl_command_queue q =
        clCreateCommandQueueWithProperties(context, device, NULL, &err);
    cl_int value = -1;
    size_t one = 1;
    err = clSetKernelArg(k, 0, sizeof out, &out);
    if (err == CL_SUCCESS)
      err = clEnqueueNDRangeKernel(q, k, 1, NULL, &one, &one, 0, NULL, NULL);
    if (err == CL_SUCCESS)
      err = clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof value, &value, 0,
                                NULL, NULL);
    check(err == CL_SUCCESS, "running k: %d", err);
    printf("value %d\n", value);
    clReleaseCommandQueue(q);
    clReleaseMemObject(out);
    clReleaseKernel(k);
    if (built != program)
      clReleaseProgram(built);
  }
  clReleaseProgram(program);
  free(source);
  free(options);
  return finish();
}
