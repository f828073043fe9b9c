/* The one place deciding whether the layer claims the OpenCL C work-group
 * collective functions and cl_khr_work_group_uniform_arithmetic for the
 * devices it compiles for, and the device queries that follow from it. */
#include "claims.h"

#include <stdlib.h>
#include <string.h>

#include "answer.h"
#include "intercept.h"
#include "targets.h"

#define FEATURE "__opencl_c_work_group_collective_functions"
#define EXTENSION "cl_khr_work_group_uniform_arithmetic"

/* The feature and CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT promise
 * the whole set of OpenCL C work-group functions: work_group_all, _any and
 * _broadcast besides the reductions and scans. Every wgc library defines
 * the whole set, and the extension's functions, which wgc-cc declares in
 * every compile (tests/symbols checks each name on each library). */
int wgc_layer_claims_collectives(void) { return 1; }

/* The driver's feature list with the collective feature added. */
static cl_int features_with_collectives(cl_device_id device, size_t size,
                                        void *value, size_t *size_ret) {
  size_t len = 0;
  cl_int err = wgc_next()->clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES,
                                           0, NULL, &len);
  if (err != CL_SUCCESS)
    return err;
  size_t n = len / sizeof(cl_name_version);
  cl_name_version *list = calloc(n + 1, sizeof *list);
  if (!list)
    return CL_OUT_OF_HOST_MEMORY;
  err = wgc_next()->clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, len,
                                    list, NULL);
  int present = 0;
  for (size_t i = 0; i < n; i++)
    present |= strcmp(list[i].name, FEATURE) == 0;
  if (!present) {
    list[n].version = CL_MAKE_VERSION(3, 0, 0);
    strcpy(list[n].name, FEATURE);
    n++;
  }
  if (err == CL_SUCCESS)
    err = wgc_answer(list, n * sizeof *list, size, value, size_ret);
  free(list);
  return err;
}

/* The driver's extension string with the extension appended. */
static cl_int extensions_with_ours(cl_device_id device, size_t size,
                                   void *value, size_t *size_ret) {
  size_t len = 0;
  cl_int err =
      wgc_next()->clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, 0, NULL, &len);
  if (err != CL_SUCCESS)
    return err;
  char *text = calloc(len + sizeof EXTENSION + 1, 1);
  if (!text)
    return CL_OUT_OF_HOST_MEMORY;
  err = wgc_next()->clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, len, text,
                                    NULL);
  if (err == CL_SUCCESS && !strstr(text, EXTENSION)) {
    size_t n = strlen(text);
    if (n > 0 && text[n - 1] != ' ')
      text[n++] = ' ';
    strcpy(text + n, EXTENSION);
  }
  if (err == CL_SUCCESS)
    err = wgc_answer(text, strlen(text) + 1, size, value, size_ret);
  free(text);
  return err;
}

/* The driver's extensions with versions, the extension added (1.0.0). */
static cl_int versioned_with_ours(cl_device_id device, size_t size, void *value,
                                  size_t *size_ret) {
  size_t len = 0;
  cl_int err = wgc_next()->clGetDeviceInfo(
      device, CL_DEVICE_EXTENSIONS_WITH_VERSION, 0, NULL, &len);
  if (err != CL_SUCCESS)
    return err;
  size_t n = len / sizeof(cl_name_version);
  cl_name_version *list = calloc(n + 1, sizeof *list);
  if (!list)
    return CL_OUT_OF_HOST_MEMORY;
  err = wgc_next()->clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS_WITH_VERSION,
                                    len, list, NULL);
  int present = 0;
  for (size_t i = 0; i < n; i++)
    present |= strcmp(list[i].name, EXTENSION) == 0;
  if (!present) {
    list[n].version = CL_MAKE_VERSION(1, 0, 0);
    strcpy(list[n].name, EXTENSION);
    n++;
  }
  if (err == CL_SUCCESS)
    err = wgc_answer(list, n * sizeof *list, size, value, size_ret);
  free(list);
  return err;
}

cl_int wgc_clGetDeviceInfo(cl_device_id device, cl_device_info param,
                           size_t size, void *value, size_t *size_ret) {
  if ((param == CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT ||
       param == CL_DEVICE_OPENCL_C_FEATURES || param == CL_DEVICE_EXTENSIONS ||
       param == CL_DEVICE_EXTENSIONS_WITH_VERSION) &&
      wgc_layer_claims_collectives() &&
      wgc_device_target(device).kind != WGC_TARGET_NONE) {
    if (param == CL_DEVICE_OPENCL_C_FEATURES)
      return features_with_collectives(device, size, value, size_ret);
    if (param == CL_DEVICE_EXTENSIONS)
      return extensions_with_ours(device, size, value, size_ret);
    if (param == CL_DEVICE_EXTENSIONS_WITH_VERSION)
      return versioned_with_ours(device, size, value, size_ret);
    cl_bool yes = CL_TRUE;
    return wgc_answer(&yes, sizeof yes, size, value, size_ret);
  }
  return wgc_next()->clGetDeviceInfo(device, param, size, value, size_ret);
}
