// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* clCreateProgramWithSource, clBuildProgram, clCompileProgram and
 * clLinkProgram: programs from source for target devices are compiled by
 * wgc-cc and handed to the driver as binaries. A source that never names a
 * work_group_ function (nor, on devices the layer claims sub-groups for, a
 * sub_group function: sub_group_*, get_sub_group_*, get_num_sub_groups, ...)
 * is built by the driver as usual, and by wgc-cc only when that build fails
 * on such a symbol (a call hidden in a header or macro): the driver's
 * compiler stays in charge of everything wgc does not add, such as NVIDIA's
 * printf and images. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arg_info.h"
#include "build.h"
#include "claims.h"
#include "compile.h"
#include "entry.h"
#include "intercept.h"
#include "programs.h"
#include "settings.h"
#include "targets.h"

#define COLLECTIVE_PREFIX "work_group_"
#define SUB_GROUP_NAME "sub_group"

cl_program wgc_clCreateProgramWithSource(cl_context context, cl_uint count,
                                         const char **strings,
                                         const size_t *lengths,
                                         cl_int *errcode_ret) {
  cl_int err;
  cl_program program = wgc_next()->clCreateProgramWithSource(
      context, count, strings, lengths, &err);
  if (errcode_ret)
    *errcode_ret = err;
  if (err != CL_SUCCESS)
    return program;
  size_t len = 0;
  for (cl_uint i = 0; i < count; i++)
    len += lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
  char *source = malloc(len + 1);
  if (source) {
    size_t at = 0;
    for (cl_uint i = 0; i < count; i++) {
      size_t n = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
      memcpy(source + at, strings[i], n);
      at += n;
    }
    source[len] = 0;
  }
  wgc_programs_lock();
  if (!source || !wgc_program_add(program, context, source, len)) {
    free(source);
    wgc_log("program %p: out of memory, left to the driver", (void *)program);
  }
  wgc_programs_unlock();
  return program;
}

/* Whether text names a work-group function, or with sub_groups a
 * sub-group one. */
static int mentions_collective(const char *text, size_t len, int sub_groups) {
  return memmem(text, len, COLLECTIVE_PREFIX, strlen(COLLECTIVE_PREFIX)) ||
         (sub_groups &&
          memmem(text, len, SUB_GROUP_NAME, strlen(SUB_GROUP_NAME)));
}

/* The build's devices: the given list, else every device of the program;
 * NULL when the list names a device that is not the program's (the driver
 * then answers the call). */
static cl_device_id *build_devices(cl_program program, cl_uint n,
                                   const cl_device_id *list, cl_uint *count) {
  cl_device_id *devices = NULL;
  if (list && n) {
    cl_uint all = 0;
    cl_device_id *own = build_devices(program, 0, NULL, &all);
    for (cl_uint i = 0; own && i < n; i++) {
      cl_uint j = 0;
      while (j < all && own[j] != list[i])
        j++;
      if (j == all) {
        free(own);
        own = NULL;
      }
    }
    devices = own ? malloc(n * sizeof *devices) : NULL;
    if (devices)
      memcpy(devices, list, n * sizeof *devices);
    free(own);
    *count = n;
    return devices;
  }
  size_t bytes = 0;
  if (wgc_next()->clGetProgramInfo(program, CL_PROGRAM_DEVICES, 0, NULL,
                                   &bytes) != CL_SUCCESS ||
      !bytes || !(devices = malloc(bytes)) ||
      wgc_next()->clGetProgramInfo(program, CL_PROGRAM_DEVICES, bytes, devices,
                                   NULL) != CL_SUCCESS) {
    free(devices);
    return NULL;
  }
  *count = (cl_uint)(bytes / sizeof *devices);
  return devices;
}

/* 1 when the layer claims sub-groups for every device. */
static int all_sub_groups(const cl_device_id *devices, cl_uint n) {
  for (cl_uint i = 0; i < n; i++)
    if (!wgc_layer_sub_group_width(devices[i]))
      return 0;
  return n > 0;
}

