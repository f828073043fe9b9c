// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Specialization at launch (specialize.h).
 *
 * A record per app kernel of a program the layer built holds what the app
 * set on it: each argument's bytes (or size alone, for __local memory and
 * NULL buffers) or SVM pointer, and its exec infos, each stamped with when
 * it was set. A source per such program holds what compiling it again
 * takes (source, options, context, devices) and its variant programs, one
 * per kernel and local size, compiled by worker threads. Each record makes
 * its own kernel object of a built variant and sets on it, before each
 * launch, what the app set since the last one.
 *
 * Workers: a worker thread is started when the layer first records a kernel
 * (clCreateKernel, clCreateKernelsInProgram), not on a launch, and stays
 * while there is work: a launch at a new size queues its variant's compile
 * once the driver has taken the launch, and wakes an idle worker. A worker
 * that takes a job starts a spare one (up to MAX_WORKERS) so that the next
 * launch at a new size finds one waiting too; idle workers leave after
 * IDLE_SECONDS. A launch starts a worker itself only when none is left.
 *
 * Locks: `lock` guards the records' table, the sources and their variants,
 * the job queue and the workers' slots; a record's mutex guards its arguments
 * and variant kernels, and is held from replaying them to the launch. A
 * record's mutex is taken before `lock`, never while holding it. Driver calls
 * that may be slow (compiles, launches) run without `lock`. */
#define _GNU_SOURCE
#include "specialize.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "build.h"
#include "settings.h"
#include "targets.h"

#define BUCKETS 1024
#define INLINE_BYTES 16
#define MAX_WORKERS 2
/* How long an idle worker waits for a job before it leaves, while no
 * compile runs: an app launches its kernels at their sizes in a burst (its
 * first iterations, a sweep of sizes), whose launches then find a worker
 * waiting; a few seconds past the burst no thread is kept for nothing. */
#define IDLE_SECONDS 5
/* The workers' thread name (/proc/PID/task/TID/comm). */
#define WORKER_NAME "wgc-specialize"
/* How long the app's exit, or the layer's unloading, waits for running
 * compiles. */
#define CLOSE_SECONDS 120

enum arg_kind { ARG_UNSET, ARG_VALUE, ARG_SVM };

struct arg {
  enum arg_kind kind;
  size_t size;
  int null_value;      /* set with a NULL value: __local memory, NULL buffer */
  unsigned char *data; /* the bytes: inline_bytes or malloc'd (cap) */
  size_t cap;
  unsigned char inline_bytes[INLINE_BYTES];
  const void *svm;
  unsigned long stamp;
};

struct exec_info {
  cl_kernel_exec_info param;
  size_t size;
  unsigned char *value;
  unsigned long stamp;
};

enum variant_state { COMPILING, READY, FAILED };

/* A variant program: the source with one kernel's size declared. */
struct variant {
  char *kernel;
  unsigned xyz[3];
  enum variant_state state;
  cl_program program; /* READY */
  struct variant *next;
};

/* What compiling a program the layer built again takes. Listed (found by
 * bin) while records of its kernels live; freed once neither a record nor
 * a job holds it. */
struct source {
  cl_program bin;
  int listed;
  size_t records, refs;
  cl_context context;
  char *text;
  size_t len;
  char *options;
  cl_device_id *devices;
  cl_uint num_devices;
  struct variant *variants;
  struct source *next;
};

/* The record's kernel object of one variant. */
struct variant_kernel {
  unsigned xyz[3];
  cl_kernel kernel;     /* NULL when it could not be made */
  unsigned long synced; /* the record's stamp when last replayed */
  int failed;           /* a launch of it failed: the app's kernel runs */
  int launched;         /* it ran once (logged) */
};

struct record {
  cl_kernel kernel;
  struct source *src;
  char *name;
  pthread_mutex_t mutex;
  cl_uint num_args;
  struct arg *args;
  struct exec_info *infos;
  size_t num_infos;
  unsigned long stamp;
  struct variant_kernel *vks;
  size_t num_vks;
  int bound_logged;
  int untracked; /* what the app set is not known: no variant runs */
  /* The largest local size picked on pick_dev (pick_local), 0 for none;
   * the device lives while the kernel does. */
  cl_device_id pick_dev;
  size_t pick_cap;
  int pick_logged;
  /* The app's references: the driver's count also holds its own (PoCL's
   * pending commands), so the app's last release is told by this one. */
  cl_uint app_refs;
  struct record *next;
};

struct job {
  struct source *src;
  struct variant *v;
  struct job *next;
};

/* A worker thread's place: STARTING from its start until it runs, then
 * RUNNING; LEFT once it has left, until it is joined (and FREE again). */
enum slot_state { SLOT_FREE, SLOT_STARTING, SLOT_RUNNING, SLOT_LEFT };

