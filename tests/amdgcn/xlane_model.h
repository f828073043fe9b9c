// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Host model of the AMD cross-lane instructions, from the ISA manuals. */
#ifndef XLANE_MODEL_H
#define XLANE_MODEL_H

#include <stdint.h>

#define XLANE_POISON 0xdeadbeefu

/* One wavefront: its ISA family (7, 9, 10), width and active lanes, which
 * are the prefix [0, active). */
struct wave {
  int family;
  unsigned width;
  unsigned active;
};

/* Each returns the value lane `lane` (active) gets; arrays are per lane. */
uint32_t model_dpp(const struct wave *w, unsigned lane, const uint32_t *src,
                   const uint32_t *old, unsigned ctrl, unsigned row_mask,
                   unsigned bank_mask, int bound_ctrl);
uint32_t model_permlanex16(const struct wave *w, unsigned lane,
                           const uint32_t *src, const uint32_t *old,
                           uint32_t sel_lo, uint32_t sel_hi, int fetch_inactive,
                           int bound_ctrl);
uint32_t model_swizzle(const struct wave *w, unsigned lane, const uint32_t *src,
                       unsigned pattern);
uint32_t model_bpermute(const struct wave *w, unsigned lane,
                        const uint32_t *src, const uint32_t *addr);
uint32_t model_readlane(const struct wave *w, const uint32_t *src,
                        unsigned lane_select);

#endif
