// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs a fuzz target (LLVMFuzzerTestOneInput) once on each file named, or
 * on each file of each folder named: the corpus replayed where libFuzzer
 * is not available, and any input reproduced under a debugger. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return -1;
  }
  size_t cap = 1 << 16, len = 0, n;
  uint8_t *buf = malloc(cap);
  while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
    len += n;
    if (len == cap) {
      uint8_t *bigger = realloc(buf, cap *= 2);
      if (!bigger)
        free(buf);
      buf = bigger;
    }
  }
  fclose(f);
  if (!buf)
    return -1;
  LLVMFuzzerTestOneInput(buf, len);
  free(buf);
  return 0;
}

int main(int argc, char **argv) {
  int runs = 0, failed = 0;
  for (int i = 1; i < argc; ++i) {
    struct stat st;
    if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
      DIR *d = opendir(argv[i]);
      struct dirent *e;
      while (d && (e = readdir(d))) {
        if (e->d_name[0] == '.')
          continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
        failed += run_file(path) != 0;
        ++runs;
      }
      if (d)
        closedir(d);
    } else {
      failed += run_file(argv[i]) != 0;
      ++runs;
    }
  }
  printf("%d passed, %d failed\n", runs - failed, failed);
  return failed != 0 || runs == 0;
}
