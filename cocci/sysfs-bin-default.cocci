// SPDX-License-Identifier: MIT
/// A binary attribute (struct bin_attribute) registered as an ordinary
/// one: its .attr listed in an array of struct attribute pointers (a
/// group's .attrs, a ktype's default_attrs) or passed to
/// sysfs_create_file(), device_create_file(), driver_create_file(), ...
/// sysfs then serves it through the kobject's show()/store() and never
/// calls the bin_attribute's read()/write(): reads return garbage or fail.
/// List it in a group's .bin_attrs, or create it with
/// sysfs_create_bin_file() / device_create_bin_file().
///
/// Patch mode moves the entry of an attribute array to a new .bin_attrs
/// array of the group when the array lists one binary attribute named by
/// a BIN_ATTR*() macro (bin_attr_<name>) and the group is defined in the
/// file with .attrs naming that array and has no .bin_attrs yet.
//
// Confidence: High
// Copyright: (C) 2026 sysfscheck authors
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/sysfs/sysfs-macros.h
// Keywords: sysfs, bin_attribute, attribute_group, bin_attrs
// URL: docs/checks/sysfs-bin-default.md

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# Patch mode: attribute arrays with more than one binary attribute.
several_bins = set()
import re

# Per file: names of binary attributes (variables, and fields of a
# structure type that are binary attributes), and pointers to them: file
# scope ones in 'ptrs', a function's parameters and locals in 'local'
# under the function's name, so that another function's parameter of the
# same name (base/core.c: device_create_file()'s device_attribute 'attr'
# above device_create_bin_file()'s bin_attribute 'attr') is not taken
# for one.
BIN = {}
CREATE_FILE = {
    'sysfs_create_file': ('sysfs_create_bin_file', 'sysfs_remove_bin_file'),
    'device_create_file': ('device_create_bin_file', 'device_remove_bin_file'),
    'driver_create_file': None,
    'class_create_file': None,
    'bus_create_file': None,
}


def names(p):
    f = p[0].file
    if f not in BIN:
        BIN[f] = {'vars': set(), 'fields': set(), 'ptrs': set(), 'local': {}}
    return BIN[f]


def add_ptr(p, b):
    # The element a position is in is the function for a parameter or a
    # local, the declared name itself for a file scope declaration.
    n = names(p)
    where = p[0].current_element
    if where == b:
        n['ptrs'].add(b)
    else:
        n['local'].setdefault(where, set()).add(b)


def ptrs_at(p):
    n = names(p)
    return n['ptrs'] | n['local'].get(p[0].current_element, set())


def compact(e):
    e = re.sub(r'\s*(->|\.)\s*', r'\1', e)
    e = re.sub(r'\(\s*', '(', e)
    e = re.sub(r'\s*\)', ')', e)
    e = re.sub(r'\s*\*\s*\)', ' *)', e)
    e = re.sub(r'&\s+', '&', e)
    return e.strip()


def is_bin(p, e):
    # Does e (text) at p stand for the attr of a binary attribute, or for
    # a binary attribute cast to an ordinary one?
    n = names(p)
    e = compact(e)
    m = re.match(r'^\((const\s+)?struct\s+\w+\s*\*\)\s*(.*)$', e)
    cast = m is not None
    if cast:
        e = m.group(2).strip()
    # &X.attr, &P->attr, or (cast)&X
    m = re.match(r'^&(.*)\.attr$', e)
    if m:
        return is_bin_object(n, m.group(1))
    m = re.match(r'^&?(\w+)->attr$', e) or re.match(r'^(\w+)$', e)
    if m and m.group(1) in ptrs_at(p) and (cast or e.endswith('->attr')):
        return True
    m = re.match(r'^&(.*)$', e)
    if m and cast:
        return is_bin_object(n, m.group(1))
    return False


def is_bin_object(n, x):
    x = x.strip()
    if re.match(r'^\w+$', x):
        return x in n['vars']
    m = re.match(r'^.*(\.|->)(\w+)$', x)
    if m:
        return m.group(2) in n['fields']
    m = re.match(r'^(\w+)\[.*\]$', x)
    return bool(m) and m.group(1) in n['vars']


