// SPDX-License-Identifier: MIT
/// A sysfs show() gets one page (PAGE_SIZE bytes), must not write past it
/// and must return the number of bytes it put there. Found, knowing no
/// value: a writer that does not stop at the page's end (sprintf(),
/// strcpy(), memcpy(), ...) appending at 'buf + len' or through a cursor
/// 'p = buf' in an iterator that never mentions PAGE_SIZE; sysfs_emit() of
/// a pointer into the page; a local (not an error just tested) returned
/// after writing the page; '%s' of a char pointer member or global the file
/// sets only by a copy or not at all, with sprintf(), strcpy(), strcat(),
/// or snprintf() whose result is returned. Sizes and values are
/// sysfscheck's. Patch mode writes sysfs_emit() and sysfs_emit_at().
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
	r"%[-+ #0]*(\*|[0-9]*)(\.(\*|[0-9]*))?(hh|h|ll|l|z|j|t|L)?([a-zA-Z%])")
def show_print(p, msg):
	coccilib.report.print_report(p[0], msg + " [sysfs-show-bound]")
def show_prints_string(F, es):
	# Does the literal F print the argument after es with a plain '%s'?
	n = len(es.elements) if es else 0
	for m in CONVERSION.finditer(F if F[:1] == chr(34) else ""):
		if m.group(5) == "%":
			continue
		n -= (m.group(1) == "*") + (m.group(3) == "*")
		if n <= 0:
			return n == 0 and m.group(5) == "s" and m.group(2) is None
		n -= 1
	return False
show_pages = {}  # (file, show()) -> its page parameter
def show_writes_page(p, B):
	page = show_pages.get((p.file, p.current_element))
	B = B.replace(" ", "")
	return page is not None and (B == page or B.startswith(page + "+") or
				     B.startswith("&" + page + "["))
def show_copy(E):
	return re.match(r"(devm_)?(kstrn?dup|kmemdup_nul|kv?asprintf)\b", E)

SHOW_LOOP = ("show() '%s' appends with %s() into its page in each turn of an "
	     "iterator whose count nothing bounds, with nothing that stops at "
	     "PAGE_SIZE: use sysfs_emit_at(buf, len, ...), which never writes "
	     "past the page")
SHOW_EMIT = ("show() '%s' passes sysfs_emit() a pointer into the page, which "
	     "it refuses (it writes nothing and warns): use sysfs_emit_at(buf, "
	     "offset, ...)")
def show_string_message(show, f, E):
	E = re.sub(r"(?<=[(&]) | (?=[)(]|\.|->)|(?<=\.) |(?<=->) ", "", E)
	what = "'%s', a string whose length nothing in the file bounds" % E
	if not f:
		return ("show() '%s' returns what snprintf() returned for %s: the "
			"length the text would have had, which can be more than "
			"the page; return sysfs_emit(buf, ...)" % (show, what))
	return ("show() '%s' writes %s, into its page with %s(), which stops "
		"only at the string's end: use sysfs_emit(buf, ...)"
		% (show, what, f))

@initialize:python depends on org@
@@
def show_print(p, msg):
	coccilib.org.print_todo(p[0], msg + " [sysfs-show-bound]")

// Cheap matches the searches below depend on: most files skip them.
@show_offset_write@
// BEGIN model-rows offset-writers: identifier w
identifier w = {sysfs_emit, sprintf, vsprintf, strcpy, strcat, strncpy, memcpy,
	memmove, memset, memcpy_fromio, __builtin_memcpy, __builtin_memmove,
	__builtin_memset, __memcpy, __memmove, __memset};
// END model-rows
expression B, off;
@@
\(w(\(B + off\|&B[off]\), ...)\|strcat(B, ...)\)

@show_cursor@
identifier cur, buf;
@@
char *cur = buf;

@show_format@
expression B, S;
expression F =~ "%[-+ #0-9*hlzjtL]*s";
@@
\(sprintf(B, F, ...)\|snprintf(B, S, F, ...)\|strcpy(...)\|strcat(...)\)

