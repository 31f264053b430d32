// SPDX-License-Identifier: MIT
/// A sysfs store() must return the number of bytes it consumed (count)
/// or a negative errno. One that returns 0 makes write(2) return 0, and
/// user space writes the same bytes again, for ever; one that returns
/// another number reports a short or impossible write. Found: 'return 0;',
/// a status tested non-zero and then returned ('if (ret) return ret; ...
/// return ret;'), the result of a call that returns 0 on success (the
/// kstrto*() parsers, regmap_write(), i2c_smbus_write_*(), ..., or an int
/// function of the same file that does not return its size_t parameter),
/// 'count + N', a positive constant, sizeof() (unless the store tested
/// that count equals it) and strlen(buf). Where the rule cannot tell
/// whether the path succeeded or failed, the advice names both: count
/// where the store succeeded, a negative errno where it failed.
///
/// A store() here is a function returning ssize_t whose parameters are
/// two struct pointers, 'const char *buf' and 'size_t count'.
///
/// Patch mode makes a call's result 'CALL ?: count' (or 'ret ?: count'),
/// and returns count instead of 0 or of a tested status only where the
/// way to that return passes no branch but an error return: there the
/// store has done its work.
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

# The findings (context mode marks them), the sizeof() returns the
# store() tested count against, the error returns (patch mode), and how
# to print.
store_found = set()
store_sized_at = set()
store_exits = set()
store_print = [coccilib.report.print_report]


def store_at(p):
	return (p[0].file, p[0].line, p[0].column)


def store_either(count):
	# The path may be a success or a failure: the rule cannot tell.
	return ("return '%s' where the store succeeded, a negative errno "
		"(-EBUSY, -EINVAL, ...) where it failed" % count)


def store_report(p, store, what):
	store_found.add(store_at(p))
	store_print[0](p[0], "store() '%s' %s [sysfs-store-return]"
		       % (store, what))


def store_zero(p, store, what, count):
	store_report(p, store, "returns %s: write(2) returns 0 and user space "
		     "writes the same bytes again: %s" % (what, store_either(count)))


def store_status(p, store, what, f, count):
	store_report(p, store, "returns %s, 0 when %s() succeeds: return '%s' "
		     "when it succeeds" % (what, f, count))


def store_text(e):
	return re.sub(r" ?([][().,]|->) ?", r"\1", e)


def store_return_findings(store, count, p0, pc, pk, ps, pf, px, C, R, f, x):
	# What store_return matched, less the calls of helpers (store_helper).
	if p0:
		store_zero(p0, store, "0", count)
	if pc:
		store_report(pc, store, "returns 'count + %s', more than it was "
			     "given: return '%s'" % (C, count))
	if pk:
		store_report(pk, store, "returns %s, not the count it was given: %s"
			     % (C, store_either(count)))
	R = store_text(R)
	if ps and store_at(ps) not in store_sized_at and \
	   not R.endswith(",%s)" % count):
		# (strnlen(buf, count) is given the count: at most count.)
		if R.startswith(("strlen", "strnlen")):
			store_report(ps, store, "returns '%s', which was not given "
				     "the count (the two differ when the bytes "
				     "written hold a NUL): %s" % (R, store_either(count)))
		else:
			store_report(ps, store, "returns '%s', not the count it was "
				     "given: %s" % (R, store_either(count)))
	if pf:
		store_status(pf, store, "what %s() returns" % f, f, count)
	if px:
		store_zero(px, store, "'%s', which is 0 on this path" % x, count)


def store_return_positive(c):
	try:
		return int(c.rstrip("uUlL"), 0) > 0
	except ValueError:
		return False

@initialize:python depends on org@
@@
store_print[0] = coccilib.org.print_todo

@initialize:python depends on context || patch@
@@
store_print[0] = lambda p, msg: None

// 'if (!count) return 0;' returns the count (the store()'s size_t).
@store_zero_count@
identifier store, buf, count, a, b;
type T1, T2;
position z;
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
	if (\(count == 0\|!count\|0 == count\)) return@z 0;
	...>
}