def elem_message(E, a):
    return ("binary attribute '%s' in attribute array '%s': sysfs would serve "
            "it through show()/store(), not read()/write(); list it in a "
            "group's .bin_attrs instead [sysfs-bin-default]" % (compact(E), a))


def call_message(f, E):
    bin = CREATE_FILE.get(f)
    if bin:
        how = "create it with %s() and remove it with %s()" % bin
    else:
        how = ("%s() has no binary form: create it with sysfs_create_bin_file() "
               "on the object's kobject" % f)
    return ("binary attribute '%s' passed to %s(): sysfs would serve it "
            "through show()/store(), not read()/write(); %s [sysfs-bin-default]"
            % (compact(E), f, how))

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


// The gate: a file without these words cannot give a finding of this
// rule file (they name what every rule below needs), so every SmPL rule
// depends on this one and spatch matches none of them against such a file.
// scripts/sysfscheck-cocci reads the same words (grep -E) to choose the
// rule files a run needs.
@script:python gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'bin_attr|BIN_ATTR'):
	cocci.include_match(False)

// Binary attributes: declared through the macros, defined, fields.
@bmacro depends on gate@
declarer name BIN_ATTR, BIN_ATTR_RO, BIN_ATTR_RW, BIN_ATTR_WO;
declarer name BIN_ATTR_ADMIN_RO, BIN_ATTR_ADMIN_RW;
identifier b;
position p;
@@
(
BIN_ATTR@p(b, ...);
|
BIN_ATTR_RO@p(b, ...);
|
BIN_ATTR_RW@p(b, ...);
|
BIN_ATTR_WO@p(b, ...);
|
BIN_ATTR_ADMIN_RO@p(b, ...);
|
BIN_ATTR_ADMIN_RW@p(b, ...);
)

@script:python@
b << bmacro.b;
p << bmacro.p;
@@
names(p)['vars'].add('bin_attr_' + b)

@bvar depends on gate@
identifier b;
position p;
@@
(
struct bin_attribute b@p;
|
struct bin_attribute b@p = ...;
|
struct bin_attribute b@p[...];
|
struct bin_attribute b@p[...] = ...;
|
const struct bin_attribute b@p = ...;
)

@script:python@
b << bvar.b;
p << bvar.p;
@@
names(p)['vars'].add(b)

@bptr depends on gate@
identifier b;
position p;
@@
(
struct bin_attribute *b@p;
|
struct bin_attribute *b@p = ...;
|
const struct bin_attribute *b@p;
|
const struct bin_attribute *b@p = ...;
)

@script:python@
b << bptr.b;
p << bptr.p;
@@
add_ptr(p, b)

@bparam depends on gate@
identifier f, b;
position p;
@@
f(..., struct bin_attribute *b@p, ...) { ... }

@script:python@
b << bparam.b;
p << bparam.p;
@@
add_ptr(p, b)

@bfield depends on gate@
identifier s, b;
position p;
@@
struct s { ... struct bin_attribute b@p; ... };

@script:python@
b << bfield.b;
p << bfield.p;
@@
names(p)['fields'].add(b)

// An element of an array of struct attribute pointers. This rule and
// call run only in a file where one of the rules above found a binary
// attribute: elsewhere is_bin() is False for every element, and this
// rule's constraint is one Python call per element of every attribute
// array of the file.
@elem depends on gate && (bmacro || bvar || bptr || bparam || bfield)@
identifier a;
expression E;
position p : script:python(E) { is_bin(p, E) };
@@
(
struct attribute *a[] = { ..., E@p, ... };
|
const struct attribute *a[] = { ..., E@p, ... };
|
struct attribute *a[...] = { ..., E@p, ... };
|
const struct attribute *a[...] = { ..., E@p, ... };
)

@script:python depends on report@
a << elem.a;
E << elem.E;
p << elem.p;
@@
coccilib.report.print_report(p[0], elem_message(E, a))