struct slot {
  enum slot_state state;
  pthread_t thread; /* RUNNING, LEFT: set by the worker itself */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
/* `changed`: a variant's state or the count of workers changed; `work`: a
 * job was queued or the layer closes (idle workers wait on it, on the
 * monotonic clock: made in install_hooks). */
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static pthread_cond_t work;
static struct record *buckets[BUCKETS];
static struct source *sources;
static struct job *jobs, **jobs_tail = &jobs;
static struct slot slots[MAX_WORKERS];
/* Workers started and not left, jobs queued, compiles running; closing is
 * set once the app exits (at_exit) or the layer is unloaded (unload), and
 * deadline is then when waiting for compiles ends. */
static int workers, queued, active, closing;
static struct timespec deadline;
static pthread_once_t hooks_once = PTHREAD_ONCE_INIT;

static void install_hooks(void);
static void start_worker(int if_none);

static struct record **bucket(cl_kernel kernel) {
  return &buckets[((uintptr_t)kernel >> 4) % BUCKETS];
}

/* The record of kernel; call with lock held. */
static struct record *find(cl_kernel kernel) {
  struct record *r = *bucket(kernel);
  while (r && r->kernel != kernel)
    r = r->next;
  return r;
}

static struct record *lookup(cl_kernel kernel) {
  pthread_mutex_lock(&lock);
  struct record *r = find(kernel);
  pthread_mutex_unlock(&lock);
  return r;
}

static void log_size(char *out, size_t cap, const unsigned xyz[3]) {
  snprintf(out, cap, "%ux%ux%u", xyz[0], xyz[1], xyz[2]);
}

/* Drops one reference to s, freeing it with its variant programs at the
 * last; call with lock held. */
static void unref_source(struct source *s) {
  if (--s->refs > 0)
    return;
  const struct _cl_icd_dispatch *next = wgc_next();
  for (struct source **p = &sources; *p; p = &(*p)->next)
    if (*p == s) {
      *p = s->next;
      break;
    }
  while (s->variants) {
    struct variant *v = s->variants;
    s->variants = v->next;
    char size[64];
    log_size(size, sizeof size, v->xyz);
    wgc_log("specialize: %s at %s of binary program %p: released", v->kernel,
            size, (void *)s->bin);
    if (v->program)
      next->clReleaseProgram(v->program);
    free(v->kernel);
    free(v);
  }
  for (cl_uint i = 0; i < s->num_devices; i++)
    next->clReleaseDevice(s->devices[i]);
  next->clReleaseContext(s->context);
  free(s->text);
  free(s->options);
  free(s->devices);
  free(s);
}

/* The listed source of p's binary, made (with its own references to the
 * context and devices) when there is none; call with lock held. NULL when
 * out of memory. */
static struct source *source_of(const struct wgc_program *p) {
  for (struct source *s = sources; s; s = s->next)
    if (s->listed && s->bin == p->bin)
      return s;
  const struct _cl_icd_dispatch *next = wgc_next();
  struct source *s = calloc(1, sizeof *s);
  if (s) {
    s->text = malloc(p->source_len + 1);
    s->options = strdup(p->options ? p->options : "");
    s->devices = malloc(p->num_devices * sizeof *s->devices);
  }
  if (!s || !s->text || !s->options || !s->devices) {
    if (s) {
      free(s->text);
      free(s->options);
      free(s->devices);
    }
    free(s);
    return NULL;
  }
  memcpy(s->text, p->source, p->source_len + 1);
  s->len = p->source_len;
  memcpy(s->devices, p->devices, p->num_devices * sizeof *s->devices);
  s->num_devices = p->num_devices;
  s->context = p->context;
  s->bin = p->bin;
  s->listed = 1;
  next->clRetainContext(s->context);
  for (cl_uint i = 0; i < s->num_devices; i++)
    next->clRetainDevice(s->devices[i]);
  s->next = sources;
  sources = s;
  return s;
}

/* A record for kernel, NULL for one that declares its size (the compiler
 * already folds it) or when memory or a query fails. */
static struct record *new_record(cl_kernel kernel, cl_device_id device) {
  const struct _cl_icd_dispatch *next = wgc_next();
  size_t len = 0, declared[3] = {0, 0, 0};
  cl_uint num_args = 0;
  if (next->clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, 0, NULL, &len) !=
          CL_SUCCESS ||
      next->clGetKernelInfo(kernel, CL_KERNEL_NUM_ARGS, sizeof num_args,
                            &num_args, NULL) != CL_SUCCESS ||
      next->clGetKernelWorkGroupInfo(
          kernel, device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof declared,
          declared, NULL) != CL_SUCCESS ||
      declared[0] || declared[1] || declared[2])
    return NULL;
  struct record *r = calloc(1, sizeof *r);
  if (r) {
    r->name = calloc(len + 1, 1);
    r->args = calloc(num_args ? num_args : 1, sizeof *r->args);
    r->vks = calloc(wgc_layer_specialize_max(), sizeof *r->vks);
  }
  if (!r || !r->name || !r->args || !r->vks ||
      next->clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, len, r->name,
                            NULL) != CL_SUCCESS) {
    if (r) {
      free(r->name);
      free(r->args);
      free(r->vks);
    }
    free(r);
    return NULL;
  }
  r->kernel = kernel;
  r->num_args = num_args;
  r->app_refs = 1;
  pthread_mutex_init(&r->mutex, NULL);
  return r;
}

