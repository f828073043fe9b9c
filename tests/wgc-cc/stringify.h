// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// STR(X): the expansion of X as a string literal.
#define STR_(x) #x
#define STR(x) STR_(x)
