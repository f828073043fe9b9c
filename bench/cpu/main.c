// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: Intel's native collectives, wgc on Intel and wgc on PoCL. */
#include "cells.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const int sizes[] = {64, 256, 1024, 4096};
static const int ipts[] = {1, 4, 16};

static void usage(const char *argv0) {
  fprintf(
      stderr,
      "usage: %s [--seed N] [--reps N] [--warm N] [--kernels 123] "
      "[--max-wg N] WORKDIR SOURCE.cl OUT.csv TYPE...\n"
      "       %s --selftest\n"
      "WORKDIR holds intel_wgc_TYPE.spv, intel_wgcsg_TYPE.spv and "
      "pocl_TYPE.bc (also loaded by Intel); TYPE: int, float, long, double.\n"
      "Platforms: $WGC_INTEL_PLATFORM (default Intel), "
      "$WGC_POCL_PLATFORM (default Portable).\n",
      argv0, argv0);
  exit(2);
}

static const char *env_or(const char *name, const char *def) {
  const char *v = getenv(name);
  return v && *v ? v : def;
}

/* Loads the four programs of type t; a missing one is skipped in its rows. */
static void load_programs(struct bench *b, const char *dir, const char *src,
                          int t) {
  char path[4096], opts[128];
  const char *name = bench_types[t].name;
  snprintf(opts, sizeof opts, "-cl-std=CL2.0 -DT=%s", name);
  b->prog[P_INTEL_SRC] = rt_program_source(&b->rt[RT_INTEL], src, opts);
  snprintf(path, sizeof path, "%s/intel_wgc_%s.spv", dir, name);
  b->prog[P_INTEL_WGC] = rt_program_il(&b->rt[RT_INTEL], path, "");
  snprintf(path, sizeof path, "%s/intel_wgcsg_%s.spv", dir, name);
  b->prog[P_INTEL_WGC_SG] = rt_program_il(&b->rt[RT_INTEL], path, "");
  snprintf(path, sizeof path, "%s/pocl_%s.bc", dir, name);
  b->prog[P_INTEL_SPIR] =
      rt_program_binary(&b->rt[RT_INTEL], path, "-x spir -spir-std=1.2");
  b->prog[P_POCL_WGC] =
      rt_program_binary(&b->rt[RT_POCL], path, "-x spir -spir-std=1.2");
  for (int p = 0; p < N_PROGS; ++p)
    if (!b->prog[p])
      printf("note: %s program %d not built; its rows are skipped\n", name, p);
}

static void run_type(struct bench *b, int t, const char *kernels, int max_wg) {
  size_t sz = bench_types[t].size;
  fill_data(t, b->in, N_ELEMS, b->seed + (uint64_t)t);
  for (int r = 0; r < N_RT; ++r)
    CK(clEnqueueWriteBuffer(b->rt[r].q, b->rt[r].in, CL_TRUE, 0, N_ELEMS * sz,
                            b->in, 0, NULL, NULL));
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
    if (sizes[s] > max_wg)
      continue;
    if (strchr(kernels, '1'))
      for (int op = 0; op < 3; ++op)
        for (int f = 0; f < 3; ++f)
          run_cell(b, &(struct cell){1, t, sizes[s], 1, op, f});
    for (int k = 2; k <= 3; ++k) {
      if (!strchr(kernels, '0' + k))
        continue;
      for (int op = 0; op < (k == 2 ? 3 : 1); ++op)
        for (size_t i = 0; i < sizeof ipts / sizeof ipts[0]; ++i)
          run_cell(b, &(struct cell){k, t, sizes[s], ipts[i], op, 0});
    }
  }
}

int main(int argc, char **argv) {
  static struct bench b;
  const char *kernels = "123";
  int max_wg = 4096, i = 1;
  b.reps = 11;
  b.warm = 2;
  b.seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 20);
  if (argc == 2 && !strcmp(argv[1], "--selftest"))
    return selftest() != 0;
  for (; i + 1 < argc && !strncmp(argv[i], "--", 2); i += 2) {
    if (!strcmp(argv[i], "--seed"))
      b.seed = strtoull(argv[i + 1], NULL, 0);
    else if (!strcmp(argv[i], "--reps"))
      b.reps = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--warm"))
      b.warm = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--kernels"))
      kernels = argv[i + 1];
    else if (!strcmp(argv[i], "--max-wg"))
      max_wg = atoi(argv[i + 1]);
    else
      usage(argv[0]);
  }
  if (argc - i < 4 || b.reps < 1 || b.warm < 0)
    usage(argv[0]);
  const char *dir = argv[i], *src = argv[i + 1];
  if (rt_open(&b.rt[RT_INTEL], "intel",
              env_or("WGC_INTEL_PLATFORM", "Intel")) ||
      rt_open(&b.rt[RT_POCL], "pocl", env_or("WGC_POCL_PLATFORM", "Portable")))
    return 1;
  b.csv = fopen(argv[i + 2], "w");
  b.in = malloc(N_ELEMS * 8);
  b.out = malloc(N_ELEMS * 8);
  b.want = malloc(N_ELEMS * 8);
  if (!b.csv || !b.in || !b.out || !b.want) {
    perror(argv[i + 2]);
    return 1;
  }
  for (int r = 0; r < N_RT; ++r)
    printf("%s: %s | %s | %s\n", b.rt[r].name, b.rt[r].platform, b.rt[r].device,
           b.rt[r].version);
  printf("seed %llu, %d warm-ups, %d timed launches per variant, K1 r %d over "
         "%u work-items, K2/K3 %u elements\n",
         (unsigned long long)b.seed, b.warm, b.reps, K1_R, K1_ITEMS, N_ELEMS);
  fprintf(b.csv, "# seed %llu; intel: %s, %s; pocl: %s, %s\n",
          (unsigned long long)b.seed, b.rt[RT_INTEL].device,
          b.rt[RT_INTEL].version, b.rt[RT_POCL].device, b.rt[RT_POCL].version);
  csv_header(b.csv);
  for (int a = i + 3; a < argc; ++a) {
    int t = type_by_name(argv[a]);
    if (t < 0)
      usage(argv[0]);
    load_programs(&b, dir, src, t);
    run_type(&b, t, kernels, max_wg);
    for (int p = 0; p < N_PROGS; ++p)
      if (b.prog[p])
        clReleaseProgram(b.prog[p]);
  }
  fclose(b.csv);
  printf("checks: %d failed (seed %llu)\n", b.fails,
         (unsigned long long)b.seed);
  return b.fails != 0;
}
