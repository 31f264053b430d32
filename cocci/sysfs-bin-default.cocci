// SPDX-License-Identifier: MIT
/// A binary attribute (struct bin_attribute) registered as an ordinary
/// one: its .attr listed in an array of struct attribute pointers (a
/// group's .attrs, a ktype's default_attrs) or passed to
/// sysfs_create_file(), device_create_file(), driver_create_file(), ...
/// sysfs then serves it through the kobject's show()/store() and never
/// calls the bin_attribute's read()/write(): reads return garbage or fail.
/// List it in a group's .bin_attrs, or create it with
/// sysfs_create_bin_file() or device_create_bin_file().
///
/// Patch mode moves the entry of an attribute array to a new .bin_attrs
/// array of the group when the array lists one binary attribute named by
/// a BIN_ATTR*() macro (bin_attr_<name>) and the group is defined in the
/// file with .attrs naming that array and has no .bin_attrs yet.
//
// Confidence: High
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/api/sysfs-macros.h
// Keywords: sysfs, bin_attribute, attribute_group, bin_attrs

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

# Patch mode: attribute arrays with more than one binary attribute.
bin_default_several = set()


def bin_default_message(E, a, f):
	# The finding for E, an element of the array a or an argument of f.
	E = re.sub(r"(?<=[(&]) | (?=[)]|\.|->)|(?<=\.) |(?<=->) |(?<=\)) (?=&)",
		   "", E)
	if a:
		where, how = ("in attribute array '%s'" % a,
			      "list it in a group's .bin_attrs instead")
	elif f in ("sysfs_create_file", "device_create_file"):
		bin = f.replace("_file", "_bin_file")
		where, how = ("passed to %s()" % f,
			      "create it with %s() and remove it with %s()"
			      % (bin, bin.replace("create", "remove")))
	else:
		where, how = ("passed to %s()" % f, "%s() has no binary form: "
			      "create it with sysfs_create_bin_file() on the "
			      "object's kobject" % f)
	return ("binary attribute '%s' %s: sysfs would serve it through "
		"show()/store(), not read()/write(); %s [sysfs-bin-default]"
		% (E, where, how))

// The binary attributes BIN_ATTR*() declares: bin_attr_<name>.
@bin_default_macro@
declarer d =~ "^BIN_ATTR(_RO|_RW|_WO|_ADMIN_RO|_ADMIN_RW)?$";
identifier n;
@@
d(n, ...);

@script:python bin_default_name@
n << bin_default_macro.n;
b;
@@
coccinelle.b = cocci.make_ident("bin_attr_" + n)

// A binary attribute whose type spatch knows is declared in the file:
// a variable, a parameter, a member.
@bin_default_declared@
@@
struct bin_attribute

// A binary attribute where an ordinary one goes: a variable, member or
// element whose type spatch knows from the file (typed), or one BIN_ATTR*()
// declared (named).
@bin_default_typed depends on bin_default_declared@
struct bin_attribute B;
struct bin_attribute *P;
type T;
identifier a;
// BEGIN model-rows file-creates: identifier f
identifier f = {sysfs_create_file, sysfs_create_file_ns, device_create_file,
	driver_create_file, class_create_file, class_create_file_ns, bus_create_file};
// END model-rows
expression K, E;
position p;
@@
(
struct attribute *a[...] = { ...,
	\(E@p \& \(&B.attr\|&P->attr\|(T)&B\|(T)P\)\), ... };
|
f(K, \(E@p \& \(&B.attr\|&P->attr\|(T)&B\|(T)P\)\))
)

@bin_default_named depends on bin_default_macro@
identifier bin_default_name.b, a;
type T;
// BEGIN model-rows file-creates: identifier f
identifier f = {sysfs_create_file, sysfs_create_file_ns, device_create_file,
	driver_create_file, class_create_file, class_create_file_ns, bus_create_file};
// END model-rows
expression K, E;
position p;
@@
(
struct attribute *a[...] = { ..., \(E@p \& \(&b.attr\|(T)&b\)\), ... };
|
f(K, \(E@p \& \(&b.attr\|(T)&b\)\))
)

@script:python depends on report@
E << bin_default_typed.E;
p << bin_default_typed.p;
a << bin_default_typed.a = "";
f << bin_default_typed.f = "";
@@
coccilib.report.print_report(p[0], bin_default_message(E, a, f))

@script:python depends on org@
E << bin_default_typed.E;
p << bin_default_typed.p;
a << bin_default_typed.a = "";
f << bin_default_typed.f = "";
@@
coccilib.org.print_todo(p[0], bin_default_message(E, a, f))

@script:python depends on report@
E << bin_default_named.E;
p << bin_default_named.p;
a << bin_default_named.a = "";
f << bin_default_named.f = "";
@@
coccilib.report.print_report(p[0], bin_default_message(E, a, f))

