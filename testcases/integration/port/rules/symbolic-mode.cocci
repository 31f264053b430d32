// SPDX-License-Identifier: MIT
/// Test fixture for sysfscheck-port, standing in for cocci/porting until
/// the porting rules are in the tree: symbolic read and write permission
/// bits of sysfs attributes become octal modes.
///
// Confidence: High
// Options: --no-includes --include-headers

virtual patch

@@
@@
(
- S_IRUGO | S_IWUSR
+ 0644
|
- S_IRUGO
+ 0444
|
- S_IWUSR
+ 0200
)
