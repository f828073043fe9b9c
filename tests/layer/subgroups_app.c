// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A plain OpenCL application using cl_khr_subgroups: it checks the device's
 * sub-group queries and clGetKernelSubGroupInfo (core and KHR), then runs
 * subgroups.cl over several work-group shapes against a host reference
 * computed over the sub-groups the kernel reports.
 * usage: subgroups_app KERNEL.cl [--ifp 0|1]    from source
 *        subgroups_app KERNEL.cl --unclaimed --width W
 *                                                from source; the device
 *                                                claims no sub-groups, so
 *                                                clGetKernelSubGroupInfo
 *                                                (core and KHR) answers
 *                                                CL_INVALID_OPERATION, and
 *                                                the kernel runs W-wide
 *                                                sub-groups
 *        subgroups_app KERNEL.cl --none         the device claims nothing
 *                                                (the kernel's build is
 *                                                the driver's business)
 *        subgroups_app KERNEL.cl --binary SPIR.bc --width W
 * --ifp is the CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS expected;
 * --extensions "NAME..." the sub-group extensions the device must claim
 * (all of them, and no other cl_khr_subgroup_*; none of them, nor any
 * other, with --none or --unclaimed);
 * --binary runs wgc-cc's SPIR output of KERNEL.cl, W-wide sub-groups. */
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "harness.h"

#define GEO 6 /* as in subgroups.cl */
#define GROUPS 3
#define MAX_ITEMS 256

typedef cl_int(CL_API_CALL *sub_group_info_fn)(cl_kernel, cl_device_id,
                                               cl_kernel_sub_group_info, size_t,
                                               const void *, size_t, void *,
                                               size_t *);

static uint64_t seed;
/* Whether the device claims cl_khr_subgroups and its device queries. */
static int device_claims = 1;

static uint64_t next_random(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

static char *read_file(const char *path) {
  size_t size;
  char *text = (char *)cl_read_file(path, &size);
  check(text != NULL, "cannot read %s", path);
  return text;
}

/* Whether the space-separated list holds word. */
static int has_word(const char *list, const char *word) {
  size_t n = strlen(word);
  for (const char *p = list; (p = strstr(p, word)); p += n)
    if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == 0))
      return 1;
  return 0;
}

static int lists_name(cl_device_info param, const char *name,
                      cl_version *version) {
  cl_name_version v[128];
  size_t bytes = 0;
  if (clGetDeviceInfo(device, param, sizeof v, v, &bytes) != CL_SUCCESS)
    return 0;
  for (size_t i = 0; i < bytes / sizeof v[0]; i++)
    if (!strcmp(v[i].name, name)) {
      *version = v[i].version;
      return 1;
    }
  return 0;
}

/* Each of the space-separated names, and no other cl_khr_subgroup_*
 * extension, claimed (or, without claimed, none of them). */
static void check_listed(const char *ext, const char *names, int claimed) {
  char word[128];
  cl_version v;
  for (const char *p = names; sscanf(p, "%127s", word) == 1;
       p = strstr(p, word) + strlen(word)) {
    int listed = has_word(ext, word);
    int versioned = lists_name(CL_DEVICE_EXTENSIONS_WITH_VERSION, word, &v);
    check(listed == claimed && versioned == claimed,
          "%s: in the extension string %d, with versions %d, want %d", word,
          listed, versioned, claimed);
  }
  for (const char *p = ext; (p = strstr(p, "cl_khr_subgroup_")); p++) {
    size_t n = strcspn(p, " ");
    snprintf(word, sizeof word, "%.*s", (int)n, p);
    check(claimed && has_word(names, word), "%s claimed, not in the list",
          word);
  }
}

