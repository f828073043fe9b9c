# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Reads llvm-nm's listing of a wgc library and prints its lines of external
# symbols that are neither internal to wgc nor expected of a consumer, for
# FileCheck to compare with the library's public names (symbols/*.check):
# - a definition is internal with the __wgc_ prefix (wgc-link internalizes
#   those, and no user name can take it) and so is a work-item function the
#   target defines (get_*, but a sub-group function, which is public);
#   with opencl20=1 (wgc-nvptx64.bc) so are the OpenCL 2.0 atomics
#   (tests/lit/nvptx/atomics-defined.test checks each declared overload)
#   and work_group_barrier (tests/nvptx/check_workitem_queries.sh);
# - an undefined symbol is expected where it is a work-item builtin a
#   consumer provides, barrier, __nvvm_reflect (the NVPTX back end resolves
#   it) or an LLVM intrinsic; with builtins=sub-group-functions
#   get_enqueued_local_size too, with builtins=subgroups (a library over a
#   runtime's sub-groups) the cl_khr_subgroups built-ins too.
# Local symbols (a lower-case type letter) are not printed.
$(NF - 1) !~ /^[A-Z]$/ { next }
$(NF - 1) == "U" {
  name = $NF
  if (name ~ /^(_Z12get_local_idj|_Z12get_group_idj|_Z15get_global_sizej|_Z14get_local_sizej|_Z7barrierj|__nvvm_reflect|llvm\..*)$/)
    next
  if (builtins == "sub-group-functions" && name == "_Z23get_enqueued_local_sizej")
    next
  if (builtins == "subgroups" && name ~ /^_Z[0-9]+(sub_group_|get_(max_|num_)?sub_group)[a-z_]+$/)
    next
  print
  next
}
{
  name = $NF
  if (name ~ /^(_Z[0-9]+__wgc_|__wgc_)/)
    next
  if (name ~ /^_Z[0-9]+get_[a-z_]+/ && name !~ /sub_group/)
    next
  if (opencl20 && name ~ /^_Z[0-9]+(atomic_(init|load|store|exchange|compare_exchange|fetch|flag|work_item_fence)[a-z_]*|work_group_barrier)/)
    next
  print
}