static void free_record(struct record *r) {
  for (size_t i = 0; i < r->num_vks; i++)
    if (r->vks[i].kernel)
      wgc_next()->clReleaseKernel(r->vks[i].kernel);
  for (cl_uint i = 0; i < r->num_args; i++)
    if (r->args[i].data != r->args[i].inline_bytes)
      free(r->args[i].data);
  for (size_t i = 0; i < r->num_infos; i++)
    free(r->infos[i].value);
  free(r->infos);
  free(r->args);
  free(r->vks);
  free(r->name);
  pthread_mutex_destroy(&r->mutex);
  free(r);
}

/* Whether the implementation has every call a variant needs. */
static int has_calls(const struct _cl_icd_dispatch *next) {
  return next->clRetainContext && next->clReleaseContext &&
         next->clRetainDevice && next->clReleaseDevice &&
         next->clSetKernelArg && next->clEnqueueNDRangeKernel;
}

void wgc_specialize_kernels_created(const struct wgc_program *p,
                                    const cl_kernel *kernels, cl_uint n) {
  if (wgc_layer_specialize() == WGC_SPECIALIZE_OFF || !has_calls(wgc_next()) ||
      !p->via_wgc || !p->bin || p->status != CL_BUILD_SUCCESS ||
      p->binary_type != CL_PROGRAM_BINARY_TYPE_EXECUTABLE || !p->num_devices ||
      !p->source)
    return;
  int recorded = 0;
  for (cl_uint i = 0; i < n; i++) {
    struct record *r = new_record(kernels[i], p->devices[0]);
    if (!r)
      continue;
    pthread_mutex_lock(&lock);
    r->src = source_of(p);
    if (r->src) {
      r->src->records++;
      r->src->refs++;
      r->next = *bucket(r->kernel);
      *bucket(r->kernel) = r;
      recorded = 1;
    }
    pthread_mutex_unlock(&lock);
    if (!r->src)
      free_record(r);
  }
  /* The worker for the kernels' first launches at their sizes starts here,
   * not on a launch. */
  if (recorded) {
    pthread_once(&hooks_once, install_hooks);
    start_worker(1);
  }
}

void wgc_specialize_kernel_retained(cl_kernel kernel) {
  pthread_mutex_lock(&lock);
  struct record *r = find(kernel);
  if (r)
    r->app_refs++;
  pthread_mutex_unlock(&lock);
}

void wgc_specialize_kernel_released(cl_kernel kernel) {
  pthread_mutex_lock(&lock);
  struct record **at = bucket(kernel);
  while (*at && (*at)->kernel != kernel)
    at = &(*at)->next;
  struct record *r = *at;
  if (r && --r->app_refs > 0)
    r = NULL;
  if (r) {
    wgc_log("specialize: kernel %p (%s): released by the app", (void *)kernel,
            r->name);
    /* Its variants still queued or compiling go on (the source holds what
     * they take). */
    for (struct variant *v = r->src->variants; v; v = v->next)
      if (v->state == COMPILING && !strcmp(v->kernel, r->name)) {
        char size[64];
        log_size(size, sizeof size, v->xyz);
        wgc_log("specialize: %s at %s of binary program %p: not yet built "
                "when the app released kernel %p",
                v->kernel, size, (void *)r->src->bin, (void *)kernel);
      }
    *at = r->next;
    /* A program of the same handle made later is another source. */
    if (--r->src->records == 0)
      r->src->listed = 0;
  }
  pthread_mutex_unlock(&lock);
  if (!r)
    return;
  struct source *s = r->src;
  free_record(r);
  pthread_mutex_lock(&lock);
  unref_source(s);
  pthread_mutex_unlock(&lock);
}

/* Stops r's variants for good: what the app set is no longer known (the
 * layer ran out of memory keeping it). Call with r's mutex held. */
static void untrack(struct record *r) {
  r->untracked = 1;
  wgc_log("specialize: kernel %p (%s): out of memory, no variant runs",
          (void *)r->kernel, r->name);
}