@script:python depends on org@
E << bin_default_named.E;
p << bin_default_named.p;
a << bin_default_named.a = "";
f << bin_default_named.f = "";
@@
coccilib.org.print_todo(p[0], bin_default_message(E, a, f))

@depends on context@
position p = {bin_default_typed.p, bin_default_named.p};
expression E;
@@
* E@p

// A group defined in the file whose .attrs array lists one binary
// attribute declared by a BIN_ATTR*() macro (bin_attr_<name>), and that
// has no .bin_attrs yet: the entry moves to a new array
// <prefix>_bin_attrs named in the group's .bin_attrs.

@bin_default_pr depends on patch@
identifier A;
identifier X =~ "^bin_attr_";
@@
struct attribute *A[] = {
	...,
	&X.attr,
	...
};

@bin_default_pg depends on bin_default_pr@
identifier bin_default_pr.A, G;
@@
struct attribute_group G = {
	...,
	.attrs = A,
	...
};

@bin_default_phasbin depends on bin_default_pg@
identifier bin_default_pg.G;
expression E;
@@
struct attribute_group G = {
	...,
	.bin_attrs = E,
	...
};

// Only an array with one binary attribute: more would make several
// bin_attrs arrays of the same name.
@bin_default_pother depends on bin_default_pg && !bin_default_phasbin@
identifier bin_default_pr.A;
identifier Y =~ "^bin_attr_";
@@
struct attribute *A[] = {
	...,
	&Y.attr,
	...
};

@script:python depends on bin_default_pother@
x << bin_default_pr.X;
y << bin_default_pother.Y;
a << bin_default_pr.A;
@@
if x != y:
	bin_default_several.add(a)

@script:python bin_default_pmk depends on bin_default_pg && !bin_default_phasbin@
a << bin_default_pr.A;
b;
arr;
@@
if a in bin_default_several:
	cocci.include_match(False)
coccinelle.arr = cocci.make_ident(a)
coccinelle.b = cocci.make_ident(a[:-len('attrs')] + 'bin_attrs' if a.endswith('attrs') else a + '_bin_attrs')

@depends on bin_default_pg && !bin_default_phasbin@
identifier bin_default_pr.X, bin_default_pmk.arr;
@@
struct attribute *arr[] = {
	...,
-	&X.attr,
	...
};

@depends on bin_default_pg && !bin_default_phasbin@
identifier bin_default_pr.A, bin_default_pr.X, bin_default_pg.G, bin_default_pmk.b;
@@
+static struct bin_attribute *b[] = {
+	&X,
+	NULL,
+};
+
struct attribute_group G = {
	...,
	.attrs = A,
+	.bin_attrs = b,
	...
};

// The same for an array behind ATTRIBUTE_GROUPS(<name>): the macro gives
// way to the group it would define, with .bin_attrs, and
// __ATTRIBUTE_GROUPS(<name>).
@bin_default_pag depends on bin_default_pr@
declarer name ATTRIBUTE_GROUPS;
identifier N;
@@
ATTRIBUTE_GROUPS(N);

@bin_default_pagother depends on bin_default_pag@
identifier bin_default_pr.A;
identifier Y =~ "^bin_attr_";
@@
struct attribute *A[] = {
	...,
	&Y.attr,
	...
};

@script:python depends on bin_default_pagother@
x << bin_default_pr.X;
y << bin_default_pagother.Y;
a << bin_default_pr.A;
@@
if x != y:
	bin_default_several.add(a)

@script:python bin_default_pagmk depends on bin_default_pag@
a << bin_default_pr.A;
n << bin_default_pag.N;
b;
g;
arr;
@@
if a in bin_default_several or a != n + '_attrs':
	cocci.include_match(False)
coccinelle.arr = cocci.make_ident(a)
coccinelle.b = cocci.make_ident(n + '_bin_attrs')
coccinelle.g = cocci.make_ident(n + '_group')

@depends on bin_default_pag@
identifier bin_default_pr.X, bin_default_pagmk.arr;
@@
struct attribute *arr[] = {
	...,
-	&X.attr,
	...
};

@depends on bin_default_pag@
declarer name ATTRIBUTE_GROUPS, __ATTRIBUTE_GROUPS;
identifier bin_default_pr.A, bin_default_pr.X, bin_default_pag.N, bin_default_pagmk.b, bin_default_pagmk.g;
@@
-ATTRIBUTE_GROUPS(N);
+static struct bin_attribute *b[] = {
+	&X,
+	NULL,
+};
+
+static const struct attribute_group g = {
+	.attrs = A,
+	.bin_attrs = b,
+};
+__ATTRIBUTE_GROUPS(N);
