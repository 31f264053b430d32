// SPDX-License-Identifier: MIT
/// A show() formats into the page with sysfs_emit(), which knows
/// the buffer is one page, instead of sprintf(), snprintf() or scnprintf().
/// A write at an offset into the page (buf + len), as in an append loop,
/// becomes sysfs_emit_at(buf, len, ...), which returns the bytes it wrote
/// as scnprintf() does, so 'len += ...' keeps counting right even when the
/// page fills up.
/// A show() is a function returning ssize_t whose parameters are two
/// struct pointers and the page, 'char *buf' (sysfs_ops, kobj_attribute,
/// device_attribute, driver, class and bus attributes).
///
// Confidence: High
// Options: --no-includes --include-headers
// Keywords: show, sprintf, snprintf, scnprintf, sysfs_emit, sysfs_emit_at

virtual patch

@depends on patch@
identifier show, buf, a, b;
type T1, T2;
expression off;
expression list args;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
(
-	sprintf(buf, args)
+	sysfs_emit(buf, args)
|
-	snprintf(buf, PAGE_SIZE, args)
+	sysfs_emit(buf, args)
|
-	scnprintf(buf, PAGE_SIZE, args)
+	sysfs_emit(buf, args)
|
-	sprintf(buf + off, args)
+	sysfs_emit_at(buf, off, args)
|
-	snprintf(buf + off, PAGE_SIZE - off, args)
+	sysfs_emit_at(buf, off, args)
|
-	scnprintf(buf + off, PAGE_SIZE - off, args)
+	sysfs_emit_at(buf, off, args)
|
-	sprintf(&buf[off], args)
+	sysfs_emit_at(buf, off, args)
|
-	snprintf(&buf[off], PAGE_SIZE - off, args)
+	sysfs_emit_at(buf, off, args)
|
-	scnprintf(&buf[off], PAGE_SIZE - off, args)
+	sysfs_emit_at(buf, off, args)
)
	...>
}
