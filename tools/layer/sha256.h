// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* SHA-256 (FIPS 180-4) for the layer's compile-cache keys and entry checks. */
#ifndef WGC_LAYER_SHA256_H
#define WGC_LAYER_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define WGC_SHA256_BYTES 32

struct wgc_sha256 {
  uint32_t state[8];
  uint64_t total;
  unsigned char block[64];
  size_t used;
};

void wgc_sha256_init(struct wgc_sha256 *s);
void wgc_sha256_update(struct wgc_sha256 *s, const void *data, size_t len);
void wgc_sha256_final(struct wgc_sha256 *s,
                      unsigned char out[WGC_SHA256_BYTES]);
/* One-shot digest of a buffer. */
void wgc_sha256(const void *data, size_t len,
                unsigned char out[WGC_SHA256_BYTES]);
/* Lower-case hex of a digest into out (65 bytes with the NUL). */
void wgc_sha256_hex(const unsigned char digest[WGC_SHA256_BYTES],
                    char out[2 * WGC_SHA256_BYTES + 1]);

#endif
