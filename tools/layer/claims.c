// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The one place deciding what the layer claims for the devices it compiles
 * for: the OpenCL C work-group collective functions and
 * cl_khr_work_group_uniform_arithmetic on every target, the sub-group
 * extensions of wgc/subgroup_extensions.def on targets with sub-groups, and
 * the device queries that follow from them. */
#include "claims.h"

#include <stdlib.h>
#include <string.h>

#include "answer.h"
#include "intercept.h"
#include "targets.h"

#define FEATURE "__opencl_c_work_group_collective_functions"
#define EXTENSION "cl_khr_work_group_uniform_arithmetic"

struct named {
  const char *name;
  cl_version version;
};

/* Every listed extension, its OpenCL C feature ("" where none) and whether
 * emulated sub-groups keep its rules. */
static const struct named sub_group_extensions[] = {
#define WGC_SUBGROUP_EXTENSION(name, major, minor, patch, feature, emulated)   \
  {#name, CL_MAKE_VERSION(major, minor, patch)},
#include <wgc/subgroup_extensions.def>
};
static const struct named sub_group_features[] = {
#define WGC_SUBGROUP_EXTENSION(name, major, minor, patch, feature, emulated)   \
  {#feature, CL_MAKE_VERSION(3, 0, 0)},
#include <wgc/subgroup_extensions.def>
};
static const int sub_group_emulated[] = {
#define WGC_SUBGROUP_EXTENSION(name, major, minor, patch, feature, emulated)   \
  emulated,
#include <wgc/subgroup_extensions.def>
};
#define NUM_SUB_GROUP                                                          \
  (sizeof sub_group_extensions / sizeof *sub_group_extensions)

static const struct named collectives_extension = {EXTENSION,
                                                   CL_MAKE_VERSION(1, 0, 0)};
static const struct named collectives_feature = {FEATURE,
                                                 CL_MAKE_VERSION(3, 0, 0)};

/* The feature and CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT promise
 * the whole set of OpenCL C work-group functions: work_group_all, _any and
 * _broadcast besides the reductions and scans. Every wgc library defines
 * the whole set, and the extension's functions, which wgc-cc declares in
 * every compile (tests/lit/symbols checks each name on each library). */
int wgc_layer_claims_collectives(void) { return 1; }

/* The index of cl_khr_subgroups in the list; NUM_SUB_GROUP where unlisted. */
static size_t khr_subgroups_index(void) {
  size_t i = 0;
  while (i < NUM_SUB_GROUP &&
         strcmp(sub_group_extensions[i].name, "cl_khr_subgroups"))
    i++;
  return i;
}

/* Whether device keeps the rules of the listed extension i: every listed
 * one on hardware sub-groups, those with EMULATED 1 on emulated ones. */
static int keeps(cl_device_id device, size_t i) {
  return wgc_device_target(device).kind != WGC_TARGET_EMU32 ||
         sub_group_emulated[i];
}

unsigned wgc_layer_sub_group_width(cl_device_id device) {
  return khr_subgroups_index() < NUM_SUB_GROUP
             ? wgc_target_sub_group_width(wgc_device_target(device).kind)
             : 0;
}

/* cl_khr_subgroups carries the sub-group queries; the other sub-group
 * extensions extend it and are claimed only with it. */
int wgc_layer_claims_sub_groups(cl_device_id device) {
  return wgc_layer_sub_group_width(device) &&
         keeps(device, khr_subgroups_index());
}

/* The names the layer adds to a device's extensions (features): the
 * collectives' one, then the listed sub-group ones. Returns their count. */
static size_t additions(cl_device_id device, int features,
                        const struct named **out) {
  size_t n = 0;
  out[n++] = features ? &collectives_feature : &collectives_extension;
  if (!wgc_layer_claims_sub_groups(device))
    return n;
  for (size_t i = 0; i < NUM_SUB_GROUP; i++)
    if (keeps(device, i) && (!features || sub_group_features[i].name[0]))
      out[n++] = features ? &sub_group_features[i] : &sub_group_extensions[i];
  return n;
}

/* The driver's name-version list of param with the additions appended. */
static cl_int list_with_ours(cl_device_id device, cl_device_info param,
                             size_t size, void *value, size_t *size_ret) {
  const struct named *add[NUM_SUB_GROUP + 1];
  size_t num_add = additions(device, param == CL_DEVICE_OPENCL_C_FEATURES, add);
  size_t len = 0;
  cl_int err = wgc_next()->clGetDeviceInfo(device, param, 0, NULL, &len);
  if (err != CL_SUCCESS)
    return err;
  size_t n = len / sizeof(cl_name_version);
  cl_name_version *list = calloc(n + num_add, sizeof *list);
  if (!list)
    return CL_OUT_OF_HOST_MEMORY;
  err = wgc_next()->clGetDeviceInfo(device, param, len, list, NULL);
  for (size_t a = 0; err == CL_SUCCESS && a < num_add; a++) {
    int present = 0;
    for (size_t i = 0; i < n; i++)
      present |= strcmp(list[i].name, add[a]->name) == 0;
    if (!present) {
      list[n].version = add[a]->version;
      strcpy(list[n].name, add[a]->name);
      n++;
    }
  }
  if (err == CL_SUCCESS)
    err = wgc_answer(list, n * sizeof *list, size, value, size_ret);
  free(list);
  return err;
}

static int has_word(const char *list, const char *word) {
  size_t n = strlen(word);
  for (const char *p = list; (p = strstr(p, word)); p += n)
    if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == 0))
      return 1;
  return 0;
}

