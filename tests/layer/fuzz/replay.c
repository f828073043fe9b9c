// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs a fuzz target's LLVMFuzzerTestOneInput on each file given (a corpus
 * replay, for compilers without libFuzzer), or writes seed entries.
 * Usage: replay FILE... | replay --seeds DIR */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "entry.h"

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int write_seed(const char *dir, int n, const struct wgc_cc_result *r,
                      const unsigned char (*digests)[WGC_SHA256_BYTES]) {
  size_t len;
  unsigned char *payload = wgc_entry_encode(r, digests, &len);
  unsigned char header[WGC_ENTRY_HEADER_BYTES];
  char path[4096];
  snprintf(path, sizeof path, "%s/seed-%d", dir, n);
  FILE *f = payload ? fopen(path, "wb") : NULL;
  if (!f)
    return 1;
  wgc_entry_wrap(payload, len, header);
  int bad = fwrite(header, 1, sizeof header, f) != sizeof header ||
            fwrite(payload, 1, len, f) != len;
  bad |= fclose(f) != 0;
  free(payload);
  return bad;
}

static int seeds(const char *dir) {
  char *deps[] = {"/usr/include/a.h", "/opt/x/b.h"};
  unsigned char digests[2][WGC_SHA256_BYTES];
  memset(digests, 0x5a, sizeof digests);
  unsigned char binary[] = {'B', 'C', 0xc0, 0xde, 0, 1, 2};
  struct wgc_cc_result built = {.status = CL_SUCCESS,
                                .log = "",
                                .binary = binary,
                                .binary_len = sizeof binary,
                                .arg_info = "wgc-cc-arg-info 1\nkernel\tk\t0\n",
                                .deps = deps,
                                .num_deps = 2};
  struct wgc_cc_result error = {.status = CL_BUILD_PROGRAM_FAILURE,
                                .log = "/tmp/p.cl:1:2: error: expected ';'\n",
                                .deps = deps,
                                .num_deps = 1,
                                .cwd = "/home/u"};
  return write_seed(dir, 1, &built, (const void *)digests) |
         write_seed(dir, 2, &error, (const void *)digests);
}

int main(int argc, char **argv) {
  if (argc == 3 && !strcmp(argv[1], "--seeds"))
    return seeds(argv[2]);
  for (int i = 1; i < argc; i++) {
    FILE *f = fopen(argv[i], "rb");
    if (!f) {
      fprintf(stderr, "replay: cannot read %s\n", argv[i]);
      return 1;
    }
    unsigned char *data = NULL;
    size_t len = 0, cap = 0, n;
    unsigned char chunk[65536];
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
      if (len + n > cap) {
        cap = 2 * (len + n);
        data = realloc(data, cap);
        if (!data)
          return 1;
      }
      memcpy(data + len, chunk, n);
      len += n;
    }
    fclose(f);
    LLVMFuzzerTestOneInput(data, len);
    free(data);
  }
  printf("replay: %d inputs, 0 failed\n", argc - 1);
  return 0;
}
