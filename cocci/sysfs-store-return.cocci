// SPDX-License-Identifier: MIT
/// A store() must return the number of bytes it consumed (count, when it
/// took the whole write) or a negative error number. Returning 0 on its
/// success path makes write(2) return 0: user space that retries a short
/// write (every shell 'echo' does) calls store() again with the same bytes,
/// for ever. This rule finds a store() that returns
///  - 0 itself;
///  - the status of a call after it checked it for an error ('if (ret)
///    return ret;' or 'goto out;', then 'return ret;' with ret unchanged);
///  - the result of a call that returns 0 on success (a kstrto*() parser,
///    regmap_write(), i2c_smbus_write_*(), device_online(), ... as
///    sysfscheck's model lists them, or an int function of the same file),
///    directly ('return regmap_write(...)') or through a variable nothing
///    reads or changes before the return ('err = i2c_smbus_write_byte_data(
///    ...); return err;');
///  - count plus a constant, a positive constant, sizeof() or strlen(buf):
///    not the count of bytes it was given.
/// A store() is a function returning ssize_t whose parameters are two
/// struct pointers, 'const char *buf' and 'size_t count'. Returns that
/// are wrong by value (more than count, or a length that is short) are
/// sysfscheck's.
///
/// Patch mode returns count instead of 0 or of the status checked by a
/// return, 'CALL ?: count' instead of a call's 0, and 'ret ?: count' when
/// the status reaches the return through a goto or from such a call.
//
// Confidence: Moderate
// Copyright: (C) 2026 sysfscheck authors
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/sysfs/sysfs-macros.h
// Keywords: sysfs, store, return, count, kstrtoul
// URL: docs/checks/sysfs-store-return.md

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

def odd_message(store, e, count):
	return ("store() '%s' returns '%s', not the count of bytes it was "
		"given: write(2) reports a short or impossible write; return "
		"'%s' [sysfs-store-return]" % (store, e, count))

status_functions = set()
count_functions = set()

# Per file: lines of a 'return 0;' right under a test that count is 0,
# which returns count.
zero_count = set()

def returned(p):
	# The text of the returned expression, from the line of 'return'.
	with open(p[0].file) as f:
		line = f.read().split('\n')[int(p[0].line) - 1]
	text = line[int(p[0].column):].split(';')[0].strip()
	return text[len('return'):].strip() if text.startswith('return') else text

def positive_constant(c):
	try:
		return int(c.rstrip('uUlL'), 0) > 0
	except ValueError:
		return False

# The callees that return 0 on success (the call and callvar rules' list).
status_callees = re.compile(r"^(kstrto[a-z0-9_]*|regmap_(write|write_async|read|update_bits|update_bits_base|write_bits|set_bits|clear_bits|bulk_write|raw_write|field_write|field_update_bits_base)|i2c_smbus_write_(byte|byte_data|word_data|block_data|i2c_block_data)|spi_write|spi_sync|spi_write_then_read|device_(online|offline|add|register|rename|reprobe|set_wakeup_enable|wakeup_enable|wakeup_disable|init_wakeup|property_read_u32_array)|pm_runtime_resume_and_get|mutex_lock_interruptible|mutex_lock_killable|down_interruptible|clk_set_rate|clk_prepare_enable|regulator_(enable|disable|set_voltage)|gpiod_direction_(output|input)|pinctrl_select_state|request_firmware|kobject_uevent)$")

