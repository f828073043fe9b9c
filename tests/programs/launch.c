// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* One launch of a program kernel: its data, the OpenCL calls, the checks. */
#include "runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PLANE_BYTES(n) ((n)*8) /* plane stride, as kernels/programs.h */

/* Where each work-item's element lies: row-major over offset + global size
 * per dimension, as item() in kernels/programs.h. */
struct layout {
  size_t group_size, n_groups, n; /* n: elements per plane */
  size_t *map;                    /* [group * group_size + local linear id] */
};

static int make_layout(const struct shape *s, struct layout *l) {
  size_t extent[3];
  l->group_size = l->n_groups = l->n = 1;
  for (int d = 0; d < 3; ++d) {
    extent[d] = s->offset[d] + s->local[d] * s->groups[d];
    l->group_size *= s->local[d];
    l->n_groups *= s->groups[d];
    l->n *= extent[d];
  }
  l->map = malloc(l->n_groups * l->group_size * sizeof *l->map);
  if (!l->map)
    return 1;
  for (size_t g = 0; g < l->n_groups; ++g)
    for (size_t i = 0; i < l->group_size; ++i) {
      size_t gid[3] = {g % s->groups[0], g / s->groups[0] % s->groups[1],
                       g / (s->groups[0] * s->groups[1])};
      size_t lid[3] = {i % s->local[0], i / s->local[0] % s->local[1],
                       i / (s->local[0] * s->local[1])};
      size_t at[3];
      for (int d = 0; d < 3; ++d)
        at[d] = s->offset[d] + gid[d] * s->local[d] + lid[d];
      l->map[g * l->group_size + i] =
          (at[2] * extent[1] + at[1]) * extent[0] + at[0];
    }
  return 0;
}

static const struct elem_type *plane_type(const struct kernel_spec *k,
                                          int src) {
  if (src >= HOST)
    return find_elem_type(k->host_types[src - HOST]);
  for (int c = 0; c < k->n_checks; ++c)
    if (k->checks[c].src == src)
      return find_elem_type(k->checks[c].type);
  return NULL;
}

int kernel_spec_valid(const struct kernel_spec *k) {
  for (int c = 0; c < k->n_checks; ++c) {
    const struct check *ch = &k->checks[c];
    int src_ok = ch->src >= HOST ? ch->src - HOST < k->n_host
                                 : ch->src >= 0 && ch->src < k->n_in;
    if (!src_ok || !find_elem_type(ch->type) || ch->out < 0 ||
        ch->out >= MAX_PLANES ||
        plane_type(k, ch->src) != find_elem_type(ch->type))
      return 0;
  }
  for (int p = 0; p < k->n_in; ++p)
    if (!plane_type(k, p))
      return 0;
  return 1;
}

/* Integers: edge values, then full-range bits. Floats summed: integer
 * values (exact sums), then mixed magnitudes with +-0, denormals, inf and
 * NaN (error bound). Other floats: edge values, then any bits. */
static enum data_mode plane_mode(const struct kernel_spec *k, int p,
                                 int round) {
  const struct elem_type *t = plane_type(k, p);
  int summed = 0;
  for (int c = 0; c < k->n_checks; ++c)
    summed |= k->checks[c].src == p && k->checks[c].op == OP_ADD &&
              !k->checks[c].copy;
  if (t->kind != KIND_FP || !summed)
    return round ? MODE_FULL : MODE_EDGE;
  return round ? MODE_SPECIAL : MODE_EXACT;
}

static const char *collective_name(const struct check *ch) {
  static const char *names[3][3] = {
      {"reduce_add", "reduce_min", "reduce_max"},
      {"scan_inclusive_add", "scan_inclusive_min", "scan_inclusive_max"},
      {"scan_exclusive_add", "scan_exclusive_min", "scan_exclusive_max"}};
  return ch->copy ? "copy" : names[ch->c][ch->op];
}

struct buffers {
  unsigned char *in, *out;
  size_t in_bytes, out_bytes;
  int n_out;
  struct driver_buffer b[2]; /* in, out */
  cl_ulong n;                /* elements per plane */
  cl_uint seed;              /* the kernel's seed argument */
  size_t local_arg_bytes;
};

