// SPDX-License-Identifier: MIT
/// A sysfs show() must not write past its page (PAGE_SIZE bytes) and must
/// return the bytes it wrote. Found, knowing no value: appends (sprintf(),
/// memcpy(), ...) at 'buf + len' or a cursor 'p = buf' in an iterator with
/// no PAGE_SIZE; sysfs_emit() at a pointer into the page; a local returned
/// after writing it; '%s' of a char pointer member or global the file sets
/// only by a copy or not at all (sprintf(), strcpy(), strcat(), a returned
/// snprintf()). Patch mode writes sysfs_emit() and sysfs_emit_at().
//
// Confidence: Moderate
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/api/sysfs-macros.h
// Keywords: sysfs, show, sprintf, snprintf, sysfs_emit, sysfs_emit_at, PAGE_SIZE

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re
CONVERSION = re.compile(
	r"%[-+ #0]*(\*|[0-9]*)(\.(\*|[0-9]*))?(hh?|ll?|[zjtL])?([a-zA-Z%])")
def show_print(p, msg):
	coccilib.report.print_report(p[0], msg + " [sysfs-show-bound]")
def show_prints_string(F, es):
	# Does the literal F print the argument after es with a plain '%s'?
	# Each conversion takes an argument, after one for each '*' it has.
	a = []
	for m in CONVERSION.finditer(F if F[:1] == chr(34) else ""):
		if m.group(5) != "%":
			a += [None] * [m.group(1), m.group(3)].count("*") + [m]
	n = len(es.elements) if es else 0
	return n < len(a) and a[n] and a[n].group(5) == "s" and \
		not a[n].group(2)
show_copy = re.compile(r"(devm_)?(kstrn?dup|kmemdup_nul|kv?asprintf)\b").match

@initialize:python depends on org@
@@
def show_print(p, msg):
	coccilib.org.print_todo(p[0], msg + " [sysfs-show-bound]")

// One search per show(): a length dropped, and whether show_offset can start.
@show_write exists@
identifier show, buf, a, b, cur, s = {sprintf, snprintf, scnprintf, sysfs_emit};
type T1, T2;
// BEGIN model-rows offset-writers: identifier w
identifier w = {sysfs_emit, sprintf, vsprintf, strcpy, strcat, strncpy, memcpy,
	memmove, memset, memcpy_fromio, __builtin_memcpy, __builtin_memmove,
	__builtin_memset, __memcpy, __memmove, __memset};
// END model-rows
expression off, E;
local idexpression x;
position p;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
(
	s(buf, ...);
	... when != x = E
	return@p x;
|
	char *cur = buf;
|
	\(w(\(buf + off\|&buf[off]\), ...)\|strcat(buf, ...)\)
)
	... when any
}

// A second finds each '%s' of a char pointer and each copy.
@show_string exists@
identifier show, buf, a, b, f = {sprintf, snprintf}, c = {strcpy, strcat};
type T1, T2;
char *E;
expression B, E0;
expression F =~ "%[-+ #0-9*hlzjtL]*s";
expression list es;
position ps, pe;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
(
	f@ps(B, ..., F, es, E@pe, ...)
|
	c@ps(B, E0@pe)
)
	... when any
}

// Appends in an iterator with no constant bound (a count is a value) and
// sysfs_emit() into the page at an offset, or through a cursor that moved.
@show_offset depends on show_write exists@
identifier show, buf, a, b, i, cur;
type T1, T2;
// BEGIN model-rows appenders: identifier w
identifier w = {sprintf, vsprintf, strcpy, strcat, strncpy, memcpy, memmove,
	memset, memcpy_fromio, __builtin_memcpy, __builtin_memmove, __builtin_memset,
	__memcpy, __memmove, __memset};
// END model-rows
constant C;
expression E, E1, off;
statement S;
iterator I;
position p, pe;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
(
	char *cur = buf;
	... when any
(
	\(I(i, E1, C) S\|I(...) { <+... PAGE_SIZE ...+> }\)
|
	I(...) { <+... w@p(cur, ...) ...+> }
|
	cur += E;
	... when any
	sysfs_emit@pe(cur, ...)
)
|
	\(I(i, E1, C) S\|I(...) { <+... PAGE_SIZE ...+> }\)
|
	I(...) { <+... \(w@p(\(buf + off\|&buf[off]\), ...)\|
			 strcat@p(buf, ...)\) ...+> }
|
	sysfs_emit@pe(\(buf + off\|&buf[off]\), ...)
)
	... when any
}

// Unless it is an error just tested: the read fails, whatever the page.
@show_failed depends on show_write@
local idexpression show_write.x;
position show_write.p;
@@
\(if (\(x < 0\|x\)) { ... return@p x; }\|if (\(x < 0\|x\)) return@p x;\)

// Of a char pointer member or global, into the page (not of a table row:
// t[i]->m).
@show_source depends on show_string@
position show_string.pe;
char *E;
identifier m;
expression X;
global idexpression char *G;
@@
\(E@pe \& \(X->m\|X.m\|G\)\)