def called(e):
	# The callee of e when e is one call of a named function, 'f(...)'
	# with nothing around it, else None.
	m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(", e)
	if not m:
		return None
	depth = 0
	quote = None
	i = m.end() - 1
	while i < len(e):
		c = e[i]
		if quote:
			if c == "\\":
				i += 1
			elif c == quote:
				quote = None
		elif c in "\"'":
			quote = c
		elif c == "(":
			depth += 1
		elif c == ")":
			depth -= 1
			if depth == 0:
				return m.group(1) if e[i + 1:].strip() == "" else None
		i += 1
	return None

def return_message(store, e, count, p):
	# What is wrong with 'return e;' in a store(), or None.
	e = e.strip()
	if e == "0":
		if (p[0].file, p[0].line) in zero_count:
			return None
		return zero_message(store, count)
	if re.match(r"[0-9][0-9a-fA-FxX]*[uUlL]*$", e) and positive_constant(e):
		return odd_message(store, e, count)
	f = called(e)
	if f and (status_callees.match(f) or f in status_functions):
		return call_message(store, f, count)
	return None

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

# The top-level alternatives of words, each a regular expression of its
# own: the re module finds one that starts with a fixed word by a fast search
# for that word, but tries an alternation at every character of the text.
ALTERNATIVES = {}


def alternatives(words):
	import re
	if words not in ALTERNATIVES:
		parts, depth, start, i = [], 0, 0, 0
		while i < len(words):
			c = words[i]
			if c == '\\':
				i += 1
			elif c == '[':
				i = words.index(']', i + 2)
			elif c == '(':
				depth += 1
			elif c == ')':
				depth -= 1
			elif c == '|' and not depth:
				parts.append(words[start:i])
				start = i + 1
			i += 1
		parts.append(words[start:])
		ALTERNATIVES[words] = [re.compile(x) for x in parts]
	return ALTERNATIVES[words]


# Whether the text of the file being checked matches words (a
# regular expression); a file that cannot be read is let through.
def file_mentions(words):
	for path in cocci.files():
		try:
			with open(path, errors='replace') as f:
				text = f.read()
		except OSError:
			return True
		if any(r.search(text) for r in alternatives(words)):
			return True
	return False

// ------------------------------------------------------------ report

// The gate: a file without these words cannot give a finding of this
// rule file (they name what every rule below needs), so every SmPL rule
// depends on this one and spatch matches none of them against such a file.
// scripts/sysfscheck-cocci reads the same words (grep -E) to choose the
// rule files a run needs.
@script:python gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'const\s+char|char\s+const'):
	cocci.include_match(False)

// 'if (count == 0) return 0;' returns count (ipw2200, iwlegacy 3945,
// bd9571mwv): not a finding, and nothing to patch. Report and org modes
// find these with the other returns, in ret (position z).
@zerocount depends on gate && (context || patch)@
identifier store, buf, count, a, b;
type T1, T2;
position q;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
(
	if (count == 0)
		return@q 0;
|
	if (!count)
		return@q 0;
|
	if (0 == count)
		return@q 0;
)
	...>
}

@script:python@
q << zerocount.q;
@@
for x in q:
	zero_count.add((x.file, x.line))

@zero depends on gate && context@
identifier store, buf, count, a, b;
type T1, T2;
position p : script:python() { (p[0].file, p[0].line) not in zero_count };
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	return@p 0;
	...>
}

@status depends on gate && !patch@
identifier store, buf, count, a, b;
type T1, T2;
local idexpression x;
expression E, E2;
identifier l;
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	x = E;
(
	if (x)
		return x;
|
	if (x < 0)
		return x;
|
	if (x)
		goto l;
|
	if (x < 0)
		goto l;
)
	... when != x = E2
	return@p x;
	...>
}

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

@call depends on gate && context@
identifier store, buf, count, a, b;
type T1, T2;
identifier f =~ "^(kstrto[a-z0-9_]*|regmap_(write|write_async|read|update_bits|update_bits_base|write_bits|set_bits|clear_bits|bulk_write|raw_write|field_write|field_update_bits_base)|i2c_smbus_write_(byte|byte_data|word_data|block_data|i2c_block_data)|spi_write|spi_sync|spi_write_then_read|device_(online|offline|add|register|rename|reprobe|set_wakeup_enable|wakeup_enable|wakeup_disable|init_wakeup|property_read_u32_array)|pm_runtime_resume_and_get|mutex_lock_interruptible|mutex_lock_killable|down_interruptible|clk_set_rate|clk_prepare_enable|regulator_(enable|disable|set_voltage)|gpiod_direction_(output|input)|pinctrl_select_state|request_firmware|kobject_uevent)$";
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	return@p f(...);
	...>
}