static cl_int set_args(cl_kernel kern, void *ctx) {
  struct buffers *b = ctx;
  cl_int err = clSetKernelArg(kern, 0, sizeof(cl_mem), &b->b[0].mem);
  err |= clSetKernelArg(kern, 1, sizeof(cl_mem), &b->b[1].mem);
  err |= clSetKernelArg(kern, 2, sizeof b->n, &b->n);
  err |= clSetKernelArg(kern, 3, sizeof b->seed, &b->seed);
  if (b->local_arg_bytes)
    err |= clSetKernelArg(kern, 4, b->local_arg_bytes, NULL);
  return err;
}

static void fill_inputs(const struct launch_id *id, int round,
                        const struct layout *l, struct rng *rng,
                        unsigned char *in, unsigned char *group) {
  for (int p = 0; p < id->k->n_in; ++p) {
    const struct elem_type *t = plane_type(id->k, p);
    enum data_mode m = plane_mode(id->k, p, round);
    for (size_t g = 0; g < l->n_groups; ++g) {
      fill_group(t, m, rng, group, l->group_size);
      for (size_t i = 0; i < l->group_size; ++i)
        set_bits(t, in + p * PLANE_BYTES(l->n), l->map[g * l->group_size + i],
                 get_bits(t, group, i));
    }
  }
}

/* The per-group arrays of the check: inputs, host planes, expectations. */
struct scratch {
  unsigned char *in[MAX_PLANES], *host[MAX_PLANES];
  struct expect *e;
};

/* Checks every output plane against the host reference; the reductions
 * must also give every work-item of a work-group the same bits. */
static void check_outputs(struct driver *d, const struct launch_id *id,
                          struct driver_launch *dl, const struct layout *l,
                          const struct buffers *b, struct scratch *sc) {
  const struct kernel_spec *k = id->k;
  size_t bad[MAX_PLANES] = {0};
  for (size_t g = 0; g < l->n_groups; ++g) {
    const size_t *map = l->map + g * l->group_size;
    struct group_data gd = {
        .size = l->group_size, .group = (uint32_t)g, .seed = b->seed};
    for (int p = 0; p < k->n_in; ++p) {
      const struct elem_type *t = plane_type(k, p);
      for (size_t i = 0; i < l->group_size; ++i)
        set_bits(t, sc->in[p], i,
                 get_bits(t, b->in + p * PLANE_BYTES(l->n), map[i]));
      gd.in[p] = sc->in[p];
    }
    for (int h = 0; h < k->n_host; ++h)
      gd.host[h] = sc->host[h];
    if (k->derive)
      k->derive(&gd);
    for (int c = 0; c < k->n_checks; ++c) {
      const struct check *ch = &k->checks[c];
      const struct elem_type *t = find_elem_type(ch->type);
      const void *src =
          ch->src >= HOST ? sc->host[ch->src - HOST] : sc->in[ch->src];
      int exact =
          ch->exact_add ||
          (ch->src < HOST && plane_mode(k, ch->src, dl->mode) == MODE_EXACT);
      if (ch->copy)
        for (size_t i = 0; i < l->group_size; ++i)
          sc->e[i] = (struct expect){.exact = 1, .bits = get_bits(t, src, i)};
      else
        reference_group(t, ch->op, ch->c, exact, 0, src, l->group_size, sc->e);
      const unsigned char *out = b->out + ch->out * PLANE_BYTES(l->n);
      uint64_t first = get_bits(t, out, map[0]);
      for (size_t i = 0; i < l->group_size; ++i) {
        uint64_t got = get_bits(t, out, map[i]);
        if (expect_ok(t, &sc->e[i], got) &&
            (ch->copy || ch->c != REDUCE || got == first))
          continue;
        ++bad[c];
        char plane[64];
        snprintf(plane, sizeof plane, "plane %d (%s %s)", ch->out, ch->type,
                 collective_name(ch));
        driver_wrong_item(d, dl, plane, map[i], g, i, NULL, t, &sc->e[i], got);
      }
    }
  }
  for (int c = 0; c < k->n_checks; ++c) {
    if (bad[c])
      fprintf(stderr, "  plane %d (%s %s): %zu of %zu items wrong\n",
              k->checks[c].out, k->checks[c].type,
              collective_name(&k->checks[c]), bad[c],
              l->n_groups * l->group_size);
    driver_count(d, !bad[c]);
  }
}

