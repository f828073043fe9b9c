// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* clSetKernelArg, clSetKernelArgSVMPointer, clSetKernelExecInfo and
 * clEnqueueNDRangeKernel: what the app sets on a kernel is kept once the
 * driver accepts it, and a launch may run the kernel's variant for its
 * local size (specialize.h). A call the implementation lacks is
 * CL_INVALID_OPERATION, as the loader answers it. */
#include "intercept.h"
#include "specialize.h"

cl_int wgc_clSetKernelArg(cl_kernel kernel, cl_uint index, size_t size,
                          const void *value) {
  if (!wgc_next()->clSetKernelArg)
    return CL_INVALID_OPERATION;
  cl_int err = wgc_next()->clSetKernelArg(kernel, index, size, value);
  if (err == CL_SUCCESS)
    wgc_specialize_arg(kernel, index, size, value);
  return err;
}

cl_int wgc_clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint index,
                                    const void *ptr) {
  if (!wgc_next()->clSetKernelArgSVMPointer)
    return CL_INVALID_OPERATION;
  cl_int err = wgc_next()->clSetKernelArgSVMPointer(kernel, index, ptr);
  if (err == CL_SUCCESS)
    wgc_specialize_arg_svm(kernel, index, ptr);
  return err;
}

cl_int wgc_clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param,
                               size_t size, const void *value) {
  if (!wgc_next()->clSetKernelExecInfo)
    return CL_INVALID_OPERATION;
  cl_int err = wgc_next()->clSetKernelExecInfo(kernel, param, size, value);
  if (err == CL_SUCCESS)
    wgc_specialize_exec_info(kernel, param, size, value);
  return err;
}

cl_int wgc_clEnqueueNDRangeKernel(cl_command_queue queue, cl_kernel kernel,
                                  cl_uint work_dim, const size_t *offset,
                                  const size_t *global, const size_t *local,
                                  cl_uint num_events, const cl_event *events,
                                  cl_event *event) {
  if (!wgc_next()->clEnqueueNDRangeKernel)
    return CL_INVALID_OPERATION;
  return wgc_specialize_enqueue(queue, kernel, work_dim, offset, global, local,
                                num_events, events, event);
}