/* The device's sub-group claims: all of them (claimed) or none. */
static void check_device(int claimed, int ifp, const char *names) {
  char ext[16384] = "", version[256] = "";
  clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, sizeof ext - 1, ext, NULL);
  clGetDeviceInfo(device, CL_DEVICE_VERSION, sizeof version - 1, version, NULL);
  cl_version v = 0;
  check_listed(ext, names, claimed);
  int listed = has_word(ext, "cl_khr_subgroups");
  check(listed == claimed, "CL_DEVICE_EXTENSIONS %s cl_khr_subgroups",
        listed ? "lists" : "lacks");
  listed =
      lists_name(CL_DEVICE_EXTENSIONS_WITH_VERSION, "cl_khr_subgroups", &v);
  check(listed == claimed && (!listed || v == CL_MAKE_VERSION(1, 0, 0)),
        "CL_DEVICE_EXTENSIONS_WITH_VERSION: cl_khr_subgroups %s (version %x)",
        listed ? "listed" : "missing", v);
  if (!strncmp(version, "OpenCL 3.", 9)) {
    listed =
        lists_name(CL_DEVICE_OPENCL_C_FEATURES, "__opencl_c_subgroups", &v);
    check(listed == claimed,
          "CL_DEVICE_OPENCL_C_FEATURES %s "
          "__opencl_c_subgroups",
          listed ? "lists" : "lacks");
  }
  cl_uint num = 0;
  cl_bool progress = CL_FALSE;
  cl_int err = clGetDeviceInfo(device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof num,
                               &num, NULL);
  check(claimed ? err == CL_SUCCESS && num > 0 : num == 0,
        "CL_DEVICE_MAX_NUM_SUB_GROUPS %u (error %d)", num, err);
  err =
      clGetDeviceInfo(device, CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS,
                      sizeof progress, &progress, NULL);
  check(!claimed || (err == CL_SUCCESS && (int)progress == ifp),
        "CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS %u, want %d "
        "(error %d)",
        progress, ifp, err);
  printf("cl_khr_subgroups %s, CL_DEVICE_MAX_NUM_SUB_GROUPS %u, independent "
         "forward progress %u\n",
         has_word(ext, "cl_khr_subgroups") ? "listed" : "not listed", num,
         progress);
}

static size_t info(sub_group_info_fn fn, cl_kernel k,
                   cl_kernel_sub_group_info param, size_t in_size,
                   const void *in, cl_int *err) {
  size_t value = 0;
  *err = fn(k, device, param, in_size, in, sizeof value, &value, NULL);
  return value;
}

/* clGetKernelSubGroupInfo through fn; returns the sub-group width the
 * kernel runs with (its size for the largest work-group), 0 on failure. */