/* Keeps a copy of value (size bytes; NULL keeps the size alone) in a. */
static int store(struct arg *a, size_t size, const void *value) {
  if (value && size > INLINE_BYTES &&
      (!a->data || a->data == a->inline_bytes || a->cap < size)) {
    unsigned char *heap = malloc(size);
    if (!heap)
      return -1;
    if (a->data != a->inline_bytes)
      free(a->data);
    a->data = heap;
    a->cap = size;
  } else if (value && size <= INLINE_BYTES) {
    if (a->data != a->inline_bytes)
      free(a->data);
    a->data = a->inline_bytes;
    a->cap = INLINE_BYTES;
  }
  if (value)
    memcpy(a->data, value, size);
  a->kind = ARG_VALUE;
  a->size = size;
  a->null_value = value == NULL;
  return 0;
}

void wgc_specialize_arg(cl_kernel kernel, cl_uint index, size_t size,
                        const void *value) {
  struct record *r = lookup(kernel);
  if (!r || index >= r->num_args)
    return;
  pthread_mutex_lock(&r->mutex);
  if (store(&r->args[index], size, value) == 0)
    r->args[index].stamp = ++r->stamp;
  else
    untrack(r);
  pthread_mutex_unlock(&r->mutex);
}

void wgc_specialize_arg_svm(cl_kernel kernel, cl_uint index, const void *ptr) {
  struct record *r = lookup(kernel);
  if (!r || index >= r->num_args)
    return;
  pthread_mutex_lock(&r->mutex);
  r->args[index].kind = ARG_SVM;
  r->args[index].svm = ptr;
  r->args[index].stamp = ++r->stamp;
  pthread_mutex_unlock(&r->mutex);
}

void wgc_specialize_exec_info(cl_kernel kernel, cl_kernel_exec_info param,
                              size_t size, const void *value) {
  struct record *r = lookup(kernel);
  if (!r)
    return;
  pthread_mutex_lock(&r->mutex);
  size_t i = 0;
  while (i < r->num_infos && r->infos[i].param != param)
    i++;
  unsigned char *copy = malloc(size ? size : 1);
  struct exec_info *grown =
      i < r->num_infos
          ? r->infos
          : realloc(r->infos, (r->num_infos + 1) * sizeof *r->infos);
  if (!copy || !grown) {
    free(copy);
    untrack(r);
    pthread_mutex_unlock(&r->mutex);
    return;
  }
  r->infos = grown;
  if (i == r->num_infos)
    r->infos[r->num_infos++].value = NULL;
  memcpy(copy, value, size);
  free(r->infos[i].value);
  r->infos[i].param = param;
  r->infos[i].size = size;
  r->infos[i].value = copy;
  r->infos[i].stamp = ++r->stamp;
  pthread_mutex_unlock(&r->mutex);
}

/* The local size of a launch as three sizes, when the layer may run a
 * variant for it: each dimension's global size a multiple of its local
 * size (a variant declares its size, and a remainder work-group would be
 * smaller) and none zero. */
static int launch_size(cl_uint dim, const size_t *global, const size_t *local,
                       unsigned xyz[3]) {
  if (dim < 1 || dim > 3 || !global || !local)
    return 0;
  for (cl_uint d = 0; d < 3; d++) {
    size_t g = d < dim ? global[d] : 1, l = d < dim ? local[d] : 1;
    if (!g || !l || l > UINT_MAX || g % l)
      return 0;
    xyz[d] = (unsigned)l;
  }
  return 1;
}

/* The smallest work-group pick_local gives below the preferred size: one
 * NVIDIA warp. */
#define MIN_PICKED_SIZE 32

/* The preferred work-group size of a launch without one on target t: on
 * NVIDIA GPUs 256 (8 warps), a size the collectives are tuned and measured
 * at (docs/performance.md); elsewhere none, the driver's choice
 * standing. */
static size_t target_local_size(enum wgc_target_kind t) {
  return t == WGC_TARGET_NVPTX64 ? 256 : 0;
}

/* The local size the layer gives r's launch on queue without one, so that
 * it runs a variant: in dimension 0 the largest power of two up to the
 * preferred size (wgc_layer_local_size) that divides the global size,
 * within the kernel's CL_KERNEL_WORK_GROUP_SIZE and the device's first
 * CL_DEVICE_MAX_WORK_ITEM_SIZES; 1 in the others. 0 where that is below
 * MIN_PICKED_SIZE (and the preferred size): smaller work-groups than the
 * driver's own choice would waste the device, which then picks. Any size the
 * launch allows is one OpenCL lets the implementation choose; the same global
 * size always gets the same one. */
