// SPDX-License-Identifier: MIT
/// An array of attribute, binary attribute or attribute group pointers
/// that sysfs walks until it finds NULL (a group's .attrs or .bin_attrs,
/// a ktype's .default_groups, a driver's .dev_groups, ATTRIBUTE_GROUPS(),
/// sysfs_create_files(), sysfs_create_groups(), device_add_groups(), ...)
/// must end with NULL: without it the walk reads past the end of the
/// array. Found: such an array that is empty or whose last element is not
/// NULL, when it reaches such a list directly or through a local variable
/// of a function, or is not static (another file may hand it to sysfs).
/// A sized array with room left ends in the zero fill; a size that is not
/// a number is left alone.
///
/// Patch mode appends NULL to an unsized array without designators.
//
// Confidence: High
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/api/sysfs-macros.h
// Keywords: sysfs, attribute, attribute_group, NULL terminator

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

terminator_reported = set()


def terminator_message(p, T, a, last, how):
	# The finding for the array a at p, once per array.
	key = (p[0].file, p[0].line, p[0].column)
	if key in terminator_reported:
		return None
	terminator_reported.add(key)
	noun = ("binary attribute array" if "bin_attribute" in T else
		"attribute group array" if "attribute_group" in T else
		"attribute array")
	if not last:
		return ("%s '%s' is empty: sysfs walks it through %s until it "
			"finds NULL; make it { NULL } [sysfs-attr-terminator]"
			% (noun, a, how))
	last = re.sub(r"(?<=[(\[&]) | (?=[])]|\.|->)|(?<=\.) |(?<=->) ", "",
		      last)
	return ("%s '%s' is not NULL-terminated (last element '%s'); sysfs "
		"walks it through %s until it finds NULL: add NULL as its last "
		"element [sysfs-attr-terminator]" % (noun, a, last, how))


def terminator_ends_null(I):
	# The last element written is NULL, 0 or (void *)0, designated or not.
	return re.match(r"(\[.*\]=)?(NULL|0|\(void\*\)0)$",
			I.replace(" ", "")) is not None


def terminator_room(N, IL):
	# A sized array has room left (it ends in the zero fill) when its
	# size is a number larger than its count of elements; a size that
	# is not a number is left alone.
	return not N.isdigit() or int(N) > len(IL.elements)

// Every array of these types and its last element, or none when it is
// empty: matching the last element costs far less than binding the whole
// list, which only the sized arrays left open need (terminator_room).
@terminator_open@
identifier a;
type T = {struct attribute *, struct bin_attribute *,
	  struct attribute_group *};
initializer I;
position p;
@@
(
T a@p[...] = { ..., I };
|
T a@p[...] = { };
)

// Only the arrays whose last element is not NULL go on.
@script:python terminator_last@
I << terminator_open.I = "";
@@
if I and terminator_ends_null(I):
	cocci.include_match(False)

@terminator_room depends on terminator_open@
identifier terminator_open.a;
type T;
initializer list IL;
expression N : script:python(IL) { terminator_room(N, IL) };
position terminator_open.p;
@@
T a@p[N] = { IL };

// The names the array goes by: its own, and a local variable it is
// assigned to.
@terminator_name depends on terminator_open && !terminator_room@
identifier terminator_open.a, x;
type T;
position terminator_open.p;
@@
(
T x@p[...] = ...;
|
x = a
|
T x = a;
)

// Where sysfs walks it: a list member set in an initializer or an
// assignment, a call taking a list, ATTRIBUTE_GROUPS().
@terminator_reach depends on terminator_name@
identifier terminator_name.x, y, z;
// BEGIN model-rows list-members: identifier m
identifier m = {attrs, bin_attrs, bin_attrs_new, default_attrs,
	default_groups};
// END model-rows
identifier g =~ "groups$";
// BEGIN model-rows list-arg-1: identifier f1
identifier f1 = {sysfs_create_files, sysfs_remove_files, sysfs_create_groups,
	sysfs_remove_groups, device_add_groups, device_remove_groups,
	devm_device_add_groups, sysfs_update_groups};