static size_t check_kernel_info(sub_group_info_fn fn, cl_kernel k,
                                const char *via) {
  size_t wg = 0, device_max = 0, width;
  cl_int err;
  clGetKernelWorkGroupInfo(k, device, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg,
                           NULL);
  clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof device_max,
                  &device_max, NULL);
  width = info(fn, k, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof wg, &wg,
               &err);
  check(err == CL_SUCCESS && width > 0 && width <= wg,
        "%s: max sub-group size for %zu items: %zu (error %d)", via, wg, width,
        err);
  if (err != CL_SUCCESS || width == 0)
    return 0;
  size_t groups = info(fn, k, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, &err);
  check(err == CL_SUCCESS && groups == (wg + width - 1) / width,
        "%s: CL_KERNEL_MAX_NUM_SUB_GROUPS %zu for %zu items of width %zu "
        "(error %d)",
        via, groups, wg, width, err);
  cl_uint device_groups = 0;
  clGetDeviceInfo(device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof device_groups,
                  &device_groups, NULL);
  check(!device_claims || device_groups == (device_max + width - 1) / width,
        "CL_DEVICE_MAX_NUM_SUB_GROUPS %u for %zu items of width %zu",
        device_groups, device_max, width);
  size_t compiled =
      info(fn, k, CL_KERNEL_COMPILE_NUM_SUB_GROUPS, 0, NULL, &err);
  check(err == CL_SUCCESS && compiled == 0,
        "%s: CL_KERNEL_COMPILE_NUM_SUB_GROUPS %zu (error %d)", via, compiled,
        err);
  /* A local size for 1, 2 and 3 sub-groups, in 1 and 3 dimensions: the
   * count of its sub-groups is the one asked for. */
  for (size_t want = 1; want <= 3; want++) {
    size_t local[3] = {0, 9, 9}, count = 0, got = 0;
    err = fn(k, device, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof want,
             &want, sizeof local, local, &got);
    if (err == CL_SUCCESS && got == sizeof local && local[0] > 0)
      count = info(fn, k, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, sizeof local,
                   local, &err);
    check(err == CL_SUCCESS && count == want && local[1] == 1 &&
              local[2] == 1 && local[0] <= wg,
          "%s: local size %zux%zux%zu for %zu sub-groups has %zu", via,
          local[0], local[1], local[2], want, count);
  }
  /* One sub-group past the most, and a count whose items overflow. */
  size_t too_many[] = {groups + 1, SIZE_MAX / 2 + 1};
  for (size_t i = 0; i < 2; i++) {
    size_t local = 7;
    err = fn(k, device, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT,
             sizeof(size_t), &too_many[i], sizeof local, &local, NULL);
    check(err == CL_SUCCESS && local == 0,
          "%s: %zu sub-groups gave local size %zu (error %d)", via, too_many[i],
          local, err);
  }
  /* Bad arguments. */
  size_t three[3] = {64, 1, 1}, four[4] = {64, 1, 1, 1};
  char tiny;
  static cl_uint not_a_device;
  struct {
    cl_kernel_sub_group_info param;
    size_t in_size;
    const void *in;
    size_t out_size;
    void *out;
    cl_device_id dev;
    cl_int want;
    const char *what;
  } bad[] = {
      {0x4039, sizeof three, three, sizeof wg, &wg, device, CL_INVALID_VALUE,
       "unknown query"},
      {CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof three, NULL, sizeof wg,
       &wg, device, CL_INVALID_VALUE, "no local size"},
      {CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof four, four, sizeof wg,
       &wg, device, CL_INVALID_VALUE, "a 4-dimensional local size"},
      {CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, 5, three, sizeof wg, &wg, device,
       CL_INVALID_VALUE, "a local size of 5 bytes"},
      {CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, sizeof three, three, 1, &tiny,
       device, CL_INVALID_VALUE, "a 1-byte answer"},
      {CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof three, three,
       sizeof three, three, device, CL_INVALID_VALUE, "a 3-word count"},
      {CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof(size_t), three,
       sizeof four, four, device, CL_INVALID_VALUE, "a 4-dimensional answer"},
      {CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, sizeof wg, &wg,
       (cl_device_id)&not_a_device, CL_INVALID_DEVICE, "another device"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    err = fn(k, bad[i].dev, bad[i].param, bad[i].in_size, bad[i].in,
             bad[i].out_size, bad[i].out, NULL);
    check(err == bad[i].want, "%s: %s gives %d, want %d", via, bad[i].what, err,
          bad[i].want);
  }
  size_t ret = 0;
  err = fn(k, device, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, 0, NULL, &ret);
  check(err == CL_SUCCESS && ret == sizeof(size_t),
        "%s: the size of CL_KERNEL_MAX_NUM_SUB_GROUPS is %zu (error %d)", via,
        ret, err);
  return width;
}

struct data {
  cl_int a[MAX_ITEMS * GROUPS], pred[MAX_ITEMS * GROUPS];
  cl_uint b[MAX_ITEMS * GROUPS], pick[GROUPS];
  cl_long c[MAX_ITEMS * GROUPS];
  cl_float f[MAX_ITEMS * GROUPS];
  cl_uint geo[GEO * MAX_ITEMS * GROUPS];
  cl_int o_int[3 * MAX_ITEMS * GROUPS];
  cl_uint o_uint[4 * MAX_ITEMS * GROUPS];
  cl_long o_long[2 * MAX_ITEMS * GROUPS];
  cl_float o_float[2 * MAX_ITEMS * GROUPS];
};

static const int32_t int_edges[] = {INT32_MIN, INT32_MAX, 0, -1, 1};
static const uint32_t uint_edges[] = {0, UINT32_MAX, 1, 0x80000000u};
static const int64_t long_edges[] = {INT64_MIN, INT64_MAX, 0, -1};

static float float_value(uint64_t r) {
  static const float edges[] = {0.0f,   -0.0f,   1.0f / 0.0f,  -1.0f / 0.0f,
                                1e-40f, -1e-40f, 3.4028235e38f};
  if (r % 5 == 0)
    return edges[(r >> 8) % (sizeof edges / sizeof edges[0])];
  return (float)((int64_t)(r >> 16) % 2000001 - 1000000) / 64.0f;
}