static int pick_local(struct record *r, cl_command_queue queue, cl_uint dim,
                      const size_t *global, size_t local[3]) {
  const struct _cl_icd_dispatch *next = wgc_next();
  cl_device_id dev;
  for (cl_uint d = 0; global && d < dim && d < 3; d++)
    if (!global[d])
      return 0;
  if (dim < 1 || dim > 3 || !global ||
      next->clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof dev, &dev,
                                  NULL) != CL_SUCCESS)
    return 0;
  pthread_mutex_lock(&r->mutex);
  if (r->pick_dev != dev) {
    unsigned want = wgc_layer_local_size();
    size_t cap = want == WGC_LOCAL_SIZE_TARGET
                     ? target_local_size(wgc_device_target(dev).kind)
                     : want;
    size_t kmax = 0, items[3] = {0, 0, 0};
    if (cap && (next->clGetKernelWorkGroupInfo(
                    r->kernel, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof kmax,
                    &kmax, NULL) != CL_SUCCESS ||
                next->clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_ITEM_SIZES,
                                      sizeof items, items, NULL) != CL_SUCCESS))
      cap = 0;
    cap = cap < kmax ? cap : kmax;
    cap = cap < items[0] ? cap : items[0];
    r->pick_dev = dev;
    r->pick_cap = cap;
  }
  size_t p = 1;
  while (p * 2 <= r->pick_cap)
    p *= 2;
  while (p > 1 && global[0] % p)
    p /= 2;
  int picked = p > 1 && (p >= MIN_PICKED_SIZE || p >= r->pick_cap);
  int logged = r->pick_logged;
  if (picked)
    r->pick_logged = 1;
  pthread_mutex_unlock(&r->mutex);
  if (!picked)
    return 0;
  local[0] = p;
  local[1] = local[2] = 1;
  if (!logged)
    wgc_log("specialize: kernel %p (%s): launched without a local size, "
            "given %zux1x1",
            (void *)r->kernel, r->name, p);
  return 1;
}

/* The variant of name at xyz in s and, in *count, the number of variants
 * of name; call with lock held. */
static struct variant *find_variant(struct source *s, const char *name,
                                    const unsigned xyz[3], unsigned *count) {
  struct variant *found = NULL;
  *count = 0;
  for (struct variant *v = s->variants; v; v = v->next) {
    if (strcmp(v->kernel, name))
      continue;
    ++*count;
    if (!memcmp(v->xyz, xyz, sizeof v->xyz))
      found = v;
  }
  return found;
}

/* Whether the app has begun to exit: a variant compiled then is not made
 * into a driver program, as the libraries' exit handlers (the driver's
 * among them) may have run. */
static int exiting(void) {
  pthread_mutex_lock(&lock);
  int c = closing;
  pthread_mutex_unlock(&lock);
  return c;
}

static void compile_variant(struct source *s, struct variant *v) {
  char spec[PATH_MAX], size[64];
  log_size(size, sizeof size, v->xyz);
  snprintf(spec, sizeof spec, "%s=%u,%u,%u", v->kernel, v->xyz[0], v->xyz[1],
           v->xyz[2]);
  struct wgc_source src = {.text = s->text,
                           .len = s->len,
                           .options = s->options,
                           .work_group_size = spec};
  wgc_log("specialize: %s at %s of binary program %p: compiling", v->kernel,
          size, (void *)s->bin);
  char *log = NULL;
  cl_program program = NULL;
  cl_int err = wgc_build_binary(s->context, &src, s->devices, s->num_devices,
                                &program, &log, exiting);
  if (err == CL_SUCCESS && program)
    wgc_log("specialize: %s at %s of binary program %p: built (program %p)",
            v->kernel, size, (void *)s->bin, (void *)program);
  else if (err == CL_SUCCESS)
    wgc_log("specialize: %s at %s of binary program %p: compiled, not built "
            "(the app exits)",
            v->kernel, size, (void *)s->bin);
  else
    wgc_log("specialize: %s at %s of binary program %p: not built (error "
            "%d), the kernel runs as built: %s",
            v->kernel, size, (void *)s->bin, err, log ? log : "");
  free(log);
  pthread_mutex_lock(&lock);
  v->program = program;
  v->state = program ? READY : FAILED;
  --active;
  pthread_cond_broadcast(&changed);
  unref_source(s);
  pthread_mutex_unlock(&lock);
}

/* When an idle worker that waits from now on leaves. */
static void idle_until(struct timespec *t) {
  clock_gettime(CLOCK_MONOTONIC, t);
  t->tv_sec += IDLE_SECONDS;
}

static void *worker(void *arg);

/* Starts a worker thread with every signal blocked (the app's handlers
 * never run on it), unless MAX_WORKERS run, the layer closes or, with
 * if_none, a worker runs; the slot of a worker that left is joined before
 * it is used again. Call without lock. */
