// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* CL_KERNEL_WORK_GROUP_SIZE on NVIDIA's OpenCL: the CUDA driver's limit for
 * the kernel's PTX. */
#include "nv_limits.h"

#include <CL/cl_ext.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "next.h"
#include "settings.h"
#include "sha256.h"

/*
 * NVIDIA's OpenCL driver reports 256 for every kernel, whatever its PTX
 * says (targets/nvptx/README.md), while the same PTX loaded by the CUDA
 * driver gets its true limit (1024 for most kernels, less where registers
 * run out), and work-groups of that size run. The layer answers with the
 * CUDA driver's CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK for the kernel's
 * own PTX. The CUDA driver is opened at run time (libcuda.so.1), so the
 * layer needs no CUDA at build time; any failure keeps the driver's answer.
 */

#define NVIDIA_VENDOR_ID 0x10de
#define CL_DEVICE_PCI_BUS_ID_NV 0x4008
#define CL_DEVICE_PCI_SLOT_ID_NV 0x4009
#define CL_DEVICE_PCI_DOMAIN_ID_NV 0x400A
#define CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK 0
#define MAX_REMEMBERED 512

typedef int cu_result;
typedef int cu_device;
typedef void *cu_context, *cu_module, *cu_function;

static struct {
  cu_result (*init)(unsigned);
  cu_result (*device_by_pci)(cu_device *, const char *);
  cu_result (*primary_retain)(cu_context *, cu_device);
  cu_result (*primary_release)(cu_device);
  cu_result (*push)(cu_context);
  cu_result (*pop)(cu_context *);
  cu_result (*load)(cu_module *, const void *);
  cu_result (*unload)(cu_module);
  cu_result (*function)(cu_function *, cu_module, const char *);
  cu_result (*attribute)(int *, int, cu_function);
} cu;
static int cu_ready;
static pthread_once_t cu_once = PTHREAD_ONCE_INIT;

/* Answers already found, by the digest of the PTX, the kernel name and the
 * device, so that a kernel queried again costs no CUDA module load. */
static struct {
  unsigned char key[WGC_SHA256_BYTES];
  size_t limit;
} remembered[MAX_REMEMBERED];
static size_t num_remembered;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void open_cuda(void) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    wgc_log("no CUDA driver (%s): NVIDIA work-group sizes as reported",
            dlerror());
    return;
  }
#define SYM(field, name)                                                       \
  if (!(*(void **)&cu.field = dlsym(lib, name)))                               \
    return;
  SYM(init, "cuInit")
  SYM(device_by_pci, "cuDeviceGetByPCIBusId")
  SYM(primary_retain, "cuDevicePrimaryCtxRetain")
  SYM(primary_release, "cuDevicePrimaryCtxRelease_v2")
  SYM(push, "cuCtxPushCurrent_v2")
  SYM(pop, "cuCtxPopCurrent_v2")
  SYM(load, "cuModuleLoadData")
  SYM(unload, "cuModuleUnload")
  SYM(function, "cuModuleGetFunction")
  SYM(attribute, "cuFuncGetAttribute")
#undef SYM
  cu_ready = cu.init(0) == 0;
}

static int is_nvidia(cl_device_id device) {
  cl_uint vendor = 0;
  return wgc_next()->clGetDeviceInfo(device, CL_DEVICE_VENDOR_ID, sizeof vendor,
                                     &vendor, NULL) == CL_SUCCESS &&
         vendor == NVIDIA_VENDOR_ID;
}

/* The device's PCI address as the CUDA driver spells it. */
static int pci_address(cl_device_id device, char *out, size_t size) {
  cl_device_pci_bus_info_khr info;
  if (wgc_next()->clGetDeviceInfo(device, CL_DEVICE_PCI_BUS_INFO_KHR,
                                  sizeof info, &info, NULL) == CL_SUCCESS) {
    snprintf(out, size, "%04x:%02x:%02x.%x", info.pci_domain, info.pci_bus,
             info.pci_device, info.pci_function);
    return 1;
  }
  cl_uint bus = 0, slot = 0, domain = 0;
  if (wgc_next()->clGetDeviceInfo(device, CL_DEVICE_PCI_BUS_ID_NV, sizeof bus,
                                  &bus, NULL) != CL_SUCCESS ||
      wgc_next()->clGetDeviceInfo(device, CL_DEVICE_PCI_SLOT_ID_NV, sizeof slot,
                                  &slot, NULL) != CL_SUCCESS)
    return 0;
  wgc_next()->clGetDeviceInfo(device, CL_DEVICE_PCI_DOMAIN_ID_NV, sizeof domain,
                              &domain, NULL);
  snprintf(out, size, "%04x:%02x:%02x.0", domain, bus, slot);
  return 1;
}

