// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Kernels launched at several local sizes, as an app does, with results
 * checked against a host reference: through the layer, launches at a size
 * run a variant compiled with that size declared once it is built
 * (specialization at launch, docs/layer.md).
 *
 * specialize_app sizes: two kernels of one program at several 1-, 2- and
 * 3-D sizes, each launched, then launched again after every argument
 * changed (buffers, a scalar, two __local sizes), then the same from four
 * threads at once, each with its own kernel object; one size past the
 * bound of variants. Run with WGC_LAYER_SPECIALIZE=wait, every launch at a
 * size runs its variant.
 * specialize_app async LOG: with launches that do not wait, a kernel is
 * launched until LOG (the layer's log file) says its variant launched, then
 * with changed arguments; a kernel and its program are released right
 * after their first launch, while the variant compiles, and the app waits
 * until LOG says the variant was released.
 * specialize_app exit LOG: one launch, which starts a variant's compile,
 * and the app exits once LOG says wgc-cc runs for it.
 * specialize_app threads LOG: launches that do not wait start no thread:
 * a worker is waiting once the kernels are made; one kernel is launched at
 * four new sizes, the other, once those variants are built, at two more;
 * no launch logs a worker started by the launching thread.
 * specialize_app nolocal L G: reduce launched over G items (at most 256)
 * without a local size, its results checked as those of work-groups of L
 * items (L 0: not checked). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "harness.h"

#define N 256 /* items of every launch */

/* The inclusive scan of in over each work-group (local linear order), plus
 * bias, plus values the work-group wrote to two __local arrays of m ints
 * each: m is the app's, and the arrays' sizes are the app's __local
 * argument sizes. */
static const char *source =
    "size_t linear_global(void) {\n"
    "  return (get_global_id(2) * get_global_size(1) + get_global_id(1)) *\n"
    "             get_global_size(0) + get_global_id(0);\n"
    "}\n"
    "size_t linear_local(void) {\n"
    "  return (get_local_id(2) * get_local_size(1) + get_local_id(1)) *\n"
    "             get_local_size(0) + get_local_id(0);\n"
    "}\n"
    "kernel void scan(global const int *in, global int *out, local int *a,\n"
    "                 local int *b, int m, int bias) {\n"
    "  size_t n = get_local_size(0) * get_local_size(1) * "
    "get_local_size(2);\n"
    "  size_t l = linear_local(), g = linear_global();\n"
    "  for (size_t i = l; i < (size_t)m; i += n) {\n"
    "    a[i] = (int)i;\n"
    "    b[i] = (int)(3 * i + 1);\n"
    "  }\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  int extra = 0;\n"
    "  for (size_t i = l; i < (size_t)m; i += n)\n"
    "    extra += a[m - 1 - i] + b[i];\n"
    "  out[g] = work_group_scan_inclusive_add(in[g]) + bias + extra;\n"
    "}\n"
    "kernel void reduce(global const int *in, global int *out, int bias) {\n"
    "  size_t g = linear_global();\n"
    "  out[g] = work_group_reduce_max(in[g]) + bias;\n"
    "}\n";

/* A program the async mode releases while its variant compiles. */
static const char *late_source =
    "kernel void late(global const int *in, global int *out) {\n"
    "  size_t g = get_global_id(0);\n"
    "  out[g] = work_group_reduce_min(in[g]);\n"
    "}\n";

struct shape {
  cl_uint dims;
  size_t global[3], local[3];
};

static const struct shape scan_shapes[] = {
    {1, {N, 1, 1}, {16, 1, 1}},
    {1, {N, 1, 1}, {64, 1, 1}},
    {2, {32, 8, 1}, {8, 4, 1}},
    {3, {8, 4, 8}, {4, 2, 2}},
};
#define NUM_SCAN (sizeof scan_shapes / sizeof *scan_shapes)
static const struct shape reduce_shapes[] = {
    {1, {N, 1, 1}, {32, 1, 1}},
    {2, {16, 16, 1}, {8, 8, 1}},
};
#define NUM_REDUCE (sizeof reduce_shapes / sizeof *reduce_shapes)
/* A fifth size of scan: past the default bound of four variants. */
static const struct shape past_bound = {1, {N, 1, 1}, {32, 1, 1}};

static int input_a[N], input_b[N];

static size_t items(const struct shape *s) {
  return s->local[0] * s->local[1] * s->local[2];
}

/* The element of the g-th item of group (gx, gy, gz), local (x, y, z), in
 * the kernels' linear global order. */
static size_t element(const struct shape *s, size_t gx, size_t gy, size_t gz,
                      size_t x, size_t y, size_t z) {
  size_t X = s->dims > 0 ? s->global[0] : 1, Y = s->dims > 1 ? s->global[1] : 1;
  return ((gz * s->local[2] + z) * Y + gy * s->local[1] + y) * X +
         gx * s->local[0] + x;
}

/* The host's answer of scan (is_scan) or reduce for one launch. */
static void reference(const struct shape *s, int is_scan, const int *in, int m,
                      int bias, int *out) {
  size_t n = items(s), groups[3];
  for (int d = 0; d < 3; d++)
    groups[d] = (d < (int)s->dims ? s->global[d] : 1) / s->local[d];
  for (size_t gz = 0; gz < groups[2]; gz++)
    for (size_t gy = 0; gy < groups[1]; gy++)
      for (size_t gx = 0; gx < groups[0]; gx++) {
        int run = 0, max = INT32_MIN;
        for (size_t l = 0; l < n; l++) {
          size_t x = l % s->local[0], y = l / s->local[0] % s->local[1],
                 z = l / (s->local[0] * s->local[1]);
          int v = in[element(s, gx, gy, gz, x, y, z)];
          max = v > max ? v : max;
        }
        for (size_t l = 0; l < n; l++) {
          size_t x = l % s->local[0], y = l / s->local[0] % s->local[1],
                 z = l / (s->local[0] * s->local[1]);
          size_t e = element(s, gx, gy, gz, x, y, z);
          run += in[e];
          int extra = 0;
          for (size_t i = l; i < (size_t)m; i += n)
            extra += (int)(m - 1 - i) + (int)(3 * i + 1);
          out[e] = is_scan ? run + bias + extra : max + bias;
        }
      }
}

static cl_mem buffer(const int *data) {
  cl_int err;
  cl_mem m = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                            N * sizeof(int), (void *)data, &err);
  check(err == CL_SUCCESS, "clCreateBuffer: %d", err);
  return m;
}

