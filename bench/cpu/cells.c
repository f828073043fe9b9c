// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: checks and times one cell's variants, interleaved. */
#include "cells.h"

#include <stdlib.h>
#include <string.h>

struct variant {
  const char *name;
  int rt, prog, role;
};

/* Launch order within a round: Intel's variants, then PoCL's. */
static const struct variant variants[] = {
    {"native", RT_INTEL, P_INTEL_SRC, ROLE_WGC},
    {"wgc", RT_INTEL, P_INTEL_WGC, ROLE_WGC},
    {"wgc-sg", RT_INTEL, P_INTEL_WGC_SG, ROLE_WGC},
    {"wgc-spir", RT_INTEL, P_INTEL_SPIR, ROLE_WGC},
    {"copy", RT_INTEL, P_INTEL_SRC, ROLE_COPY},
    {"floor", RT_INTEL, P_INTEL_SRC, ROLE_FLOOR},
    {"wgc", RT_POCL, P_POCL_WGC, ROLE_WGC},
    {"tree", RT_POCL, P_POCL_WGC, ROLE_TREE},
    {"copy", RT_POCL, P_POCL_WGC, ROLE_COPY},
    {"floor", RT_POCL, P_POCL_WGC, ROLE_FLOOR},
};
#define NV (sizeof variants / sizeof variants[0])

void csv_header(FILE *csv) {
  fprintf(csv, "kernel,function,type,wg,ipt,runtime,variant,groups,r,"
               "median_ms,p10_ms,p90_ms,metric,unit,check,local_bytes,"
               "private_bytes,note\n");
}

static void kernel_name(const struct cell *c, int role, char *s, size_t n) {
  if (c->kernel == 1 && role == ROLE_FLOOR)
    snprintf(s, n, "k1_floor");
  else if (c->kernel == 1)
    snprintf(s, n, "k1_%s_%s", form_names[c->form], op_names[c->op]);
  else if (c->kernel == 2 && role == ROLE_COPY)
    snprintf(s, n, "k2_copy_%d", c->ipt);
  else if (c->kernel == 2)
    snprintf(s, n, "k2_%s%s_%d",
             role == ROLE_TREE    ? "tree_"
             : role == ROLE_FLOOR ? "floor_"
                                  : "",
             op_names[c->op], c->ipt);
  else
    snprintf(s, n, "k3_%s_%d",
             role == ROLE_TREE    ? "tree"
             : role == ROLE_COPY  ? "copy"
             : role == ROLE_FLOOR ? "floor"
                                  : "scan",
             c->ipt);
}

/* K1 cells run the collective and its floor; K2 and K3 cells every role. */
static int in_cell(const struct cell *c, const struct variant *v) {
  return c->kernel != 1 || v->role == ROLE_WGC || v->role == ROLE_FLOOR;
}

static void function_name(const struct cell *c, char *s, size_t n) {
  if (c->kernel == 1)
    snprintf(s, n, "%s_%s", form_names[c->form], op_names[c->op]);
  else if (c->kernel == 2)
    snprintf(s, n, "reduce_%s", op_names[c->op]);
  else
    snprintf(s, n, "scan_exclusive_add");
}

/* The kernel's local and private memory as the runtime reports them, as
 * ",LOCAL,PRIVATE" (empty fields without a kernel). */
static void mem_fields(struct bench *b, const struct variant *v, cl_kernel k,
                       char *s, size_t n) {
  cl_ulong local = 0, priv = 0;
  if (!k) {
    snprintf(s, n, ",,");
    return;
  }
  CK(clGetKernelWorkGroupInfo(k, b->rt[v->rt].dev, CL_KERNEL_LOCAL_MEM_SIZE,
                              sizeof local, &local, NULL));
  CK(clGetKernelWorkGroupInfo(k, b->rt[v->rt].dev, CL_KERNEL_PRIVATE_MEM_SIZE,
                              sizeof priv, &priv, NULL));
  snprintf(s, n, ",%llu,%llu", (unsigned long long)local,
           (unsigned long long)priv);
}

static void row(struct bench *b, const struct cell *c, const struct variant *v,
                unsigned r, const double *ms, const char *check, cl_kernel k,
                const char *note) {
  char mem[64];
  mem_fields(b, v, k, mem, sizeof mem);
  char fn[64];
  function_name(c, fn, sizeof fn);
  fprintf(b->csv, "K%d,%s,%s,%d,%d,%s,%s,%zu,%u,", c->kernel, fn,
          bench_types[c->type].name, c->wg, c->ipt, b->rt[v->rt].name, v->name,
          cell_groups(c), r);
  if (!ms) {
    fprintf(b->csv, ",,,,,%s%s,%s\n", check, mem, note);
    return;
  }
  size_t n = cell_in_elems(c), sz = bench_types[c->type].size;
  double metric, med = ms[b->reps / 2];
  const char *unit;
  if (c->kernel == 1) {
    metric = med * 1e6 / ((double)cell_groups(c) * r);
    unit = "ns/call/wg";
  } else {
    int writes_all = c->kernel == 3 || v->role == ROLE_COPY;
    metric = (double)n * sz * (writes_all ? 2 : 1) / (med * 1e6);
    unit = "GB/s";
  }
  fprintf(b->csv, "%.5f,%.5f,%.5f,%.4f,%s,%s%s,%s\n", med, ms[b->reps / 10],
          ms[b->reps - 1 - b->reps / 10], metric, unit, check, mem, note);
}