/* 1 when every device is a target, 0 when none or some are. */
static int all_targets(const cl_device_id *devices, cl_uint n) {
  for (cl_uint i = 0; i < n; i++)
    if (wgc_device_target(devices[i]).kind == WGC_TARGET_NONE)
      return 0;
  return n > 0;
}

static void append_log(char **log, const char *text) {
  size_t old = *log ? strlen(*log) : 0, add = strlen(text);
  char *grown = realloc(*log, old + add + 1);
  if (!grown)
    return;
  memcpy(grown + old, text, add + 1);
  *log = grown;
}

/* The driver's build log of program for device, appended to log. */
static void append_driver_log(char **log, cl_program program,
                              cl_device_id device) {
  size_t len = 0;
  if (wgc_next()->clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG,
                                        0, NULL, &len) != CL_SUCCESS)
    return;
  char *text = calloc(len + 1, 1);
  if (text &&
      wgc_next()->clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG,
                                        len, text, NULL) == CL_SUCCESS)
    append_log(log, text);
  free(text);
}

/* Records the description of bin's kernels' arguments (one for every
 * device: clGetKernelArgInfo names none), answered as the options ask. */
static void add_arg_info(cl_program bin, const char *text,
                         const char *options) {
  struct wgc_kernel_args *t = wgc_kernel_args_parse(text);
  if (!t)
    wgc_log("binary program %p: no argument descriptions", (void *)bin);
  wgc_arg_info_add(bin, t, wgc_options_ask_arg_info(options));
}

/* compile_for's steps after the compiles: the driver program built from
 * the results, and its argument descriptions recorded. */
#define MAKE_BINARY 1
#define ADD_ARG_INFO 2

/* Compiles src for each device's target (once per distinct target). With
 * MAKE_BINARY in steps, creates and builds the driver program from the
 * results into *bin; with ADD_ARG_INFO too, records its argument
 * descriptions. Returns CL_SUCCESS or the error clBuildProgram reports;
 * *log gets the compilers' messages. */
static cl_int compile_for(cl_context context, const struct wgc_source *src,
                          const cl_device_id *devices, cl_uint n, int steps,
                          int (*stop)(void), cl_program *bin, char **log) {
  int make_binary = steps & MAKE_BINARY;
  struct wgc_cc_result *results = calloc(n, sizeof *results);
  struct wgc_target *targets = calloc(n, sizeof *targets);
  size_t *sizes = calloc(n, sizeof *sizes);
  const unsigned char **binaries = calloc(n, sizeof *binaries);
  cl_int err = CL_SUCCESS;
  if (!results || !targets || !sizes || !binaries)
    err = CL_OUT_OF_HOST_MEMORY;
  for (cl_uint i = 0; err == CL_SUCCESS && i < n; i++) {
    targets[i] = wgc_device_target(devices[i]);
    cl_uint same = 0;
    while (same < i && !wgc_target_equal(&targets[same], &targets[i]))
      same++;
    if (same < i) {
      sizes[i] = sizes[same];
      binaries[i] = binaries[same];
      continue;
    }
    wgc_compile(src, &targets[i], &results[i]);
    append_log(log, results[i].log ? results[i].log : "");
    err = results[i].status;
    sizes[i] = results[i].binary_len;
    binaries[i] = results[i].binary;
  }
  *bin = NULL;
  if (err == CL_SUCCESS && make_binary && !(stop && stop())) {
    cl_int created;
    *bin = wgc_next()->clCreateProgramWithBinary(context, n, devices, sizes,
                                                 binaries, NULL, &created);
    err = created;
    if (err == CL_SUCCESS)
      err = wgc_next()->clBuildProgram(
          *bin, n, devices, wgc_target_driver_options(targets[0].kind), NULL,
          NULL);
    if (err != CL_SUCCESS) {
      char line[160];
      snprintf(line, sizeof line,
               "wgc-layer: the driver did not build wgc-cc's binary (error "
               "%d)\n",
               err);
      append_log(log, line);
      if (*bin) {
        append_driver_log(log, *bin, devices[0]);
        wgc_next()->clReleaseProgram(*bin);
        *bin = NULL;
      }
      err = CL_BUILD_PROGRAM_FAILURE;
    } else if (steps & ADD_ARG_INFO) {
      add_arg_info(*bin, results[0].arg_info, src->options);
    }
  }
  for (cl_uint i = 0; results && i < n; i++)
    wgc_cc_result_free(&results[i]);
  free(results);
  free(targets);
  free(sizes);
  free(binaries);
  if (!*log)
    append_log(log, "");
  return err;
}

