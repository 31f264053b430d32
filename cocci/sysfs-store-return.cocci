// SPDX-License-Identifier: MIT
/// A sysfs store() must return the number of bytes it consumed (count)
/// or a negative errno. One that returns 0 when it succeeds makes
/// write(2) return 0, and user space writes the same bytes again, for
/// ever; one that returns another number reports a short or impossible
/// write. Found: 'return 0;', a status checked for an error and then
/// returned ('if (ret) return ret; ... return ret;'), the result of a
/// call that returns 0 on success (the kstrto*() parsers, regmap_write(),
/// i2c_smbus_write_*(), ..., or an int function of the same file that
/// does not return its size_t parameter), 'count + N', a positive
/// constant, sizeof() and strlen(buf).
///
/// A store() here is a function returning ssize_t whose parameters are
/// two struct pointers, 'const char *buf' and 'size_t count'.
///
/// Patch mode returns count instead of 0 or of a status checked by a
/// return, 'CALL ?: count' instead of a call's result, and 'ret ?: count'
/// when the status reaches the return through a goto or from such a
/// call.
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


def store_return_zero(store, what, count):
	return ("store() '%s' returns %s: write(2) then returns 0 and user "
		"space writes the same bytes again, for ever; return '%s' once "
		"it succeeded [sysfs-store-return]" % (store, what, count))


def store_return_findings(store, count, p0, pc, pk, ps, pf, px, C, R, f, x):
	# What store_return matched, less the calls of helpers (store_helper).
	odd = ("store() '%s' returns '%%s', not the count of bytes it was "
	       "given: write(2) reports a short or impossible write; return "
	       "'%s' [sysfs-store-return]" % (store, count))
	if p0:
		yield p0, store_return_zero(store, "0", count)
	if pc:
		yield pc, odd % ("count + " + C)
	if pk:
		yield pk, odd % C
	if ps:
		yield ps, odd % re.sub(r" ?([][().,]|->) ?", r"\1", R)
	if pf:
		yield pf, store_return_zero(
			store, "what %s() returns, 0 when it succeeds" % f, count)
	if px:
		yield px, store_return_zero(
			store, "'%s', which is 0 when it succeeds" % x, count)


def store_return_positive(c):
	try:
		return int(c.rstrip("uUlL"), 0) > 0
	except ValueError:
		return False

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
	return@ps \(R \& \(sizeof(E)\|sizeof(T)\|strlen(buf)\)\);
|
	return@pf f(...);
|
	return@ph h(...);
|
	x = E;
	if (\(x\|x < 0\)) \(return x;\|goto l;\)
	... when != x = E2
	return@px x;
)
	...>
}

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

@script:python depends on report@
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
x << store_return.x = "";
@@
for p, msg in store_return_findings(store, count, p0, pc, pk, ps, pf, px,
				    C, R, f, x):
	coccilib.report.print_report(p[0], msg)

@script:python depends on report@
store << store_status.store;
count << store_status.count;
f << store_status.f;
x << store_status.x;
p << store_status.p;
@@
coccilib.report.print_report(p[0], store_return_zero(
	store, "'%s', what %s() returns, 0 when it succeeds" % (x, f), count))

@script:python depends on org@
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
x << store_return.x = "";
@@
for p, msg in store_return_findings(store, count, p0, pc, pk, ps, pf, px,
				    C, R, f, x):
	coccilib.org.print_todo(p[0], msg)

@script:python depends on org@
store << store_status.store;
count << store_status.count;
f << store_status.f;
x << store_status.x;
p << store_status.p;
@@
coccilib.org.print_todo(p[0], store_return_zero(
	store, "'%s', what %s() returns, 0 when it succeeds" % (x, f), count))

@script:python depends on report && store_helper@
store << store_return.store;
count << store_return.count;
h << store_return.h;
p << store_return.ph;
@@
coccilib.report.print_report(p[0], store_return_zero(
	store, "what %s() returns, 0 when it succeeds" % h, count))

@script:python depends on org && store_helper@
store << store_return.store;
count << store_return.count;
h << store_return.h;
p << store_return.ph;
@@
coccilib.org.print_todo(p[0], store_return_zero(
	store, "what %s() returns, 0 when it succeeds" % h, count))

@depends on context@
position p = {store_return.p0, store_return.pc, store_return.pk,
	      store_return.ps, store_return.pf, store_return.px,
	      store_status.p};
expression E;
@@
*	return@p E;

@depends on context && store_helper@
position store_return.ph;
expression E;
@@
*	return@ph E;

@depends on patch exists@
identifier store, buf, count, a, b, l;
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
expression E, E2;
expression list args;
position p != store_zero_count.z;
@@
ssize_t store(T1 *a, T2 *b, const char *buf, size_t count)
{
	... when any
(
-	return@p 0;
+	return count;
|
-	return f(args);
+	return f(args) ?: count;
|
	x = f(...);
	... when != x
-	return x;
+	return x ?: count;
|
	x = E;
	if (\(x\|x < 0\)) return x;
	... when != x = E2
-	return x;
+	return count;
|
	x = E;
	if (\(x\|x < 0\)) goto l;
	... when != x = E2
-	return x;
+	return x ?: count;
)
	... when any
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
