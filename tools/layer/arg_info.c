// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The argument descriptions of the driver programs the layer built, kept
 * while the program or any of its kernels lives, and the answers of
 * clGetKernelArgInfo from them. */
#include "arg_info.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "answer.h"
#include "settings.h"

struct record {
  cl_program bin;
  struct wgc_kernel_args *args;
  int available;
  int released;
  int driver_counts_kernels;
  size_t live_kernels;
  struct record *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct record *records;

int wgc_options_ask_arg_info(const char *options) {
  static const char word[] = "-cl-kernel-arg-info";
  size_t n = sizeof word - 1;
  for (const char *p = options; p && (p = strstr(p, word)); p += n)
    if ((p == options || p[-1] == ' ' || p[-1] == '\t') &&
        (!p[n] || p[n] == ' ' || p[n] == '\t'))
      return 1;
  return 0;
}

/* The record of bin and the link pointing to it; call with lock held. */
static struct record **find(cl_program bin) {
  struct record **r = &records;
  while (*r && (*r)->bin != bin)
    r = &(*r)->next;
  return r;
}

static void drop_if_unused(struct record **r) {
  if (!*r || !(*r)->released || (*r)->live_kernels)
    return;
  struct record *gone = *r;
  *r = gone->next;
  wgc_log("binary program %p: argument descriptions dropped",
          (void *)gone->bin);
  wgc_kernel_args_free(gone->args);
  free(gone);
}

void wgc_arg_info_add(cl_program bin, struct wgc_kernel_args *t,
                      int available) {
  struct record *r = t ? calloc(1, sizeof *r) : NULL;
  if (!r) {
    wgc_kernel_args_free(t);
    return;
  }
  r->bin = bin;
  r->args = t;
  r->available = available;
  pthread_mutex_lock(&lock);
  r->next = records;
  records = r;
  pthread_mutex_unlock(&lock);
}

int wgc_arg_info_has(cl_program bin) {
  pthread_mutex_lock(&lock);
  int has = *find(bin) != NULL;
  pthread_mutex_unlock(&lock);
  return has;
}

void wgc_arg_info_released(cl_program bin) {
  pthread_mutex_lock(&lock);
  struct record **r = find(bin);
  if (*r)
    (*r)->released = 1;
  drop_if_unused(r);
  pthread_mutex_unlock(&lock);
}

void wgc_arg_info_kernels_created(cl_program bin, cl_uint n, int counted) {
  pthread_mutex_lock(&lock);
  struct record **r = find(bin);
  if (*r) {
    (*r)->live_kernels += n;
    (*r)->driver_counts_kernels = counted;
  }
  pthread_mutex_unlock(&lock);
}

int wgc_arg_info_last_reference(cl_program bin, cl_uint refcount) {
  pthread_mutex_lock(&lock);
  struct record *r = *find(bin);
  size_t kernels = r && r->driver_counts_kernels ? r->live_kernels : 0;
  pthread_mutex_unlock(&lock);
  return r && refcount <= kernels + 1;
}

void wgc_arg_info_kernel_destroyed(cl_program bin) {
  pthread_mutex_lock(&lock);
  struct record **r = find(bin);
  if (*r && (*r)->live_kernels > 0)
    (*r)->live_kernels--;
  drop_if_unused(r);
  pthread_mutex_unlock(&lock);
}

/* One argument's answer to param, as the OpenCL specification gives it. */
static cl_int answer_arg(const struct wgc_kernel_arg *a,
                         cl_kernel_arg_info param, size_t size, void *value,
                         size_t *size_ret) {
  switch (param) {
  case CL_KERNEL_ARG_ADDRESS_QUALIFIER:
    return wgc_answer(&a->address, sizeof a->address, size, value, size_ret);
  case CL_KERNEL_ARG_ACCESS_QUALIFIER:
    return wgc_answer(&a->access, sizeof a->access, size, value, size_ret);
  case CL_KERNEL_ARG_TYPE_NAME:
    return wgc_answer(a->type_name, strlen(a->type_name) + 1, size, value,
                      size_ret);
  case CL_KERNEL_ARG_TYPE_QUALIFIER:
    return wgc_answer(&a->type_qualifier, sizeof a->type_qualifier, size, value,
                      size_ret);
  case CL_KERNEL_ARG_NAME:
    return wgc_answer(a->name, strlen(a->name) + 1, size, value, size_ret);
  default:
    return CL_INVALID_VALUE;
  }
}

int wgc_arg_info_answer(cl_program bin, const char *name, cl_uint index,
                        cl_kernel_arg_info param, size_t size, void *value,
                        size_t *size_ret, cl_int *err) {
  pthread_mutex_lock(&lock);
  struct record *r = *find(bin);
  cl_uint count = 0;
  const struct wgc_kernel_arg *args =
      r ? wgc_kernel_args_find(r->args, name, &count) : NULL;
  if (args) {
    if (index >= count)
      *err = CL_INVALID_ARG_INDEX;
    else if (!r->available)
      *err = CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
    else
      *err = answer_arg(&args[index], param, size, value, size_ret);
  }
  pthread_mutex_unlock(&lock);
  return args != NULL;
}
