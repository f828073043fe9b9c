// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The on-disk compile cache: entries keyed by a SHA-256, checked on read. */
#ifndef WGC_LAYER_CACHE_H
#define WGC_LAYER_CACHE_H

#include <stddef.h>

#include "sha256.h"

/* Returns 1 and a malloc'd copy of the entry's payload on a hit, 0 on a
 * miss; an entry whose header, length or hash does not match is deleted
 * and reported as a miss. */
int wgc_cache_get(const unsigned char key[WGC_SHA256_BYTES],
                  unsigned char **data, size_t *len);
/* Stores an entry atomically (output.h's wgc_output_open_replace: a
 * temporary twin renamed over the entry), mode 0600 whatever the umask
 * (an entry holds a compiled source), then evicts the least recently used
 * entries while the cache exceeds its size bound. */
void wgc_cache_put(const unsigned char key[WGC_SHA256_BYTES],
                   const unsigned char *data, size_t len);

#endif
