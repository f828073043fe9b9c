// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The --mcpu values wgc-cc accepts and what each compiles as. */
#include "target_cpu.h"
#include "diag.h"
#include "exit_codes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The PTX targets of clang-15 from sm_70 on (wgc needs shfl.sync with
 * member masks and Volta's independent thread scheduling model). */
static const int nvptx_known[] = {70, 72, 75, 80, 86};

/* The GPUs of clang-15 with a wgc library (gfx6 has none). */
static const char *const amdgcn_known[] = {
    "gfx700",  "gfx701",  "gfx702",  "gfx703",  "gfx704",  "gfx705",
    "gfx801",  "gfx802",  "gfx803",  "gfx805",  "gfx810",  "gfx900",
    "gfx902",  "gfx904",  "gfx906",  "gfx908",  "gfx909",  "gfx90a",
    "gfx90c",  "gfx940",  "gfx1010", "gfx1011", "gfx1012", "gfx1013",
    "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035",
    "gfx1036", "gfx1100", "gfx1101", "gfx1102", "gfx1103"};

/* NVIDIA's architectures newer than clang-15 knows, as NVIDIA names them
 * (sm_90a and the like: the same with 'a', or 'f' from sm_100 on). */
static const int nvptx_newer[] = {87, 89, 90, 100, 101, 103, 110, 120, 121};

int nvptx_cpu(const char *mcpu, char *out, size_t size) {
  const char *d = mcpu + 3;
  char *end = NULL;
  long sm = strncmp(mcpu, "sm_", 3) || !isdigit((unsigned char)*d)
                ? -1
                : strtol(d, &end, 10);
  if (sm >= 0 && ((*end == 'a' && sm >= 90) || (*end == 'f' && sm >= 100)))
    ++end;
  if (sm < 0 || *end)
    return wgc_cc_fail(WGC_CC_USAGE,
                       "--mcpu=%s: an NVIDIA target is sm_XX (sm_70, "
                       "sm_80, sm_90, ...)",
                       mcpu);
  if (sm < 70)
    return wgc_cc_fail(WGC_CC_USAGE, "--mcpu=%s: wgc needs sm_70 or newer",
                       mcpu);
  for (size_t i = 0; i < sizeof nvptx_known / sizeof *nvptx_known; ++i)
    if (nvptx_known[i] == sm && !*end) {
      snprintf(out, size, "sm_%ld", sm);
      return 0;
    }
  for (size_t i = 0; i < sizeof nvptx_newer / sizeof *nvptx_newer; ++i)
    if (nvptx_newer[i] == sm) {
      /* Newer than clang-15 knows: sm_80 PTX, JIT-compiled by the
       * driver. */
      snprintf(out, size, "sm_80");
      return 0;
    }
  return wgc_cc_fail(WGC_CC_USAGE,
                     "--mcpu=%s: no such NVIDIA architecture (sm_70, sm_72, "
                     "sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, "
                     "sm_101, sm_103, sm_110, sm_120, sm_121)",
                     mcpu);
}

int amdgcn_family(const char *mcpu, char *family, size_t size) {
  if (!mcpu)
    return wgc_cc_fail(WGC_CC_USAGE,
                       "--target=amdgcn needs --mcpu=gfxNNN (gfx900, "
                       "gfx1030, ...)");
  int known = 0;
  for (size_t i = 0; i < sizeof amdgcn_known / sizeof *amdgcn_known; ++i)
    known |= !strcmp(mcpu, amdgcn_known[i]);
  if (!known)
    return wgc_cc_fail(WGC_CC_USAGE,
                       "--mcpu=%s: not an AMD GPU wgc supports (gfx7xx, "
                       "gfx8xx, gfx9xx, gfx10xx, gfx11xx as clang-15 names "
                       "them)",
                       mcpu);
  /* The major version is what precedes the last two characters: gfx90a
   * is 9, gfx1030 is 10. */
  int major = strlen(mcpu) == 6 ? mcpu[3] - '0' : atoi(mcpu + 3) / 100;
  const char *f = major == 7 ? "gfx7" : major <= 9 ? "gfx9" : "gfx10";
  snprintf(family, size, "%s", f);
  return 0;
}