static void fill(struct data *d, size_t items, uint64_t *s) {
  for (size_t i = 0; i < items * GROUPS; i++) {
    uint64_t r = next_random(s);
    int edge = r % 7 == 0;
    d->a[i] = edge ? int_edges[(r >> 8) % 5] : (int32_t)(uint32_t)(r >> 32);
    d->b[i] = edge ? uint_edges[(r >> 8) % 4] : (uint32_t)next_random(s);
    d->c[i] = edge ? long_edges[(r >> 8) % 4] : (int64_t)next_random(s);
    d->f[i] = float_value(next_random(s));
  }
  /* Predicates: all set, none set, one set, or random, by work-group. */
  for (size_t g = 0; g < GROUPS; g++) {
    size_t mode = (g + (size_t)next_random(s)) % 4,
           one = next_random(s) % items;
    for (size_t i = 0; i < items; i++)
      d->pred[g * items + i] = mode == 0   ? (int)(next_random(s) | 1)
                               : mode == 1 ? 0
                               : mode == 2 ? (i == one ? -7 : 0)
                                           : (int)(next_random(s) & 1);
    d->pick[g] = (cl_uint)next_random(s);
  }
  memset(d->geo, 0xa5, sizeof d->geo);
  memset(d->o_int, 0xa5, sizeof d->o_int);
  memset(d->o_uint, 0xa5, sizeof d->o_uint);
  memset(d->o_long, 0xa5, sizeof d->o_long);
  memset(d->o_float, 0xa5, sizeof d->o_float);
}

static int same_float(float x, float y) { return x == y || (x != x && y != y); }

/* Checks one sub-group: members[lane] is the work-item index of each lane. */
static int check_sub_group(const struct data *d, const size_t *members,
                           size_t n, size_t group) {
  int32_t add = 0, exmax = INT32_MIN, any = 0, all = 1;
  uint32_t min = UINT32_MAX, exadd = 0,
           pick = d->b[members[d->pick[group] % n]];
  int64_t lmax = INT64_MIN;
  uint64_t ladd = 0;
  float fmax = -1.0f / 0.0f, fmin = 1.0f / 0.0f;
  for (size_t l = 0; l < n; l++) {
    size_t i = members[l];
    add = (int32_t)((uint32_t)add + (uint32_t)d->a[i]);
    min = d->b[i] < min ? d->b[i] : min;
    lmax = d->c[i] > lmax ? d->c[i] : lmax;
    fmax = d->f[i] > fmax ? d->f[i] : fmax;
    any |= d->pred[i] != 0;
    all &= d->pred[i] != 0;
  }
  int bad = 0;
  for (size_t l = 0; l < n; l++) {
    size_t i = members[l];
    ladd += (uint64_t)d->c[i];
    fmin = d->f[i] < fmin ? d->f[i] : fmin;
    const struct {
      int ok;
      const char *what;
    } r[] = {
        {d->o_int[3 * i] == add, "sub_group_reduce_add(int)"},
        {d->o_int[3 * i + 1] == exmax, "sub_group_scan_exclusive_max(int)"},
        {d->o_int[3 * i + 2] == any + 2 * all, "sub_group_any/all"},
        {d->o_uint[4 * i] == min, "sub_group_reduce_min(uint)"},
        {d->o_uint[4 * i + 1] == exadd, "sub_group_scan_exclusive_add(uint)"},
        {d->o_uint[4 * i + 2] == pick, "sub_group_broadcast(uint)"},
        {d->o_uint[4 * i + 3] == (d->b[members[(l + 1) % n]] ^ 0x5a5a5a5au),
         "sub_group_barrier"},
        {d->o_long[2 * i] == lmax, "sub_group_reduce_max(long)"},
        {d->o_long[2 * i + 1] == (int64_t)ladd,
         "sub_group_scan_inclusive_add(long)"},
        {same_float(d->o_float[2 * i], fmax), "sub_group_reduce_max(float)"},
        {same_float(d->o_float[2 * i + 1], fmin),
         "sub_group_scan_inclusive_min(float)"},
    };
    for (size_t k = 0; k < sizeof r / sizeof r[0]; k++)
      if (!r[k].ok && bad++ < 3)
        printf("  %s wrong at work-item %zu (lane %zu of %zu)\n", r[k].what, i,
               l, n);
    exmax = d->a[i] > exmax ? d->a[i] : exmax;
    exadd += d->b[i];
  }
  return bad == 0;
}