/* What one launch of scan or reduce is given. */
struct launch {
  cl_mem in;
  const int *host_in;
  int m, bias;
};

static void set_args(cl_kernel k, int is_scan, cl_mem out,
                     const struct launch *l) {
  cl_int err = clSetKernelArg(k, 0, sizeof l->in, &l->in);
  err |= clSetKernelArg(k, 1, sizeof out, &out);
  if (is_scan) {
    err |= clSetKernelArg(k, 2, (size_t)l->m * sizeof(int), NULL);
    err |= clSetKernelArg(k, 3, (size_t)l->m * sizeof(int), NULL);
    err |= clSetKernelArg(k, 4, sizeof l->m, &l->m);
    err |= clSetKernelArg(k, 5, sizeof l->bias, &l->bias);
  } else {
    err |= clSetKernelArg(k, 2, sizeof l->bias, &l->bias);
  }
  check(err == CL_SUCCESS, "clSetKernelArg");
}

/* Launches k at s with l (set_args first when set), reads out back and
 * checks it against the reference. */
static void launch_checked(cl_command_queue q, cl_kernel k, int is_scan,
                           const struct shape *s, cl_mem out,
                           const struct launch *l, int set, const char *what) {
  int got[N], want[N];
  if (set)
    set_args(k, is_scan, out, l);
  cl_int err = clEnqueueNDRangeKernel(q, k, s->dims, NULL, s->global, s->local,
                                      0, NULL, NULL);
  if (err == CL_SUCCESS)
    err =
        clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL);
  check(err == CL_SUCCESS, "%s: %s at %zux%zux%zu: error %d", what,
        is_scan ? "scan" : "reduce", s->local[0], s->local[1], s->local[2],
        err);
  if (err != CL_SUCCESS)
    return;
  reference(s, is_scan, l->host_in, l->m, l->bias, want);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += got[i] != want[i];
  check(!bad, "%s: %s at %zux%zux%zu: %d of %d wrong (first: %d, want %d)",
        what, is_scan ? "scan" : "reduce", s->local[0], s->local[1],
        s->local[2], bad, N, got[0], want[0]);
}

static cl_program build(const char *text) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(context, 1, &text, NULL, &err);
  check(err == CL_SUCCESS, "clCreateProgramWithSource: %d", err);
  if (err == CL_SUCCESS)
    err = clBuildProgram(p, 1, &device, NULL, NULL, NULL);
  check(err == CL_SUCCESS, "clBuildProgram: %d", err);
  return p;
}

/* At each size: a launch, then one after every argument changed (the
 * input buffer, the scalar m and bias, both __local sizes), then one with
 * only bias changed. */