cl_int wgc_build_binary(cl_context context, const struct wgc_source *src,
                        const cl_device_id *devices, cl_uint n, cl_program *bin,
                        char **log, int (*stop)(void)) {
  return compile_for(context, src, devices, n, MAKE_BINARY, stop, bin, log);
}

/* Whether a failed driver build failed on a work_group_ symbol (or a
 * sub-group one, where the layer claims sub-groups). */
static int failed_on_collective(cl_program program, const cl_device_id *d,
                                cl_uint n) {
  int found = 0, sub_groups = all_sub_groups(d, n);
  for (cl_uint i = 0; i < n && !found; i++) {
    char *log = NULL;
    append_driver_log(&log, program, d[i]);
    found = log && mentions_collective(log, strlen(log), sub_groups);
    free(log);
  }
  return found;
}

static char *copy_string(const char *s) { return strdup(s ? s : ""); }

/* Ends a build the driver did: the layer's state no longer applies. */
static void finish_native(struct wgc_program *p) {
  wgc_programs_lock();
  wgc_program_set_build(p, NULL, CL_BUILD_NONE, CL_PROGRAM_BINARY_TYPE_NONE,
                        NULL, NULL, NULL, 0);
  p->via_wgc = 0;
  p->busy = 0;
  wgc_programs_unlock();
}

/* Looks up program and marks it busy; NULL when it is not the layer's
 * (*err CL_SUCCESS) or already busy (*err CL_INVALID_OPERATION). */
static struct wgc_program *begin(cl_program program, cl_int *err) {
  *err = CL_SUCCESS;
  wgc_programs_lock();
  struct wgc_program *p = wgc_program_by_src(program);
  if (p && (p->busy || (p->bin && p->live_kernels > 0))) {
    *err = CL_INVALID_OPERATION;
    p = NULL;
  } else if (p) {
    p->busy = 1;
  }
  wgc_programs_unlock();
  return p;
}

/* Whether the device list or the callback's user data are ones the
 * specification makes CL_INVALID_VALUE of: the driver then answers the call
 * itself, as it does without the layer. */
static int invalid_arguments(cl_uint num_devices,
                             const cl_device_id *device_list,
                             void(CL_CALLBACK *notify)(cl_program, void *),
                             void *user_data) {
  return (num_devices == 0) != (device_list == NULL) || (!notify && user_data);
}

cl_int wgc_clBuildProgram(cl_program program, cl_uint num_devices,
                          const cl_device_id *device_list, const char *options,
                          void(CL_CALLBACK *notify)(cl_program, void *),
                          void *user_data) {
  cl_int err;
  struct wgc_program *p = begin(program, &err);
  if (!p)
    return err != CL_SUCCESS
               ? err
               : wgc_next()->clBuildProgram(program, num_devices, device_list,
                                            options, notify, user_data);
  cl_uint n = 0;
  cl_device_id *devices =
      invalid_arguments(num_devices, device_list, notify, user_data)
          ? NULL
          : build_devices(program, num_devices, device_list, &n);
  if (!devices || !all_targets(devices, n)) {
    free(devices);
    err = wgc_next()->clBuildProgram(program, num_devices, device_list, options,
                                     notify, user_data);
    finish_native(p);
    return err;
  }
  if (!mentions_collective(p->source, p->source_len,
                           all_sub_groups(devices, n))) {
    err = wgc_next()->clBuildProgram(program, n, devices, options, NULL, NULL);
    if (err != CL_BUILD_PROGRAM_FAILURE ||
        !failed_on_collective(program, devices, n)) {
      free(devices);
      finish_native(p);
      if (notify)
        notify(program, user_data);
      return err;
    }
    wgc_log("program %p: the driver failed on a collective symbol, "
            "compiling with wgc-cc",
            (void *)program);
  }
  wgc_log("program %p: building with wgc-cc", (void *)program);
  struct wgc_source src = {.text = p->source,
                           .len = p->source_len,
                           .options = options ? options : ""};
  char *log = NULL;
  cl_program bin;
  err = compile_for(p->context, &src, devices, n, MAKE_BINARY | ADD_ARG_INFO,
                    NULL, &bin, &log);
  wgc_programs_lock();
  wgc_program_set_build(p, bin,
                        err == CL_SUCCESS ? CL_BUILD_SUCCESS : CL_BUILD_ERROR,
                        err == CL_SUCCESS ? CL_PROGRAM_BINARY_TYPE_EXECUTABLE
                                          : CL_PROGRAM_BINARY_TYPE_NONE,
                        log, copy_string(options), devices, n);
  p->via_wgc = 1;
  p->busy = 0;
  wgc_programs_unlock();
  wgc_log("program %p: %s (binary program %p)", (void *)program,
          err == CL_SUCCESS ? "built" : "build failed", (void *)bin);
  if (notify)
    notify(program, user_data);
  return err;
}

