// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Found through -I by arg_info_build.cl.
#define STEP 3