static void run_shapes(cl_command_queue q, cl_kernel k, int is_scan,
                       const struct shape *shapes, size_t num,
                       const char *who) {
  cl_mem a = buffer(input_a), b = buffer(input_b), out = buffer(input_a);
  for (size_t i = 0; i < num; i++) {
    int n = (int)items(&shapes[i]);
    struct launch first = {a, input_a, n, 1};
    struct launch changed = {b, input_b, 2 * n + 3, -7};
    launch_checked(q, k, is_scan, &shapes[i], out, &first, 1, who);
    launch_checked(q, k, is_scan, &shapes[i], out, &changed, 1, who);
    changed.bias = 11;
    cl_int err =
        clSetKernelArg(k, is_scan ? 5 : 2, sizeof changed.bias, &changed.bias);
    check(err == CL_SUCCESS, "clSetKernelArg bias");
    launch_checked(q, k, is_scan, &shapes[i], out, &changed, 0, who);
  }
  clReleaseMemObject(a);
  clReleaseMemObject(b);
  clReleaseMemObject(out);
}

static cl_program shared_program;

static void *thread_main(void *arg) {
  (void)arg;
  cl_int err;
  cl_command_queue q =
      clCreateCommandQueueWithProperties(context, device, NULL, &err);
  check(err == CL_SUCCESS, "clCreateCommandQueueWithProperties: %d", err);
  cl_kernel k = clCreateKernel(shared_program, "scan", &err);
  check(err == CL_SUCCESS, "clCreateKernel scan: %d", err);
  if (k && q)
    run_shapes(q, k, 1, scan_shapes, NUM_SCAN, "thread");
  if (k)
    clReleaseKernel(k);
  if (q)
    clReleaseCommandQueue(q);
  return NULL;
}

static int sizes_mode(void) {
  shared_program = build(source);
  cl_kernel kernels[2] = {NULL, NULL};
  cl_uint n = 0;
  cl_int err = clCreateKernelsInProgram(shared_program, 2, kernels, &n);
  check(err == CL_SUCCESS && n == 2, "clCreateKernelsInProgram: %d", err);
  if (err != CL_SUCCESS || n != 2)
    return finish();
  char name[32] = "";
  clGetKernelInfo(kernels[0], CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL);
  cl_kernel scan = strcmp(name, "scan") ? kernels[1] : kernels[0];
  cl_kernel reduce = scan == kernels[0] ? kernels[1] : kernels[0];
  run_shapes(env.queue, scan, 1, scan_shapes, NUM_SCAN, "scan");
  run_shapes(env.queue, reduce, 0, reduce_shapes, NUM_REDUCE, "reduce");
  run_shapes(env.queue, scan, 1, &past_bound, 1, "past the bound");
  /* The app's kernel answers as before: its program is the app's. */
  cl_program program = NULL;
  clGetKernelInfo(scan, CL_KERNEL_PROGRAM, sizeof program, &program, NULL);
  check(program == shared_program, "CL_KERNEL_PROGRAM is the app's program");
  size_t declared[3] = {1, 1, 1};
  clGetKernelWorkGroupInfo(scan, device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE,
                           sizeof declared, declared, NULL);
  check(!declared[0] && !declared[1] && !declared[2],
        "the app's kernel declares no size");
  pthread_t threads[4];
  for (int i = 0; i < 4; i++)
    check(pthread_create(&threads[i], NULL, thread_main, NULL) == 0,
          "pthread_create");
  for (int i = 0; i < 4; i++)
    pthread_join(threads[i], NULL);
  clReleaseKernel(scan);
  clReleaseKernel(reduce);
  clReleaseProgram(shared_program);
  return finish();
}

/* Whether a line of the file at path holds text and ends with end. */
static int log_line(const char *path, const char *text, const char *end) {
  size_t size, n = strlen(end);
  char *data = (char *)cl_read_file(path, &size);
  int found = 0;
  for (char *at = data ? strstr(data, text) : NULL; at && !found;
       at = strstr(at + 1, text)) {
    char *eol = strchr(at, '\n');
    found = eol && (size_t)(eol - at) >= n && !strncmp(eol - n, end, n);
  }
  free(data);
  return found;
}

