// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The next implementation of each OpenCL call, for the layer and the
 * preload modes, and which of the two intercepts. */
#define _GNU_SOURCE
#include "next.h"

#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"

static const struct _cl_icd_dispatch *layer_target;
static atomic_int layer_mode;
static struct _cl_icd_dispatch preload_table;
static pthread_once_t preload_once = PTHREAD_ONCE_INIT;

void wgc_next_set_layer(const struct _cl_icd_dispatch *target) {
  layer_target = target;
  atomic_store(&layer_mode, 1);
}

/* Where the preloaded entry points forward: the definitions after this
 * library in the global scope (RTLD_NEXT), else an OpenCL implementation
 * loaded privately (an app's library loaded with RTLD_LOCAL that brings
 * its own loader, as pyopencl's wheels do): a loaded object defining
 * clGetPlatformIDs itself, a loader (no clIcdGetPlatformIDsKHR) before an
 * implementation that is its own ICD. */
static void *next_handle = RTLD_NEXT;
static char next_name[512];
static const char *missing_reason;

struct names {
  char **items;
  size_t n;
};

/* Collects the names of the loaded objects (dlopen is not called while
 * dl_iterate_phdr holds the list). */
static int collect(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct names *names = data;
  if (!info->dlpi_name || !info->dlpi_name[0])
    return 0;
  char **grown = realloc(names->items, (names->n + 1) * sizeof *grown);
  if (!grown)
    return 1;
  names->items = grown;
  if ((grown[names->n] = strdup(info->dlpi_name)))
    names->n++;
  return 0;
}

/* Sets next_handle to the first loaded object, other than this library,
 * that defines clGetPlatformIDs itself, preferring a loader (one without
 * clIcdGetPlatformIDsKHR) to an implementation that is its own ICD. */
static void find_private_implementation(void) {
  struct names names = {0};
  Dl_info self, where;
  void *self_base = dladdr((void *)&find_private_implementation, &self)
                        ? self.dli_fbase
                        : NULL;
  dl_iterate_phdr(collect, &names);
  void *best = NULL;
  int best_is_loader = 0;
  for (size_t i = 0; i < names.n; i++) {
    void *h =
        best_is_loader ? NULL : dlopen(names.items[i], RTLD_LAZY | RTLD_NOLOAD);
    void *sym = h ? dlsym(h, "clGetPlatformIDs") : NULL;
    int defines = sym && dladdr(sym, &where) && where.dli_fbase != self_base &&
                  where.dli_fname && !strcmp(where.dli_fname, names.items[i]);
    int is_loader = defines && !dlsym(h, "clIcdGetPlatformIDsKHR");
    if (defines && (!best || is_loader)) {
      if (best)
        dlclose(best);
      best = h;
      best_is_loader = is_loader;
      snprintf(next_name, sizeof next_name, "%s", names.items[i]);
    } else if (h) {
      dlclose(h);
    }
    free(names.items[i]);
  }
  free(names.items);
  if (best)
    next_handle = best;
}

#define RESOLVE(name) preload_table.name = (void *)dlsym(next_handle, #name);

static void resolve_preload(void) {
  if (!dlsym(RTLD_NEXT, "clGetPlatformIDs"))
    find_private_implementation();
  RESOLVE(clGetPlatformIDs)
  RESOLVE(clGetPlatformInfo)
  RESOLVE(clGetDeviceInfo)
  RESOLVE(clCreateProgramWithSource)
  RESOLVE(clCreateProgramWithBinary)
  RESOLVE(clBuildProgram)
  RESOLVE(clCompileProgram)
  RESOLVE(clLinkProgram)
  RESOLVE(clGetProgramInfo)
  RESOLVE(clGetProgramBuildInfo)
  RESOLVE(clRetainProgram)
  RESOLVE(clReleaseProgram)
  RESOLVE(clCreateKernel)
  RESOLVE(clCreateKernelsInProgram)
  RESOLVE(clGetKernelInfo)
  RESOLVE(clRetainKernel)
  RESOLVE(clReleaseKernel)
  RESOLVE(clGetKernelArgInfo)
  RESOLVE(clGetKernelWorkGroupInfo)
  RESOLVE(clGetKernelSubGroupInfo)
  RESOLVE(clGetExtensionFunctionAddressForPlatform)
  RESOLVE(clGetContextInfo)
  RESOLVE(clRetainContext)
  RESOLVE(clReleaseContext)
  RESOLVE(clRetainDevice)
  RESOLVE(clReleaseDevice)
  RESOLVE(clSetKernelArg)
  RESOLVE(clSetKernelArgSVMPointer)
  RESOLVE(clSetKernelExecInfo)
  RESOLVE(clEnqueueNDRangeKernel)
  /* The calls the layer's own logic makes (OpenCL 1.2). */
  static const size_t needed[] = {
      offsetof(struct _cl_icd_dispatch, clGetPlatformIDs),
      offsetof(struct _cl_icd_dispatch, clGetPlatformInfo),
      offsetof(struct _cl_icd_dispatch, clGetDeviceInfo),
      offsetof(struct _cl_icd_dispatch, clCreateProgramWithSource),
      offsetof(struct _cl_icd_dispatch, clCreateProgramWithBinary),
      offsetof(struct _cl_icd_dispatch, clBuildProgram),
      offsetof(struct _cl_icd_dispatch, clCompileProgram),
      offsetof(struct _cl_icd_dispatch, clLinkProgram),
      offsetof(struct _cl_icd_dispatch, clGetProgramInfo),
      offsetof(struct _cl_icd_dispatch, clGetProgramBuildInfo),
      offsetof(struct _cl_icd_dispatch, clRetainProgram),
      offsetof(struct _cl_icd_dispatch, clReleaseProgram),
      offsetof(struct _cl_icd_dispatch, clCreateKernel),
      offsetof(struct _cl_icd_dispatch, clCreateKernelsInProgram),
      offsetof(struct _cl_icd_dispatch, clGetKernelInfo),
      offsetof(struct _cl_icd_dispatch, clReleaseKernel),
      offsetof(struct _cl_icd_dispatch, clGetKernelWorkGroupInfo),
      offsetof(struct _cl_icd_dispatch, clGetContextInfo)};
  for (size_t i = 0; i < sizeof needed / sizeof *needed && !missing_reason; i++)
    if (!*(void **)((char *)&preload_table + needed[i]))
      missing_reason = !preload_table.clGetPlatformIDs
                           ? "no OpenCL implementation is loaded in this "
                             "process"
                           : "the OpenCL implementation lacks an OpenCL 1.2 "
                             "call the layer makes";
  if (missing_reason) {
    wgc_log("preloaded; not intercepting: %s; the calls it defines return "
            "CL_INVALID_OPERATION, or the implementation's answer where it "
            "has one",
            missing_reason);
    return;
  }
  cl_uint n;
  preload_table.clGetPlatformIDs(0, NULL, &n);
  wgc_log("preloaded; %s%s%s",
          atomic_load(&layer_mode)
              ? "also loaded as a layer, the layer intercepts"
              : "intercepting",
          next_name[0] ? ", forwarding to " : "", next_name);
}

const struct _cl_icd_dispatch *wgc_preload_next(void) {
  pthread_once(&preload_once, resolve_preload);
  return &preload_table;
}

int wgc_preload_intercepts(void) {
  pthread_once(&preload_once, resolve_preload);
  return !atomic_load(&layer_mode) && !missing_reason && wgc_layer_enabled();
}

const struct _cl_icd_dispatch *wgc_next(void) {
  if (atomic_load(&layer_mode))
    return layer_target;
  return wgc_preload_next();
}
