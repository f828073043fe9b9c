// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The layer's program records: the app's source program, the driver
 * program wgc-cc's binary was built into, and the build state the layer
 * reports for it. */
#include "programs.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "arg_info.h"
#include "settings.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct wgc_program **records;
static size_t num_records, cap_records;

void wgc_programs_lock(void) { pthread_mutex_lock(&lock); }
void wgc_programs_unlock(void) { pthread_mutex_unlock(&lock); }

struct wgc_program *wgc_program_add(cl_program src, cl_context context,
                                    char *source, size_t len) {
  if (num_records == cap_records) {
    size_t cap = cap_records ? 2 * cap_records : 16;
    struct wgc_program **grown = realloc(records, cap * sizeof *records);
    if (!grown)
      return NULL;
    records = grown;
    cap_records = cap;
  }
  struct wgc_program *p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  p->src = src;
  p->context = context;
  p->source = source;
  p->source_len = len;
  p->status = CL_BUILD_NONE;
  p->binary_type = CL_PROGRAM_BINARY_TYPE_NONE;
  records[num_records++] = p;
  return p;
}

struct wgc_program *wgc_program_by_src(cl_program src) {
  for (size_t i = 0; i < num_records; i++)
    if (records[i]->src == src)
      return records[i];
  return NULL;
}

struct wgc_program *wgc_program_by_bin(cl_program bin) {
  for (size_t i = 0; bin && i < num_records; i++)
    if (records[i]->bin == bin)
      return records[i];
  return NULL;
}

int wgc_program_has_device(const struct wgc_program *p, cl_device_id d) {
  for (cl_uint i = 0; i < p->num_devices; i++)
    if (p->devices[i] == d)
      return 1;
  return 0;
}

void wgc_program_set_build(struct wgc_program *p, cl_program bin,
                           cl_build_status status, cl_program_binary_type type,
                           char *log, char *options, cl_device_id *devices,
                           cl_uint num_devices) {
  if (p->bin && p->bin != bin) {
    wgc_arg_info_released(p->bin);
    wgc_next()->clReleaseProgram(p->bin);
  }
  free(p->log);
  free(p->options);
  free(p->devices);
  p->bin = bin;
  p->status = status;
  p->binary_type = type;
  p->log = log;
  p->options = options;
  p->devices = devices;
  p->num_devices = num_devices;
}

void wgc_headers_free(struct wgc_header *h, size_t n) {
  for (size_t i = 0; i < n; i++) {
    free(h[i].name);
    free(h[i].text);
  }
  free(h);
}

void wgc_program_set_headers(struct wgc_program *p, struct wgc_header *headers,
                             size_t num) {
  wgc_headers_free(p->headers, p->num_headers);
  p->headers = headers;
  p->num_headers = num;
}

cl_uint wgc_refcount(cl_program p) {
  cl_uint count = 0;
  wgc_next()->clGetProgramInfo(p, CL_PROGRAM_REFERENCE_COUNT, sizeof count,
                               &count, NULL);
  return count;
}

static void forget(size_t i) {
  struct wgc_program *p = records[i];
  wgc_log("program %p released (binary program %p)", (void *)p->src,
          (void *)p->bin);
  if (p->bin) {
    wgc_arg_info_released(p->bin);
    wgc_next()->clReleaseProgram(p->bin);
  }
  wgc_next()->clReleaseProgram(p->src);
  free(p->source);
  free(p->log);
  free(p->options);
  free(p->devices);
  wgc_headers_free(p->headers, p->num_headers);
  free(p);
  records[i] = records[--num_records];
}

void wgc_program_app_released(struct wgc_program *p) {
  for (size_t i = 0; i < num_records; i++) {
    if (records[i] != p)
      continue;
    if (p->bin && p->live_kernels > 0) {
      p->zombie = 1;
      wgc_log("program %p released; kept while its kernels live",
              (void *)p->src);
    } else {
      forget(i);
    }
    return;
  }
}

void wgc_programs_sweep(void) {
  for (size_t i = num_records; i-- > 0;)
    if (records[i]->zombie && records[i]->live_kernels == 0)
      forget(i);
}

void wgc_program_kernels_created(cl_program bin, size_t n) {
  struct wgc_program *p = wgc_program_by_bin(bin);
  if (p)
    p->live_kernels += n;
}

void wgc_program_kernel_destroyed(cl_program bin) {
  struct wgc_program *p = wgc_program_by_bin(bin);
  if (p && p->live_kernels > 0)
    --p->live_kernels;
}
