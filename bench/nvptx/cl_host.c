// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*
 * The NVIDIA benchmark's K1 as an OpenCL application: builds wgc_kernels.cl
 * from source with clBuildProgram (per type, -cl-std=CL2.0 -DT=TYPE
 * -DK1_ONLY, no declared work-group size), launches at a run-time local
 * size, checks against host.c's reference (bench_ref.h) and times each cell
 * with profiling events, writing bench.csv rows in host.c's format.
 * Built with tests/lib/clhost.c (the device, the program's build log).
 */
#include "bench_ref.h"
#include "clhost.h"

#define MAX_ELEMS ((size_t)K1_BLOCKS * 1024)

static struct cl_env env;
static cl_device_id dev;
static cl_context ctx;
static cl_command_queue queue;
static cl_mem din, dout;
static FILE *csv;
static const char *variant = "wgc_layer";
static int want_t[NT], want_s[NSIZES], reps = REPS;
static char *source;

/* The first device of the first platform with one: the ICD loader's
 * vendors decide which (OCL_ICD_VENDORS, OCL_ICD_FILENAMES). */
static void init_cl(void) {
  static const cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                              CL_QUEUE_PROFILING_ENABLE, 0};
  cl_int err;
  if (cl_env_open_props(&env, NULL, props))
    exit(1);
  dev = env.device;
  ctx = env.context;
  queue = env.queue;
  printf("platform %s, device %s, driver %s\n", env.platform_name,
         env.device_name, env.driver);
  fprintf(csv, "# device %s, OpenCL platform %s, driver %s, variant %s\n",
          env.device_name, env.platform_name, env.driver, variant);
  din = clCreateBuffer(ctx, CL_MEM_READ_ONLY, MAX_ELEMS * 8, NULL, &err);
  CL_CHECK(err);
  dout = clCreateBuffer(ctx, CL_MEM_READ_WRITE, MAX_ELEMS * 8, NULL, &err);
  CL_CHECK(err);
}

static cl_program build(int t) {
  cl_int err;
  char opts[128];
  snprintf(opts, sizeof opts, "-cl-std=CL2.0 -DT=%s -DK1_ONLY", tname[t]);
  cl_program p =
      clCreateProgramWithSource(ctx, 1, (const char **)&source, NULL, &err);
  CL_CHECK(err);
  double t0 = now_ms();
  if (cl_build_program(&env, p, opts, opts) != CL_SUCCESS)
    exit(1);
  printf("build %s: %.1f ms\n", opts, now_ms() - t0);
  return p;
}

/* Makes din, hin and href hold K1's input of type t for op. */
static void fill_input(int t, int op) {
  gen_input(t, data_class(t, op), MAX_ELEMS);
  ref_input(t, MAX_ELEMS);
  CL_CHECK(clEnqueueWriteBuffer(queue, din, CL_TRUE, 0, MAX_ELEMS * tsz[t], hin,
                                0, NULL, NULL));
}

static float event_ms(cl_event e) {
  double ms;
  CL_CHECK(cl_event_ms(e, &ms));
  return (float)ms;
}

static void set_args(cl_kernel k, int t, cl_uint r, uint64_t s) {
  CL_CHECK(clSetKernelArg(k, 0, sizeof din, &din));
  CL_CHECK(clSetKernelArg(k, 1, sizeof dout, &dout));
  CL_CHECK(clSetKernelArg(k, 2, sizeof r, &r));
  /* s holds the bits of type t in its low bytes (little-endian hosts). */
  CL_CHECK(clSetKernelArg(k, 3, tsz[t], &s));
}

