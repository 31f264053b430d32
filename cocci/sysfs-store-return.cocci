// SPDX-License-Identifier: MIT
/// A sysfs store() must return the number of bytes it consumed (count)
/// or a negative errno: with 0, write(2) returns 0 and user space writes
/// the same bytes again, for ever; another number reports a short or
/// impossible write. Found: 'return 0;', a status tested non-zero then
/// returned, the result of a call that returns 0 on success (kstrto*(),
/// regmap_write(), ..., or an int function of the file that does not give
/// its size_t back), 'count + N', a positive constant, sizeof() (unless
/// count was tested equal to it) and strlen(buf), in a function returning
/// ssize_t whose parameters are two struct pointers, 'const char *buf' and
/// 'size_t count'. Patch mode makes a call's result 'CALL ?: count', and
/// returns count instead of 0 or of a tested status only where the way to
/// that return passes no branch but an error return.
//
// Confidence: Moderate
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/api/sysfs-macros.h
// Keywords: sysfs, store, count, kstrtoul

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

# A file's matches, judged once all is known (the returns that give the
# count back, the helpers); the findings (context marks them), the returns
# patch mode makes 'E ?: count', the error returns, and how to print.
store_matches = []
store_counted = set()
store_helpers = set()
store_found = set()
store_status_at = set()
store_exits = set()
store_print = [coccilib.report.print_report]
STORE_ZERO = "write(2) returns 0 and user space writes the same bytes again"

def store_at(p):
	return (p[0].file, p[0].line, p[0].column)

def store_report(p, store, what, count, either=True):
	# Either: the path may be a success or a failure, the rule cannot tell.
	store_found.add(store_at(p))
	if either:
		what += (": return '%s' where the store succeeded, a negative "
			 "errno (-EBUSY, -EINVAL, ...) where it failed" % count)
	store_print[0](p[0], "store() '%s' %s [sysfs-store-return]"
		       % (store, what))

def store_positive(c):
	try:
		return int(c.rstrip("uUlL"), 0) > 0
	except ValueError:
		return False

def store_judge(store, count, buf, pr, p0, pc, pk, ps, pl, pf, ph, px, pt,
		C, K, E, T, f, cr, h, x):
	# One match of store_return: what a return (pr, px, pt) returns.
	E = re.sub(r" ?([][().,]|->) ?", r"\1", E)
	if pr and store_at(pr) in store_counted:
		return
	if p0 or px:
		store_report(pr or px, store, "returns %s: %s" % (
			"'%s', which is 0 on this path" % x if px else "0",
			STORE_ZERO), count)
	if pc:
		store_report(pr, store, "returns 'count + %s', more than it was "
			     "given: return '%s'" % (C, count), count, False)
	if pk or ps:
		store_report(pr, store, "returns %s, not the count it was given"
			     % (K or "'sizeof(%s)'" % (E or T)), count)
	if pl:
		store_report(pr, store, "returns '%s', which was not given the "
			     "count (the two differ when the bytes written hold "
			     "a NUL)" % ("strnlen(%s,%s)" % (buf, E) if E else
					 "strlen(%s)" % buf), count)
	if pf or pt or ph and h in store_helpers:
		g = f or cr or h
		store_report(pr or pt, store, "returns %s, 0 when %s() succeeds: "
			     "return '%s' when it succeeds" % ("'%s', what %s() "
			     "returns" % (x, g) if pt else "what %s() returns" % g,
			     g, count), count, False)
		if not cr:
			store_status_at.add(store_at(pr or pt))

@initialize:python depends on org@
@@
store_print[0] = coccilib.org.print_todo

@initialize:python depends on context || patch@
@@
store_print[0] = lambda p, msg: None

// Each return of a store() that may be wrong (pr, px, pt), and those that
// return the count (pe): 'if (!count) return 0;', and 'return sizeof(map);'
// after 'if (count != sizeof(map)) return -EINVAL;'.
@store_return exists@
identifier store, buf, count, a, b, l, h;
type T1, T2, T;
// BEGIN model-rows status: identifier f
identifier f = {kstrtoul, kstrtol, _kstrtoul, _kstrtol, kstrtoull, kstrtoll,
	kstrtouint, kstrtoint, kstrtou64, kstrtos64, kstrtou32, kstrtos32, kstrtou16,
	kstrtos16, kstrtou8, kstrtos8, kstrtobool, kstrtoint_from_user, regmap_write,
	regmap_write_async, regmap_read, regmap_update_bits, regmap_update_bits_base,
	regmap_write_bits, regmap_set_bits, regmap_clear_bits, regmap_bulk_write,
	regmap_raw_write, regmap_field_write, regmap_field_update_bits_base,
	i2c_smbus_write_byte, i2c_smbus_write_byte_data, i2c_smbus_write_word_data,
	i2c_smbus_write_block_data, i2c_smbus_write_i2c_block_data, spi_write,
	spi_sync, spi_write_then_read, device_online, device_offline, device_add,
	device_register, device_rename, device_reprobe, device_set_wakeup_enable,
	device_wakeup_enable, device_wakeup_disable, device_init_wakeup,
	device_property_read_u32_array, pm_runtime_resume_and_get,
	mutex_lock_interruptible, mutex_lock_killable, down_interruptible,
	clk_set_rate, clk_prepare_enable, regulator_enable, regulator_disable,
	regulator_set_voltage, gpiod_direction_output, gpiod_direction_input,
	pinctrl_select_state, request_firmware, kobject_uevent, kobject_uevent_env,
	led_set_brightness_sync, input_register_device};