/* Copies the headers' sources (from the layer's records, else the
 * driver) under their include names; NULL when one has none. */
static struct wgc_header *copy_headers(cl_uint n, const cl_program *programs,
                                       const char **names) {
  struct wgc_header *h = calloc(n ? n : 1, sizeof *h);
  for (cl_uint i = 0; h && i < n; i++) {
    h[i].name = strdup(names[i]);
    wgc_programs_lock();
    struct wgc_program *p = wgc_program_by_src(programs[i]);
    if (p) {
      h[i].text = malloc(p->source_len + 1);
      if (h[i].text)
        memcpy(h[i].text, p->source, p->source_len + 1);
      h[i].len = p->source_len;
    }
    wgc_programs_unlock();
    if (!p) {
      size_t len = 0;
      if (wgc_next()->clGetProgramInfo(programs[i], CL_PROGRAM_SOURCE, 0, NULL,
                                       &len) == CL_SUCCESS &&
          (h[i].text = calloc(len + 1, 1)))
        wgc_next()->clGetProgramInfo(programs[i], CL_PROGRAM_SOURCE, len,
                                     h[i].text, NULL);
      h[i].len = h[i].text ? strlen(h[i].text) : 0;
    }
    if (!h[i].name || !h[i].text) {
      wgc_headers_free(h, i + 1);
      return NULL;
    }
  }
  return h;
}

cl_int wgc_clCompileProgram(cl_program program, cl_uint num_devices,
                            const cl_device_id *device_list,
                            const char *options, cl_uint num_headers,
                            const cl_program *headers,
                            const char **header_names,
                            void(CL_CALLBACK *notify)(cl_program, void *),
                            void *user_data) {
  cl_int err;
  /* Headers the layer would read through a NULL pointer. */
  if ((num_headers == 0) != (headers == NULL) ||
      (num_headers == 0) != (header_names == NULL))
    return CL_INVALID_VALUE;
  struct wgc_program *p = begin(program, &err);
  if (!p)
    return err != CL_SUCCESS
               ? err
               : wgc_next()->clCompileProgram(program, num_devices, device_list,
                                              options, num_headers, headers,
                                              header_names, notify, user_data);
  cl_uint n = 0;
  cl_device_id *devices =
      invalid_arguments(num_devices, device_list, notify, user_data)
          ? NULL
          : build_devices(program, num_devices, device_list, &n);
  struct wgc_header *h = devices && all_targets(devices, n)
                             ? copy_headers(num_headers, headers, header_names)
                             : NULL;
  int sub_groups = h && all_sub_groups(devices, n);
  int collective =
      h && mentions_collective(p->source, p->source_len, sub_groups);
  for (cl_uint i = 0; h && i < num_headers; i++)
    collective |= mentions_collective(h[i].text, h[i].len, sub_groups);
  if (!collective) {
    free(devices);
    wgc_headers_free(h, h ? num_headers : 0);
    err = wgc_next()->clCompileProgram(program, num_devices, device_list,
                                       options, num_headers, headers,
                                       header_names, notify, user_data);
    finish_native(p);
    return err;
  }
  wgc_log("program %p: compiling with wgc-cc", (void *)program);
  struct wgc_source src = {.text = p->source,
                           .len = p->source_len,
                           .headers = h,
                           .num_headers = num_headers,
                           .options = options ? options : ""};
  char *log = NULL;
  cl_program bin;
  err = compile_for(p->context, &src, devices, n, 0, NULL, &bin, &log);
  wgc_programs_lock();
  wgc_program_set_build(
      p, NULL, err == CL_SUCCESS ? CL_BUILD_SUCCESS : CL_BUILD_ERROR,
      err == CL_SUCCESS ? CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT
                        : CL_PROGRAM_BINARY_TYPE_NONE,
      log, copy_string(options), devices, n);
  wgc_program_set_headers(p, h, num_headers);
  p->via_wgc = 1;
  p->busy = 0;
  wgc_programs_unlock();
  if (notify)
    notify(program, user_data);
  return err == CL_BUILD_PROGRAM_FAILURE   ? CL_COMPILE_PROGRAM_FAILURE
         : err == CL_INVALID_BUILD_OPTIONS ? CL_INVALID_COMPILER_OPTIONS
                                           : err;
}

