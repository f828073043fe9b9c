// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Content digests of files, for the compile cache's key and its entries'
 * dependency checks. */
#ifndef WGC_LAYER_FILEHASH_H
#define WGC_LAYER_FILEHASH_H

#include "sha256.h"

/* The SHA-256 of the contents of the regular file path (symbolic links
 * followed); 0 on success, -1 when it is not a readable regular file.
 * Digests are remembered per process for a file whose device, inode, size,
 * modification and change times are all unchanged: any write to a file
 * changes its change time, which no one can set back. */
int wgc_file_sha256(const char *path, unsigned char out[WGC_SHA256_BYTES]);
/* As wgc_file_sha256 for a path without a trailing '/'. For one with it, a
 * folder: the SHA-256 of its sorted entry names and types, or of a marker
 * when it does not exist (a lookup there found nothing, and finds something
 * once it is created); -1 when it cannot be read. */
int wgc_path_digest(const char *path, unsigned char out[WGC_SHA256_BYTES]);

#endif
