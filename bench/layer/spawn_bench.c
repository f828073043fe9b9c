// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* What starting a tool through tools/common/child.h costs a process that
 * has a large address space, as an OpenCL application with a GPU driver
 * loaded has.
 *
 * For each size, the process maps that many GiB of private anonymous
 * memory in 4 KiB pages (MADV_NOHUGEPAGE) and writes every page, then:
 *  - start: the time wgc_spawn_start takes to start /bin/true, the time
 *    the calling thread is held (the tool is then waited for, untimed);
 *  - rewrite: the time to write one byte into each page of the first
 *    REWRITE MiB of the memory while a tool started by wgc_spawn_start
 *    (sleep) is running, against the same writes with no tool running. A
 *    process that shares the caller's pages copy-on-write makes each of
 *    these writes a page copy.
 *
 *   spawn_bench [--gib N,N,...] [--repeats N] [--rewrite-mib N]
 *
 * Prints one CSV row per size and measure (median, p10, p90, min, max in
 * microseconds over the repeats). Exit status 0, 1 when a tool did not
 * end as expected, 2 on bad usage. */
#include "child.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double quantile(const double *sorted, int n, double q) {
  int i = (int)(q * (n - 1) + 0.5);
  return sorted[i];
}

static void row(double gib, const char *measure, double *t, int n) {
  qsort(t, (size_t)n, sizeof *t, by_value);
  printf("%g,%s,%d,%.1f,%.1f,%.1f,%.1f,%.1f\n", gib, measure, n,
         quantile(t, n, 0.5), quantile(t, n, 0.1), quantile(t, n, 0.9), t[0],
         t[n - 1]);
  fflush(stdout);
}

static volatile char sink;

/* Writes one byte into each page of [p, p + len): returns microseconds. */
static double rewrite(char *p, size_t len, size_t page, char value) {
  double t0 = now_us();
  for (size_t off = 0; off < len; off += page)
    p[off] = value;
  sink = p[0];
  return now_us() - t0;
}

int main(int argc, char **argv) {
  const char *sizes = "0,1,4";
  int repeats = 21;
  size_t rewrite_mib = 256;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--gib") && i + 1 < argc)
      sizes = argv[++i];
    else if (!strcmp(argv[i], "--repeats") && i + 1 < argc)
      repeats = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--rewrite-mib") && i + 1 < argc)
      rewrite_mib = (size_t)atol(argv[++i]);
    else {
      fprintf(stderr, "usage: spawn_bench [--gib N,N,...] [--repeats N] "
                      "[--rewrite-mib N]\n");
      return 2;
    }
  }
  if (repeats < 1)
    return 2;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  double *t = calloc((size_t)repeats, sizeof *t);
  double *base = calloc((size_t)repeats, sizeof *base);
  if (!t || !base)
    return 2;
  int bad = 0;
  printf("gib,measure,repeats,median_us,p10_us,p90_us,min_us,max_us\n");
  for (const char *s = sizes; *s;) {
    char *end;
    double gib = strtod(s, &end);
    if (end == s || gib < 0)
      return 2;
    s = *end == ',' ? end + 1 : end;
    size_t len = (size_t)(gib * (double)(1ul << 30));
    char *mem = NULL;
    if (len) {
      mem = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                 -1, 0);
      if (mem == MAP_FAILED) {
        perror("mmap");
        return 2;
      }
      madvise(mem, len, MADV_NOHUGEPAGE);
      memset(mem, 1, len);
    }

    char *true_argv[] = {"/bin/true", NULL};
    for (int r = 0; r < repeats; ++r) {
      struct wgc_child c;
      double t0 = now_us();
      int err = wgc_spawn_start(&c, true_argv, NULL, NULL, 0);
      t[r] = now_us() - t0;
      if (err || wgc_spawn_wait(&c) != 0)
        bad = 1;
    }
    row(gib, "start", t, repeats);

    size_t span = rewrite_mib << 20;
    if (span > len)
      span = len;
    if (span) {
      char *sleeper[] = {"/bin/sleep", "30", NULL};
      for (int r = 0; r < repeats; ++r) {
        base[r] = rewrite(mem, span, page, (char)(2 * r));
        struct wgc_child c;
        if (wgc_spawn_start(&c, sleeper, NULL, NULL, 0) != 0) {
          bad = 1;
          break;
        }
        t[r] = rewrite(mem, span, page, (char)(2 * r + 1));
        kill(c.pid, SIGTERM);
        if (wgc_spawn_wait(&c) != WGC_SPAWN_SIGNALED + SIGTERM)
          bad = 1;
      }
      row(gib, "rewrite alone", base, repeats);
      row(gib, "rewrite while a tool runs", t, repeats);
    }
    if (mem)
      munmap(mem, len);
  }
  free(t);
  free(base);
  return bad;
}
