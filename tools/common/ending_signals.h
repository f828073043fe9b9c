// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The signals that end a tool after it removes what it was writing. */
#ifndef WGC_COMMON_ENDING_SIGNALS_H
#define WGC_COMMON_ENDING_SIGNALS_H

#include <signal.h>

/* SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE and SIGXFSZ, in SET. */
void wgc_ending_signals(sigset_t *set);

/* Installs HANDLER (SA_SIGINFO, every ending signal blocked while it runs)
 * for each ending signal the caller does not ignore: one ignored stays
 * ignored (nohup's SIGHUP; a SIGPIPE ignored makes a write to a closed
 * pipe fail instead). */
void wgc_ending_signals_install(void (*handler)(int, siginfo_t *, void *));

#endif
