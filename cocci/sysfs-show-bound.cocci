// SPDX-License-Identifier: MIT
/// A show() gets one page (PAGE_SIZE bytes) and must not write past it,
/// and must return the number of bytes it put there. This rule finds the
/// shapes that break that without knowing any value:
///  - an unbounded write at an offset into the page inside a loop
///    (sprintf(buf + len, ...), strcpy(), strcat(), memcpy(), or through
///    a cursor 'char *p = buf' the loop advances), unless the loop's
///    condition or body mentions PAGE_SIZE: the loop runs past the page as
///    soon as there is enough to print;
///  - strcpy()/strcat() of a string that is not a literal into the page;
///  - sysfs_emit() given a pointer into the page (buf + len, or a cursor
///    that has moved): it refuses anything but the start of the page and
///    writes nothing;
///  - snprintf()'s result returned (directly, in a conditional, or through
///    a variable it was assigned or added to): snprintf() returns the
///    length it would have written, which can be more than the page
///    (not when snprintf(buf, size, ...), returned directly or through
///    the variable it was assigned to, has a literal size, PAGE_SIZE or
///    PAGE_SIZE - N and a literal format of integer conversions that
///    always fits);
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
// Prefilter: ssize_t
// Keywords: sysfs, show, sprintf, snprintf, sysfs_emit, sysfs_emit_at, PAGE_SIZE
// URL: docs/checks/sysfs-show-bound.md

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@

# The returns already reported: a return the rules reach by several paths
# (one snprintf() per branch of a switch) is reported once.
reported = set()

# Some rules below match on some path (exists mode), which gives one match
# per place (and path).  For all paths (forall mode), as they were first
# written and far slower, the same patterns gave one match per set of
# bindings, reported at the first of its places.  note_place() files a
# place under its bindings (the key); first_place() is true once, at the
# first place (by line and column) of its key, so that the findings stay
# those of the forall rules.  note_place() must have seen every place.
first_places = {}
place_keys = {}
places_reported = set()

def place(pos):
	return (int(pos.line), int(pos.column))

def note_place(key, pos, tag=None):
	key = (pos.file,) + key
	here = place(pos)
	if key not in first_places or here < first_places[key]:
		first_places[key] = here
	place_keys[(pos.file, here, tag)] = key

def first_place(pos, tag=None):
	key = place_keys[(pos.file, place(pos), tag)]
	if first_places[key] != place(pos) or (key, tag) in places_reported:
		return False
	places_reported.add((key, tag))
	return True

# The offset of each write into the page inside a loop (a strcat() at
# the page's start has none): part of its key.
write_offsets = {}

def first_report(pos, what):
	key = (pos.file, pos.line, pos.column, what)
	if key in reported:
		return False
	reported.add(key)
	return True

def loop_message(show, f):
	return ("show() '%s' appends with %s() into its page inside a loop, with "
		"nothing that stops at PAGE_SIZE: use sysfs_emit_at(buf, len, ...), "
		"which never writes past the page [sysfs-show-bound]" % (show, f))

def emit_message(show):
	return ("show() '%s' passes sysfs_emit() a pointer into the page, which "
		"it refuses (it writes nothing and warns): use "
		"sysfs_emit_at(buf, offset, ...) [sysfs-show-bound]" % show)

# The longest text of a literal format with integer conversions only, or
# None: "%d\n" is at most 12 bytes, "%ld\n" 21; %s, %p, '*' widths are not known.
def format_max(fmt):
	import re
	parts = re.findall(r'"((?:[^"\\]|\\.)*)"', fmt)
	if not parts or re.sub(r'"((?:[^"\\]|\\.)*)"', '', fmt).strip():
		return None
	text = re.sub(r'\\(x[0-9a-fA-F]+|[0-7]{1,3}|.)', 'e', ''.join(parts))
	conv = re.compile(r'%([-+ 0#]*)([0-9]*)(?:\.([0-9]*))?(hh|h|ll|l|z|t|j|L)?([%diuxXoc])')
	# vsnprintf() takes the argument at the width the length modifier
	# names, so without one (or with h, hh) it prints an int: at most
	# "-2147483648"; '#' adds the "0x" or "0" prefix.
	wide = {'d': 20, 'i': 20, 'u': 20, 'x': 16, 'X': 16, 'o': 22, 'c': 1,
		'%': 1}
	narrow = {'d': 11, 'i': 11, 'u': 10, 'x': 8, 'X': 8, 'o': 11, 'c': 1,
		  '%': 1}
	prefix = {'x': 2, 'X': 2, 'o': 1}
	total, pos = 0, 0
	while True:
		at = text.find('%', pos)
		if at < 0:
			return total + len(text) - pos
		m = conv.match(text, at)
		if not m:
			return None
		total += at - pos
		n = (narrow if m.group(4) in (None, 'h', 'hh') else wide)[m.group(5)]
		if '#' in m.group(1):
			n += prefix.get(m.group(5), 0)
		if m.group(2):
			n = max(n, int(m.group(2)))
		if m.group(3):
			n = max(n, int(m.group(3)) + 1)
		total += n
		pos = m.end()