static int async_mode(const char *log) {
  static const struct shape s = {1, {N, 1, 1}, {64, 1, 1}};
  cl_program p = build(source);
  cl_int err;
  cl_kernel k = clCreateKernel(p, "scan", &err);
  check(err == CL_SUCCESS, "clCreateKernel: %d", err);
  cl_mem a = buffer(input_a), b = buffer(input_b), out = buffer(input_a);
  /* Launched, each launch checked, until the variant ran (10 minutes at
   * most: the compile runs beside the app). */
  int ran = 0, launches = 0;
  for (; k && !ran && launches < 6000; launches++) {
    struct launch l = {launches % 2 ? b : a, launches % 2 ? input_b : input_a,
                       64 + launches % 5, launches};
    launch_checked(env.queue, k, 1, &s, out, &l, 1, "async");
    ran = cl_file_contains(log, "launched its variant at 64x1x1");
    if (!ran)
      cl_pause_ms(100);
  }
  check(ran, "the variant never ran (%d launches)", launches);
  for (int i = 0; k && i < 3; i++) {
    struct launch l = {i % 2 ? a : b, i % 2 ? input_a : input_b, 70 + i,
                       100 + i};
    launch_checked(env.queue, k, 1, &s, out, &l, 1, "async, changed");
  }
  clReleaseKernel(k);
  clReleaseProgram(p);

  /* Released while its variant compiles. */
  static const struct shape late_shape = {1, {N, 1, 1}, {32, 1, 1}};
  cl_program late = build(late_source);
  cl_kernel lk = clCreateKernel(late, "late", &err);
  check(err == CL_SUCCESS, "clCreateKernel late: %d", err);
  if (lk) {
    clSetKernelArg(lk, 0, sizeof a, &a);
    clSetKernelArg(lk, 1, sizeof out, &out);
    err = clEnqueueNDRangeKernel(env.queue, lk, 1, NULL, late_shape.global,
                                 late_shape.local, 0, NULL, NULL);
    check(err == CL_SUCCESS, "late launch: %d", err);
    clReleaseKernel(lk);
  }
  clReleaseProgram(late);
  clFinish(env.queue);
  int released = 0;
  for (int i = 0; !released && i < 6000; i++) {
    released = log_line(log, "specialize: late at 32x1x1", "released");
    if (!released)
      cl_pause_ms(100);
  }
  check(released, "the released kernel's variant was never released");
  clReleaseMemObject(a);
  clReleaseMemObject(b);
  clReleaseMemObject(out);
  return finish();
}

/* How many times the file at path holds text. */
static int log_count(const char *path, const char *text) {
  size_t size;
  char *data = (char *)cl_read_file(path, &size);
  int n = 0;
  for (char *at = data ? strstr(data, text) : NULL; at;
       at = strstr(at + 1, text))
    n++;
  free(data);
  return n;
}

/* One launch, which starts its variant's compile; once the launch has ended
 * and LOG says wgc-cc runs for the variant (the program's own compile was
 * the first), the app exits. */
static int exit_mode(const char *log) {
  static const struct shape s = {1, {N, 1, 1}, {128, 1, 1}};
  cl_program p = build(late_source);
  cl_int err;
  cl_kernel k = clCreateKernel(p, "late", &err);
  check(err == CL_SUCCESS, "clCreateKernel late: %d", err);
  cl_mem a = buffer(input_a), out = buffer(input_a);
  if (k) {
    clSetKernelArg(k, 0, sizeof a, &a);
    clSetKernelArg(k, 1, sizeof out, &out);
    err = clEnqueueNDRangeKernel(env.queue, k, 1, NULL, s.global, s.local, 0,
                                 NULL, NULL);
    check(err == CL_SUCCESS, "launch: %d", err);
  }
  /* The launch ends before the exit: PoCL may crash in an app that exits
   * with commands still running, with or without the layer. */
  clFinish(env.queue);
  int started = 0;
  for (int i = 0; !started && i < 600; i++) {
    started = log_count(log, "compiling for") >= 2;
    if (!started)
      cl_pause_ms(100);
  }
  check(started, "the variant's compile never started");
  return finish();
}

/* How many workers LOG says the calling thread started. */
static int started_here(const char *log) {
  char text[64];
  snprintf(text, sizeof text, "worker started by thread %d\n",
           (int)syscall(SYS_gettid));
  return log_count(log, text);
}

/* Launches k at each of shapes, the first launch at each size checked to
 * start no worker, then launched again with its result checked. */
static void launch_starting_none(const char *log, cl_kernel k, int is_scan,
                                 const struct shape *shapes, size_t num) {
  cl_mem a = buffer(input_a), out = buffer(input_a);
  for (size_t i = 0; i < num; i++) {
    const struct shape *s = &shapes[i];
    struct launch l = {a, input_a, (int)items(s), 5};
    set_args(k, is_scan, out, &l);
    int before = started_here(log);
    cl_int err = clEnqueueNDRangeKernel(env.queue, k, s->dims, NULL, s->global,
                                        s->local, 0, NULL, NULL);
    int after = started_here(log);
    check(err == CL_SUCCESS, "launch at %zux%zux%zu: %d", s->local[0],
          s->local[1], s->local[2], err);
    check(after == before,
          "the first launch at %zux%zux%zu started %d worker threads",
          s->local[0], s->local[1], s->local[2], after - before);
    launch_checked(env.queue, k, is_scan, s, out, &l, 0, "threads");
  }
  clReleaseMemObject(a);
  clReleaseMemObject(out);
}