static int cmpd(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double launch(struct runtime *rt, cl_kernel k, const struct cell *c) {
  size_t gs = cell_items(c), ls = c->wg;
  cl_event ev;
  cl_ulong t0, t1;
  CK(clEnqueueNDRangeKernel(rt->q, k, 1, NULL, &gs, &ls, 0, NULL, &ev));
  CK(clWaitForEvents(1, &ev));
  CK(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t0, &t0,
                             NULL));
  CK(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t1, &t1,
                             NULL));
  CK(clReleaseEvent(ev));
  return (double)(t1 - t0) / 1e6;
}

/* Runs k once on a poisoned output (all bits set) and compares it with the
 * reference of its role; returns 1 when it matches. */
static int check(struct bench *b, const struct cell *c, const struct variant *v,
                 cl_kernel k, unsigned r, const void *s) {
  struct runtime *rt = &b->rt[v->rt];
  size_t sz = bench_types[c->type].size;
  unsigned char poison = 0xff;
  CK(clSetKernelArg(k, 2, sizeof r, &r));
  CK(clEnqueueFillBuffer(rt->q, rt->out, &poison, 1, 0, N_ELEMS * 8, 0, NULL,
                         NULL));
  launch(rt, k, c);
  size_t n = reference(c, v->role, b->in, b->want, r, s);
  CK(clEnqueueReadBuffer(rt->q, rt->out, CL_TRUE, 0, n * sz, b->out, 0, NULL,
                         NULL));
  size_t first = 0, bad = compare(c->type, b->out, b->want, n, &first);
  if (!bad)
    return 1;
  char kn[64], got[48], want[48];
  kernel_name(c, v->role, kn, sizeof kn);
  format_elem(c->type, b->out, first, got, sizeof got);
  format_elem(c->type, b->want, first, want, sizeof want);
  printf("CHECK FAILED %s %s %s type %s wg %d ipt %d r %u: %zu of %zu "
         "elements wrong, first at %zu: got %s want %s (seed %llu)\n",
         rt->name, v->name, kn, bench_types[c->type].name, c->wg, c->ipt, r,
         bad, n, first, got, want, (unsigned long long)b->seed);
  b->fails++;
  return 0;
}

void run_cell(struct bench *b, const struct cell *c) {
  cl_kernel k[NV] = {0};
  const char *chk[NV];
  double *ms[NV] = {0};
  char s[8], note[NV][96];
  unsigned r = c->kernel == 1 ? K1_R : 1;
  /* Floating-point K1 is checked with one call, exact by construction;
   * integer K1 with every call of the timed launch. */
  unsigned rcheck = c->kernel == 1 && bench_types[c->type].is_float ? 1 : r;
  k1_factor(c, s);
  for (size_t i = 0; i < NV; ++i) {
    const struct variant *v = &variants[i];
    struct runtime *rt = &b->rt[v->rt];
    char kn[64];
    cl_int err;
    note[i][0] = 0;
    chk[i] = "";
    if (!in_cell(c, v))
      continue;
    if (!b->prog[v->prog]) {
      snprintf(note[i], sizeof note[i], "skipped: program not built");
      continue;
    }
    kernel_name(c, v->role, kn, sizeof kn);
    k[i] = clCreateKernel(b->prog[v->prog], kn, &err);
    CK(err);
    size_t max_wg;
    CK(clGetKernelWorkGroupInfo(k[i], rt->dev, CL_KERNEL_WORK_GROUP_SIZE,
                                sizeof max_wg, &max_wg, NULL));
    if (max_wg < (size_t)c->wg) {
      snprintf(note[i], sizeof note[i],
               "skipped: CL_KERNEL_WORK_GROUP_SIZE %zu", max_wg);
      clReleaseKernel(k[i]);
      k[i] = NULL;
      continue;
    }
    CK(clSetKernelArg(k[i], 0, sizeof rt->in, &rt->in));
    CK(clSetKernelArg(k[i], 1, sizeof rt->out, &rt->out));
    CK(clSetKernelArg(k[i], 3, bench_types[c->type].size, s));
    /* tmp of the tree and floor kernels; K1's floor alternates two halves. */
    size_t tmp = (c->kernel == 1 ? 2 : 1) * c->wg * bench_types[c->type].size;
    if (v->role == ROLE_TREE || v->role == ROLE_FLOOR)
      CK(clSetKernelArg(k[i], 4, tmp, NULL));
    chk[i] = check(b, c, v, k[i], rcheck, s) ? "ok" : "FAIL";
    CK(clSetKernelArg(k[i], 2, sizeof r, &r));
    ms[i] = malloc(b->reps * sizeof(double));
  }
  for (int rep = -b->warm; rep < b->reps; ++rep)
    for (size_t i = 0; i < NV; ++i)
      if (k[i]) {
        double t = launch(&b->rt[variants[i].rt], k[i], c);
        if (rep >= 0)
          ms[i][rep] = t;
      }
  char fn[64];
  function_name(c, fn, sizeof fn);
  printf("K%d %-6s %-18s wg %4d ipt %2d ms:", c->kernel,
         bench_types[c->type].name, fn, c->wg, c->ipt);
  for (size_t i = 0; i < NV; ++i) {
    const struct variant *v = &variants[i];
    if (!in_cell(c, v))
      continue;
    if (ms[i])
      qsort(ms[i], b->reps, sizeof(double), cmpd);
    row(b, c, v, r, ms[i], chk[i], k[i], note[i]);
    if (ms[i])
      printf(" %s-%s %.3f", b->rt[v->rt].name, v->name, ms[i][b->reps / 2]);
    else
      printf(" %s-%s (%s)", b->rt[v->rt].name, v->name, note[i]);
    free(ms[i]);
    if (k[i])
      clReleaseKernel(k[i]);
  }
  printf("\n");
  fflush(b->csv);
  fflush(stdout);
}