static void start_worker(int if_none) {
  struct slot *slot = NULL;
  pthread_mutex_lock(&lock);
  if (!closing && workers < MAX_WORKERS && !(if_none && workers))
    for (int i = 0; !slot && i < MAX_WORKERS; i++)
      if (slots[i].state == SLOT_FREE || slots[i].state == SLOT_LEFT)
        slot = &slots[i];
  int left = slot && slot->state == SLOT_LEFT;
  pthread_t gone = slot ? slot->thread : (pthread_t)0;
  if (slot) {
    slot->state = SLOT_STARTING;
    ++workers;
  }
  pthread_mutex_unlock(&lock);
  if (!slot)
    return;
  if (left)
    pthread_join(gone, NULL);
  pthread_t thread;
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  int err = pthread_create(&thread, NULL, worker, slot);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  if (err == 0) {
    wgc_log("specialize: worker started by thread %d",
            (int)syscall(SYS_gettid));
    return;
  }
  pthread_mutex_lock(&lock);
  slot->state = SLOT_FREE;
  --workers;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&lock);
}

/* Takes jobs until the layer closes or, with none queued and no compile
 * running, IDLE_SECONDS passed. While compiles run, more launches at new
 * sizes are likely: an idle worker then stays. */
static void *worker(void *arg) {
  struct slot *self = arg;
  struct timespec until;
  int timed_out = 0;
  pthread_setname_np(pthread_self(), WORKER_NAME);
  pthread_mutex_lock(&lock);
  self->thread = pthread_self();
  self->state = SLOT_RUNNING;
  idle_until(&until);
  while (!closing) {
    if (jobs) {
      struct job *j = jobs;
      jobs = j->next;
      if (!jobs)
        jobs_tail = &jobs;
      --queued;
      ++active;
      /* No other worker waits: a spare one is started for the next job,
       * here rather than on the launch that queues it. */
      int spare = workers == active;
      pthread_mutex_unlock(&lock);
      if (spare)
        start_worker(0);
      compile_variant(j->src, j->v);
      free(j);
      pthread_mutex_lock(&lock);
      idle_until(&until);
      timed_out = 0;
      continue;
    }
    if (timed_out && !active)
      break;
    if (timed_out)
      idle_until(&until);
    timed_out = pthread_cond_timedwait(&work, &lock, &until) == ETIMEDOUT;
  }
  self->state = SLOT_LEFT;
  --workers;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&lock);
  return NULL;
}

/* Makes the queued jobs run: wakes an idle worker, and starts one only
 * where none lives (start_worker's if_none). A woken worker may not have
 * taken its job yet when the next launch queues another: that one waits
 * for the spare the first starts on taking its job (worker), never for a
 * thread started by a launch. Call without lock. */
static void wake_workers(void) {
  pthread_mutex_lock(&lock);
  pthread_cond_signal(&work);
  pthread_mutex_unlock(&lock);
  start_worker(1);
}

/* Closes the layer's workers: the compiles not started are dropped and
 * idle workers told to leave; deadline is set at the first call. Call with
 * lock held, after install_hooks. */
static void close_workers(void) {
  if (!closing) {
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += CLOSE_SECONDS;
  }
  closing = 1;
  while (jobs) {
    struct job *j = jobs;
    jobs = j->next;
    j->v->state = FAILED;
    free(j);
  }
  jobs_tail = &jobs;
  queued = 0;
  pthread_cond_broadcast(&changed);
  pthread_cond_broadcast(&work);
}

/* At the app's exit, before any library's destructor (the driver's among
 * them) runs: the compiles not started are dropped, idle workers leave and
 * the running compiles are awaited (CLOSE_SECONDS at most), so that none
 * is cut off with its wgc-cc running and its temporary folder left; their
 * results reach the cache, not the driver (exiting). */
static void at_exit(void) {
  pthread_mutex_lock(&lock);
  close_workers();
  int rc = 0;
  while (active > 0 && rc == 0)
    rc = pthread_cond_timedwait(&changed, &lock, &deadline);
  pthread_mutex_unlock(&lock);
}

/* `work` waits on the monotonic clock, so that setting the time does not
 * move an idle worker's leaving. */
static void make_work_cond(void) {
  pthread_condattr_t attr;
  pthread_condattr_init(&attr);
  pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
  pthread_cond_init(&work, &attr);
  pthread_condattr_destroy(&attr);
}

/* A child the app forks has none of the parent's workers: it starts with
 * none running, none idle and none queued, and conditions no thread waits
 * on (the parent's waiters are not in it). */