/* Copies what linking p needs while the records are locked. */
static int copy_for_link(const struct wgc_program *p, char **source,
                         struct wgc_header **headers, char **options,
                         const char *link_options) {
  *source = malloc(p->source_len + 1);
  *headers = calloc(p->num_headers ? p->num_headers : 1, sizeof **headers);
  size_t len = strlen(p->options) + strlen(link_options) + 2;
  *options = malloc(len);
  if (!*source || !*headers || !*options)
    return 0;
  memcpy(*source, p->source, p->source_len + 1);
  snprintf(*options, len, "%s %s", p->options, link_options);
  for (size_t i = 0; i < p->num_headers; i++) {
    (*headers)[i].name = strdup(p->headers[i].name);
    (*headers)[i].text = malloc(p->headers[i].len + 1);
    (*headers)[i].len = p->headers[i].len;
    if (!(*headers)[i].name || !(*headers)[i].text)
      return 0;
    memcpy((*headers)[i].text, p->headers[i].text, p->headers[i].len + 1);
  }
  return 1;
}

/* Removes the word -enable-link-options (it only permits options the
 * layer ignores) and reports whether -create-library is among the words of
 * options (split at whitespace). */
static char *link_words(const char *options, int *library) {
  char *out = malloc(strlen(options) + 1);
  *library = 0;
  if (!out)
    return NULL;
  out[0] = 0;
  for (const char *p = options; *p;) {
    size_t gap = strspn(p, " \t\n\v\f\r");
    size_t len = strcspn(p + gap, " \t\n\v\f\r");
    const char *w = p + gap;
    if (len == 15 && !strncmp(w, "-create-library", len))
      *library = 1;
    if (!(len == 19 && !strncmp(w, "-enable-link-options", len)))
      strncat(out, p, gap + len);
    p = w + len;
  }
  return out;
}

/* A program object for a link that failed: a driver program of source,
 * recorded with status CL_BUILD_ERROR and log (taken), so that
 * clGetProgramBuildInfo answers with them. NULL when out of memory. */
static cl_program failed_link(cl_context context, const char *source, char *log,
                              const char *options, const cl_device_id *devices,
                              cl_uint n) {
  cl_int err;
  cl_program program =
      wgc_next()->clCreateProgramWithSource(context, 1, &source, NULL, &err);
  char *text = strdup(source);
  cl_device_id *list = malloc(n * sizeof *list);
  wgc_programs_lock();
  struct wgc_program *p =
      err == CL_SUCCESS && text && list
          ? wgc_program_add(program, context, text, strlen(text))
          : NULL;
  if (p) {
    memcpy(list, devices, n * sizeof *list);
    wgc_program_set_build(p, NULL, CL_BUILD_ERROR, CL_PROGRAM_BINARY_TYPE_NONE,
                          log, copy_string(options), list, n);
    p->via_wgc = 1;
  }
  wgc_programs_unlock();
  if (!p) {
    free(text);
    free(list);
    free(log);
    if (err == CL_SUCCESS)
      wgc_next()->clReleaseProgram(program);
    return NULL;
  }
  return program;
}