// Appends in an iterator with no constant bound (a count is a value).
@show_loop depends on show_offset_write exists@
identifier show, buf, a, b, i;
type T1, T2;
// BEGIN model-rows appenders: identifier w
identifier w = {sprintf, vsprintf, strcpy, strcat, strncpy, memcpy, memmove,
	memset, memcpy_fromio, __builtin_memcpy, __builtin_memmove, __builtin_memset,
	__memcpy, __memmove, __memset};
// END model-rows
constant C;
expression E1, off;
statement S;
iterator I;
position p;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
(
	I(i, E1, C) S
|
	I(...) { <+... PAGE_SIZE ...+> }
|
	I(...) { <+... \(w@p(\(buf + off\|&buf[off]\), ...)\|
			 strcat@p(buf, ...)\) ...+> }
)
	... when any
}

@show_cursor_loop depends on show_cursor exists@
identifier show, buf, a, b, i, cur;
type T1, T2;
// BEGIN model-rows appenders: identifier w
identifier w = {sprintf, vsprintf, strcpy, strcat, strncpy, memcpy, memmove,
	memset, memcpy_fromio, __builtin_memcpy, __builtin_memmove, __builtin_memset,
	__memcpy, __memmove, __memset};
// END model-rows
constant C;
expression E1;
statement S;
iterator I;
position p;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	char *cur = buf;
	... when any
(
	I(i, E1, C) S
|
	I(...) { <+... PAGE_SIZE ...+> }
|
	I(...) { <+... w@p(cur, ...) ...+> }
)
	... when any
}

// The length dropped, a local returned: sysfs shows that many bytes.
@show_dropped exists@
identifier show, buf, a, b;
identifier w = {sprintf, snprintf, scnprintf, sysfs_emit};
type T1, T2;
local idexpression x;
expression E;
position p;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	w(buf, ...);
	... when != x = E
	return@p x;
}

// Unless it is an error just tested (the read fails, whatever the page).
@show_failed depends on show_dropped@
local idexpression show_dropped.x;
position show_dropped.p;
@@
\(if (\(x < 0\|x\)) { ... return@p x; }\|if (\(x < 0\|x\)) return@p x;\)

// sysfs_emit() at an offset into the page, or through a cursor that moved.
@show_emit depends on show_offset_write exists@
identifier show, buf, a, b;
type T1, T2;
expression off;
position p;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	<+... sysfs_emit@p(\(buf + off\|&buf[off]\), ...) ...+>
}

@show_emit_cursor depends on show_cursor exists@
identifier show, buf, a, b, cur;
type T1, T2;
expression E;
position p;
@@
ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	char *cur = buf;
	... when any
	cur += E;
	... when any
	sysfs_emit@p(cur, ...)
	... when any
}

// '%s' of a char pointer member or global (not of a table's row).
@show_string depends on show_format@
identifier m, f = {strcpy, strcat};
global idexpression char *G;
char *E;
expression B, X, S;
expression F =~ "%[-+ #0-9*hlzjtL]*s";
expression list es;
position p, pn, ps;
@@
(
	sprintf@p(B, F, es, \(E \& \(X->m\|X.m\|G\)\), ...)
|
	snprintf@pn(B, S, F, es, \(E \& \(X->m\|X.m\|G\)\), ...)
|
	f@ps(B, \(E \& \(X->m\|X.m\|G\)\))
)

// The show() functions and their page, in a file with such a write.
@show_page depends on show_string@
identifier show, buf, a, b;
type T1, T2;
position p;
@@
ssize_t show@p(T1 *a, T2 *b, char *buf) { ... }

@script:python@
buf << show_page.buf;
p << show_page.p;
@@
show_pages[(p[0].file, p[0].current_element)] = buf

