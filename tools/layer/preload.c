// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The OpenCL entry points for LD_PRELOAD, for loaders without layers: each
 * intercepts when the preload mode is active (wgc_preload_intercepts) and
 * otherwise forwards to the next definition, so a library both preloaded
 * and loaded as a layer intercepts each call once. */
#include "intercept.h"
#include "next.h"
#include "settings.h"

#define EXPORT __attribute__((visibility("default")))

/* The answer of an entry point whose next definition is missing (no OpenCL
 * implementation found, or one without that call; the log says which):
 * CL_INVALID_OPERATION, never a call through a NULL pointer. */
static cl_int missing(const char *name) {
  wgc_log("%s: no next implementation, CL_INVALID_OPERATION", name);
  return CL_INVALID_OPERATION;
}

static void *missing_object(const char *name, cl_int *errcode_ret) {
  cl_int err = missing(name);
  if (errcode_ret)
    *errcode_ret = err;
  return NULL;
}

#define MISSING(name) missing(#name)

EXPORT cl_int CL_API_CALL clGetDeviceInfo(cl_device_id device,
                                          cl_device_info param, size_t size,
                                          void *value, size_t *size_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clGetDeviceInfo
               ? wgc_preload_next()->clGetDeviceInfo(device, param, size, value,
                                                     size_ret)
               : MISSING(clGetDeviceInfo);
  return wgc_clGetDeviceInfo(device, param, size, value, size_ret);
}

EXPORT cl_program CL_API_CALL clCreateProgramWithSource(cl_context context,
                                                        cl_uint count,
                                                        const char **strings,
                                                        const size_t *lengths,
                                                        cl_int *errcode_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clCreateProgramWithSource
               ? wgc_preload_next()->clCreateProgramWithSource(
                     context, count, strings, lengths, errcode_ret)
               : missing_object("clCreateProgramWithSource", errcode_ret);
  return wgc_clCreateProgramWithSource(context, count, strings, lengths,
                                       errcode_ret);
}

EXPORT cl_int CL_API_CALL
clBuildProgram(cl_program program, cl_uint num_devices,
               const cl_device_id *device_list, const char *options,
               void(CL_CALLBACK *notify)(cl_program, void *), void *user_data) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clBuildProgram
               ? wgc_preload_next()->clBuildProgram(program, num_devices,
                                                    device_list, options,
                                                    notify, user_data)
               : MISSING(clBuildProgram);
  return wgc_clBuildProgram(program, num_devices, device_list, options, notify,
                            user_data);
}

EXPORT cl_int CL_API_CALL clCompileProgram(
    cl_program program, cl_uint num_devices, const cl_device_id *device_list,
    const char *options, cl_uint num_headers, const cl_program *headers,
    const char **header_names, void(CL_CALLBACK *notify)(cl_program, void *),
    void *user_data) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clCompileProgram
               ? wgc_preload_next()->clCompileProgram(
                     program, num_devices, device_list, options, num_headers,
                     headers, header_names, notify, user_data)
               : MISSING(clCompileProgram);
  return wgc_clCompileProgram(program, num_devices, device_list, options,
                              num_headers, headers, header_names, notify,
                              user_data);
}

EXPORT cl_program CL_API_CALL clLinkProgram(
    cl_context context, cl_uint num_devices, const cl_device_id *device_list,
    const char *options, cl_uint num_inputs, const cl_program *inputs,
    void(CL_CALLBACK *notify)(cl_program, void *), void *user_data,
    cl_int *errcode_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clLinkProgram
               ? wgc_preload_next()->clLinkProgram(
                     context, num_devices, device_list, options, num_inputs,
                     inputs, notify, user_data, errcode_ret)
               : missing_object("clLinkProgram", errcode_ret);
  return wgc_clLinkProgram(context, num_devices, device_list, options,
                           num_inputs, inputs, notify, user_data, errcode_ret);
}

EXPORT cl_int CL_API_CALL clGetProgramInfo(cl_program program,
                                           cl_program_info param, size_t size,
                                           void *value, size_t *size_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clGetProgramInfo
               ? wgc_preload_next()->clGetProgramInfo(program, param, size,
                                                      value, size_ret)
               : MISSING(clGetProgramInfo);
  return wgc_clGetProgramInfo(program, param, size, value, size_ret);
}

EXPORT cl_int CL_API_CALL clGetProgramBuildInfo(cl_program program,
                                                cl_device_id device,
                                                cl_program_build_info param,
                                                size_t size, void *value,
                                                size_t *size_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clGetProgramBuildInfo
               ? wgc_preload_next()->clGetProgramBuildInfo(
                     program, device, param, size, value, size_ret)
               : MISSING(clGetProgramBuildInfo);
  return wgc_clGetProgramBuildInfo(program, device, param, size, value,
                                   size_ret);
}

EXPORT cl_int CL_API_CALL clReleaseProgram(cl_program program) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clReleaseProgram
               ? wgc_preload_next()->clReleaseProgram(program)
               : MISSING(clReleaseProgram);
  return wgc_clReleaseProgram(program);
}

EXPORT cl_kernel CL_API_CALL clCreateKernel(cl_program program,
                                            const char *name,
                                            cl_int *errcode_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clCreateKernel
               ? wgc_preload_next()->clCreateKernel(program, name, errcode_ret)
               : missing_object("clCreateKernel", errcode_ret);
  return wgc_clCreateKernel(program, name, errcode_ret);
}