@script:python show_on_page@
p << show_string.pe;
B << show_string.B;
buf << show_string.buf;
E << show_source.E;
@@
if (not re.match(r"%s(\+|$)|&%s\[" % (buf, buf), B.replace(" ", "")) or
    re.search(r"[]] *([.]|->) *[A-Za-z0-9_]+$", E)):
	cocci.include_match(False)

// What else the file sets it to besides a copy (kstrdup() ...): an assignment,
// else an initializer, else the file's own attribute type (set where defined).
@show_member_set depends on show_on_page@
identifier show_source.m;
expression X;
expression E : script:python() { not show_copy(E) };
@@
\(X->m = E;\|X.m = E;\)

@show_member_init depends on show_on_page && !show_member_set@
identifier show_source.m, y, z;
expression show_source.X;
identifier v : script:python(X) { v == X.replace(" ", "") };
expression A;
expression E : script:python() { not show_copy(E) };
type T;
@@
(
T y = { ..., .m = E, ... };
|
T y[...] = { ..., { ..., .m = E, ... }, ... };
|
T y = { ..., .z = { ..., .m = E, ... }, ... };
|
\(X = container_of(A, ...);\|T *v = container_of(A, ...);\)
)

@show_global_set depends on show_on_page@
global idexpression char *show_source.G;
identifier g : script:python(G) { g == G };
expression E : script:python() { not show_copy(E) };
type T;
@@
\(G = E;\|T g = E;\)

// Not set elsewhere: a string whose length nothing in the file bounds.
@show_returned depends on show_on_page && !show_member_set &&
	!show_member_init && !show_global_set exists@
position show_string.ps, pr;
local idexpression x;
expression E;
@@
(
	return@pr snprintf@ps(...);
|
	x = snprintf@ps(...);
	... when != x = E
	return@pr x;
)

@script:python depends on (report || org) && show_on_page && !show_member_set &&
	!show_member_init && !show_global_set@
f << show_string.f = "";
c << show_string.c = "";
E << show_source.E;
F << show_string.F = "";
es << show_string.es = "";
p << show_string.ps;
pr << show_returned.pr = [];
@@
E = "'%s', a string whose length nothing in the file bounds" % re.sub(
	r"(?<=[(&]) | (?=[)(]|\.|->)|(?<=\.) |(?<=->) ", "", E)
if pr and show_prints_string(F, es):
	show_print(pr, "show() '%s' returns what snprintf() returned for %s: "
		   "the length the text would have had, which can be more than "
		   "the page; return sysfs_emit(buf, ...)"
		   % (pr[0].current_element, E))
elif c or f == "sprintf" and show_prints_string(F, es):
	show_print(p, "show() '%s' writes %s, into its page with %s(), which "
		   "stops only at the string's end: use sysfs_emit(buf, ...)"
		   % (p[0].current_element, E, c or f))

@script:python depends on report || org@
w << show_offset.w = "strcat";
p << show_offset.p = [];
pe << show_offset.pe = [];
@@
if p:
	show_print(p, "show() '%s' appends with %s() into its page in each "
		   "turn of an iterator whose count nothing bounds, with "
		   "nothing that stops at PAGE_SIZE: use sysfs_emit_at(buf, "
		   "len, ...), which never writes past the page"
		   % (p[0].current_element, w))
if pe:
	show_print(pe, "show() '%s' passes sysfs_emit() a pointer into the "
		   "page, which it refuses (it writes nothing and warns): use "
		   "sysfs_emit_at(buf, offset, ...)" % pe[0].current_element)

@script:python depends on (report || org) && !show_failed@
x << show_write.x;
p << show_write.p;
@@
show_print(p, "show() '%s' writes into its page but returns '%s', not the "
	   "number of bytes written: return what sysfs_emit() returns"
	   % (p[0].current_element, x))

@depends on context@
position p = {show_offset.p, show_offset.pe};
identifier f;
@@
* f@p(...)

@depends on context && show_on_page && !show_member_set && !show_member_init &&
	!show_global_set@
position p = {show_string.ps, show_returned.pr};
identifier f = {sprintf, strcpy, strcat};
@@
* f@p(...)

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
-	\(snprintf\|scnprintf\)(buf, PAGE_SIZE, args)
+	sysfs_emit(buf, args)
|
-	\(sprintf\|sysfs_emit\)(\(buf + off\|&buf[off]\), args)
+	sysfs_emit_at(buf, off, args)
|
-	\(snprintf\|scnprintf\)(buf + off, PAGE_SIZE - off, args)
+	sysfs_emit_at(buf, off, args)
)
	...>
}

@depends on patch@
identifier show, buf, a, b, cur;
type T1, T2;
expression list args;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	char *cur = buf;
	<...
-	\(sprintf\|sysfs_emit\)(cur, args)
+	sysfs_emit_at(buf, cur - buf, args)
	...>
}