/* Checks one work-group's geometry against width-wide sub-groups, then each
 * of its sub-groups. */
static int check_group(const struct data *d, size_t group, size_t items,
                       size_t width, size_t *max_seen, size_t *count_seen) {
  size_t base = group * items, count = (items + width - 1) / width;
  size_t want_max = items < width ? items : width;
  size_t members[MAX_ITEMS];
  int ok = 1;
  for (size_t s = 0; s < count && ok; s++) {
    size_t n = s + 1 < count ? width : items - s * width, found = 0;
    for (size_t l = 0; l < n; l++)
      members[l] = SIZE_MAX;
    for (size_t i = base; i < base + items; i++) {
      const cl_uint *g = &d->geo[GEO * i];
      if (g[1] != want_max || g[2] != count || g[3] != count || g[4] >= count) {
        printf("  work-item %zu: max size %u, %u (enqueued %u) sub-groups, "
               "id %u; want %zu, %zu\n",
               i, g[1], g[2], g[3], g[4], want_max, count);
        return 0;
      }
      if (g[4] != s)
        continue;
      found++;
      if (g[0] != n || g[5] >= n || members[g[5]] != SIZE_MAX) {
        printf("  work-item %zu: size %u, lane %u of sub-group %zu (%zu "
               "items)\n",
               i, g[0], g[5], s, n);
        return 0;
      }
      members[g[5]] = i;
    }
    ok = found == n && check_sub_group(d, members, n, group);
  }
  *max_seen = want_max;
  *count_seen = count;
  return ok;
}

static cl_mem buffer(void *host, size_t bytes, int in, cl_int *err) {
  cl_mem m = clCreateBuffer(context,
                            in ? CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR
                               : CL_MEM_WRITE_ONLY | CL_MEM_COPY_HOST_PTR,
                            bytes, host, err);
  return m;
}

/* Runs the kernel over GROUPS work-groups of local size lx by ly. */
static void run_shape(cl_command_queue q, cl_kernel k, size_t lx, size_t ly,
                      size_t width, sub_group_info_fn fn) {
  size_t items = lx * ly;
  struct data *d = calloc(1, sizeof *d);
  uint64_t s = seed ^ (items * 0x9e3779b97f4a7c15ull) ^ lx;
  if (!d)
    return;
  fill(d, items, &s);
  void *hosts[] = {d->a,   d->b,     d->c,      d->f,      d->pred,   d->pick,
                   d->geo, d->o_int, d->o_uint, d->o_long, d->o_float};
  size_t sizes[] = {sizeof d->a,      sizeof d->b,      sizeof d->c,
                    sizeof d->f,      sizeof d->pred,   sizeof d->pick,
                    sizeof d->geo,    sizeof d->o_int,  sizeof d->o_uint,
                    sizeof d->o_long, sizeof d->o_float};
  cl_mem mem[11] = {0};
  cl_int err = CL_SUCCESS;
  for (int i = 0; i < 11 && err == CL_SUCCESS; i++) {
    mem[i] = buffer(hosts[i], sizes[i], i < 6, &err);
    if (err == CL_SUCCESS)
      err = clSetKernelArg(k, (cl_uint)i, sizeof mem[i], &mem[i]);
  }
  if (err == CL_SUCCESS)
    err = clSetKernelArg(k, 11, sizeof(cl_uint) * items, NULL);
  size_t global[2] = {lx * GROUPS, ly}, local[2] = {lx, ly};
  if (err == CL_SUCCESS)
    err = clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, NULL);
  for (int i = 6; i < 11 && err == CL_SUCCESS; i++)
    err = clEnqueueReadBuffer(q, mem[i], CL_TRUE, 0, sizes[i], hosts[i], 0,
                              NULL, NULL);
  check(err == CL_SUCCESS, "%zux%zu: enqueue or read (error %d)", lx, ly, err);
  for (size_t g = 0; err == CL_SUCCESS && g < GROUPS; g++) {
    size_t max = 0, count = 0;
    int ok = check_group(d, g, items, width, &max, &count);
    check(ok, "%zux%zu work-group %zu (seed %" PRIu64 ")", lx, ly, g, seed);
    if (ok && g == 0 && fn) {
      size_t got_max = info(fn, k, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                            sizeof local, local, &err);
      check(err == CL_SUCCESS && got_max == max,
            "%zux%zu: max sub-group size %zu, the kernel ran with %zu", lx, ly,
            got_max, max);
      size_t got_count = info(fn, k, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                              sizeof local, local, &err);
      check(err == CL_SUCCESS && got_count == count,
            "%zux%zu: sub-group count %zu, the kernel ran with %zu", lx, ly,
            got_count, count);
    }
  }
  for (int i = 0; i < 11; i++)
    if (mem[i])
      clReleaseMemObject(mem[i]);
  free(d);
}

