// SPDX-License-Identifier: MIT
/// A binary attribute's read() and write() were
/// (kobj, buf, pos, size) until Linux 2.6.25; since then sysfs also passes
/// the open file and the bin_attribute being read or written:
/// (struct file *filp, struct kobject *kobj, struct bin_attribute *bin_attr,
///  char *buf, loff_t off, size_t count), as in Linux 6.1. The rule adds
/// the two parameters to every function a struct bin_attribute names in
/// .read or .write (and to its prototype); the body is unchanged.
///
// Confidence: High
// Options: --no-includes --include-headers
// Keywords: bin_attribute, read, write, sysfs_create_bin_file

virtual patch

@cb depends on patch@
identifier ba, fn;
identifier op = {read, write};
@@

struct bin_attribute ba = {
	...,
	.op = fn,
	...
};

@depends on cb@
identifier cb.fn, kobj, buf, pos, size;
@@

ssize_t fn(
+	struct file *filp,
	struct kobject *kobj,
+	struct bin_attribute *bin_attr,
	char *buf, loff_t pos, size_t size)
{
	...
}

@depends on cb@
identifier cb.fn, kobj, buf, pos, size;
@@

ssize_t fn(
+	struct file *filp,
	struct kobject *kobj,
+	struct bin_attribute *bin_attr,
	char *buf, loff_t pos, size_t size);
