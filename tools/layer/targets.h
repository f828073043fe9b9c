// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Which devices the layer compiles for, and for which wgc-cc target. */
#ifndef WGC_LAYER_TARGETS_H
#define WGC_LAYER_TARGETS_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

enum wgc_target_kind {
  WGC_TARGET_NONE,
  WGC_TARGET_SPIR64,
  WGC_TARGET_NVPTX64,
  WGC_TARGET_EMU32
};

struct wgc_target {
  enum wgc_target_kind kind;
  char mcpu[16]; /* sm_XY for nvptx64, else empty */
};

/* The target for a device: NONE for devices with native collectives
 * (CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, or OpenCL C 2.x, which
 * requires them) and for devices wgc has no target for; SPIR64 for PoCL CPU
 * devices (EMU32, emulated 32-wide sub-groups, with
 * WGC_LAYER_POCL_SUBGROUPS=1); NVPTX64 with sm_XY from the compute
 * capability for NVIDIA.
 * Remembered per device. */
struct wgc_target wgc_device_target(cl_device_id device);
int wgc_target_equal(const struct wgc_target *a, const struct wgc_target *b);
/* wgc-cc's --target value. */
const char *wgc_target_name(enum wgc_target_kind kind);
/* The width of the target's sub-groups (NVIDIA's warps, emu32's emulated
 * ones), 0 for targets without sub-groups. */
unsigned wgc_target_sub_group_width(enum wgc_target_kind kind);
/* Whether the target's sub-groups make independent forward progress:
 * NVIDIA's warps from sm_70 on (Volta's independent thread scheduling),
 * not emulated ones. */
int wgc_target_sub_group_progress(const struct wgc_target *t);
/* The options the driver builds the target's binary with. */
const char *wgc_target_driver_options(enum wgc_target_kind kind);

#endif
