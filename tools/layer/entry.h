// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The compile cache's entry format: the file around a payload, and the
 * payload of one compile's outcome. Pure functions over bytes, so that a
 * fuzzer can drive the reader. */
#ifndef WGC_LAYER_ENTRY_H
#define WGC_LAYER_ENTRY_H

#include <stddef.h>

#include "run_cc.h"
#include "sha256.h"

/* A file: the magic "WGCLC001", the payload length (8 bytes,
 * little-endian), the payload's SHA-256, then the payload. */
#define WGC_ENTRY_MAGIC "WGCLC001"
#define WGC_ENTRY_HEADER_BYTES (8 + 8 + WGC_SHA256_BYTES)

/* Writes the header of payload into header. */
void wgc_entry_wrap(const unsigned char *payload, size_t len,
                    unsigned char header[WGC_ENTRY_HEADER_BYTES]);
/* Checks a whole file's bytes: 0 with *payload and *len pointing into file
 * when magic, length and digest match, else -1. */
int wgc_entry_unwrap(const unsigned char *file, size_t file_len,
                     const unsigned char **payload, size_t *len);

/* A payload: a byte of flags (WGC_ENTRY_ARG_INFO, WGC_ENTRY_DEPS) with the
 * status in its low bits (0 built, 1 compile error), then the log, the
 * argument description and the working directory (each an 8-byte
 * little-endian length and the text; the directory empty when no
 * dependency was named relative to it), the number of dependencies (8
 * bytes) and for each its absolute path (as a text) and the SHA-256 of its
 * contents, then the binary. */
#define WGC_ENTRY_ARG_INFO 0x80
#define WGC_ENTRY_DEPS 0x40

/* A malloc'd payload for r (a build or a compile error), NULL when out of
 * memory or r is neither. */
unsigned char *
wgc_entry_encode(const struct wgc_cc_result *r,
                 const unsigned char (*digests)[WGC_SHA256_BYTES], size_t *len);

/* A decoded payload: r as wgc_run_cc fills it (deps and cwd included) and
 * the recorded digest of each dependency. */
struct wgc_entry {
  struct wgc_cc_result r;
  unsigned char (*digests)[WGC_SHA256_BYTES];
};

/* 1 on success; 0 for a payload of an older format (no argument
 * descriptions or no dependency list); -1 for a malformed one. e is
 * zeroed on failure. */
int wgc_entry_decode(const unsigned char *p, size_t len, struct wgc_entry *e);
void wgc_entry_free(struct wgc_entry *e);
/* Frees what r owns and clears it. */
void wgc_cc_result_free(struct wgc_cc_result *r);

#endif