/* Waits (10 minutes at most) until LOG says n variants were built. */
static int await_built(const char *log, int n) {
  int built = 0;
  for (int i = 0; !built && i < 6000; i++) {
    built = log_count(log, ": built (program ") >= n;
    if (!built)
      cl_pause_ms(100);
  }
  check(built, "%d variants were not built", n);
  return built;
}

static int threads_mode(const char *log) {
  cl_program p = build(source);
  cl_int err, err2;
  cl_kernel scan = clCreateKernel(p, "scan", &err);
  cl_kernel reduce = clCreateKernel(p, "reduce", &err2);
  check(err == CL_SUCCESS && err2 == CL_SUCCESS, "clCreateKernel: %d %d", err,
        err2);
  if (!scan || !reduce)
    return finish();
  check(started_here(log) == 1,
        "%d workers started when the kernels were made, expected 1",
        started_here(log));
  launch_starting_none(log, scan, 1, scan_shapes, NUM_SCAN);
  /* The workers, idle once these are built, take the next sizes' jobs. */
  if (await_built(log, NUM_SCAN))
    launch_starting_none(log, reduce, 0, reduce_shapes, NUM_REDUCE);
  await_built(log, NUM_SCAN + NUM_REDUCE);
  clReleaseKernel(scan);
  clReleaseKernel(reduce);
  clReleaseProgram(p);
  return finish();
}

static int nolocal_mode(size_t l, size_t g) {
  cl_program p = build(source);
  cl_int err;
  cl_kernel k = clCreateKernel(p, "reduce", &err);
  check(err == CL_SUCCESS, "clCreateKernel reduce: %d", err);
  if (err != CL_SUCCESS)
    return finish();
  const struct shape s = {1, {g, 1, 1}, {l ? l : 1, 1, 1}};
  cl_mem in = buffer(input_a), out = buffer(input_b);
  const struct launch args = {in, input_a, 0, 5};
  int got[N], want[N];
  for (int twice = 0; twice < 2; twice++) {
    set_args(k, 0, out, &args);
    err = clEnqueueNDRangeKernel(env.queue, k, 1, NULL, s.global, NULL, 0, NULL,
                                 NULL);
    if (err == CL_SUCCESS)
      err = clEnqueueReadBuffer(env.queue, out, CL_TRUE, 0, sizeof got, got, 0,
                                NULL, NULL);
    check(err == CL_SUCCESS, "reduce without a local size: error %d", err);
    if (err != CL_SUCCESS || !l)
      continue;
    reference(&s, 0, input_a, 0, 5, want);
    int bad = 0;
    for (size_t i = 0; i < g; i++)
      bad += got[i] != want[i];
    check(!bad,
          "reduce without a local size: %d of %zu differ from work-groups of "
          "%zu (first: %d, want %d)",
          bad, g, l, got[0], want[0]);
  }
  clReleaseMemObject(in);
  clReleaseMemObject(out);
  clReleaseKernel(k);
  clReleaseProgram(p);
  return finish();
}

int main(int argc, char **argv) {
  for (int i = 0; i < N; i++) {
    input_a[i] = (int)((i * 2654435761u) % 2001) - 1000;
    input_b[i] = (int)((i * 40503u) % 999) - 300;
  }
  if (!open_device())
    return finish();
  if (argc == 2 && !strcmp(argv[1], "sizes"))
    return sizes_mode();
  if (argc == 3 && !strcmp(argv[1], "async"))
    return async_mode(argv[2]);
  if (argc == 3 && !strcmp(argv[1], "exit"))
    return exit_mode(argv[2]);
  if (argc == 3 && !strcmp(argv[1], "threads"))
    return threads_mode(argv[2]);
  if (argc == 4 && !strcmp(argv[1], "nolocal") &&
      strtoul(argv[3], NULL, 10) - 1 < N)
    return nolocal_mode(strtoul(argv[2], NULL, 10), strtoul(argv[3], NULL, 10));
  check(0, "usage: specialize_app sizes | async LOG | exit LOG | threads LOG "
           "| nolocal L G");
  return finish();
}