// END model-rows
// BEGIN model-rows list-arg-3: identifier f3
identifier f3 = {hwmon_device_register_with_groups,
	devm_hwmon_device_register_with_groups};
// END model-rows
// BEGIN model-rows list-arg-4: identifier f4
identifier f4 = {hwmon_device_register_with_info,
	devm_hwmon_device_register_with_info, device_create_with_groups};
// END model-rows
expression E, E1, E2, E3;
type T;
position pm, pa, pf;
@@
(
T y = { ..., .\(m\|g\) = x@pm, ... };
|
T y = { ..., .z = { ..., .\(m\|g\) = x@pm, ... }, ... };
|
E.\(m\|g\) = x@pa
|
E->\(m\|g\) = x@pa
|
\(f1@pf(E, x, ...)\|f3@pf(E1, E2, E3, x, ...)\|f4@pf(E1, E2, E3, E, x, ...)\)
)

// ATTRIBUTE_GROUPS(n) lists n_attrs in the group n_group it defines.
@script:python terminator_group@
x << terminator_name.x;
n;
@@
m = re.match(r"(\w+?)(_bin)?_attrs$", x)
coccinelle.n = cocci.make_ident(m.group(1) if m else "")

@terminator_groups depends on terminator_name@
declarer name ATTRIBUTE_GROUPS, BIN_ATTRIBUTE_GROUPS;
identifier terminator_group.n;
position pg;
@@
\(ATTRIBUTE_GROUPS@pg(n);\|BIN_ATTRIBUTE_GROUPS@pg(n);\)

// A file-scope array that is not static may reach sysfs from another file.
@terminator_static depends on terminator_open && !terminator_room@
identifier terminator_open.a;
type T;
position terminator_open.p;
@@
static T a@p[...] = ...;

@script:python terminator_how@
a << terminator_open.a;
p << terminator_open.p;
y << terminator_reach.y = "";
m << terminator_reach.m = "";
g << terminator_reach.g = "";
pm << terminator_reach.pm = [];
pa << terminator_reach.pa = [];
f1 << terminator_reach.f1 = "";
f3 << terminator_reach.f3 = "";
f4 << terminator_reach.f4 = "";
x << terminator_name.x;
n << terminator_group.n;
pg << terminator_groups.pg = [];
st << terminator_static.T = "";
how;
@@
if pm:
	coccinelle.how = "'.%s' of '%s'" % (m or g, y)
elif pa:
	coccinelle.how = "'.%s'" % (m or g)
elif f1 or f3 or f4:
	coccinelle.how = "%s()" % (f1 or f3 or f4)
elif pg:
	coccinelle.how = "'.%s' of '%s_group'" % (x[len(n) + 1:], n)
elif not st and p[0].current_element == a:
	coccinelle.how = "another file's code (it is not static)"
else:
	cocci.include_match(False)

@script:python depends on report@
p << terminator_open.p;
T << terminator_open.T;
a << terminator_open.a;
I << terminator_open.I = "";
how << terminator_how.how;
@@
msg = terminator_message(p, T, a, I, how)
if msg:
	coccilib.report.print_report(p[0], msg)

@script:python depends on org@
p << terminator_open.p;
T << terminator_open.T;
a << terminator_open.a;
I << terminator_open.I = "";
how << terminator_how.how;
@@
msg = terminator_message(p, T, a, I, how)
if msg:
	coccilib.org.print_todo(p[0], msg)

@depends on context && terminator_how@
identifier terminator_open.a;
position terminator_open.p;
type T;
@@
* T a@p[...] = ...;

// Patch mode: NULL after the last element of an unsized array without
// designators (after "[X] = e," it would overwrite element X + 1).
@terminator_designated depends on patch@
identifier terminator_open.a;
position terminator_open.p;
type T;
expression E;
initializer I;
@@
T a@p[] = { ..., [E] = I, ... };

@depends on patch && terminator_how && !terminator_designated@
identifier terminator_open.a;
position terminator_open.p;
type T;
initializer list IL;
@@
(
T a@p[] = {
+ NULL
  };
|
T a@p[] = { IL,
+ NULL,
  };
)