EXPORT cl_int CL_API_CALL clCreateKernelsInProgram(cl_program program,
                                                   cl_uint num_kernels,
                                                   cl_kernel *kernels,
                                                   cl_uint *num_kernels_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clCreateKernelsInProgram
               ? wgc_preload_next()->clCreateKernelsInProgram(
                     program, num_kernels, kernels, num_kernels_ret)
               : MISSING(clCreateKernelsInProgram);
  return wgc_clCreateKernelsInProgram(program, num_kernels, kernels,
                                      num_kernels_ret);
}

EXPORT cl_int CL_API_CALL clGetKernelInfo(cl_kernel kernel,
                                          cl_kernel_info param, size_t size,
                                          void *value, size_t *size_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clGetKernelInfo
               ? wgc_preload_next()->clGetKernelInfo(kernel, param, size, value,
                                                     size_ret)
               : MISSING(clGetKernelInfo);
  return wgc_clGetKernelInfo(kernel, param, size, value, size_ret);
}

EXPORT cl_int CL_API_CALL clRetainKernel(cl_kernel kernel) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clRetainKernel
               ? wgc_preload_next()->clRetainKernel(kernel)
               : MISSING(clRetainKernel);
  return wgc_clRetainKernel(kernel);
}

EXPORT cl_int CL_API_CALL clReleaseKernel(cl_kernel kernel) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clReleaseKernel
               ? wgc_preload_next()->clReleaseKernel(kernel)
               : MISSING(clReleaseKernel);
  return wgc_clReleaseKernel(kernel);
}

EXPORT cl_int CL_API_CALL clGetKernelArgInfo(cl_kernel kernel, cl_uint index,
                                             cl_kernel_arg_info param,
                                             size_t size, void *value,
                                             size_t *size_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clGetKernelArgInfo
               ? wgc_preload_next()->clGetKernelArgInfo(kernel, index, param,
                                                        size, value, size_ret)
               : MISSING(clGetKernelArgInfo);
  return wgc_clGetKernelArgInfo(kernel, index, param, size, value, size_ret);
}

EXPORT cl_int CL_API_CALL clGetKernelWorkGroupInfo(
    cl_kernel kernel, cl_device_id device, cl_kernel_work_group_info param,
    size_t size, void *value, size_t *size_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clGetKernelWorkGroupInfo
               ? wgc_preload_next()->clGetKernelWorkGroupInfo(
                     kernel, device, param, size, value, size_ret)
               : MISSING(clGetKernelWorkGroupInfo);
  return wgc_clGetKernelWorkGroupInfo(kernel, device, param, size, value,
                                      size_ret);
}

EXPORT cl_int CL_API_CALL clGetKernelSubGroupInfo(
    cl_kernel kernel, cl_device_id device, cl_kernel_sub_group_info param,
    size_t in_size, const void *in, size_t size, void *value,
    size_t *size_ret) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clGetKernelSubGroupInfo
               ? wgc_preload_next()->clGetKernelSubGroupInfo(
                     kernel, device, param, in_size, in, size, value, size_ret)
               : MISSING(clGetKernelSubGroupInfo);
  return wgc_clGetKernelSubGroupInfo(kernel, device, param, in_size, in, size,
                                     value, size_ret);
}

EXPORT void *CL_API_CALL clGetExtensionFunctionAddressForPlatform(
    cl_platform_id platform, const char *name) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clGetExtensionFunctionAddressForPlatform
               ? wgc_preload_next()->clGetExtensionFunctionAddressForPlatform(
                     platform, name)
               : (missing("clGetExtensionFunctionAddressForPlatform"), NULL);
  return wgc_clGetExtensionFunctionAddressForPlatform(platform, name);
}

EXPORT cl_int CL_API_CALL clSetKernelArg(cl_kernel kernel, cl_uint index,
                                         size_t size, const void *value) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clSetKernelArg
               ? wgc_preload_next()->clSetKernelArg(kernel, index, size, value)
               : MISSING(clSetKernelArg);
  return wgc_clSetKernelArg(kernel, index, size, value);
}

EXPORT cl_int CL_API_CALL clSetKernelArgSVMPointer(cl_kernel kernel,
                                                   cl_uint index,
                                                   const void *ptr) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clSetKernelArgSVMPointer
               ? wgc_preload_next()->clSetKernelArgSVMPointer(kernel, index,
                                                              ptr)
               : MISSING(clSetKernelArgSVMPointer);
  return wgc_clSetKernelArgSVMPointer(kernel, index, ptr);
}

EXPORT cl_int CL_API_CALL clSetKernelExecInfo(cl_kernel kernel,
                                              cl_kernel_exec_info param,
                                              size_t size, const void *value) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clSetKernelExecInfo
               ? wgc_preload_next()->clSetKernelExecInfo(kernel, param, size,
                                                         value)
               : MISSING(clSetKernelExecInfo);
  return wgc_clSetKernelExecInfo(kernel, param, size, value);
}

EXPORT cl_int CL_API_CALL clEnqueueNDRangeKernel(
    cl_command_queue queue, cl_kernel kernel, cl_uint work_dim,
    const size_t *offset, const size_t *global, const size_t *local,
    cl_uint num_events, const cl_event *events, cl_event *event) {
  if (!wgc_preload_intercepts())
    return wgc_preload_next()->clEnqueueNDRangeKernel
               ? wgc_preload_next()->clEnqueueNDRangeKernel(
                     queue, kernel, work_dim, offset, global, local, num_events,
                     events, event)
               : MISSING(clEnqueueNDRangeKernel);
  return wgc_clEnqueueNDRangeKernel(queue, kernel, work_dim, offset, global,
                                    local, num_events, events, event);
}
