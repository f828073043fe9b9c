// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Which devices the layer compiles for, and for which wgc-cc target. */
#include "targets.h"

#include <CL/cl_ext.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "next.h"
#include "settings.h"

#define NVIDIA_VENDOR_ID 0x10de
#define MAX_KNOWN_DEVICES 64

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
  cl_device_id device;
  struct wgc_target target;
} known[MAX_KNOWN_DEVICES];
static size_t num_known;

static int info_string(cl_device_id d, cl_device_info p, char *buf,
                       size_t size) {
  buf[0] = 0;
  return wgc_next()->clGetDeviceInfo(d, p, size - 1, buf, NULL) == CL_SUCCESS;
}

static int has_native_collectives(cl_device_id d) {
  cl_bool native = CL_FALSE;
  if (wgc_next()->clGetDeviceInfo(
          d, CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, sizeof native,
          &native, NULL) == CL_SUCCESS &&
      native)
    return 1;
  char version[256];
  return info_string(d, CL_DEVICE_OPENCL_C_VERSION, version, sizeof version) &&
         strncmp(version, "OpenCL C 2.", 11) == 0;
}

static int is_pocl_cpu(cl_device_id d) {
  cl_platform_id platform;
  cl_device_type type = 0;
  char name[256] = "";
  if (wgc_next()->clGetDeviceInfo(d, CL_DEVICE_PLATFORM, sizeof platform,
                                  &platform, NULL) != CL_SUCCESS ||
      wgc_next()->clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof type, &type,
                                  NULL) != CL_SUCCESS ||
      wgc_next()->clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof name - 1,
                                    name, NULL) != CL_SUCCESS)
    return 0;
  return strcmp(name, "Portable Computing Language") == 0 &&
         (type & CL_DEVICE_TYPE_CPU);
}

static int nvidia_sm(cl_device_id d, char *mcpu, size_t size) {
  cl_uint vendor = 0, major = 0, minor = 0;
  if (wgc_next()->clGetDeviceInfo(d, CL_DEVICE_VENDOR_ID, sizeof vendor,
                                  &vendor, NULL) != CL_SUCCESS ||
      vendor != NVIDIA_VENDOR_ID ||
      wgc_next()->clGetDeviceInfo(d, CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV,
                                  sizeof major, &major, NULL) != CL_SUCCESS ||
      wgc_next()->clGetDeviceInfo(d, CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV,
                                  sizeof minor, &minor, NULL) != CL_SUCCESS)
    return 0;
  snprintf(mcpu, size, "sm_%u%u", major, minor);
  return 1;
}

static struct wgc_target classify(cl_device_id d) {
  struct wgc_target t = {WGC_TARGET_NONE, ""};
  if (has_native_collectives(d))
    return t;
  if (is_pocl_cpu(d))
    t.kind = wgc_layer_pocl_subgroups() ? WGC_TARGET_EMU32 : WGC_TARGET_SPIR64;
  else if (nvidia_sm(d, t.mcpu, sizeof t.mcpu))
    t.kind = WGC_TARGET_NVPTX64;
  return t;
}

struct wgc_target wgc_device_target(cl_device_id device) {
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < num_known; i++) {
    if (known[i].device == device) {
      struct wgc_target t = known[i].target;
      pthread_mutex_unlock(&lock);
      return t;
    }
  }
  pthread_mutex_unlock(&lock);
  struct wgc_target t = classify(device);
  pthread_mutex_lock(&lock);
  if (num_known < MAX_KNOWN_DEVICES) {
    known[num_known].device = device;
    known[num_known].target = t;
    num_known++;
    wgc_log("device %p: target %s%s%s", (void *)device, wgc_target_name(t.kind),
            t.mcpu[0] ? " " : "", t.mcpu);
  }
  pthread_mutex_unlock(&lock);
  return t;
}

int wgc_target_equal(const struct wgc_target *a, const struct wgc_target *b) {
  return a->kind == b->kind && strcmp(a->mcpu, b->mcpu) == 0;
}

const char *wgc_target_name(enum wgc_target_kind kind) {
  switch (kind) {
  case WGC_TARGET_SPIR64:
    return "spir64";
  case WGC_TARGET_NVPTX64:
    return "nvptx64";
  case WGC_TARGET_EMU32:
    return "emu32";
  default:
    return "none (native)";
  }
}

unsigned wgc_target_sub_group_width(enum wgc_target_kind kind) {
  return kind == WGC_TARGET_NVPTX64 || kind == WGC_TARGET_EMU32 ? 32 : 0;
}

int wgc_target_sub_group_progress(const struct wgc_target *t) {
  return t->kind == WGC_TARGET_NVPTX64 && atoi(t->mcpu + 3) >= 70;
}

const char *wgc_target_driver_options(enum wgc_target_kind kind) {
  return kind == WGC_TARGET_SPIR64 || kind == WGC_TARGET_EMU32
             ? "-x spir -spir-std=1.2"
             : "";
}