cl_program wgc_clLinkProgram(cl_context context, cl_uint num_devices,
                             const cl_device_id *device_list,
                             const char *options, cl_uint num_inputs,
                             const cl_program *inputs,
                             void(CL_CALLBACK *notify)(cl_program, void *),
                             void *user_data, cl_int *errcode_ret) {
  const char *link_options = options ? options : "";
  struct wgc_program *p = NULL;
  wgc_programs_lock();
  for (cl_uint i = 0; inputs && !p && i < num_inputs; i++) {
    p = wgc_program_by_src(inputs[i]);
    if (p && !(p->via_wgc &&
               p->binary_type == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT))
      p = NULL;
  }
  /* The driver holds no compiled object for an input wgc-cc compiled, so
   * it would answer otherwise than for its own: the specification's answer
   * to these arguments, which is a driver's for its own objects. */
  if (p && invalid_arguments(num_devices, device_list, notify, user_data)) {
    wgc_programs_unlock();
    if (errcode_ret)
      *errcode_ret = CL_INVALID_VALUE;
    return NULL;
  }
  if (!p) {
    wgc_programs_unlock();
    return wgc_next()->clLinkProgram(context, num_devices, device_list, options,
                                     num_inputs, inputs, notify, user_data,
                                     errcode_ret);
  }
  char *source = NULL, *all_options = NULL;
  struct wgc_header *headers = NULL;
  size_t num_headers = p->num_headers;
  cl_uint n = num_devices ? num_devices : p->num_devices;
  cl_device_id *devices = malloc(n * sizeof *devices);
  int library = 0;
  char *words = link_words(link_options, &library);
  int copied = devices && words &&
               copy_for_link(p, &source, &headers, &all_options, words);
  if (devices)
    memcpy(devices, num_devices ? device_list : p->devices,
           n * sizeof *devices);
  wgc_programs_unlock();
  cl_int err = CL_OUT_OF_HOST_MEMORY;
  cl_program bin = NULL;
  char *log = NULL;
  if (copied && (num_inputs != 1 || library)) {
    append_log(&log, "wgc-layer: clLinkProgram of a program compiled with "
                     "wgc-cc takes exactly one input and makes no library "
                     "(-create-library)\n");
    err = CL_LINK_PROGRAM_FAILURE;
  } else if (copied) {
    struct wgc_source src = {.text = source,
                             .len = strlen(source),
                             .headers = headers,
                             .num_headers = num_headers,
                             .options = all_options};
    err = compile_for(context, &src, devices, n, MAKE_BINARY | ADD_ARG_INFO,
                      NULL, &bin, &log);
    err = err == CL_BUILD_PROGRAM_FAILURE    ? CL_LINK_PROGRAM_FAILURE
          : err == CL_INVALID_BUILD_OPTIONS  ? CL_INVALID_LINKER_OPTIONS
          : err == CL_COMPILER_NOT_AVAILABLE ? CL_LINKER_NOT_AVAILABLE
                                             : err;
  }
  /* A link that began and failed returns a program holding its log; one
   * that could not begin (bad options, no linker) returns none, after the
   * callback has seen that program, as drivers do. */
  cl_program failed = NULL;
  if (err != CL_SUCCESS && err != CL_OUT_OF_HOST_MEMORY && log) {
    failed = failed_link(context, source, log, all_options ? all_options : "",
                         devices, n);
    log = NULL;
  }
  free(log);
  free(words);
  free(source);
  free(all_options);
  free(devices);
  wgc_headers_free(headers, headers ? num_headers : 0);
  if (errcode_ret)
    *errcode_ret = err;
  cl_program result = err == CL_SUCCESS ? bin : NULL;
  if (err == CL_LINK_PROGRAM_FAILURE)
    result = failed;
  if (notify)
    notify(result ? result : failed, user_data);
  if (failed && failed != result)
    wgc_clReleaseProgram(failed);
  return result;
}
