// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The OpenCL layer entry points (cl_loader_layers): the loader passes its
 * dispatch table and calls through the one returned here. */
#include <CL/cl_layer.h>
#include <string.h>

#include "answer.h"
#include "intercept.h"
#include "next.h"
#include "settings.h"

#define EXPORT __attribute__((visibility("default")))
#define LAYER_NAME "wgc: OpenCL work-group collectives for devices without"

static struct _cl_icd_dispatch table;

EXPORT cl_int CL_API_CALL clGetLayerInfo(cl_layer_info param, size_t size,
                                         void *value, size_t *size_ret) {
  const void *data;
  size_t len;
  cl_layer_api_version version = CL_LAYER_API_VERSION_100;
  if (param == CL_LAYER_API_VERSION) {
    data = &version;
    len = sizeof version;
  } else if (param == CL_LAYER_NAME) {
    data = LAYER_NAME;
    len = sizeof LAYER_NAME;
  } else {
    return CL_INVALID_VALUE;
  }
  return wgc_answer(data, len, size, value, size_ret);
}

/* Every entry starts as the target's, so loaders that call the returned
 * table without filling gaps find each function. */
EXPORT cl_int CL_API_CALL clInitLayer(cl_uint num_entries,
                                      const cl_icd_dispatch *target,
                                      cl_uint *num_entries_ret,
                                      const cl_icd_dispatch **dispatch_ret) {
  size_t entries = sizeof table / sizeof(void *);
  if (!target || !num_entries_ret || !dispatch_ret)
    return CL_INVALID_VALUE;
  memset(&table, 0, sizeof table);
  memcpy(&table, target,
         (num_entries < entries ? num_entries : entries) * sizeof(void *));
  wgc_next_set_layer(target);
  if (wgc_layer_enabled()) {
    table.clGetDeviceInfo = wgc_clGetDeviceInfo;
    table.clCreateProgramWithSource = wgc_clCreateProgramWithSource;
    table.clBuildProgram = wgc_clBuildProgram;
    table.clCompileProgram = wgc_clCompileProgram;
    table.clLinkProgram = wgc_clLinkProgram;
    table.clGetProgramInfo = wgc_clGetProgramInfo;
    table.clGetProgramBuildInfo = wgc_clGetProgramBuildInfo;
    table.clReleaseProgram = wgc_clReleaseProgram;
    table.clCreateKernel = wgc_clCreateKernel;
    table.clCreateKernelsInProgram = wgc_clCreateKernelsInProgram;
    table.clGetKernelInfo = wgc_clGetKernelInfo;
    table.clRetainKernel = wgc_clRetainKernel;
    table.clReleaseKernel = wgc_clReleaseKernel;
    table.clGetKernelArgInfo = wgc_clGetKernelArgInfo;
    table.clGetKernelWorkGroupInfo = wgc_clGetKernelWorkGroupInfo;
    table.clGetKernelSubGroupInfo = wgc_clGetKernelSubGroupInfo;
    table.clGetKernelSubGroupInfoKHR = wgc_clGetKernelSubGroupInfoKHR;
    table.clGetExtensionFunctionAddressForPlatform =
        wgc_clGetExtensionFunctionAddressForPlatform;
    table.clSetKernelArg = wgc_clSetKernelArg;
    table.clSetKernelArgSVMPointer = wgc_clSetKernelArgSVMPointer;
    table.clSetKernelExecInfo = wgc_clSetKernelExecInfo;
    table.clEnqueueNDRangeKernel = wgc_clEnqueueNDRangeKernel;
  }
  wgc_log("loaded as a layer%s",
          wgc_layer_enabled() ? "" : ", off (WGC_LAYER=0)");
  *num_entries_ret = (cl_uint)entries;
  *dispatch_ret = &table;
  return CL_SUCCESS;
}
