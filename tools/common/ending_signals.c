// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The signals that end a tool after it removes what it was writing. */
#include "ending_signals.h"

#include <string.h>

static const int ending[] = {SIGINT,  SIGTERM, SIGHUP,
                             SIGQUIT, SIGPIPE, SIGXFSZ};
#define N_ENDING (int)(sizeof ending / sizeof *ending)

void wgc_ending_signals(sigset_t *set) {
  sigemptyset(set);
  for (int i = 0; i < N_ENDING; ++i)
    sigaddset(set, ending[i]);
}

void wgc_ending_signals_install(void (*handler)(int, siginfo_t *, void *)) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = handler;
  sa.sa_flags = SA_SIGINFO;
  wgc_ending_signals(&sa.sa_mask);
  for (int i = 0; i < N_ENDING; ++i) {
    struct sigaction was;
    if (sigaction(ending[i], NULL, &was) == 0 && was.sa_handler != SIG_IGN)
      sigaction(ending[i], &sa, NULL);
  }
}
