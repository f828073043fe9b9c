// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The layer's environment settings and its log. */
#ifndef WGC_LAYER_SETTINGS_H
#define WGC_LAYER_SETTINGS_H

#include <stddef.h>

/* WGC_LAYER=0 turns the layer into a pass-through. */
int wgc_layer_enabled(void);
/* The wgc-cc to run: WGC_CC, else wgc-cc in the install's bin directory
 * beside this library's lib directory (found through dladdr). */
const char *wgc_layer_cc_path(void);
/* The compile cache: off with WGC_LAYER_CACHE=0; its directory
 * (WGC_LAYER_CACHE_DIR, else $XDG_CACHE_HOME/wgc, else ~/.cache/wgc; NULL
 * when none can be named) and its size bound in bytes
 * (WGC_LAYER_CACHE_MAX_MB, default 256). */
int wgc_layer_cache_enabled(void);
const char *wgc_layer_cache_dir(void);
size_t wgc_layer_cache_max_bytes(void);
/* WGC_LAYER_POCL_SUBGROUPS=1: PoCL's CPU devices get emulated 32-wide
 * sub-groups (wgc-cc's emu32), claiming no sub-group extension; off by
 * default. */
int wgc_layer_pocl_subgroups(void);
/* Specialization at launch (specialize.h): WGC_LAYER_SPECIALIZE=0 turns it
 * off; "wait" makes the first launch of a kernel at a size wait for its
 * variant; WGC_LAYER_SPECIALIZE_MAX bounds the variants of one kernel
 * (default 4). */
enum wgc_specialize_mode {
  WGC_SPECIALIZE_OFF,
  WGC_SPECIALIZE_ON,
  WGC_SPECIALIZE_WAIT
};
enum wgc_specialize_mode wgc_layer_specialize(void);
unsigned wgc_layer_specialize_max(void);
/* The work-group size the layer gives a launch without a local size, as
 * the largest power of two at most this that the launch allows
 * (specialize.h): WGC_LAYER_LOCAL_SIZE, 0 leaving every such launch to the
 * driver; unset, the target's own (WGC_LOCAL_SIZE_TARGET). */
#define WGC_LOCAL_SIZE_TARGET 0xffffffffu
unsigned wgc_layer_local_size(void);
/* Logs one line when WGC_LAYER_LOG is 1 (stderr as it was when the layer
 * was loaded; nothing when descriptor 2 was closed then) or a file path
 * (appended). */
void wgc_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