# Does snprintf(buf, size, fmt, ...) never cut its text? Then what it
# returns is what it wrote.
def always_fits(fmt, size):
	import re
	size = size.strip()
	less = re.match(r'PAGE_SIZE\s*-\s*([0-9]+)$', size)
	if size == 'PAGE_SIZE':
		room = 4096
	elif less:
		room = 4096 - int(less.group(1))
	elif size.isdigit():
		room = int(size)
	else:
		return False
	most = format_max(fmt)
	return most is not None and most + 1 <= room

def snprintf_message(show):
	return ("show() '%s' returns snprintf()'s result, the length it would "
		"have written, which can exceed the page: return sysfs_emit(buf, "
		"...) instead [sysfs-show-bound]" % show)

def str_message(show, f, e):
	return ("show() '%s' copies '%s' into its page with %s(), which stops "
		"only at the string's end: use sysfs_emit(buf, \"%%s\", ...) "
		"[sysfs-show-bound]" % (show, e, f))

def retvar_message(show, x):
	return ("show() '%s' returns '%s', which holds snprintf()'s result, the "
		"length the text would have had, which can exceed the page: use "
		"sysfs_emit()/sysfs_emit_at() [sysfs-show-bound]" % (show, x))

# Loops whose condition or body mentions PAGE_SIZE stop at the page (as
# far as a rule without values can tell): their writes are not reported.
bounded_loops = set()

def in_bounded_loop(ps):
	return (ps[0].file, ps[0].line, ps[0].column) in bounded_loops

def value_message(show, x):
	return ("show() '%s' writes into the page but returns '%s', not the "
		"number of bytes written: return what sysfs_emit() returns "
		"[sysfs-show-bound]" % (show, x))

// ------------------------------------------------------------ report