static sub_group_info_fn khr_entry(void) {
  cl_platform_id platform;
  clGetDeviceInfo(device, CL_DEVICE_PLATFORM, sizeof platform, &platform, NULL);
  sub_group_info_fn khr =
      (sub_group_info_fn)clGetExtensionFunctionAddressForPlatform(
          platform, "clGetKernelSubGroupInfoKHR");
  check(khr != NULL, "no clGetKernelSubGroupInfoKHR");
  return khr;
}

/* A kernel without sub-group functions is the driver's: the core and KHR
 * queries give its answer alike (and do not crash where the driver lacks
 * the KHR function). */
static void check_driver_kernel(void) {
  const char *source = "kernel void plain(global int *a) { a[0] = 1; }\n";
  cl_int err;
  cl_program p = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  if (err == CL_SUCCESS)
    err = clBuildProgram(p, 1, &device, "", NULL, NULL);
  cl_kernel k = err == CL_SUCCESS ? clCreateKernel(p, "plain", &err) : NULL;
  check(err == CL_SUCCESS, "the plain kernel (error %d)", err);
  sub_group_info_fn khr = khr_entry();
  if (k && khr) {
    size_t core_n = 0, khr_n = 0;
    cl_int core_err =
        clGetKernelSubGroupInfo(k, device, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0,
                                NULL, sizeof core_n, &core_n, NULL);
    cl_int khr_err = khr(k, device, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL,
                         sizeof khr_n, &khr_n, NULL);
    printf("the driver's kernel: %zu sub-groups (error %d), KHR %zu (error "
           "%d)\n",
           core_n, core_err, khr_n, khr_err);
    check(core_err == CL_INVALID_OPERATION || khr_err == CL_INVALID_OPERATION ||
              (core_err == khr_err && core_n == khr_n),
          "the driver's kernel: core and KHR queries differ");
  }
  if (k)
    clReleaseKernel(k);
  if (p)
    clReleaseProgram(p);
}

/* On a device that claims no sub-groups, the kernel's sub-group queries
 * answer CL_INVALID_OPERATION, as a driver without sub-groups does. */
static void check_unclaimed_info(cl_kernel k) {
  sub_group_info_fn fns[] = {clGetKernelSubGroupInfo, khr_entry()};
  const char *via[] = {"core", "KHR"};
  size_t local = 64;
  for (int i = 0; i < 2; i++) {
    if (!fns[i])
      continue;
    cl_int err;
    info(fns[i], k, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, &err);
    check(err == CL_INVALID_OPERATION,
          "%s: CL_KERNEL_MAX_NUM_SUB_GROUPS on a device without sub-groups: "
          "error %d, want CL_INVALID_OPERATION",
          via[i], err);
    info(fns[i], k, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local,
         &local, &err);
    check(err == CL_INVALID_OPERATION,
          "%s: CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE on a device without "
          "sub-groups: error %d, want CL_INVALID_OPERATION",
          via[i], err);
  }
}