@store_return@
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
expression E, E2, R;
constant C;
position p0 != store_zero_count.z, pc, ps, pf, ph, px;
position pk : script:python(C) { store_return_positive(C) };
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
(
	return@p0 0;
|
	return@pc count + C;
|
	return@pk C;
|
	return@ps \(R \& \(sizeof(E)\|sizeof(T)\|strlen(buf)\|strnlen(buf, E)\)\);
|
	return@pf f(...);
|
	return@pf cr(...);
|
	return@ph h(...);
|
	x = E;
	if (x) \(return x;\|goto l;\)
	... when != x = E2
	return@px x;
|
	x = f(...);
	if (x < 0) \(return x;\|goto l;\)
	... when != x = E2
	return@px x;
)
	...>
}

// A sizeof() returned after the store() rejected every other count
// ('if (count != sizeof(map)) return -EINVAL;'): the count itself.
@store_sized exists@
identifier store_return.store, store_return.count;
expression store_return.R;
position store_return.ps, q;
statement S;
@@
store(...)
{
	... when any
	if (\(count != R\|R != count\)) S
	... when any
	return@ps@q R;
}

@script:python@
p << store_sized.q;
@@
store_sized_at.add(store_at(p))

// A status kept from such a call: on some path nothing reads it before
// it is returned.
@store_status exists@
identifier store, buf, count, a, b;
type T1, T2;
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

// A function store() returns the result of: an int function of the
// file, unless it returns its size_t parameter or stores it in what it
// returns (then it gives the count back).
@script:python store_calls@
h << store_return.h;
@@
pass

@store_count_helper depends on store_calls@
identifier store_return.h, n;
expression E;
@@
int h(..., size_t n, ...) { <+... \(return n;\|E = n\) ...+> }

@store_helper depends on store_calls && !store_count_helper@
identifier store_return.h;
@@
int h(...) { ... }

@script:python depends on report || org || context@
store << store_return.store;
count << store_return.count;
p0 << store_return.p0 = [];
pc << store_return.pc = [];
pk << store_return.pk = [];
ps << store_return.ps = [];
pf << store_return.pf = [];
px << store_return.px = [];
C << store_return.C = "";
R << store_return.R = "";
f << store_return.f = "";
cr << store_return.cr = "";
x << store_return.x = "";
@@
store_return_findings(store, count, p0, pc, pk, ps, pf, px, C, R, f or cr, x)

@script:python depends on report || org || context@
store << store_status.store;
count << store_status.count;
f << store_status.f;
x << store_status.x;
p << store_status.p;
@@
store_status(p, store, "'%s', what %s() returns" % (x, f), f, count)

@script:python depends on (report || org || context) && store_helper@
store << store_return.store;
count << store_return.count;
h << store_return.h;
p << store_return.ph;
@@
store_status(p, store, "what %s() returns" % h, h, count)

@depends on context@
position p : script:python() { store_at(p) in store_found };
expression E;
@@
*	return@p E;

// Patch mode. A call's status, returned as it is, is the store's:
// 'CALL ?: count' keeps its errors.
@depends on patch exists@
identifier store, buf, count, a, b;
type T1, T2;
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
local idexpression x;
expression list args;
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	... when any
(
-	return f(args);
+	return f(args) ?: count;
|
	x = f(...);
	... when != x
-	return x;
+	return x ?: count;
)
}

// A 0, or a status tested non-zero, that the store() returns where it
// has done its work: the way there passes no test but the error returns
// (collected first) and no loop. Elsewhere 0 may be a failure, and count
// would make it a silent success.
@store_exit depends on patch@
local idexpression x;
expression E, E2;
constant C;
position q;
@@
(
if@q (E) \(return -C;\|return x;\|return PTR_ERR(E2);\)
|
if@q (E) { ... \(return -C;\|return x;\|return PTR_ERR(E2);\) }
)

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
position p != store_zero_count.z;
position q : script:python() { store_at(q) not in store_exits };
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	... when != if@q (E0) S
	    when != while (E0) S
	    when != for (...;...;...) S
(
-	return@p 0;
+	return count;
|
	x = E;
	if (x) return x;
	... when != x = E2
	    when != if@q (E0) S
	    when != while (E0) S
	    when != for (...;...;...) S
-	return x;
+	return count;
|
	x = E;
	if (x) goto l;
	... when != x = E2
	    when != if@q (E0) S
	    when != while (E0) S
	    when != for (...;...;...) S
-	return x;
+	return x ?: count;
)
}

@depends on patch && store_helper@
identifier store, buf, count, a, b, store_return.h;
type T1, T2;
expression list args;
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	<...
-	return h(args);
+	return h(args) ?: count;
	...>
}