// Into the page of a show(), not of a table's row (t[i].m, t[i]->m).
@script:python show_on_page@
B << show_string.B;
E << show_string.E;
p << show_string.p = [];
pn << show_string.pn = [];
ps << show_string.ps = [];
@@
if not show_writes_page((p or pn or ps)[0], B) or \
   re.search(r"[]] *([.]|->) *[A-Za-z0-9_]+$", E):
	cocci.include_match(False)

@show_returned depends on show_on_page exists@
position show_string.pn, pr;
local idexpression x;
expression E;
@@
(
	return@pr snprintf@pn(...);
|
	x = snprintf@pn(...);
	... when != x = E
	return@pr x;
)

// What else the file sets it to, besides a copy (kstrdup() ...).
@show_member_set depends on show_on_page@
identifier show_string.m, y, z;
expression X;
expression E : script:python() { not show_copy(E) };
type T;
@@
(
X->m = E;
|
X.m = E;
|
T y = { ..., .m = E, ... };
|
T y[...] = { ..., { ..., .m = E, ... }, ... };
|
T y = { ..., .z = { ..., .m = E, ... }, ... };
)

@show_global_set depends on show_on_page@
global idexpression char *show_string.G;
identifier g : script:python(G) { g == G };
expression E : script:python() { not show_copy(E) };
type T;
@@
(
G = E;
|
T g = E;
)

// Unless of the file's own attribute type (set where it defines them).
@show_wrapped depends on show_on_page@
expression show_string.X;
identifier y : script:python(X) { y == X.replace(" ", "") };
expression A;
type T;
@@
(
X = container_of(A, ...);
|
T *y = container_of(A, ...);
)

@script:python depends on (report || org) && show_on_page &&
	!show_member_set && !show_global_set && !show_wrapped@
f << show_string.f = "sprintf";
E << show_string.E;
F << show_string.F = "";
es << show_string.es = "";
p << show_string.p = [];
ps << show_string.ps = [];
@@
if (p or ps) and (ps or show_prints_string(F, es)):
	show_print(p or ps, show_string_message((p or ps)[0].current_element, f, E))

@script:python depends on (report || org) && show_on_page &&
	!show_member_set && !show_global_set && !show_wrapped@
E << show_string.E;
F << show_string.F;
es << show_string.es;
pr << show_returned.pr;
@@
if show_prints_string(F, es):
	show_print(pr, show_string_message(pr[0].current_element, "", E))

@script:python depends on report || org@
w << show_loop.w = "strcat";
p << show_loop.p;
@@
show_print(p, SHOW_LOOP % (p[0].current_element, w))

@script:python depends on report || org@
w << show_cursor_loop.w;
p << show_cursor_loop.p;
@@
show_print(p, SHOW_LOOP % (p[0].current_element, w))

@script:python depends on (report || org) && !show_failed@
x << show_dropped.x;
p << show_dropped.p;
@@
show_print(p, "show() '%s' writes into its page but returns '%s', not the "
	   "number of bytes written: return what sysfs_emit() returns"
	   % (p[0].current_element, x))

@script:python depends on report || org@
p << show_emit.p;
@@
show_print(p, SHOW_EMIT % p[0].current_element)

@script:python depends on report || org@
p << show_emit_cursor.p;
@@
show_print(p, SHOW_EMIT % p[0].current_element)

@depends on context@
position p = {show_loop.p, show_cursor_loop.p, show_emit.p, show_emit_cursor.p};
identifier f;
@@
* f@p(...)

@depends on context && show_on_page && !show_member_set && !show_global_set &&
	!show_wrapped@
position p = {show_string.p, show_string.ps, show_returned.pr};
identifier f;
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

// Through a cursor: sprintf(p, ...) -> sysfs_emit_at(buf, p - buf, ...).
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
(
-	sprintf(cur, args)
+	sysfs_emit_at(buf, cur - buf, args)
|
-	sysfs_emit(cur, args)
+	sysfs_emit_at(buf, cur - buf, args)
)
	...>
}