static cl_program build(const char *source, const char *binary_path) {
  cl_int err;
  cl_program p;
  const char *options = "-cl-std=CL3.0";
  if (binary_path) {
    FILE *f = fopen(binary_path, "rb");
    static unsigned char bin[1 << 22];
    size_t len = f ? fread(bin, 1, sizeof bin, f) : 0;
    if (f)
      fclose(f);
    const unsigned char *bins[] = {bin};
    p = clCreateProgramWithBinary(context, 1, &device, &len, bins, NULL, &err);
    options = "-x spir -spir-std=1.2";
  } else {
    char version[256] = "";
    clGetDeviceInfo(device, CL_DEVICE_VERSION, sizeof version - 1, version,
                    NULL);
    if (strncmp(version, "OpenCL 3.", 9))
      options = "-cl-std=CL2.0";
    p = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  }
  if (err == CL_SUCCESS)
    err = clBuildProgram(p, 1, &device, options, NULL, NULL);
  if (err != CL_SUCCESS) {
    char log[8192] = "";
    clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log,
                          NULL);
    check(0, "build (error %d):\n%s", err, log);
    clReleaseProgram(p);
    return NULL;
  }
  return p;
}

int main(int argc, char **argv) {
  const char *kernel_path = argc > 1 ? argv[1] : NULL, *binary = NULL;
  int none = 0, ifp = 0, unclaimed = 0;
  const char *names = "cl_khr_subgroups";
  size_t width = 0;
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "--none"))
      none = 1;
    else if (!strcmp(argv[i], "--unclaimed"))
      unclaimed = 1;
    else if (!strcmp(argv[i], "--extensions") && i + 1 < argc)
      names = argv[++i];
    else if (!strcmp(argv[i], "--ifp") && i + 1 < argc)
      ifp = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--binary") && i + 1 < argc)
      binary = argv[++i];
    else if (!strcmp(argv[i], "--width") && i + 1 < argc)
      width = (size_t)atoi(argv[++i]);
  }
  seed = (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)clock();
  seed |= 1;
  char *source = kernel_path ? read_file(kernel_path) : NULL;
  if (!source || !open_device())
    return finish();
  if (!binary) {
    device_claims = !none && !unclaimed;
    check_device(device_claims, ifp, names);
    check_driver_kernel();
  }
  if (none) {
    cl_int err;
    const char *text = source;
    cl_program p = clCreateProgramWithSource(context, 1, &text, NULL, &err);
    err =
        err == CL_SUCCESS ? clBuildProgram(p, 1, &device, "", NULL, NULL) : err;
    printf("the driver's build of the kernel: error %d\n", err);
    if (p)
      clReleaseProgram(p);
    free(source);
    return finish();
  }
  cl_program p = build(source, binary);
  cl_kernel k = p ? clCreateKernel(p, "sub_groups", NULL) : NULL;
  check(k != NULL, "no kernel sub_groups");
  sub_group_info_fn fn = NULL;
  if (k && !binary && unclaimed) {
    check_unclaimed_info(k);
    check(width > 0, "--unclaimed without --width");
  } else if (k && !binary) {
    sub_group_info_fn khr = khr_entry();
    size_t core = check_kernel_info(clGetKernelSubGroupInfo, k, "core");
    size_t ext = khr ? check_kernel_info(khr, k, "KHR") : 0;
    check(core == ext, "the core query gives width %zu, KHR %zu", core, ext);
    width = core;
    fn = clGetKernelSubGroupInfo;
  }
  cl_command_queue q =
      k && width
          ? clCreateCommandQueueWithProperties(context, device, NULL, NULL)
          : NULL;
  static const size_t shapes[][2] = {{64, 1}, {100, 1}, {1, 1},
                                     {16, 6}, {10, 7},  {256, 1}};
  for (size_t i = 0; q && i < sizeof shapes / sizeof shapes[0]; i++)
    run_shape(q, k, shapes[i][0], shapes[i][1], width, fn);
  printf("sub-group width %zu\n", width);
  if (q)
    clReleaseCommandQueue(q);
  if (k)
    clReleaseKernel(k);
  if (p)
    clReleaseProgram(p);
  free(source);
  return finish();
}