/* The driver's extension string with the additions appended. */
static cl_int extensions_with_ours(cl_device_id device, size_t size,
                                   void *value, size_t *size_ret) {
  const struct named *add[NUM_SUB_GROUP + 1];
  size_t num_add = additions(device, 0, add), extra = 0;
  for (size_t a = 0; a < num_add; a++)
    extra += strlen(add[a]->name) + 1;
  size_t len = 0;
  cl_int err =
      wgc_next()->clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, 0, NULL, &len);
  if (err != CL_SUCCESS)
    return err;
  char *text = calloc(len + extra + 1, 1);
  if (!text)
    return CL_OUT_OF_HOST_MEMORY;
  err = wgc_next()->clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, len, text,
                                    NULL);
  for (size_t a = 0; err == CL_SUCCESS && a < num_add; a++) {
    if (has_word(text, add[a]->name))
      continue;
    size_t n = strlen(text);
    if (n > 0 && text[n - 1] != ' ')
      text[n++] = ' ';
    strcpy(text + n, add[a]->name);
  }
  if (err == CL_SUCCESS)
    err = wgc_answer(text, strlen(text) + 1, size, value, size_ret);
  free(text);
  return err;
}

/* The sub-groups of the largest work-group: wgc's sub-groups are the
 * work-group's items in linear order, width at a time. */
static cl_int max_num_sub_groups(cl_device_id device, unsigned width,
                                 size_t size, void *value, size_t *size_ret) {
  size_t items = 0;
  cl_int err = wgc_next()->clGetDeviceInfo(
      device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof items, &items, NULL);
  cl_uint count = (cl_uint)((items + width - 1) / width);
  return err != CL_SUCCESS
             ? err
             : wgc_answer(&count, sizeof count, size, value, size_ret);
}

static int is_claim(cl_device_info param) {
  return param == CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT ||
         param == CL_DEVICE_OPENCL_C_FEATURES ||
         param == CL_DEVICE_EXTENSIONS ||
         param == CL_DEVICE_EXTENSIONS_WITH_VERSION ||
         param == CL_DEVICE_MAX_NUM_SUB_GROUPS ||
         param == CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS;
}

cl_int wgc_clGetDeviceInfo(cl_device_id device, cl_device_info param,
                           size_t size, void *value, size_t *size_ret) {
  if (!is_claim(param) || !wgc_layer_claims_collectives() ||
      wgc_device_target(device).kind == WGC_TARGET_NONE)
    return wgc_next()->clGetDeviceInfo(device, param, size, value, size_ret);
  struct wgc_target target = wgc_device_target(device);
  unsigned width = wgc_layer_claims_sub_groups(device)
                       ? wgc_layer_sub_group_width(device)
                       : 0;
  cl_bool yes = CL_TRUE, progress;
  switch (param) {
  case CL_DEVICE_OPENCL_C_FEATURES:
  case CL_DEVICE_EXTENSIONS_WITH_VERSION:
    return list_with_ours(device, param, size, value, size_ret);
  case CL_DEVICE_EXTENSIONS:
    return extensions_with_ours(device, size, value, size_ret);
  case CL_DEVICE_MAX_NUM_SUB_GROUPS:
    return width ? max_num_sub_groups(device, width, size, value, size_ret)
                 : wgc_next()->clGetDeviceInfo(device, param, size, value,
                                               size_ret);
  case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS:
    progress = (cl_bool)wgc_target_sub_group_progress(&target);
    return width ? wgc_answer(&progress, sizeof progress, size, value, size_ret)
                 : wgc_next()->clGetDeviceInfo(device, param, size, value,
                                               size_ret);
  default:
    return wgc_answer(&yes, sizeof yes, size, value, size_ret);
  }
}