// END model-rows
// BEGIN model-rows creates: identifier cr
identifier cr = {sysfs_create_file, sysfs_create_file_ns, sysfs_create_files,
	sysfs_create_bin_file, sysfs_create_link, sysfs_create_link_nowarn,
	sysfs_create_group, sysfs_create_groups, sysfs_merge_group,
	device_create_file, device_create_bin_file, device_add_groups,
	device_add_group, driver_create_file, class_create_file, class_create_file_ns,
	bus_create_file};
// END model-rows
local idexpression x;
expression E, R;
constant C;
constant K : script:python() { store_positive(K) };
statement S;
position pe, pr, p0, pc, pk, ps, pl, pf, ph, px, pt;
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	... when any
(
	if (\(count == 0\|!count\|0 == count\)) return@pe 0;
|
	if (\(count != R\|R != count\)) S
	... when any
	return@pe R;
|
	return@pr \(0@p0\|count + C@pc\|K@pk\|strnlen(buf, count)\|sizeof(E)@ps\|
		    sizeof(T)@ps\|strlen(buf)@pl\|strnlen(buf, E)@pl\|f(...)@pf\|
		    cr(...)@pf\|h(...)@ph\);
|
	x = E;
	if (x) \(return x;\|goto l;\)
	... when != x
	return@px x;
|
	x = f(...);
	if (x < 0) \(return x;\|goto l;\)
	... when != x
	return@px x;
|
	x = f(...);
	... when != x
	return@pt x;
)
	... when any
}

@script:python@
store << store_return.store;
count << store_return.count;
pe << store_return.pe = [];
pr << store_return.pr = [];
p0 << store_return.p0 = [];
pc << store_return.pc = [];
pk << store_return.pk = [];
ps << store_return.ps = [];
pl << store_return.pl = [];
pf << store_return.pf = [];
ph << store_return.ph = [];
px << store_return.px = [];
pt << store_return.pt = [];
C << store_return.C = "";
K << store_return.K = "";
buf << store_return.buf;
E << store_return.E = "";
T << store_return.T = "";
f << store_return.f = "";
cr << store_return.cr = "";
h << store_return.h = "";
x << store_return.x = "";
@@
if pe:
	store_counted.add(store_at(pe))
else:
	store_matches.append((store, count, buf, pr, p0, pc, pk, ps, pl, pf, ph,
			      px, pt, C, K, E, T, f, cr, h, x))

// An int function of the file that store() returns the result of is a
// status, unless it returns its size_t parameter (or stores it).
@script:python store_calls@
h << store_return.h;
@@
pass

@store_count_helper depends on store_calls@
identifier store_return.h, n;
expression E, E2;
@@
int h(..., size_t n, ...)
{ <+... \(return n;\|return E ? E2 : n;\|E = n\) ...+> }

@store_helper depends on store_calls && !store_count_helper@
identifier store_return.h;
@@
int h(...) { ... }

@script:python depends on store_helper@
h << store_return.h;
@@
store_helpers.add(h)

@script:python@
@@
for m in store_matches:
	store_judge(*m)
del store_matches[:]
store_counted.clear()
store_helpers.clear()

@depends on context@
position p : script:python() { store_at(p) in store_found };
expression E;
@@
*	return@p E;

// Patch mode. A status returned as it is becomes 'CALL ?: count'. A 0, or
// a status tested non-zero, becomes count where the way there passes no
// test but the error returns (collected first) and no loop: elsewhere 0
// may be a failure, and count would make it a silent success.
@depends on patch@
identifier store, buf, count, a, b;
type T1, T2;
expression E;
position p : script:python() { store_at(p) in store_status_at };
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
-	return@p E;
+	return E ?: count;
	...>
}

@store_exit depends on patch@
local idexpression x;
expression E, E2;
constant C;
position q;
@@
if@q (E) \(return -C;\|return x;\|return PTR_ERR(E2);\|
	   { ... \(return -C;\|return x;\|return PTR_ERR(E2);\) }\)

@script:python@
q << store_exit.q;
@@
store_exits.add(store_at(q))

@depends on patch exists@
identifier store, buf, count, a, b, l;
type T1, T2;
local idexpression x;
expression E, E0, E2;
statement S;
position p : script:python() { store_at(p) in store_found };
position q : script:python() { store_at(q) not in store_exits };
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	... when != if@q (E0) S
	    when != \(while (E0) S\|for (...;...;...) S\)
(
-	return@p 0;
+	return count;
|
	x = E;
	if (x) return x;
	... when != x = E2
	    when != if@q (E0) S
	    when != \(while (E0) S\|for (...;...;...) S\)
-	return x;
+	return count;
|
	x = E;
	if (x) goto l;
	... when != x = E2
	    when != if@q (E0) S
	    when != \(while (E0) S\|for (...;...;...) S\)
-	return x;
+	return x ?: count;
)
}