// On some path (exists): for all paths this rule took 24 s of CPU on the
// six strcat()s in the branches of an if inside one loop of
// drivers/usb/misc/usbsevseg.c, 0.3 s so; note_place() keeps the forall
// rule's findings.
@loop depends on !patch && !context exists@
identifier show, buf, a, b;
type T1, T2;
expression off;
identifier f = {sprintf, strcpy, strcat, memcpy};
iterator I;
position p, ps;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
(
	for@ps (...;...;...) {
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
	while@ps (...) {
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
	I@ps(...) {
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

@bounded_loop depends on loop@
position loop.ps;
statement S;
iterator I;
@@
(
	for@ps (...; <+... PAGE_SIZE ...+>; ...) S
|
	while@ps (<+... PAGE_SIZE ...+>) S
|
	for@ps (...;...;...) { <+... PAGE_SIZE ...+> }
|
	while@ps (...) { <+... PAGE_SIZE ...+> }
|
	I@ps(...) { <+... PAGE_SIZE ...+> }
)

@script:python depends on bounded_loop@
ps << loop.ps;
@@
bounded_loops.add((ps[0].file, ps[0].line, ps[0].column))

// Once per loop, function and offset (the forall rule's match).
@script:python@
p << loop.p;
off << loop.off;
@@
write_offsets[(p[0].file, place(p[0]))] = off

@script:python@
show << loop.show;
f << loop.f;
p << loop.p;
ps << loop.ps;
@@
note_place((show, place(ps[0]), f,
	    write_offsets.get((p[0].file, place(p[0])))), p[0], place(ps[0]))

@script:python depends on report@
show << loop.show;
f << loop.f;
p << loop.p;
ps << loop.ps;
@@
if not in_bounded_loop(ps) and first_place(p[0], place(ps[0])):
	coccilib.report.print_report(p[0], loop_message(show, f))

@script:python depends on org@
show << loop.show;
f << loop.f;
p << loop.p;
ps << loop.ps;
@@
if not in_bounded_loop(ps) and first_place(p[0], place(ps[0])):
	coccilib.org.print_todo(p[0], loop_message(show, f))

// The same through a cursor: char *p = buf; ... p += sprintf(p, ...).
@curloop depends on !patch && !context exists@
identifier show, buf, a, b, cur;
type T1, T2;
identifier f = {sprintf, strcpy, strcat, memcpy};
iterator I;
position p, ps;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	char *cur = buf;
	<...
(
	for@ps (...;...;...) { <+... f@p(cur, ...) ...+> }
|
	while@ps (...) { <+... f@p(cur, ...) ...+> }
|
	I@ps(...) { <+... f@p(cur, ...) ...+> }
)
	...>
}

@bounded_curloop depends on curloop@
position curloop.ps;
statement S;
iterator I;
@@
(
	for@ps (...; <+... PAGE_SIZE ...+>; ...) S
|
	while@ps (<+... PAGE_SIZE ...+>) S
|
	for@ps (...;...;...) { <+... PAGE_SIZE ...+> }
|
	while@ps (...) { <+... PAGE_SIZE ...+> }
|
	I@ps(...) { <+... PAGE_SIZE ...+> }
)

@script:python depends on bounded_curloop@
ps << curloop.ps;
@@
bounded_loops.add((ps[0].file, ps[0].line, ps[0].column))

// Once per loop, function and cursor.
@script:python@
show << curloop.show;
cur << curloop.cur;
f << curloop.f;
p << curloop.p;
ps << curloop.ps;
@@
note_place((show, place(ps[0]), f, cur), p[0], ("cur", place(ps[0])))

@script:python depends on report@
show << curloop.show;
f << curloop.f;
p << curloop.p;
ps << curloop.ps;
@@
if not in_bounded_loop(ps) and first_place(p[0], ("cur", place(ps[0]))):
	coccilib.report.print_report(p[0], loop_message(show, f))

@script:python depends on org@
show << curloop.show;
f << curloop.f;
p << curloop.p;
ps << curloop.ps;
@@
if not in_bounded_loop(ps) and first_place(p[0], ("cur", place(ps[0]))):
	coccilib.org.print_todo(p[0], loop_message(show, f))

// What a show() does on some path, one rule for all of it (each rule
// costs a match of every show(), whatever its pattern): a string that is
// not a literal copied into the page (pstr); sysfs_emit() at an offset
// into the page (pemit) or through a cursor that has moved, char *p =
// buf; p += sysfs_emit(p, ...); p += sysfs_emit(p, ...) (pcur);
// snprintf()'s result returned directly (pret), through the variable it
// was assigned to (pvar) or summed into at buf + x (psum).  Each branch
// binds its own position, and the scripts below are those of each.
@onpath depends on !patch exists@
identifier show, buf, a, b, cur;
type T1, T2;
local idexpression x;
expression E, off, C, Er, S, F;
identifier f = {strcpy, strcat};
position pstr, pemit, pcur, pret, pvar, psum;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
(
	f@pstr(buf, E);
|
 	sysfs_emit@pemit(buf + off, ...)
|
 	sysfs_emit@pemit(&buf[off], ...)
|
	char *cur = buf;
	... when any
	cur += E;
	... when any
 	sysfs_emit@pcur(cur, ...)
|
 	return@pret snprintf(buf, S, F, ...);
|
 	return@pret C ? snprintf(buf, S, F, ...) : Er;
|
 	return@pret C ? Er : snprintf(buf, S, F, ...);
|
	x = snprintf(buf, S, F, ...);
	... when != x = E
 	return@pvar x;
|
	x += snprintf(buf + x, ...);
	... when != x = E
 	return@psum x;
)
	... when any
}

@script:python depends on report@
show << onpath.show;
f << onpath.f;
E << onpath.E;
p << onpath.pstr;
@@
if not E.startswith('"'):
	coccilib.report.print_report(p[0], str_message(show, f, E))

@script:python depends on org@
show << onpath.show;
f << onpath.f;
E << onpath.E;
p << onpath.pstr;
@@
if not E.startswith('"'):
	coccilib.org.print_todo(p[0], str_message(show, f, E))

// sysfs_emit() at an offset: once per offset (the forall rule's match).
@script:python@
show << onpath.show;
off << onpath.off;
p << onpath.pemit;
@@
note_place((show, off), p[0], "emit")

@script:python depends on report@
show << onpath.show;
p << onpath.pemit;
@@
if first_place(p[0], "emit"):
	coccilib.report.print_report(p[0], emit_message(show))

@script:python depends on org@
show << onpath.show;
p << onpath.pemit;
@@
if first_place(p[0], "emit"):
	coccilib.org.print_todo(p[0], emit_message(show))

@script:python depends on report@
show << onpath.show;
p << onpath.pcur;
@@
coccilib.report.print_report(p[0], emit_message(show))

@script:python depends on org@
show << onpath.show;
p << onpath.pcur;
@@
coccilib.org.print_todo(p[0], emit_message(show))

// snprintf()'s result returned: once per size, format and (in a
// conditional) other operands (the forall rule's match).
@script:python@
show << onpath.show;
S << onpath.S;
F << onpath.F;
p << onpath.pret;
@@
note_place((show, S, F, None, None), p[0], "ret")

@script:python@
show << onpath.show;
S << onpath.S;
F << onpath.F;
C << onpath.C;
E << onpath.Er;
p << onpath.pret;
@@
note_place((show, S, F, C, E), p[0], "ret")

@script:python depends on report@
show << onpath.show;
S << onpath.S;
F << onpath.F;
p << onpath.pret;
@@
if not always_fits(F, S) and first_place(p[0], "ret"):
	coccilib.report.print_report(p[0], snprintf_message(show))

@script:python depends on org@
show << onpath.show;
S << onpath.S;
F << onpath.F;
p << onpath.pret;
@@
if not always_fits(F, S) and first_place(p[0], "ret"):
	coccilib.org.print_todo(p[0], snprintf_message(show))

// snprintf()'s result kept in a variable and returned: reported unless
// the text always fits (then it is what was written).
@script:python depends on report@
show << onpath.show;
x << onpath.x;
S << onpath.S;
F << onpath.F;
p << onpath.pvar;
@@
if not always_fits(F, S) and first_report(p[0], "retvar"):
	coccilib.report.print_report(p[0], retvar_message(show, x))

@script:python depends on org@
show << onpath.show;
x << onpath.x;
S << onpath.S;
F << onpath.F;
p << onpath.pvar;
@@
if not always_fits(F, S) and first_report(p[0], "retvar"):
	coccilib.org.print_todo(p[0], retvar_message(show, x))

// snprintf()'s results summed into a variable and returned.
@script:python depends on report@
show << onpath.show;
x << onpath.x;
p << onpath.psum;
@@
if first_report(p[0], "retvar"):
	coccilib.report.print_report(p[0], retvar_message(show, x))

@script:python depends on org@
show << onpath.show;
x << onpath.x;
p << onpath.psum;
@@
if first_report(p[0], "retvar"):
	coccilib.org.print_todo(p[0], retvar_message(show, x))

@value depends on !patch@
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

// Context mode marks every write of a loop the rules above report (at
// its first write): the same patterns for all paths give a match whose
// positions are all of them.  Slow on some files (seconds where the
// writes sit in the branches of an if), but only in this mode.
@loop_context depends on context@
identifier show, buf, a, b;
type T1, T2;
expression off;
identifier f = {sprintf, strcpy, strcat, memcpy};
iterator I;
position p, ps;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	<...
(
	for@ps (...;...;...) {
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
	while@ps (...) {
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
	I@ps(...) {
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

@depends on context@
position loop_context.p;
identifier f;
@@

*	f@p(...)

@curloop_context depends on context@
identifier show, buf, a, b, cur;
type T1, T2;
identifier f = {sprintf, strcpy, strcat, memcpy};
iterator I;
position p, ps;
@@

ssize_t show(T1 *a, T2 *b, char *buf)
{
	... when any
	char *cur = buf;
	<...
(
	for@ps (...;...;...) { <+... f@p(cur, ...) ...+> }
|
	while@ps (...) { <+... f@p(cur, ...) ...+> }
|
	I@ps(...) { <+... f@p(cur, ...) ...+> }
)
	...>
}

@depends on context@
position curloop_context.p;
identifier f;
@@

*	f@p(...)

@depends on context@
position onpath.pstr;
identifier f;
@@

*	f@pstr(...)

@depends on context@
position onpath.pemit;
@@

*	sysfs_emit@pemit(...)

@depends on context@
position onpath.pcur;
@@

*	sysfs_emit@pcur(...)

@depends on context@
position onpath.pvar;
expression E;
@@

*	return@pvar E;

@depends on context@
position onpath.pret;
expression E;
@@

*	return@pret E;

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

// Through a cursor into the page: char *p = buf; ... p += sprintf(p, ...)
// becomes p += sysfs_emit_at(buf, p - buf, ...).
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