static void k1(cl_program p, int t, int op, int kind, int si) {
  int wg = sizes[si];
  size_t global = (size_t)K1_BLOCKS * wg, local = wg;
  char func[32], name[48];
  snprintf(func, sizeof func, "%s_%s", kindn[kind], opn[op]);
  snprintf(name, sizeof name, "k1_%s", func);
  cl_int err;
  cl_kernel k = clCreateKernel(p, name, &err);
  CL_CHECK(err);
  size_t most;
  CL_CHECK(clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE,
                                    sizeof most, &most, NULL));
  if (most < local) {
    printf("skip %s %s wg %d: at most %zu work-items\n", tname[t], name, wg,
           most);
    CL_CHECK(clReleaseKernel(k));
    return;
  }
  uint64_t s = k1_scale(t, op, wg);
  size_t n = (size_t)CHECK_GROUPS * wg;
  uint8_t fill = 0xa5;
  set_args(k, t, 1, s);
  CL_CHECK(
      clEnqueueFillBuffer(queue, dout, &fill, 1, 0, n * tsz[t], 0, NULL, NULL));
  CL_CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0, NULL,
                                  NULL));
  CL_CHECK(clEnqueueReadBuffer(queue, dout, CL_TRUE, 0, n * tsz[t], hout, 0,
                               NULL, NULL));
  check_k1(variant, t, op, kind, wg, s);
  if (reps > 0) {
    cl_event *ev = malloc(sizeof *ev * reps);
    float *ms = malloc(sizeof *ms * reps);
    if (!ev || !ms)
      exit(1);
    set_args(k, t, K1_R, s);
    for (int w = 0; w < WARM; ++w)
      CL_CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0,
                                      NULL, NULL));
    for (int r = 0; r < reps; ++r)
      CL_CHECK(clEnqueueNDRangeKernel(queue, k, 1, NULL, &global, &local, 0,
                                      NULL, &ev[r]));
    CL_CHECK(clFinish(queue));
    for (int r = 0; r < reps; ++r) {
      ms[r] = event_ms(ev[r]);
      CL_CHECK(clReleaseEvent(ev[r]));
    }
    qsort(ms, reps, sizeof ms[0], cmpf);
    double med = ms[reps / 2], p10 = ms[reps / 10],
           p90 = ms[reps - 1 - reps / 10];
    double metric = med * 1e6 / ((double)K1_R * K1_BLOCKS);
    /* Registers, shared memory and occupancy are not OpenCL queries. */
    fprintf(csv, "K1,%s,%s,%d,1,%s,%.6f,%.6f,%.6f,%.4f,ns/call/wg,0,0,0,0\n",
            tname[t], func, wg, variant, med, p10, p90, metric);
    printf("  K1   %-6s %-20s wg %4d %-18s %9.4f ms [%9.4f..%9.4f] %10.4f "
           "ns/call/wg\n",
           tname[t], func, wg, variant, med, p10, p90, metric);
    fflush(csv);
    free(ev);
    free(ms);
  }
  CL_CHECK(clReleaseKernel(k));
}

static void run_type(int t) {
  double t0 = now_ms();
  cl_program p = build(t);
  for (int si = 0; si < NSIZES; ++si)
    for (int op = 0; op < 3 && want_s[si]; ++op) {
      fill_input(t, op);
      for (int kind = 0; kind < 3; ++kind)
        k1(p, t, op, kind, si);
    }
  CL_CHECK(clReleaseProgram(p));
  printf("type %s done in %.1f s\n", tname[t], (now_ms() - t0) / 1e3);
}

/* Selects the entries of a comma-separated list of names or numbers. */
static int parse_list(char *list, int *want, int n, const char *const *names,
                      const int *numbers) {
  for (char *w = strtok(list, ","); w; w = strtok(NULL, ",")) {
    int i = 0;
    while (i < n && (names ? strcmp(w, names[i]) : atoi(w) != numbers[i]))
      ++i;
    if (i == n)
      return 0;
    want[i] = 1;
  }
  return 1;
}

static int usage(const char *prog) {
  fprintf(stderr,
          "usage: %s KERNELS.cl OUTDIR [--variant NAME] [--types T,T...]\n"
          "       [--sizes S,S...] [--reps N]\n"
          "types: int,uint,long,ulong,float,double,half (default all); "
          "sizes: 64,96,128,256,512,1000,1024 (default all); --reps 0 "
          "checks only (default %d)\n",
          prog, REPS);
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 3 || argv[1][0] == '-')
    return usage(argv[0]);
  int nt = 0, ns = 0;
  for (int i = 3; i < argc; ++i) {
    const char *a = argv[i];
    if (i + 1 == argc)
      return usage(argv[0]);
    if (!strcmp(a, "--variant"))
      variant = argv[++i];
    else if (!strcmp(a, "--types") && ++nt)
      nt = parse_list(argv[++i], want_t, NT, tname, NULL);
    else if (!strcmp(a, "--sizes") && ++ns)
      ns = parse_list(argv[++i], want_s, NSIZES, NULL, sizes);
    else if (!strcmp(a, "--reps"))
      reps = atoi(argv[++i]);
    else
      return usage(argv[0]);
    if ((!strcmp(a, "--types") && !nt) || (!strcmp(a, "--sizes") && !ns) ||
        reps < 0)
      return usage(argv[0]);
  }
  for (int t = 0; t < NT && !nt; ++t)
    want_t[t] = 1;
  for (int s = 0; s < NSIZES && !ns; ++s)
    want_s[s] = 1;
  char path[512];
  snprintf(path, sizeof path, "%s/bench.csv", argv[2]);
  csv = fopen(path, "w");
  if (!csv) {
    perror(path);
    return 1;
  }
  size_t source_size;
  source = (char *)cl_read_file(argv[1], &source_size);
  if (!source) {
    perror(argv[1]);
    return 1;
  }
  hin = malloc(MAX_ELEMS * 8);
  hout = malloc(MAX_ELEMS * 8);
  href = malloc(MAX_ELEMS * 8);
  if (!hin || !hout || !href)
    return 1;
  init_cl();
  fprintf(csv, CSV_HEADER);
  for (int t = 0; t < NT; ++t)
    if (want_t[t])
      run_type(t);
  fclose(csv);
  cl_env_close(&env);
  printf("checks: %d failures\n", fails);
  return fails ? 1 : 0;
}
