// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The layer's implementations of the OpenCL calls it intercepts, called by
 * the layer's dispatch table and by the preloaded entry points alike. */
#ifndef WGC_LAYER_INTERCEPT_H
#define WGC_LAYER_INTERCEPT_H

#include "next.h"

cl_int wgc_clGetDeviceInfo(cl_device_id device, cl_device_info param,
                           size_t size, void *value, size_t *size_ret);
cl_program wgc_clCreateProgramWithSource(cl_context context, cl_uint count,
                                         const char **strings,
                                         const size_t *lengths,
                                         cl_int *errcode_ret);
cl_int wgc_clBuildProgram(cl_program program, cl_uint num_devices,
                          const cl_device_id *device_list, const char *options,
                          void(CL_CALLBACK *notify)(cl_program, void *),
                          void *user_data);
cl_int wgc_clCompileProgram(cl_program program, cl_uint num_devices,
                            const cl_device_id *device_list,
                            const char *options, cl_uint num_headers,
                            const cl_program *headers,
                            const char **header_names,
                            void(CL_CALLBACK *notify)(cl_program, void *),
                            void *user_data);
cl_program wgc_clLinkProgram(cl_context context, cl_uint num_devices,
                             const cl_device_id *device_list,
                             const char *options, cl_uint num_inputs,
                             const cl_program *inputs,
                             void(CL_CALLBACK *notify)(cl_program, void *),
                             void *user_data, cl_int *errcode_ret);
cl_int wgc_clGetProgramInfo(cl_program program, cl_program_info param,
                            size_t size, void *value, size_t *size_ret);
cl_int wgc_clGetProgramBuildInfo(cl_program program, cl_device_id device,
                                 cl_program_build_info param, size_t size,
                                 void *value, size_t *size_ret);
cl_int wgc_clReleaseProgram(cl_program program);
cl_kernel wgc_clCreateKernel(cl_program program, const char *name,
                             cl_int *errcode_ret);
cl_int wgc_clCreateKernelsInProgram(cl_program program, cl_uint num_kernels,
                                    cl_kernel *kernels,
                                    cl_uint *num_kernels_ret);
cl_int wgc_clGetKernelInfo(cl_kernel kernel, cl_kernel_info param, size_t size,
                           void *value, size_t *size_ret);
cl_int wgc_clRetainKernel(cl_kernel kernel);
cl_int wgc_clReleaseKernel(cl_kernel kernel);
cl_int wgc_clGetKernelArgInfo(cl_kernel kernel, cl_uint index,
                              cl_kernel_arg_info param, size_t size,
                              void *value, size_t *size_ret);
cl_int wgc_clGetKernelWorkGroupInfo(cl_kernel kernel, cl_device_id device,
                                    cl_kernel_work_group_info param,
                                    size_t size, void *value, size_t *size_ret);
cl_int wgc_clGetKernelSubGroupInfo(cl_kernel kernel, cl_device_id device,
                                   cl_kernel_sub_group_info param,
                                   size_t in_size, const void *in, size_t size,
                                   void *value, size_t *size_ret);
cl_int CL_API_CALL wgc_clGetKernelSubGroupInfoKHR(
    cl_kernel kernel, cl_device_id device, cl_kernel_sub_group_info param,
    size_t in_size, const void *in, size_t size, void *value, size_t *size_ret);
cl_int wgc_clSetKernelArg(cl_kernel kernel, cl_uint index, size_t size,
                          const void *value);
cl_int wgc_clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint index,
                                    const void *ptr);
cl_int wgc_clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param,
                               size_t size, const void *value);
cl_int wgc_clEnqueueNDRangeKernel(cl_command_queue queue, cl_kernel kernel,
                                  cl_uint work_dim, const size_t *offset,
                                  const size_t *global, const size_t *local,
                                  cl_uint num_events, const cl_event *events,
                                  cl_event *event);
/* Gives the layer's clGetKernelSubGroupInfoKHR, the driver's others. */
void *wgc_clGetExtensionFunctionAddressForPlatform(cl_platform_id platform,
                                                   const char *name);

#endif
