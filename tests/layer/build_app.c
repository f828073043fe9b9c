// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Builds one program from a source file and runs its kernel k(global int *)
 * on one work-item, printing what an app sees: "build ERROR" and the build
 * log, then "value N" (o[0]) after a successful build.
 * Usage: build_app SOURCE [--options FILE] [--header NAME=FILE]
 *                         [--sigchld ignore|reap] [--hygiene 1]
 *                         [--stderr-closed FILE] [--xfsz-default 1]
 * --options: the build options, read from FILE verbatim (any length or
 * byte). --header: clCompileProgram with that header, then clLinkProgram,
 * instead of clBuildProgram. --sigchld: the app ignores SIGCHLD, or reaps
 * every child from its SIGCHLD handler, while it builds (PoCL's own linker,
 * which runs when the kernel is first enqueued, needs SIGCHLD).
 * --hygiene: the app holds an inheritable pipe, builds with descriptors 0-2
 * closed while a thread of its own starts children, and prints "stdio
 * closed after build" when the build left 0-2 closed.
 * --stderr-closed: the app closes descriptor 2 before it opens its device,
 * then creates FILE (which takes descriptor 2), writes "app data" to it
 * and builds.
 * --xfsz-default: SIGXFSZ at its default action (ending the app) once the
 * device is open, as in an app whose driver catches no signal (PoCL's LLVM
 * catches SIGXFSZ).
 * Descriptor reports (to $WGC_TEST_FD_REPORT, one line each, "WHO std A B
 * C others FDS... driver DFDS...": A-C 1 where descriptor 0-2 is open, FDS
 * those from 3 up, DFDS those of any number open on a file under
 * $WGC_TEST_DRIVER_FILES, the driver's own, which are not counted in A-C
 * or FDS): run as "build_app --list-fds" (the thread's children), "thread"
 * with FDS but those the app held before it built ($WGC_TEST_KEEP_FDS,
 * its pipe among them); run through a link named wgc-cc-wrapper (as
 * $WGC_CC), "wgc-cc" with every descriptor, then it waits 0.3 s and runs
 * $WGC_TEST_REAL_CC with the same arguments. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

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

extern char **environ;

/* Whether open descriptor fd is on a file under the driver's folder
 * (prefix): the driver opens its cache files without close-on-exec, so a
 * child the app starts meanwhile may get them; they are not the layer's. */
static int is_driver_file(int fd, const char *prefix) {
  if (!prefix || !*prefix)
    return 0;
  char link[64], target[4096];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t len = readlink(link, target, sizeof target - 1);
  if (len <= 0)
    return 0;
  target[len] = 0;
  size_t n = strlen(prefix);
  return !strncmp(target, prefix, n) && (target[n] == '/' || !target[n]);
}

/* Appends "WHO std A B C others FDS... driver DFDS..." to
 * $WGC_TEST_FD_REPORT (A-C: 1 where descriptor 0-2 is open; FDS from 3
 * up, but with kept those the app held before it built; DFDS the driver's
 * files, counted in neither). */
static void report_fds(const char *who, int kept_too) {
  const char *path = getenv("WGC_TEST_FD_REPORT");
  const char *keep = getenv("WGC_TEST_KEEP_FDS");
  const char *driver = getenv("WGC_TEST_DRIVER_FILES");
  char kept[1024] = {0};
  /* Each descriptor: 0 closed, 1 open, 2 open on a driver's file. */
  char state[1024];
  for (const char *p = keep ? keep : ""; *p;) {
    char *end;
    long fd = strtol(p, &end, 10);
    if (end == p)
      break;
    if (fd >= 0 && fd < 1024)
      kept[fd] = 1;
    p = end;
  }
  for (int fd = 0; fd < 1024; ++fd)
    state[fd] = fcntl(fd, F_GETFD) < 0 ? 0 : is_driver_file(fd, driver) ? 2 : 1;
  char line[4096];
  int n = snprintf(line, sizeof line, "%s std", who);
  for (int fd = 0; fd < 3; ++fd)
    n += snprintf(line + n, sizeof line - n, " %d", state[fd] == 1);
  n += snprintf(line + n, sizeof line - n, " others");
  for (int fd = 3; fd < 1024 && n < (int)sizeof line - 32; ++fd)
    if ((kept_too || !kept[fd]) && state[fd] == 1)
      n += snprintf(line + n, sizeof line - n, " %d", fd);
  for (int fd = 0, first = 1; fd < 1024 && n < (int)sizeof line - 32; ++fd)
    if (state[fd] == 2) {
      n += snprintf(line + n, sizeof line - n, "%s %d", first ? " driver" : "",
                    fd);
      first = 0;
    }
  n += snprintf(line + n, sizeof line - n, "\n");
  int out =
      path ? open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600) : -1;
  if (out >= 0) {
    if (write(out, line, (size_t)n) != n)
      perror("report");
    close(out);
  }
}

