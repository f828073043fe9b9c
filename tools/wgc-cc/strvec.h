// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A growable, NULL-terminated list of owned strings (a child's argv). */
#ifndef WGC_CC_STRVEC_H
#define WGC_CC_STRVEC_H

struct strvec {
  char **items; /* NULL-terminated once anything was pushed */
  int len;
  int cap;
  int oom; /* set once a push ran out of memory */
};

/* Each returns 0, or -1 when out of memory (the list is left valid and
 * its oom set, so a caller may check once after many pushes). */
int strvec_push(struct strvec *v, const char *s);
int strvec_push2(struct strvec *v, const char *a, const char *b);
int strvec_append(struct strvec *v, const struct strvec *more);
void strvec_free(struct strvec *v);

#endif
