// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Descriptors 0, 1 and 2 made valid before a tool opens anything. */
#include "stdio_fds.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

/* Bit fd: descriptor fd was closed. */
static int was_closed;

int wgc_stdio_fd_was_closed(int fd) {
  return fd >= 0 && fd < 3 && (was_closed >> fd & 1);
}

int wgc_stdio_fds_open(void) {
  for (int fd = 0; fd < 3; ++fd) {
    if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF)
      continue;
    was_closed |= 1 << fd;
    /* open returns the lowest free descriptor: this one. */
    int got = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
    if (got < 0)
      return -1;
    if (got != fd) {
      dup2(got, fd);
      close(got);
    }
  }
  return 0;
}
