// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CPU benchmark: the variants of a cell, checked and then timed together. */
#ifndef WGC_CPU_CELLS_H
#define WGC_CPU_CELLS_H

#include "clrt.h"

enum rt_id { RT_INTEL, RT_POCL, N_RT };
/* Intel from source (its own collectives), Intel from wgc-cc's SPIR-V,
 * Intel from the SPIR-V linked with the sub-group library, Intel and PoCL
 * from wgc-cc's SPIR bitcode. */
enum prog_id {
  P_INTEL_SRC,
  P_INTEL_WGC,
  P_INTEL_WGC_SG,
  P_INTEL_SPIR,
  P_POCL_WGC,
  N_PROGS
};

struct bench {
  struct runtime rt[N_RT];
  cl_program prog[N_PROGS]; /* of the current type; NULL: not built */
  void *in, *out, *want;    /* host copies, N_ELEMS of the largest type */
  int reps, warm;
  uint64_t seed;
  FILE *csv;
  int fails;
};

/* Checks every variant of cell c against the host reference on a poisoned
 * output, then times them interleaved launch by launch; writes one CSV row
 * per variant (skipped ones with the reason) and a line to stdout. */
void run_cell(struct bench *b, const struct cell *c);

/* The CSV header line. */
void csv_header(FILE *csv);

#endif
