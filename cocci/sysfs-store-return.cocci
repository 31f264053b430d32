// SPDX-License-Identifier: MIT
/// A store() must return the number of bytes it consumed (count, when it
/// took the whole write) or a negative error number. Returning 0 on its
/// success path makes write(2) return 0: user space that retries a short
/// write (every shell 'echo' does) calls store() again with the same bytes,
/// for ever. This rule finds a store() that returns
///  - 0 itself;
///  - the status of a call that returns 0 on success (a kstrto*() parser,
///    or an int function of the same file) after it checked it for an
///    error ('if (ret) return ret; ... return ret;');
///  - the result of such a call directly ('return kstrtouint(...)',
///    'return apply(...)').
/// A store() is a function returning ssize_t whose parameters are two
/// struct pointers, 'const char *buf' and 'size_t count'. Returns that
/// are wrong by value (more than count, or a length that is short) are
/// sysfscheck's.
///
/// Patch mode returns count instead of 0 or of the checked status, and
/// 'CALL ?: count' instead of a call's 0.
//
// Confidence: Moderate
// Copyright: (C) 2026 sysfscheck authors
// Options: --no-includes --include-headers --macro-file cocci/sysfs-macros.h
// Keywords: sysfs, store, return, count, kstrtoul
// URL: docs/checks/sysfs-store-return.md

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@

def zero_message(store, count):
	return ("store() '%s' returns 0 when it succeeds: write(2) then returns "
		"0 and user space writes the same bytes again, for ever; return "
		"'%s' [sysfs-store-return]" % (store, count))

def status_message(store, x, count):
	return ("store() '%s' returns '%s', which is 0 on its success path: "
		"write(2) then returns 0 and user space writes the same bytes "
		"again, for ever; return '%s' [sysfs-store-return]"
		% (store, x, count))

def call_message(store, f, count):
	return ("store() '%s' returns what %s() returns, 0 when it succeeds: "
		"write(2) then returns 0 and user space writes the same bytes "
		"again, for ever; return '%s' once it succeeded "
		"[sysfs-store-return]" % (store, f, count))

// Functions of this file that return int: 0 on success, by convention.
@status_fn@
identifier f;
@@

int f(...) { ... }

// ------------------------------------------------------------ report

@zero depends on !patch && (report || org || context)@
identifier store, buf, count, a, b;
type T1, T2;
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	return@p 0;
	...>
}

@status depends on !patch && (report || org || context)@
identifier store, buf, count, a, b;
type T1, T2;
local idexpression x;
expression E, E2;
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	x = E;
	if (x)
		return x;
	... when != x = E2
	return@p x;
	...>
}

@call depends on !patch && (report || org || context)@
identifier store, buf, count, a, b;
type T1, T2;
identifier f =~ "^kstrto|^kstrtobool";
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	return@p f(...);
	...>
}

@localcall depends on !patch && (report || org || context)@
identifier store, buf, count, a, b;
type T1, T2;
identifier status_fn.f;
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	return@p f(...);
	...>
}

@script:python depends on report@
store << zero.store;
count << zero.count;
p << zero.p;
@@
coccilib.report.print_report(p[0], zero_message(store, count))

@script:python depends on org@
store << zero.store;
count << zero.count;
p << zero.p;
@@
coccilib.org.print_todo(p[0], zero_message(store, count))

@script:python depends on report@
store << status.store;
x << status.x;
count << status.count;
p << status.p;
@@
coccilib.report.print_report(p[0], status_message(store, x, count))

@script:python depends on org@
store << status.store;
x << status.x;
count << status.count;
p << status.p;
@@
coccilib.org.print_todo(p[0], status_message(store, x, count))

@script:python depends on report@
store << call.store;
f << call.f;
count << call.count;
p << call.p;
@@
coccilib.report.print_report(p[0], call_message(store, f, count))

@script:python depends on org@
store << call.store;
f << call.f;
count << call.count;
p << call.p;
@@
coccilib.org.print_todo(p[0], call_message(store, f, count))

@script:python depends on report@
store << localcall.store;
f << status_fn.f;
count << localcall.count;
p << localcall.p;
@@
coccilib.report.print_report(p[0], call_message(store, f, count))

@script:python depends on org@
store << localcall.store;
f << status_fn.f;
count << localcall.count;
p << localcall.p;
@@
coccilib.org.print_todo(p[0], call_message(store, f, count))

@depends on context@
position p = {zero.p, status.p, call.p, localcall.p};
expression E;
@@

*	return@p E;

// ------------------------------------------------------------ patch

@depends on patch@
identifier store, buf, count, a, b;
type T1, T2;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
-	return 0;
+	return count;
	...>
}

@depends on patch@
identifier store, buf, count, a, b;
type T1, T2;
local idexpression x;
expression E, E2;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	x = E;
	if (x)
		return x;
	... when != x = E2
-	return x;
+	return count;
	...>
}

@depends on patch@
identifier store, buf, count, a, b;
type T1, T2;
identifier f =~ "^kstrto";
expression list args;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
-	return f(args);
+	return f(args) ?: count;
	...>
}

@depends on patch@
identifier store, buf, count, a, b;
type T1, T2;
identifier status_fn.f;
expression list args;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
-	return f(args);
+	return f(args) ?: count;
	...>
}