static atomic_int building;

/* Starts children (build_app --list-fds) while the app builds. */
static void *spawner(void *app) {
  char *argv[] = {app, "--list-fds", NULL};
  int started = 0;
  while (building || started == 0) {
    pid_t pid;
    if (posix_spawn(&pid, app, NULL, NULL, argv, environ) == 0) {
      waitpid(pid, NULL, 0);
      ++started;
    }
  }
  return NULL;
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
  const char *base = strrchr(argv[0], '/');
  if (!strcmp(base ? base + 1 : argv[0], "wgc-cc-wrapper")) {
    report_fds("wgc-cc", 1);
    /* The layer's descriptors for this compile are open now: the app's
     * thread gets time to start children meanwhile. */
    usleep(300000);
    const char *real = getenv("WGC_TEST_REAL_CC");
    if (!real)
      return 4;
    argv[0] = (char *)real;
    execv(real, argv);
    perror(real);
    return 4;
  }
  if (argc == 2 && !strcmp(argv[1], "--list-fds")) {
    report_fds("thread", 0);
    return 0;
  }
  const char *source_path = argc > 1 ? argv[1] : NULL, *options_path = NULL,
             *header = NULL, *sigchld = NULL, *stderr_file = NULL;
  int hygiene = 0, xfsz_default = 0;
  for (int i = 2; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--options"))
      options_path = argv[i + 1];
    else if (!strcmp(argv[i], "--header"))
      header = argv[i + 1];
    else if (!strcmp(argv[i], "--sigchld"))
      sigchld = argv[i + 1];
    else if (!strcmp(argv[i], "--hygiene"))
      hygiene = 1;
    else if (!strcmp(argv[i], "--stderr-closed"))
      stderr_file = argv[i + 1];
    else if (!strcmp(argv[i], "--xfsz-default"))
      xfsz_default = 1;
  }
  char *source = source_path ? read_text(source_path) : NULL;
  char *options = options_path ? read_text(options_path) : strdup("");
  if (!source || !options) {
    fprintf(stderr, "usage: build_app SOURCE [--options FILE] "
                    "[--header NAME=FILE] [--sigchld ignore|reap] "
                    "[--hygiene 1] [--stderr-closed FILE] "
                    "[--xfsz-default 1]\n");
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
  if (stderr_file) {
    fflush(stderr);
    close(2);
  }
  if (!open_device())
    return finish();
  if (xfsz_default)
    signal(SIGXFSZ, SIG_DFL);
  if (stderr_file) {
    int fd = open(stderr_file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    check(fd == 2 && write(fd, "app data\n", 9) == 9,
          "%s: descriptor %d, not 2", stderr_file, fd);
  }
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
  } else if (hygiene) {
    int inheritable[2], saved[3];
    check(pipe(inheritable) == 0, "pipe");
    fflush(NULL);
    for (int fd = 0; fd < 3; ++fd)
      saved[fd] = fcntl(fd, F_DUPFD_CLOEXEC, 10);
    /* What the app's children may get: what it holds before building. */
    char keep[4096];
    int used = 0;
    keep[0] = 0;
    for (int fd = 3; fd < 1024 && used < (int)sizeof keep - 16; ++fd)
      if (fcntl(fd, F_GETFD) >= 0)
        used += snprintf(keep + used, sizeof keep - (size_t)used, "%d ", fd);
    setenv("WGC_TEST_KEEP_FDS", keep, 1);
    close(0);
    close(1);
    close(2);
    building = 1;
    pthread_t thread;
    int spawning = pthread_create(&thread, NULL, spawner, argv[0]) == 0;
    err = clBuildProgram(program, 1, &device, options, NULL, NULL);
    building = 0;
    if (spawning)
      pthread_join(thread, NULL);
    int closed =
        fcntl(0, F_GETFD) < 0 && fcntl(1, F_GETFD) < 0 && fcntl(2, F_GETFD) < 0;
    for (int fd = 0; fd < 3; ++fd) {
      dup2(saved[fd], fd);
      close(saved[fd]);
    }
    close(inheritable[0]);
    close(inheritable[1]);
    check(spawning, "pthread_create");
    printf("build %d\n", err);
    if (closed)
      printf("stdio closed after build\n");
    if (err != CL_SUCCESS)
      print_log(program);
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
