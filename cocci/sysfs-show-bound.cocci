// SPDX-License-Identifier: MIT
/// A show() gets one page (PAGE_SIZE bytes) and must not write past it,
/// and must return the number of bytes it put there. This rule finds the
/// shapes that break that without knowing any value:
///  - an unbounded write at an offset into the page inside a loop
///    (sprintf(buf + len, ...), snprintf() whose would-be length is added
///    to the offset, strcpy(), strcat(), memcpy()): the loop runs past the
///    page as soon as there is enough to print;
///  - sysfs_emit() given a pointer into the page (buf + len): it refuses
///    anything but the start of the page and writes nothing;
///  - 'return snprintf(buf, ...)': snprintf() returns the length it would
///    have written, which can be more than the page;
///  - a show() that formats into the page, drops the length, and returns
///    a variable that is not a count of bytes written.
/// A show() is a function returning ssize_t whose parameters are two
/// struct pointers and 'char *buf'. Overruns that depend on a value (a
/// string or an array longer than a page) are sysfscheck's.
///
/// Patch mode uses sysfs_emit(buf, ...) for sprintf(), snprintf() and
/// scnprintf() into the page, and sysfs_emit_at(buf, off, ...) for writes
/// at an offset (and for sysfs_emit(buf + off, ...)); sysfs_emit_at()
/// returns what it wrote, so the offset arithmetic of an append loop
/// stays right and stops at the end of the page.
//
// Confidence: Moderate
// Copyright: (C) 2026 sysfscheck authors
// Options: --no-includes --include-headers --macro-file cocci/sysfs-macros.h
// Keywords: sysfs, show, sprintf, snprintf, sysfs_emit, sysfs_emit_at, PAGE_SIZE
// URL: docs/checks/sysfs-show-bound.md

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@

def loop_message(show, f):
	return ("show() '%s' appends with %s() into its page inside a loop, with "
		"nothing that stops at PAGE_SIZE: use sysfs_emit_at(buf, len, ...), "
		"which never writes past the page [sysfs-show-bound]" % (show, f))

def emit_message(show):
	return ("show() '%s' passes sysfs_emit() a pointer into the page, which "
		"it refuses (it writes nothing and warns): use "
		"sysfs_emit_at(buf, offset, ...) [sysfs-show-bound]" % show)

def snprintf_message(show):
	return ("show() '%s' returns snprintf()'s result, the length it would "
		"have written, which can exceed the page: return sysfs_emit(buf, "
		"...) instead [sysfs-show-bound]" % show)

def value_message(show, x):
	return ("show() '%s' writes into the page but returns '%s', not the "
		"number of bytes written: return what sysfs_emit() returns "
		"[sysfs-show-bound]" % (show, x))

// ------------------------------------------------------------ report

@loop depends on !patch && (report || org || context)@
identifier show, buf, a, b;
type T1, T2;
expression off;
identifier f = {sprintf, snprintf, strcpy, strcat, memcpy};
position p;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
(
	for (...;...;...) {
		<+...
(
 		f@p(buf + off, ...)
|
 		f@p(&buf[off], ...)
|
 		strcat@f@p(buf, ...)
)
		...+>
	}
|
	while (...) {
		<+...
(
 		f@p(buf + off, ...)
|
 		f@p(&buf[off], ...)
|
 		strcat@f@p(buf, ...)
)
		...+>
	}
)
	...>
}

@emit depends on !patch && (report || org || context)@
identifier show, buf, a, b;
type T1, T2;
expression off;
position p;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
(
 	sysfs_emit@p(buf + off, ...)
|
 	sysfs_emit@p(&buf[off], ...)
)
	...>
}

@ret depends on !patch && (report || org || context)@
identifier show, buf, a, b;
type T1, T2;
position p;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
 	return@p snprintf(buf, ...);
	...>
}

@value depends on !patch && (report || org || context)@
identifier show, buf, a, b;
type T1, T2;
local idexpression x;
identifier w = {sprintf, snprintf, scnprintf, sysfs_emit};
expression E;
position p;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	w(buf, ...);
	... when != x = E
	    when != x += E
 	return@p x;
}

@script:python depends on report@
show << loop.show;
f << loop.f;
p << loop.p;
@@
coccilib.report.print_report(p[0], loop_message(show, f))

@script:python depends on org@
show << loop.show;
f << loop.f;
p << loop.p;
@@
coccilib.org.print_todo(p[0], loop_message(show, f))

@script:python depends on report@
show << emit.show;
p << emit.p;
@@
coccilib.report.print_report(p[0], emit_message(show))

@script:python depends on org@
show << emit.show;
p << emit.p;
@@
coccilib.org.print_todo(p[0], emit_message(show))

@script:python depends on report@
show << ret.show;
p << ret.p;
@@
coccilib.report.print_report(p[0], snprintf_message(show))

@script:python depends on org@
show << ret.show;
p << ret.p;
@@
coccilib.org.print_todo(p[0], snprintf_message(show))

@script:python depends on report@
show << value.show;
x << value.x;
p << value.p;
@@
coccilib.report.print_report(p[0], value_message(show, x))

@script:python depends on org@
show << value.show;
x << value.x;
p << value.p;
@@
coccilib.org.print_todo(p[0], value_message(show, x))

@depends on context@
position loop.p;
identifier f;
@@

*	f@p(...)

@depends on context@
position emit.p;
@@

*	sysfs_emit@p(...)

@depends on context@
position ret.p;
expression E;
@@

*	return@p E;

@depends on context@
position value.p;
expression E;
@@

*	return@p E;

// ------------------------------------------------------------ patch

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
-	sysfs_emit(buf + off, args)
+	sysfs_emit_at(buf, off, args)
|
-	sprintf(&buf[off], args)
+	sysfs_emit_at(buf, off, args)
|
-	sysfs_emit(&buf[off], args)
+	sysfs_emit_at(buf, off, args)
)
	...>
}