/* With a global offset, the elements no work-item owns keep the poison. */
static void check_untouched(struct driver *d, const struct launch_id *id,
                            struct driver_launch *dl, const struct layout *l,
                            const struct buffers *b) {
  unsigned char *owned = calloc(l->n, 1);
  size_t bad = owned ? 0 : 1, first = 0;
  for (size_t i = 0; owned && i < l->n_groups * l->group_size; ++i)
    owned[l->map[i]] = 1;
  for (int c = 0; owned && c < id->k->n_checks; ++c) {
    const struct check *ch = &id->k->checks[c];
    size_t size = find_elem_type(ch->type)->size;
    const unsigned char *out = b->out + ch->out * PLANE_BYTES(l->n);
    for (size_t e = 0; e < l->n; ++e)
      for (size_t byte = 0; byte < size; ++byte)
        if (!owned[e] && out[e * size + byte] != DRIVER_POISON && bad++ == 0)
          first = e;
  }
  if (bad) {
    driver_describe(d, dl);
    fprintf(stderr,
            "  %zu bytes of elements outside the launched range were "
            "written (first: element %zu)\n",
            bad, first);
  }
  driver_count(d, !bad);
  free(owned);
}

void run_launch(struct driver *d, cl_kernel kern, const struct launch_id *id,
                struct driver_launch *dl) {
  struct layout l = {0};
  struct buffers b = {0};
  struct scratch sc = {0};
  int ok = make_layout(&id->s, &l) == 0;
  for (int c = 0; c < id->k->n_checks; ++c)
    if (id->k->checks[c].out >= b.n_out)
      b.n_out = id->k->checks[c].out + 1;
  b.in_bytes = id->k->n_in * PLANE_BYTES(l.n);
  b.out_bytes = b.n_out * PLANE_BYTES(l.n);
  b.in = calloc(1, b.in_bytes);
  b.out = malloc(b.out_bytes);
  sc.e = malloc(l.group_size * sizeof *sc.e);
  ok = ok && b.in && b.out && sc.e;
  for (int p = 0; p < MAX_PLANES; ++p) {
    sc.in[p] = malloc(l.group_size * 8);
    sc.host[p] = malloc(l.group_size * 8);
    ok = ok && sc.in[p] && sc.host[p];
  }
  if (!ok) {
    driver_describe(d, dl);
    fprintf(stderr, "  out of host memory\n");
    driver_count(d, 0);
  } else {
    struct rng rng;
    rng_seed(&rng, dl->seed);
    b.seed = (uint32_t)rng_next(&rng);
    b.n = l.n;
    b.local_arg_bytes = id->k->local_arg_bytes;
    fill_inputs(id, dl->mode, &l, &rng, b.in, sc.in[0]);
    b.b[0] = (struct driver_buffer){.host = b.in, .bytes = b.in_bytes};
    b.b[1] = (struct driver_buffer){
        .host = b.out, .bytes = b.out_bytes, .output = 1};
    if (!driver_buffers(d, dl, b.b, 2) &&
        !driver_enqueue(d, kern, dl, b.b, 2, set_args, &b)) {
      check_outputs(d, id, dl, &l, &b, &sc);
      if (id->s.offset[0] || id->s.offset[1] || id->s.offset[2])
        check_untouched(d, id, dl, &l, &b);
    }
    driver_release(b.b, 2);
  }
  for (int p = 0; p < MAX_PLANES; ++p) {
    free(sc.in[p]);
    free(sc.host[p]);
  }
  free(sc.e);
  free(b.in);
  free(b.out);
  free(l.map);
}
