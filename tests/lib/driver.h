// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The test driver of the harnesses that launch kernels and check their
 * outputs (wgc-conformance, wgc-subgroups, wgc-programs): the options they
 * share, the device and its programs, the loop over kernels, work-group
 * shapes and data modes with a seed for each launch, launches with poisoned
 * outputs, the count of checks, the report of a failure and the summary.
 * A harness brings its cases (struct driver_suite): which kernels run on
 * which shapes and data, each launch's inputs, and the reference its
 * outputs are checked against. */
#ifndef WGC_TEST_DRIVER_H
#define WGC_TEST_DRIVER_H

#include "clhost.h"
#include "data.h"

#include <stdint.h>

#define DRIVER_POISON 0xA5    /* every byte of an output before a launch */
#define DRIVER_MAX_REPORTED 4 /* wrong items printed per launch */
#define DRIVER_MAX_PROGRAMS 16
#define DRIVER_MAX_SKIPS 32
#define DRIVER_MAX_MODES 16

struct driver_options {
  const char *programs[DRIVER_MAX_PROGRAMS];
  int n_programs;
  const char *type, *target, *platform, *build_options;
  enum program_kind kind;
  uint64_t seed;
  int verbose;
  const char *only_kernels;           /* --kernel NAME,... */
  const char *skip[DRIVER_MAX_SKIPS]; /* --skip PREFIX: names not to run */
  int n_skips;
  int only_shape;         /* --shape INDEX (-1: every shape) */
  const char *shape_list; /* --shapes I,J,...: only these shape indices */
  int launches;           /* print each kernel's local size before its runs */
  int kernel_per_launch;  /* a kernel object per launch, released after it */
};

/* A harness's own option: a flag (takes_value 0) sets *(int *)to to 1; an
 * option with a value stores it in *(const char **)to. */
struct driver_option {
  const char *name;
  int takes_value;
  void *to;
};

struct driver {
  const char *name; /* the harness, as in its messages */
  struct driver_options opt;
  struct cl_env env;
  cl_program programs[DRIVER_MAX_PROGRAMS]; /* NULL where one failed */
  int passed, failed, skipped;
};

/* One launch: a kernel on a shape with one data mode. */
struct driver_launch {
  int kernel, shape, mode; /* indices into the harness's tables */
  const char *name;        /* the kernel's */
  enum data_mode data;
  uint64_t seed; /* of this launch's data */
  size_t local[3], groups[3], offset[3];
  size_t group_size, n_groups, n; /* n: the work-items of the launch */
  cl_uint dims;  /* the fewest that hold the sizes and the offset */
  char note[96]; /* what the harness adds to the launch's description */
  int described; /* the launch has been described (driver_describe) */
  int reported;  /* wrong items reported (driver_wrong_item) */
};

struct driver_suite {
  int n_kernels, n_shapes;
  /* Kernel k's name, or NULL if it does not run for the options given.
   * The driver then applies --kernel and --skip. */
  const char *(*kernel)(struct driver *d, int k);
  /* Whether kernel k runs on shape s (--shape and --shapes applied
   * already); fills in l->local, l->groups and l->offset. kernel_max: the
   * kernel's maximum work-group size. Setting *why counts the shape as
   * skipped for that reason; the driver adds the device's limits. */
  int (*shape)(struct driver *d, int k, int s, size_t kernel_max,
               struct driver_launch *l, const char **why);
  /* Kernel k's data modes; returns their count (at most DRIVER_MAX_MODES). */
  int (*modes)(struct driver *d, int k, enum data_mode *modes);
  /* The checks a skipped shape leaves out of kernel k on data mode m; NULL:
   * one per shape. */
  int (*skipped_checks)(struct driver *d, int k, enum data_mode m);
  /* Runs one launch: its inputs, driver_enqueue, the checks. */
  void (*launch)(struct driver *d, cl_kernel kern, struct driver_launch *l);
  /* Called after kernel k's turn, whether it ran or not, or NULL. */
  void (*kernel_done)(struct driver *d, int k);
};

/* Parses the shared options and the harness's own (own[0..n_own)); prints
 * usage (the harness's, then the shared options) and returns 1 on bad
 * options or none at all. */
int driver_parse(struct driver *d, const char *name, int argc, char **argv,
                 const struct driver_option *own, int n_own, const char *usage);

/* Opens the device, prints the run's first lines (with extra after the
 * target, type and seed, if not NULL), loads every program (a program that
 * fails counts a failure), runs the suite and prints the summary
 * "N passed, N failed, N skipped". Returns the exit status: 0 if nothing
 * failed, 1 otherwise. */
int driver_run(struct driver *d, const struct driver_suite *s,
               const char *extra);

/* 1 if name is one of the comma-separated names of list. */
int driver_listed(const char *list, const char *name);

/* A buffer of a launch: an input created from its host copy, an output
 * with room for bytes (at least 1). */
struct driver_buffer {
  void *host; /* an input's data; where an output is read back to */
  size_t bytes;
  int output; /* poisoned before each launch, read back after it */
  cl_mem mem;
};
/* Creates the buffers b[0..n). Returns 0, or describes the launch, counts a
 * failure and returns 1. driver_release releases those created. */
int driver_buffers(struct driver *d, struct driver_launch *l,
                   struct driver_buffer *b, int n);
void driver_release(struct driver_buffer *b, int n);

/* Sets the kernel's arguments with set_args(kern, ctx), fills every output
 * with DRIVER_POISON on the device, runs the launch and reads the outputs
 * back into their host copies; with --kernel-per-launch on a kernel object
 * of its own, released right after the launch is enqueued. Returns 0, or
 * describes the launch, prints the error, counts a failure and returns 1. */
int driver_enqueue(struct driver *d, cl_kernel kern, struct driver_launch *l,
                   struct driver_buffer *b, int n,
                   cl_int (*set_args)(cl_kernel kern, void *ctx), void *ctx);

/* Prints what failed and how to rerun it, once per launch. */
void driver_describe(struct driver *d, struct driver_launch *l);

/* A wrong item of a launch: describes the launch the first time and
 * prints the first DRIVER_MAX_REPORTED items of it as
 * "  PLANE item I (group G, local L[, NOTE]): expected E, got G". t: for
 * the value of a floating-point item, or NULL. */
void driver_wrong_item(struct driver *d, struct driver_launch *l,
                       const char *plane, size_t item, size_t group,
                       size_t local, const char *note,
                       const struct elem_type *t, const struct expect *e,
                       uint64_t got);

/* Counts a check: passed if ok, else failed. */
void driver_count(struct driver *d, int ok);

/* The check that a second run on the same input gave the same bits. */
void driver_count_rerun(struct driver *d, struct driver_launch *l, int same);

#endif