// The same call's status kept in a variable nothing reads before the return.
@callvar depends on gate && !patch exists@
identifier store, buf, count, a, b;
type T1, T2;
identifier f =~ "^(kstrto[a-z0-9_]*|regmap_(write|write_async|read|update_bits|update_bits_base|write_bits|set_bits|clear_bits|bulk_write|raw_write|field_write|field_update_bits_base)|i2c_smbus_write_(byte|byte_data|word_data|block_data|i2c_block_data)|spi_write|spi_sync|spi_write_then_read|device_(online|offline|add|register|rename|reprobe|set_wakeup_enable|wakeup_enable|wakeup_disable|init_wakeup|property_read_u32_array)|pm_runtime_resume_and_get|mutex_lock_interruptible|mutex_lock_killable|down_interruptible|clk_set_rate|clk_prepare_enable|regulator_(enable|disable|set_voltage)|gpiod_direction_(output|input)|pinctrl_select_state|request_firmware|kobject_uevent)$";
local idexpression x;
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	... when any
	x = f(...);
	... when != x
	return@p x;
}

@script:python depends on report@
store << callvar.store;
f << callvar.f;
count << callvar.count;
p << callvar.p;
@@
coccilib.report.print_report(p[0], call_message(store, f, count))

@script:python depends on org@
store << callvar.store;
f << callvar.f;
count << callvar.count;
p << callvar.p;
@@
coccilib.org.print_todo(p[0], call_message(store, f, count))

@odd depends on gate && context@
identifier store, buf, count, a, b;
type T1, T2;
constant C;
expression E;
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
(
	return@p count + C;
|
	return@p sizeof(E);
|
	return@p sizeof E;
|
	return@p strlen(buf);
)
	...>
}

// Functions of this file that return int: 0 on success, by convention.
// status_functions holds the int functions of the file being read.
@script:python@
@@
status_functions.clear()
count_functions.clear()

// The int functions of the file, by name. One that returns its size_t
// parameter, or stores it in what it returns, gives back the count on
// success, not 0 (coresight cti_trig_op_parse(): 'if (!err) err = size;',
// hmc6352 compass_store(), mlxbf_bootctl_store(): 'return count;'): the
// first branch (position c) finds those, count_functions; the others are
// status_functions. One rule with two branches, not one rule per kind:
// each rule is one more pass over every function of the file. The
// scripts run in every mode, so that spatch also accepts the rule without
// -D, as with 'spatch --parse-cocci'.
@fn depends on gate@
identifier f, n;
expression E;
position c, s;
@@

(
int f@c(..., size_t n, ...) {
	<+...
(
	return n;
|
	E = n
)
	...+>
}
|
int f@s(...) { ... }
)

@script:python@
f << fn.f;
c << fn.c;
@@
count_functions.add(f)

@script:python@
f << fn.f;
s << fn.s;
@@
if f not in count_functions:
	status_functions.add(f)

// Every return of a store(), classified in Python: 0, a positive
// constant, or a call of a function that returns 0 on success (one of
// status_callees, or an int function of this file: status_functions,
// filled above), and the odd returns of the odd rule. One rule instead
// of one per kind of return (zero, call, posconst, retcall, localcall and
// odd, which context mode still uses for its stars): spatch pays a
// matching cost per rule and per function whatever the pattern, and these
// were six passes over every store() of the file (seven with
// zerocount's, now the first branches here: z).
@ret depends on gate && (report || org)@
identifier store, buf, count, a, b;
type T1, T2;
constant C;
expression E, E2;
position p, q, z;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
(
	if (count == 0)
		return@z 0;
|
	if (!count)
		return@z 0;
|
	if (0 == count)
		return@z 0;
|
	return@q count + C;
|
	return@q sizeof(E2);
|
	return@q sizeof E2;
|
	return@q strlen(buf);
|
	return@p E;
)
	...>
}

// The returns of 0 under a test that count is 0 (z), before the scripts
// that read zero_count.
@script:python@
z << ret.z;
@@
for x in z:
	zero_count.add((x.file, x.line))

// The returns of the next branches (q): count plus a constant, sizeof(),
// strlen(buf).
@script:python depends on report@
store << ret.store;
count << ret.count;
q << ret.q;
@@
coccilib.report.print_report(q[0], odd_message(store, returned(q), count))

@script:python depends on org@
store << ret.store;
count << ret.count;
q << ret.q;
@@
coccilib.org.print_todo(q[0], odd_message(store, returned(q), count))

@script:python depends on report@
store << ret.store;
count << ret.count;
E << ret.E;
p << ret.p;
@@
msg = return_message(store, E, count, p)
if msg:
	coccilib.report.print_report(p[0], msg)

