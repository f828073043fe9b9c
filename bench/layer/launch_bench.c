// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*
 * launch-bench: times each launch of one kernel from the moment its program
 * is built, as an OpenCL application that gives the work-group size only at
 * launch. Through wgc's layer (default WGC_LAYER_SPECIALIZE), the first
 * launch at a size queues the compile of a variant with that size declared,
 * which runs on the layer's worker threads while the application goes on
 * launching; these launches must be no slower than the same launches with
 * WGC_LAYER_SPECIALIZE=0.
 *
 * The kernel is a K1 kernel of bench/nvptx/wgc_kernels.cl (kernel(in, out,
 * uint r, T s)), built from source with -cl-std=CL2.0 -DT=int (--options),
 * with the file's other kernels (the variant compiles them all). Each launch
 * is timed on the host (clEnqueueNDRangeKernel to clFinish's return) and on
 * the device (profiling event). With --layer-log, the layer's log is read
 * between launches (outside the timed part) to mark each launch's phase:
 * 0 before the layer logged the variant built, 1 after, 2 from the launch
 * that ran the variant on. Writes one CSV row per launch:
 *   launch,ms_since_build,host_us,device_us,phase
 * and checks the last launch's output against a host reference.
 * Built with tests/lib/clhost.c (the device, the program's build log).
 */
#include "clhost.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static const char usage[] =
    "usage: launch-bench --source FILE --kernel NAME --csv FILE\n"
    "         [--options STR]\n"
    "         [--local L] [--groups G] [--rounds R] [--count N]\n"
    "         [--seconds S] [--max-seconds M] [--after N] [--layer-log PATH]\n"
    "Launches NAME (a K1 kernel over int: k1_reduce_add, "
    "k1_scan_inclusive_add,\n"
    "...) at local size L (256) over G work-groups (2048), R rounds (1), N\n"
    "times, or without --count for S seconds (2); with --layer-log also until\n"
    "N launches (--after, 1000) have run the variant, at most M seconds "
    "(120).\n"
    "Prints the launch count and the phases' first launches.\n";

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The layer's log, read as it grows: the phase it shows for kernel NAME. */
struct log_watch {
  const char *path;
  long offset;
  char line[4096];
  size_t used;
  int phase;
};

static void watch(struct log_watch *w, const char *kernel) {
  struct stat st;
  if (!w->path || w->phase == 2 || stat(w->path, &st) != 0 ||
      st.st_size <= w->offset)
    return;
  FILE *f = fopen(w->path, "r");
  if (!f)
    return;
  fseek(f, w->offset, SEEK_SET);
  int c;
  char built[256], launched[256];
  snprintf(built, sizeof built, "specialize: %s at ", kernel);
  snprintf(launched, sizeof launched, "(%s): launched its variant", kernel);
  while ((c = fgetc(f)) != EOF) {
    ++w->offset;
    if (c != '\n') {
      if (w->used + 1 < sizeof w->line)
        w->line[w->used++] = (char)c;
      continue;
    }
    w->line[w->used] = 0;
    w->used = 0;
    if (strstr(w->line, launched))
      w->phase = 2;
    else if (w->phase == 0 && strstr(w->line, built) &&
             strstr(w->line, ": built"))
      w->phase = 1;
  }
  fclose(f);
}

int main(int argc, char **argv) {
  const char *source_path = NULL, *kernel = NULL, *csv_path = NULL;
  const char *opts = "-cl-std=CL2.0 -DT=int";
  struct log_watch w = {0};
  size_t local = 256, groups = 2048;
  unsigned rounds = 1;
  long count = 0, after = 1000;
  double seconds = 2, max_seconds = 120;
  for (int i = 1; i + 1 < argc; i += 2) {
    const char *a = argv[i], *v = argv[i + 1];
    if (!strcmp(a, "--source"))
      source_path = v;
    else if (!strcmp(a, "--kernel"))
      kernel = v;
    else if (!strcmp(a, "--options"))
      opts = v;
    else if (!strcmp(a, "--csv"))
      csv_path = v;
    else if (!strcmp(a, "--local"))
      local = strtoul(v, NULL, 10);
    else if (!strcmp(a, "--groups"))
      groups = strtoul(v, NULL, 10);
    else if (!strcmp(a, "--rounds"))
      rounds = (unsigned)strtoul(v, NULL, 10);
    else if (!strcmp(a, "--count"))
      count = strtol(v, NULL, 10);
    else if (!strcmp(a, "--seconds"))
      seconds = strtod(v, NULL);
    else if (!strcmp(a, "--max-seconds"))
      max_seconds = strtod(v, NULL);
    else if (!strcmp(a, "--after"))
      after = strtol(v, NULL, 10);
    else if (!strcmp(a, "--layer-log"))
      w.path = v;
    else {
      fprintf(stderr, "unknown option %s\n%s", a, usage);
      return 2;
    }
  }
  if (argc % 2 == 0 || !source_path || !kernel || !csv_path || !local ||
      !groups) {
    fputs(usage, stderr);
    return 2;
  }
  FILE *csv = fopen(csv_path, "w");
  if (!csv) {
    perror(csv_path);
    return 1;
  }
  size_t source_size;
  char *source = (char *)cl_read_file(source_path, &source_size);
  if (!source) {
    perror(source_path);
    return 1;
  }

  /* The first device of the first platform with one: the ICD loader's
   * vendors decide which (OCL_ICD_VENDORS, OCL_ICD_FILENAMES). */
  static const cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                              CL_QUEUE_PROFILING_ENABLE, 0};
  struct cl_env env;
  if (cl_env_open_props(&env, NULL, props))
    return 1;
  cl_context ctx = env.context;
  cl_command_queue queue = env.queue;
  cl_int err;
  printf("device %s\n", env.device_name);
  size_t n = local * groups;
  cl_int *in = malloc(n * sizeof *in), *out = malloc(n * sizeof *out);
  if (!in || !out)
    return 1;
  for (size_t i = 0; i < n; ++i)
    in[i] = (cl_int)(i * 2654435761u % 7) - 3;
  cl_mem din = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                              n * sizeof *in, in, &err);
  CL_CHECK(err);
  cl_mem dout =
      clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, n * sizeof *out, NULL, &err);
  CL_CHECK(err);

  cl_program p =
      clCreateProgramWithSource(ctx, 1, (const char **)&source, NULL, &err);
  CL_CHECK(err);
  double b0 = now_ms();
  if (cl_build_program(&env, p, opts, source_path) != CL_SUCCESS)
    return 1;
  cl_kernel k = clCreateKernel(p, kernel, &err);
  CL_CHECK(err);
  cl_int scale = 1;
  CL_CHECK(clSetKernelArg(k, 0, sizeof din, &din));
  CL_CHECK(clSetKernelArg(k, 1, sizeof dout, &dout));
  CL_CHECK(clSetKernelArg(k, 2, sizeof rounds, &rounds));
  CL_CHECK(clSetKernelArg(k, 3, sizeof scale, &scale));
  double start = now_ms();
  printf("build: %.1f ms\n", start - b0);
  fprintf(csv, "launch,ms_since_build,host_us,device_us,phase\n");
  long first[3] = {-1, -1, -1}, i, since_variant = 0;
  for (i = 0;; ++i) {
    double elapsed = now_ms() - start;
    if (count ? i >= count
              : (elapsed >= max_seconds * 1e3 ||
                 (elapsed >= seconds * 1e3 &&
                  (!w.path || (w.phase == 2 && since_variant >= after)))))
      break;
    cl_event e;
    double t0 = now_ms();
    CL_CHECK(
        clEnqueueNDRangeKernel(queue, k, 1, NULL, &n, &local, 0, NULL, &e));
    CL_CHECK(clFinish(queue));
    double t1 = now_ms();
    double device_ms;
    CL_CHECK(cl_event_ms(e, &device_ms));
    CL_CHECK(clReleaseEvent(e));
    /* The log line of the variant's first launch is written during
     * clEnqueueNDRangeKernel: this launch ran it. */
    watch(&w, kernel);
    for (int ph = 0; ph <= w.phase; ++ph)
      if (first[ph] < 0)
        first[ph] = i;
    since_variant += w.phase == 2;
    fprintf(csv, "%ld,%.3f,%.3f,%.3f,%d\n", i, t0 - start, (t1 - t0) * 1e3,
            device_ms * 1e3, w.phase);
  }
  fclose(csv);

  /* The output of the last launch: K1's collective applied `rounds` times
   * with scale 1, per work-group. */
  CL_CHECK(clEnqueueReadBuffer(queue, dout, CL_TRUE, 0, n * sizeof *out, out, 0,
                               NULL, NULL));
  int scan = strstr(kernel, "scan_inclusive_add") != NULL;
  int reduce = strstr(kernel, "reduce_add") != NULL;
  long bad = 0;
  if (scan || reduce) {
    cl_int *v = malloc(local * sizeof *v);
    for (size_t g = 0; g < groups && v; ++g) {
      memcpy(v, in + g * local, local * sizeof *v);
      for (unsigned r = 0; r < rounds; ++r) {
        int64_t acc = 0;
        for (size_t j = 0; j < local; ++j)
          acc += v[j];
        int64_t run = 0;
        for (size_t j = 0; j < local; ++j) {
          run += v[j];
          v[j] = (cl_int)(scan ? run : acc);
        }
      }
      for (size_t j = 0; j < local; ++j)
        bad += out[g * local + j] != v[j];
    }
    free(v);
  } else {
    fprintf(stderr, "no host reference for %s\n", kernel);
    bad = 1;
  }
  printf("launches %ld, first launch of phase 0/1/2: %ld %ld %ld\n", i,
         first[0], first[1], first[2]);
  printf("check: %ld wrong elements\n", bad);
  clReleaseKernel(k);
  clReleaseProgram(p);
  clReleaseMemObject(din);
  clReleaseMemObject(dout);
  cl_env_close(&env);
  return bad != 0;
}
