// SPDX-License-Identifier: MIT
/// Test fixture for sysfscheck-port, standing in for cocci/porting until
/// the porting rules are in the tree: a show() that formats into the page
/// with snprintf(buf, PAGE_SIZE, ...) uses sysfs_emit() instead.
///
// Confidence: High
// Options: --no-includes --include-headers

virtual patch

@@
identifier buf;
expression list args;
@@
- snprintf(buf, PAGE_SIZE, args)
+ sysfs_emit(buf, args)