@script:python depends on org@
store << ret.store;
count << ret.count;
E << ret.E;
p << ret.p;
@@
msg = return_message(store, E, count, p)
if msg:
	coccilib.org.print_todo(p[0], msg)

// The callees that a store() returns and that are int functions of this
// file (status_functions, filled above): localcall then searches the
// store()s once per such callee, not once per int function of the file
// (inheriting fn.f), most of which no store() returns.
@retcall depends on gate && context@
identifier store, buf, count, a, b;
type T1, T2;
identifier f;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	return f(...);
	...>
}

@script:python retfn@
f << retcall.f;
g;
@@
# Every other callee becomes one name that no code uses: dropping its
# match (cocci.include_match(False)) would stop the rules after this one
# in a file where no returned callee is local.
coccinelle.g = f if f in status_functions else "sysfscheck_no_such_function"

@localcall depends on gate && context@
identifier store, buf, count, a, b;
type T1, T2;
identifier retfn.g;
position p;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	return@p g(...);
	...>
}

@depends on gate && context@
position p = {zero.p, status.p, call.p, localcall.p, callvar.p, odd.p};
expression E;
@@

*	return@p E;

// ------------------------------------------------------------ patch

@depends on gate && patch@
identifier store, buf, count, a, b;
type T1, T2;
position p : script:python() { (p[0].file, p[0].line) not in zero_count };
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
-	return@p 0;
+	return count;
	...>
}

@depends on gate && patch@
identifier store, buf, count, a, b;
type T1, T2;
local idexpression x;
expression E, E2;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	x = E;
(
	if (x)
		return x;
|
	if (x < 0)
		return x;
)
	... when != x = E2
-	return x;
+	return count;
	...>
}

@depends on gate && patch@
identifier store, buf, count, a, b;
type T1, T2;
identifier f =~ "^(kstrto[a-z0-9_]*|regmap_(write|write_async|read|update_bits|update_bits_base|write_bits|set_bits|clear_bits|bulk_write|raw_write|field_write|field_update_bits_base)|i2c_smbus_write_(byte|byte_data|word_data|block_data|i2c_block_data)|spi_write|spi_sync|spi_write_then_read|device_(online|offline|add|register|rename|reprobe|set_wakeup_enable|wakeup_enable|wakeup_disable|init_wakeup|property_read_u32_array)|pm_runtime_resume_and_get|mutex_lock_interruptible|mutex_lock_killable|down_interruptible|clk_set_rate|clk_prepare_enable|regulator_(enable|disable|set_voltage)|gpiod_direction_(output|input)|pinctrl_select_state|request_firmware|kobject_uevent)$";
expression list args;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
-	return f(args);
+	return f(args) ?: count;
	...>
}

@depends on gate && patch@
identifier store, buf, count, a, b;
type T1, T2;
identifier fn.f;
expression list args;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
-	return f(args);
+	return f(args) ?: count;
	...>
}

// The status reaches the return through a goto (0 on the success path, an
// error otherwise), or from a call nothing checked: 'ret ?: count'.
@depends on gate && patch@
identifier store, buf, count, a, b;
type T1, T2;
local idexpression x;
expression E, E2;
identifier l;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	x = E;
(
	if (x)
		goto l;
|
	if (x < 0)
		goto l;
)
	... when != x = E2
-	return x;
+	return x ?: count;
	...>
}

@depends on gate && patch exists@
identifier store, buf, count, a, b;
type T1, T2;
identifier f =~ "^(kstrto[a-z0-9_]*|regmap_(write|write_async|read|update_bits|update_bits_base|write_bits|set_bits|clear_bits|bulk_write|raw_write|field_write|field_update_bits_base)|i2c_smbus_write_(byte|byte_data|word_data|block_data|i2c_block_data)|spi_write|spi_sync|spi_write_then_read|device_(online|offline|add|register|rename|reprobe|set_wakeup_enable|wakeup_enable|wakeup_disable|init_wakeup|property_read_u32_array)|pm_runtime_resume_and_get|mutex_lock_interruptible|mutex_lock_killable|down_interruptible|clk_set_rate|clk_prepare_enable|regulator_(enable|disable|set_voltage)|gpiod_direction_(output|input)|pinctrl_select_state|request_firmware|kobject_uevent)$";
local idexpression x;
@@

ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	... when any
	x = f(...);
	... when != x
-	return x;
+	return x ?: count;
}