/* The kernel's program's PTX for this device, NUL-terminated, or NULL. */
static char *kernel_ptx(cl_kernel kernel, cl_device_id device) {
  cl_program program;
  cl_uint n = 0;
  if (wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof program,
                                  &program, NULL) != CL_SUCCESS ||
      wgc_next()->clGetProgramInfo(program, CL_PROGRAM_NUM_DEVICES, sizeof n,
                                   &n, NULL) != CL_SUCCESS ||
      n == 0)
    return NULL;
  cl_device_id *devices = calloc(n, sizeof *devices);
  size_t *sizes = calloc(n, sizeof *sizes);
  unsigned char **binaries = calloc(n, sizeof *binaries);
  char *ptx = NULL;
  cl_uint mine = n;
  if (devices && sizes && binaries &&
      wgc_next()->clGetProgramInfo(program, CL_PROGRAM_DEVICES,
                                   n * sizeof *devices, devices,
                                   NULL) == CL_SUCCESS &&
      wgc_next()->clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES,
                                   n * sizeof *sizes, sizes,
                                   NULL) == CL_SUCCESS) {
    for (cl_uint i = 0; i < n; ++i)
      if (devices[i] == device)
        mine = i;
    if (mine < n && sizes[mine] > 0 &&
        (binaries[mine] = malloc(sizes[mine] + 1)) &&
        wgc_next()->clGetProgramInfo(program, CL_PROGRAM_BINARIES,
                                     n * sizeof *binaries, binaries,
                                     NULL) == CL_SUCCESS) {
      binaries[mine][sizes[mine]] = 0;
      ptx = (char *)binaries[mine];
      binaries[mine] = NULL;
    }
  }
  if (binaries && mine < n)
    free(binaries[mine]);
  free(binaries);
  free(sizes);
  free(devices);
  return ptx;
}

/*
 * A __local kernel argument is a `.param .u64 .ptr .shared .align N` in
 * OpenCL's PTX, which the CUDA driver refuses to load (CUDA kernels take no
 * shared-memory pointers). Dropping the qualifier leaves a plain .u64
 * parameter read by the same instructions, so the code, its registers and
 * its limit stay those of the kernel. Rewrites `ptx` in place.
 */
static void drop_shared_pointer_params(char *ptx) {
  static const char qualifier[] = ".ptr .shared .align ";
  char *at;
  while ((at = strstr(ptx, qualifier))) {
    char *end = at + sizeof qualifier - 1;
    while (*end >= '0' && *end <= '9')
      ++end;
    if (*end == ' ')
      ++end;
    memmove(at, end, strlen(end) + 1);
  }
}

/* The CUDA driver's thread limit for `name` in `ptx`, or 0. */
static size_t cuda_limit(const char *ptx, const char *name, const char *pci) {
  cu_device dev;
  cu_context ctx, popped;
  cu_module module;
  cu_function fn;
  int limit = 0;
  if (cu.device_by_pci(&dev, pci) != 0 || cu.primary_retain(&ctx, dev) != 0)
    return 0;
  if (cu.push(ctx) == 0) {
    if (cu.load(&module, ptx) == 0) {
      if (cu.function(&fn, module, name) == 0 &&
          cu.attribute(&limit, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fn) !=
              0)
        limit = 0;
      cu.unload(module);
    }
    cu.pop(&popped);
  }
  cu.primary_release(dev);
  return limit > 0 ? (size_t)limit : 0;
}

size_t wgc_nv_kernel_limit(cl_kernel kernel, cl_device_id device) {
  char name[1024], pci[32];
  if (!is_nvidia(device) ||
      wgc_next()->clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, sizeof name,
                                  name, NULL) != CL_SUCCESS ||
      !pci_address(device, pci, sizeof pci))
    return 0;
  pthread_once(&cu_once, open_cuda);
  if (!cu_ready)
    return 0;
  char *ptx = kernel_ptx(kernel, device);
  if (!ptx)
    return 0;
  unsigned char key[WGC_SHA256_BYTES];
  struct wgc_sha256 s;
  wgc_sha256_init(&s);
  wgc_sha256_update(&s, ptx, strlen(ptx) + 1);
  wgc_sha256_update(&s, name, strlen(name) + 1);
  wgc_sha256_update(&s, pci, strlen(pci) + 1);
  wgc_sha256_final(&s, key);
  size_t limit = 0;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < num_remembered && !limit; ++i)
    if (!memcmp(remembered[i].key, key, sizeof key))
      limit = remembered[i].limit;
  pthread_mutex_unlock(&lock);
  if (!limit) {
    drop_shared_pointer_params(ptx);
    limit = cuda_limit(ptx, name, pci);
    wgc_log("kernel %s on %s: CUDA limit %zu threads", name, pci, limit);
    pthread_mutex_lock(&lock);
    if (limit && num_remembered < MAX_REMEMBERED) {
      memcpy(remembered[num_remembered].key, key, sizeof key);
      remembered[num_remembered++].limit = limit;
    }
    pthread_mutex_unlock(&lock);
  }
  free(ptx);
  return limit;
}