@script:python depends on org@
a << elem.a;
E << elem.E;
p << elem.p;
@@
coccilib.org.print_todo(p[0], elem_message(E, a))

// A binary attribute passed where an ordinary one is created.
@call depends on gate && (bmacro || bvar || bptr || bparam || bfield)@
identifier f =~ "^(sysfs|device|driver|class|bus)_create_file$";
expression K, E;
position p : script:python(E) { is_bin(p, E) };
@@
f(K, E@p)

@script:python depends on report@
f << call.f;
E << call.E;
p << call.p;
@@
coccilib.report.print_report(p[0], call_message(f, E))

@script:python depends on org@
f << call.f;
E << call.E;
p << call.p;
@@
coccilib.org.print_todo(p[0], call_message(f, E))

@depends on gate && context@
expression elem.E;
position elem.p;
@@
* E@p

@depends on gate && context@
expression call.E;
identifier call.f;
position call.p;
@@
* f(..., E@p)

// ------------------------------------------------------------ patch
// A group defined in the file whose .attrs array lists one binary
// attribute declared by a BIN_ATTR*() macro (bin_attr_<name>), and that
// has no .bin_attrs yet: the entry moves to a new array
// <prefix>_bin_attrs named in the group's .bin_attrs.

@pr depends on gate && patch@
identifier A;
identifier X =~ "^bin_attr_";
@@
struct attribute *A[] = {
	...,
	&X.attr,
	...
};

@pg depends on gate && pr@
identifier pr.A, G;
@@
struct attribute_group G = {
	...,
	.attrs = A,
	...
};

@phasbin depends on gate && pg@
identifier pg.G;
expression E;
@@
struct attribute_group G = {
	...,
	.bin_attrs = E,
	...
};

// Only an array with one binary attribute: more would make several
// bin_attrs arrays of the same name.
@pother depends on gate && pg && !phasbin@
identifier pr.A;
identifier Y =~ "^bin_attr_";
@@
struct attribute *A[] = {
	...,
	&Y.attr,
	...
};

@script:python depends on pother@
x << pr.X;
y << pother.Y;
a << pr.A;
@@
if x != y:
	several_bins.add(a)

@script:python pmk depends on pg && !phasbin@
a << pr.A;
b;
arr;
@@
if a in several_bins:
	cocci.include_match(False)
coccinelle.arr = cocci.make_ident(a)
coccinelle.b = cocci.make_ident(a[:-len('attrs')] + 'bin_attrs' if a.endswith('attrs') else a + '_bin_attrs')

@depends on gate && pg && !phasbin@
identifier pr.X, pmk.arr;
@@
struct attribute *arr[] = {
	...,
-	&X.attr,
	...
};

@depends on gate && pg && !phasbin@
identifier pr.A, pr.X, pg.G, pmk.b;
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
@pag depends on gate && pr@
declarer name ATTRIBUTE_GROUPS;
identifier N;
@@
ATTRIBUTE_GROUPS(N);

@pagother depends on gate && pag@
identifier pr.A;
identifier Y =~ "^bin_attr_";
@@
struct attribute *A[] = {
	...,
	&Y.attr,
	...
};

@script:python depends on pagother@
x << pr.X;
y << pagother.Y;
a << pr.A;
@@
if x != y:
	several_bins.add(a)

@script:python pagmk depends on pag@
a << pr.A;
n << pag.N;
b;
g;
arr;
@@
if a in several_bins or a != n + '_attrs':
	cocci.include_match(False)
coccinelle.arr = cocci.make_ident(a)
coccinelle.b = cocci.make_ident(n + '_bin_attrs')
coccinelle.g = cocci.make_ident(n + '_group')

@depends on gate && pag@
identifier pr.X, pagmk.arr;
@@
struct attribute *arr[] = {
	...,
-	&X.attr,
	...
};

@depends on gate && pag@
declarer name ATTRIBUTE_GROUPS, __ATTRIBUTE_GROUPS;
identifier pr.A, pr.X, pag.N, pagmk.b, pagmk.g;
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