static void before_fork(void) { pthread_mutex_lock(&lock); }
static void after_fork_parent(void) { pthread_mutex_unlock(&lock); }
static void after_fork_child(void) {
  jobs = NULL;
  jobs_tail = &jobs;
  workers = queued = active = 0;
  memset(slots, 0, sizeof slots);
  pthread_cond_init(&changed, NULL);
  make_work_cond();
  pthread_mutex_unlock(&lock);
}

static void install_hooks(void) {
  make_work_cond();
  atexit(at_exit);
  pthread_atfork(before_fork, after_fork_parent, after_fork_child);
}

/* When the layer is unloaded (dlclose), which an app does only once it
 * makes no more calls through it: no worker may run the layer's code once
 * it is unmapped. The compiles not started are dropped, idle workers told
 * to leave, and every worker awaited, running compiles included, until the
 * deadline close_workers sets (CLOSE_SECONDS), then joined. A compile still
 * running then is left to run, and its worker faults once the code is
 * gone: unloading the layer while a compile runs that long is not
 * supported. At the app's exit at_exit has already dropped the jobs and
 * awaited the compiles under the same deadline; this then awaits only the
 * idle workers it woke. */
__attribute__((destructor)) static void unload(void) {
  pthread_t left[MAX_WORKERS];
  int n = 0, rc = 0;
  pthread_mutex_lock(&lock);
  if (workers)
    close_workers();
  while (workers > 0 && rc == 0)
    rc = pthread_cond_timedwait(&changed, &lock, &deadline);
  for (int i = 0; i < MAX_WORKERS; i++)
    if (slots[i].state == SLOT_LEFT) {
      left[n++] = slots[i].thread;
      slots[i].state = SLOT_FREE;
    }
  pthread_mutex_unlock(&lock);
  for (int i = 0; i < n; i++)
    pthread_join(left[i], NULL);
}

/* Queues the compile of r's variant at xyz unless it exists or the bound
 * is reached, and makes it run (wake_workers); with wait, waits until it is
 * no longer compiling. A launch that does not wait calls it once the
 * driver has taken the launch, so that no compile starts beside it. */
static void request(struct record *r, const unsigned xyz[3], int wait) {
  unsigned count;
  int queued_now = 0;
  pthread_once(&hooks_once, install_hooks);
  pthread_mutex_lock(&lock);
  struct source *s = r->src;
  struct variant *v = find_variant(s, r->name, xyz, &count);
  if (!v && !closing && count < wgc_layer_specialize_max()) {
    v = calloc(1, sizeof *v);
    struct job *j = calloc(1, sizeof *j);
    if (v && j && (v->kernel = strdup(r->name))) {
      memcpy(v->xyz, xyz, sizeof v->xyz);
      v->state = COMPILING;
      v->next = s->variants;
      s->variants = v;
      j->src = s;
      j->v = v;
      s->refs++;
      *jobs_tail = j;
      jobs_tail = &j->next;
      ++queued;
      queued_now = 1;
    } else {
      free(v);
      free(j);
      v = NULL;
    }
  } else if (!v && !r->bound_logged) {
    r->bound_logged = 1;
    wgc_log("specialize: %s of binary program %p: %u variants, no more "
            "(WGC_LAYER_SPECIALIZE_MAX)",
            r->name, (void *)s->bin, count);
  }
  pthread_mutex_unlock(&lock);
  if (queued_now)
    wake_workers();
  if (!wait || !v)
    return;
  /* The source's reference keeps v while r lives. Without a worker (none
   * could start) the job waits for the next one; a wait would never end. */
  pthread_mutex_lock(&lock);
  while (workers && v->state == COMPILING)
    pthread_cond_wait(&changed, &lock);
  pthread_mutex_unlock(&lock);
}

/* r's kernel object of its variant at xyz, made from the variant program
 * once that is built; NULL while there is none to launch. *absent is set
 * when no variant of that size exists. Call with r's mutex held. */
static struct variant_kernel *
variant_kernel(struct record *r, const unsigned xyz[3], int *absent) {
  *absent = 0;
  for (size_t i = 0; i < r->num_vks; i++)
    if (!memcmp(r->vks[i].xyz, xyz, sizeof r->vks[i].xyz))
      return r->vks[i].kernel && !r->vks[i].failed ? &r->vks[i] : NULL;
  unsigned count;
  pthread_mutex_lock(&lock);
  struct variant *v = find_variant(r->src, r->name, xyz, &count);
  cl_program program = v && v->state == READY ? v->program : NULL;
  *absent = v == NULL;
  pthread_mutex_unlock(&lock);
  if (!program || r->num_vks >= wgc_layer_specialize_max())
    return NULL;
  /* The source's reference keeps program while r lives. */
  char size[64];
  cl_int err;
  struct variant_kernel *e = &r->vks[r->num_vks++];
  memcpy(e->xyz, xyz, sizeof e->xyz);
  e->kernel = wgc_next()->clCreateKernel(program, r->name, &err);
  log_size(size, sizeof size, xyz);
  size_t declared[3] = {0, 0, 0};
  if (e->kernel) {
    char said[64];
    unsigned d[3];
    wgc_next()->clGetKernelWorkGroupInfo(e->kernel, r->src->devices[0],
                                         CL_KERNEL_COMPILE_WORK_GROUP_SIZE,
                                         sizeof declared, declared, NULL);
    for (int i = 0; i < 3; i++)
      d[i] = (unsigned)declared[i];
    log_size(said, sizeof said, d);
    wgc_log("specialize: kernel %p (%s): its variant at %s made, declaring %s",
            (void *)r->kernel, r->name, size, said);
  } else {
    wgc_log("specialize: kernel %p (%s): no kernel of its variant at %s "
            "(error %d)",
            (void *)r->kernel, r->name, size, err);
  }
  return e->kernel ? e : NULL;
}

/* Sets on e's kernel what the app set on r's since e was last set. */
static cl_int replay(struct record *r, struct variant_kernel *e) {
  const struct _cl_icd_dispatch *next = wgc_next();
  cl_int err = CL_SUCCESS;
  for (cl_uint i = 0; err == CL_SUCCESS && i < r->num_args; i++) {
    const struct arg *a = &r->args[i];
    if (a->kind == ARG_UNSET || a->stamp <= e->synced)
      continue;
    err = a->kind == ARG_SVM
              ? next->clSetKernelArgSVMPointer(e->kernel, i, a->svm)
              : next->clSetKernelArg(e->kernel, i, a->size,
                                     a->null_value ? NULL : a->data);
  }
  for (size_t i = 0; err == CL_SUCCESS && i < r->num_infos; i++)
    if (r->infos[i].stamp > e->synced)
      err = next->clSetKernelExecInfo(e->kernel, r->infos[i].param,
                                      r->infos[i].size, r->infos[i].value);
  e->synced = err == CL_SUCCESS ? r->stamp : 0;
  return err;
}

cl_int wgc_specialize_enqueue(cl_command_queue queue, cl_kernel kernel,
                              cl_uint work_dim, const size_t *offset,
                              const size_t *global, const size_t *local,
                              cl_uint num_events, const cl_event *events,
                              cl_event *event) {
  const struct _cl_icd_dispatch *next = wgc_next();
  enum wgc_specialize_mode mode = wgc_layer_specialize();
  unsigned xyz[3];
  size_t picked[3];
  const size_t *app_local = local;
  struct record *r = mode != WGC_SPECIALIZE_OFF ? lookup(kernel) : NULL;
  if (r && !local && pick_local(r, queue, work_dim, global, picked))
    local = picked;
  if (r && !launch_size(work_dim, global, local, xyz))
    r = NULL;
  if (!r)
    return next->clEnqueueNDRangeKernel(queue, kernel, work_dim, offset, global,
                                        app_local, num_events, events, event);
  pthread_mutex_lock(&r->mutex);
  int absent;
  struct variant_kernel *e = variant_kernel(r, xyz, &absent);
  if (!e && absent && mode == WGC_SPECIALIZE_WAIT) {
    request(r, xyz, 1);
    e = variant_kernel(r, xyz, &absent);
    absent = 0;
  }
  if (e && !r->untracked) {
    cl_int err = replay(r, e);
    if (err == CL_SUCCESS)
      err = next->clEnqueueNDRangeKernel(queue, e->kernel, work_dim, offset,
                                         global, local, num_events, events,
                                         event);
    if (err == CL_SUCCESS && !e->launched) {
      char size[64];
      log_size(size, sizeof size, xyz);
      e->launched = 1;
      wgc_log("specialize: kernel %p (%s): launched its variant at %s",
              (void *)r->kernel, r->name, size);
    }
    if (err == CL_SUCCESS) {
      pthread_mutex_unlock(&r->mutex);
      return err;
    }
    e->failed = 1;
    wgc_log("specialize: kernel %p (%s): its variant did not launch (error "
            "%d); the kernel runs as built",
            (void *)r->kernel, r->name, err);
  }
  pthread_mutex_unlock(&r->mutex);
  cl_int err =
      next->clEnqueueNDRangeKernel(queue, kernel, work_dim, offset, global,
                                   local, num_events, events, event);
  /* A size the layer picked and the driver refuses: the launch goes as the
   * app gave it, and the driver answers it. */
  if (err != CL_SUCCESS && local != app_local)
    return next->clEnqueueNDRangeKernel(queue, kernel, work_dim, offset, global,
                                        app_local, num_events, events, event);
  if (err == CL_SUCCESS && absent)
    request(r, xyz, 0);
  return err;
}
